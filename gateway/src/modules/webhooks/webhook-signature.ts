import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one delivery attempt: the message id (the same on every retry),
 * the attempt's time in seconds, and `v1,` with the base64 HMAC-SHA256 of `id.timestamp.body`
 * under the secret's key, so a receiver can check them with that project's libraries.
 */
export function webhookHeaders(secret: string, id: string, timestamp: Date, body: string): Record<string, string> {
  const seconds = Math.floor(timestamp.getTime() / 1000);
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(seconds), 'webhook-signature': `v1,${signature}` };
}
