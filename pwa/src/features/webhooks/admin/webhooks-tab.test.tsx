import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServer } from '../../../test/scripted-server';
import { WebhooksTab } from './webhooks-tab';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ENDPOINT = {
  __typename: 'WebhookEndpoint',
  id: 'e1',
  url: 'https://crm.example.com/hooks',
  events: ['enquiry.created'],
  active: true,
  createdAt: '2026-11-25T01:00:00.000Z',
};
const DELIVERY = {
  __typename: 'WebhookDelivery',
  id: '7',
  messageId: 'msg_7',
  endpointId: 'e1',
  event: 'enquiry.created',
  status: 'failed',
  createdAt: '2026-11-25T01:01:00.000Z',
  nextTryAt: null,
  attemptCount: 2,
  attempts: [
    { __typename: 'WebhookAttempt', attemptedAt: '2026-11-25T01:01:30.000Z', status: 500, answer: 'Internal error', durationMs: 12 },
    { __typename: 'WebhookAttempt', attemptedAt: '2026-11-25T01:01:05.000Z', status: 503, answer: 'Busy', durationMs: 9 },
  ],
};

describe('the Webhooks tab', () => {
  it('registers an endpoint with the events ticked and shows its secret once, and shows the refusal of a bad URL by its field', async () => {
    let registered = false;
    const asked = renderWithServer(<WebhooksTab />, ({ operationName, variables }) => {
      if (operationName === 'WebhookEndpoints') return { data: { webhookEndpoints: registered ? [ENDPOINT] : [] } };
      if (operationName === 'WebhookDeliveries') return { data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', total: 0, rows: [] } } };
      const input = variables.input as { url: string };
      if (input.url.startsWith('http://10.')) {
        return {
          errors: [{ message: 'Invalid', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { url: 'The webhook URL leads to a private address.' } } }],
        };
      }
      registered = true;
      return { data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: SECRET, endpoint: ENDPOINT } } };
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No endpoints yet.')).toBeVisible();

    await user.type(screen.getByLabelText('Endpoint URL'), 'http://10.0.0.5/hooks');
    await user.click(screen.getByRole('checkbox', { name: /enquiry\.created/ }));
    await user.click(screen.getByRole('button', { name: 'Register Endpoint' }));
    expect(await screen.findByText('The webhook URL leads to a private address.')).toBeVisible();

    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://crm.example.com/hooks');
    await user.click(screen.getByRole('button', { name: 'Register Endpoint' }));
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Secret' })).toBeVisible();
    const table = screen.getByRole('region', { name: 'Webhook endpoints table' });
    expect(await within(table).findByRole('cell', { name: 'https://crm.example.com/hooks' })).toBeVisible();
    expect(
      asked.find((op) => op.operationName === 'CreateWebhookEndpoint' && (op.variables.input as { url: string }).url.startsWith('https'))?.variables,
    ).toEqual({
      input: { url: 'https://crm.example.com/hooks', events: ['enquiry.created'] },
    });
  });

  it('shows each delivery with its tries and answers, and resends a failed one', async () => {
    const asked = renderWithServer(<WebhooksTab />, ({ operationName }) => {
      if (operationName === 'WebhookEndpoints') return { data: { webhookEndpoints: [ENDPOINT] } };
      if (operationName === 'WebhookDeliveries') return { data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', total: 1, rows: [DELIVERY] } } };
      return { data: { resendWebhookDelivery: { ...DELIVERY, status: 'queued' } } };
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('region', { name: 'Webhook deliveries table' });
    const row = (await within(table).findByText('enquiry.created')).closest('tr')!;
    expect(within(row).getByText('failed')).toBeVisible();
    expect(within(row).getByText('https://crm.example.com/hooks')).toBeVisible();
    await user.click(within(row).getByText('2 tries, last 500'));
    expect(within(row).getByText(/500 in 12 ms, “Internal error”/)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Resend enquiry.created delivery msg_7' }));
    expect(await screen.findByText('Delivery msg_7 will be sent again.')).toBeVisible();
    expect(asked.find((op) => op.operationName === 'ResendWebhookDelivery')?.variables).toEqual({ id: '7' });
  });
});
