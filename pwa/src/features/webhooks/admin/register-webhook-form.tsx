import { useMutation } from '@apollo/client/react';
import { WEBHOOK_EVENT_NAMES, WEBHOOK_EVENTS } from '@site/schema';
import { type FormEvent, useState } from 'react';
import buttons from '../../../components/button.module.css';
import { InputField } from '../../../components/field';
import fields from '../../../components/field.module.css';
import { StatusMessage } from '../../../components/status-message';
import { fieldErrorsOf } from '../../../lib/admin/admin-errors';
import { CREATE_WEBHOOK_ENDPOINT } from './webhook-operations';
import styles from './webhooks.module.css';

/** Registers an endpoint, then shows its signing secret this once, with a button that copies it. */
export function RegisterWebhookForm({ onRegistered }: { onRegistered: () => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [create, { loading }] = useMutation(CREATE_WEBHOOK_ENDPOINT);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const result = await create({ variables: { input: { url, events } } });
      setSecret(result.data?.createWebhookEndpoint.secret ?? null);
      setCopied(false);
      setUrl('');
      setEvents([]);
      onRegistered();
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? { form: 'The endpoint could not be registered. Try again.' });
    }
  }

  function toggle(name: string, on: boolean) {
    setEvents((current) => (on ? [...current, name] : current.filter((event) => event !== name)));
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <InputField label="Endpoint URL" type="url" value={url} onChange={(event) => setUrl(event.target.value)} error={errors.url} required />
      <fieldset className={styles.events} aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>Events</legend>
        {WEBHOOK_EVENT_NAMES.map((name) => (
          <label key={name} className={styles.event}>
            <input type="checkbox" checked={events.includes(name)} onChange={(event) => toggle(name, event.target.checked)} />
            <span>
              <code>{name}</code>: {WEBHOOK_EVENTS[name]}
            </span>
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" className={fields.error}>
            {errors.events}
          </p>
        )}
      </fieldset>
      {errors.form && <StatusMessage tone="error">{errors.form}</StatusMessage>}
      <div>
        <button type="submit" className={buttons.primary} disabled={loading}>
          Register Endpoint
        </button>
      </div>
      {secret && (
        <div className={styles.secret} role="status">
          <p>
            <strong>Signing secret, shown only now:</strong> <code>{secret}</code>
          </p>
          <div>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() =>
                void navigator.clipboard.writeText(secret).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              Copy Secret
            </button>
            {copied && <span> Copied.</span>}
          </div>
        </div>
      )}
    </form>
  );
}
