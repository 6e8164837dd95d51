import { useMutation } from '@apollo/client/react';
import { API_KEY_FEATURES, type Permission, addDays, kolkataDayStart } from '@site/schema';
import { type FormEvent, useState } from 'react';
import buttons from '../../../components/button.module.css';
import styles from './create-key-form.module.css';
import { InputField } from '../../../components/field';
import { StatusMessage } from '../../../components/status-message';
import { CREATE_API_KEY } from './api-key-operations';

const LEVELS = ['read', 'write'] as const;

/** Creates a key with its scopes and optional expiry, then shows the key this once, with a copy button. */
export function CreateKeyForm({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<Permission>>(new Set());
  const [expires, setExpires] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [create, { loading }] = useMutation(CREATE_API_KEY);

  function toggle(scope: Permission, on: boolean) {
    const next = new Set(scopes);
    if (on) next.add(scope);
    else next.delete(scope);
    setScopes(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem('Please give the key a name.');
    if (scopes.size === 0) return setProblem('Choose at least one scope.');
    setProblem(null);
    try {
      // The key works through the chosen day in India time, as the site's other dates are read; the tab shows that day.
      const expiresAt = expires ? new Date(kolkataDayStart(addDays(expires, 1)).getTime() - 1000).toISOString() : null;
      const { data } = await create({ variables: { input: { name: name.trim(), scopes: [...scopes], expiresAt } } });
      if (data) setShown({ name: name.trim(), key: data.createApiKey.key });
      setName('');
      setScopes(new Set());
      setExpires('');
      setCopied(false);
      onCreated();
    } catch (refusal) {
      setProblem(refusal instanceof Error ? refusal.message : 'The key could not be created. Try again.');
    }
  }

  async function copy() {
    if (!shown) return;
    await navigator.clipboard.writeText(shown.key);
    setCopied(true);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="create-key-heading">
      <h3 id="create-key-heading">Create a key</h3>
      <InputField label="Key name" value={name} onChange={(event) => setName(event.target.value)} />
      <fieldset className={styles.scopes}>
        <legend>Scopes</legend>
        <table>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {LEVELS.map((level) => (
                <th scope="col" key={level}>
                  {level === 'read' ? 'Read' : 'Write'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {API_KEY_FEATURES.map((feature) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                {LEVELS.map((level) => {
                  const scope: Permission = `${feature}:${level}`;
                  return (
                    <td key={level}>
                      <input type="checkbox" aria-label={scope} checked={scopes.has(scope)} onChange={(event) => toggle(scope, event.target.checked)} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      <InputField label="Expires after (optional)" type="date" value={expires} onChange={(event) => setExpires(event.target.value)} />
      <button type="submit" className={buttons.primary} disabled={loading}>
        Create Key
      </button>
      {problem && <StatusMessage tone="error">{problem}</StatusMessage>}
      {shown && (
        <StatusMessage tone="success">
          The key “{shown.name}” is ready. Copy it now: you will not see it again. <output aria-label="New API key">{shown.key}</output>{' '}
          <button type="button" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy key'}
          </button>
        </StatusMessage>
      )}
    </form>
  );
}
