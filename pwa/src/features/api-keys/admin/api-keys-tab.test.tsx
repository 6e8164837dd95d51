import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../../test/scripted-server';
import { ApiKeysTab } from './api-keys-tab';

const KEY = 'site_0123456789abcdef0123456789abcdef_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey',
  id,
  name,
  scopes: ['enquiries:read'],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  ...extra,
});

function server(answers: Partial<Record<string, Answer>>): Operation[] {
  return renderWithServer(
    <ApiKeysTab />,
    ({ operationName }) => answers[operationName] ?? { data: null, errors: [{ message: `unexpected ${operationName}` }] },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ApiKeysTab', () => {
  it('lists the keys, creates one with the chosen scopes and shows it once, with a copy button', async () => {
    const asked = server({
      ApiKeys: {
        data: {
          apiKeys: [
            row('a', 'CRM import', { createdAt: '2026-11-20T20:00:00.000Z', expiresAt: '2030-01-31T18:29:59.000Z', revokedAt: '2026-11-21T10:00:00.000Z' }),
          ],
        },
      },
      CreateApiKey: { data: { createApiKey: { key: KEY, apiKey: row('b', 'HR system', { scopes: ['careers:write'] }) } } },
    });
    const table = await screen.findByRole('region', { name: 'API keys table' });
    await within(table).findByText('CRM import');
    expect(within(table).getByText('CRM import')).toBeVisible();
    // Days as they fall in India time, whatever the browser's zone: 20:00 UTC on 20 November is the 21st there.
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['CRM import', 'enquiries:read', '21 Nov 2026', '31 Jan 2030', 'Not yet', 'Revoked 21 Nov 2026']);

    await userEvent.type(screen.getByLabelText('Key name'), 'HR system');
    await userEvent.click(screen.getByRole('checkbox', { name: 'careers:write' }));
    await userEvent.type(screen.getByLabelText('Expires after (optional)'), '2030-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByLabelText('New API key')).toHaveTextContent(KEY);
    expect(screen.getByText(/you will not see it again/)).toBeVisible();
    const created = asked.find((operation) => operation.operationName === 'CreateApiKey')?.variables as { input: Record<string, unknown> };
    expect(created.input).toMatchObject({ name: 'HR system', scopes: ['careers:write'] });
    // Through the last second of 31 January in India time.
    expect(created.input['expiresAt']).toBe('2030-01-31T18:29:59.000Z');

    const clipboard = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(clipboard).toHaveBeenCalledWith(KEY);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it('sends nothing without a name or a scope', async () => {
    const asked = server({ ApiKeys: { data: { apiKeys: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give the key a name.');
    await userEvent.type(screen.getByLabelText('Key name'), 'Partner');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one scope.');
    expect(asked.map((operation) => operation.operationName)).not.toContain('CreateApiKey');
  });

  it('revokes a key only once the Owner confirms', async () => {
    const asked = server({
      ApiKeys: { data: { apiKeys: [row('a', 'CRM import')] } },
      RevokeApiKey: { data: { revokeApiKey: row('a', 'CRM import', { revokedAt: '2026-11-25T10:00:00.000Z' }) } },
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const revoke = await screen.findByRole('button', { name: 'Revoke CRM import' });
    await userEvent.click(revoke);
    expect(asked.map((operation) => operation.operationName)).not.toContain('RevokeApiKey');
    await userEvent.click(revoke);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('status')).toHaveTextContent('The key “CRM import” is revoked.');
    expect(asked.find((operation) => operation.operationName === 'RevokeApiKey')?.variables).toEqual({ id: 'a' });
  });
});
