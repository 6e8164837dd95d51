import { Migration } from '@mikro-orm/migrations';

// Each new row of these tables is an event: its name and the GraphQL SubmissionKind it carries.
const CREATED: Record<string, [string, string]> = {
  enquiries: ['enquiry.created', 'ENQUIRY'],
  contact_submissions: ['contact.created', 'CONTACT'],
  support_tickets: ['ticket.created', 'TICKET'],
  job_applications: ['application.created', 'APPLICATION'],
  training_registrations: ['registration.created', 'REGISTRATION'],
  event_feedbacks: ['feedback.created', 'EVENT_FEEDBACK'],
  presentation_feedbacks: ['feedback.created', 'PRESENTATION_FEEDBACK'],
};

// A row of these tables whose status becomes one of these is an event: its kind, then status, event name, ...
const STATUS_CHANGED: Record<string, [string, string[]]> = {
  support_tickets: ['TICKET', ['pending', 'ticket.assigned', 'Completed', 'ticket.closed']],
  job_applications: ['APPLICATION', ['accepted', 'application.accepted']],
};

export class Migration20261125010244 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_attempts" ("id" serial primary key, "job_id" int not null, "attempted_at" timestamptz not null, "status" int null, "answer" text not null default '', "duration_ms" int not null default 0);`,
    );
    this.addSql(`create index "webhook_attempts_job" on "webhook_attempts" ("job_id");`);
    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "url" text not null, "events" jsonb not null, "secret" text not null, "active" boolean not null default true, "created_at" timestamptz not null, constraint "webhook_endpoints_pkey" primary key ("id"));`,
    );

    // As with the e-mails, triggers enqueue the deliveries: one `webhook` job per endpoint that asked
    // for the event, written by the very statement that stores the change, whichever code path made
    // it, and never for a change that is rolled back. The key makes it one delivery per endpoint.
    this.addSql(`create function enqueue_webhooks(event text, data jsonb) returns void language sql as $$
      insert into jobs (kind, key, payload)
        select 'webhook', e.id || '/' || event || '/' || (data ->> 'id'),
          jsonb_build_object('endpointId', e.id, 'event', event, 'occurredAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', data)
        from webhook_endpoints e where e.active and e.events @> jsonb_build_array(event)
      on conflict (kind, key) do nothing;
    $$;`);
    this.addSql(`create function webhooks_on_insert() returns trigger language plpgsql as $$
      begin
        perform enqueue_webhooks(TG_ARGV[0], jsonb_build_object('kind', TG_ARGV[1], 'id', NEW.id));
        return null;
      end $$;`);
    this.addSql(`create function webhooks_on_status() returns trigger language plpgsql as $$
      declare i int := 1;
      begin
        while i < array_length(TG_ARGV, 1) loop
          if NEW.status = TG_ARGV[i] then
            perform enqueue_webhooks(TG_ARGV[i + 1], jsonb_build_object('kind', TG_ARGV[0], 'id', NEW.id, 'status', NEW.status));
          end if;
          i := i + 2;
        end loop;
        return null;
      end $$;`);
    for (const [table, [event, kind]] of Object.entries(CREATED)) {
      this.addSql(`create trigger "${table}_webhooks" after insert on "${table}" for each row execute function webhooks_on_insert('${event}', '${kind}');`);
    }
    for (const [table, [kind, pairs]] of Object.entries(STATUS_CHANGED)) {
      const args = [kind, ...pairs].map((arg) => `'${arg}'`).join(', ');
      this.addSql(
        `create trigger "${table}_status_webhooks" after update of status on "${table}" for each row when (old.status is distinct from new.status) execute function webhooks_on_status(${args});`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(CREATED)) this.addSql(`drop trigger if exists "${table}_webhooks" on "${table}";`);
    for (const table of Object.keys(STATUS_CHANGED)) this.addSql(`drop trigger if exists "${table}_status_webhooks" on "${table}";`);
    this.addSql(`drop function if exists webhooks_on_status();`);
    this.addSql(`drop function if exists webhooks_on_insert();`);
    this.addSql(`drop function if exists enqueue_webhooks(text, jsonb);`);
    this.addSql(`drop table if exists "webhook_attempts" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
  }
}
