import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  close(): void;
}

/**
 * A webhook receiver on loopback: `statusFor(n)` answers the n-th request (from 1) with a status
 * and a long answer, or with nothing at all when it gives null (a receiver that hangs).
 */
export async function startWebhookReceiver(statusFor: (n: number) => number | null): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = statusFor(received.length);
      if (status === null) return;
      response.statusCode = status;
      response.end(`answer ${received.length} `.repeat(200));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
