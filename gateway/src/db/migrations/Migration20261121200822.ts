import { Migration } from '@mikro-orm/migrations';

export class Migration20261121200822 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "contact_submissions" ("id" uuid not null, "submission_id" varchar(64) not null, "name" text not null, "email" varchar(254) not null, "mobile" varchar(20) not null default '', "message" text not null, "submitted_at" timestamptz null, "received_at" timestamptz not null, "remark" text not null default '', constraint "contact_submissions_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_submission_id_unique" unique ("submission_id");`);
    this.addSql(`create index "contact_submissions_newest_first" on "contact_submissions" ("submitted_at" desc nulls last, "received_at" desc);`);

    this.addSql(
      `create table "event_feedbacks" ("id" uuid not null, "submission_id" varchar(64) not null, "event_title" text not null, "hod_name" text not null, "hod_email" text not null, "hod_mobile" text not null, "principal_name" text not null, "principal_email" text not null, "principal_mobile" text not null, "question1" varchar(20) not null, "question2" text not null, "question3" text not null, "question4" text not null, "question5" text not null, "submitted_at" timestamptz null, "received_at" timestamptz not null, "student_name" text not null, "student_email" text not null, "student_mobile" text not null, "college_name" text not null, constraint "event_feedbacks_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "event_feedbacks" add constraint "event_feedbacks_submission_id_unique" unique ("submission_id");`);

    this.addSql(
      `create table "job_roles" ("id" int not null, "role" varchar(100) not null, "accepting" boolean not null default true, constraint "job_roles_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "job_roles" add constraint "job_roles_role_unique" unique ("role");`);

    this.addSql(
      `create table "presentation_feedbacks" ("id" uuid not null, "submission_id" varchar(64) not null, "event_title" text not null, "hod_name" text not null, "hod_email" text not null, "hod_mobile" text not null, "principal_name" text not null, "principal_email" text not null, "principal_mobile" text not null, "question1" varchar(20) not null, "question2" text not null, "question3" text not null, "question4" text not null, "question5" text not null, "submitted_at" timestamptz null, "received_at" timestamptz not null, "presentator_name" text not null, "presentator_mobile" text not null, constraint "presentation_feedbacks_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "presentation_feedbacks" add constraint "presentation_feedbacks_submission_id_unique" unique ("submission_id");`);

    this.addSql(
      `create table "uploaded_files" ("id" uuid not null, "visibility" varchar(10) not null, "stored_name" varchar(64) not null, "name" varchar(255) not null, "type" varchar(100) not null, "size" int not null, "created_at" timestamptz not null, constraint "uploaded_files_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "support_tickets" ("id" uuid not null, "submission_id" varchar(64) not null, "ticket_id" varchar(20) not null, "category" varchar(40) not null, "status" varchar(40) not null default 'OPEN', "full_name" text not null, "email" varchar(254) not null, "contact_no" text not null, "organization_name" text not null, "query" text not null default '', "message" text not null default '', "product_name" text not null default '', "attachment_id" uuid null, "assigned_engineer" varchar(100) null, "received_at" timestamptz not null, constraint "support_tickets_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "support_tickets" add constraint "support_tickets_submission_id_unique" unique ("submission_id");`);
    this.addSql(`alter table "support_tickets" add constraint "support_tickets_ticket_id_unique" unique ("ticket_id");`);
    this.addSql(`alter table "support_tickets" add constraint "support_tickets_attachment_id_unique" unique ("attachment_id");`);
    this.addSql(`create index "support_tickets_by_category" on "support_tickets" ("category", "received_at");`);

    this.addSql(
      `create table "job_applications" ("id" uuid not null, "submission_id" varchar(64) not null, "name" text not null, "email" varchar(254) not null, "phone" text not null, "category" varchar(100) not null, "cover_letter" text not null default '', "resume_id" uuid not null, "status" varchar(20) not null default 'pending', "submitted_at" timestamptz null, "received_at" timestamptz not null, constraint "job_applications_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "job_applications" add constraint "job_applications_submission_id_unique" unique ("submission_id");`);
    this.addSql(`alter table "job_applications" add constraint "job_applications_resume_id_unique" unique ("resume_id");`);
    this.addSql(`create index "job_applications_by_applicant" on "job_applications" ("email", "category");`);

    this.addSql(
      `alter table "support_tickets" add constraint "support_tickets_attachment_id_foreign" foreign key ("attachment_id") references "uploaded_files" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "job_applications" add constraint "job_applications_resume_id_foreign" foreign key ("resume_id") references "uploaded_files" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "support_tickets" drop constraint "support_tickets_attachment_id_foreign";`);

    this.addSql(`alter table "job_applications" drop constraint "job_applications_resume_id_foreign";`);

    this.addSql(`drop table if exists "contact_submissions" cascade;`);

    this.addSql(`drop table if exists "event_feedbacks" cascade;`);

    this.addSql(`drop table if exists "job_roles" cascade;`);

    this.addSql(`drop table if exists "presentation_feedbacks" cascade;`);

    this.addSql(`drop table if exists "uploaded_files" cascade;`);

    this.addSql(`drop table if exists "support_tickets" cascade;`);

    this.addSql(`drop table if exists "job_applications" cascade;`);
  }
}
