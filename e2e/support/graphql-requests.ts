import type { Page } from '@playwright/test';

/**
 * Counts the page's GraphQL requests that run `operation`. Chromium does not report the body of a
 * request that carries a file, so a multipart request (only submissions with uploads send one)
 * counts when its body cannot be read.
 */
export function countOperation(page: Page, operation: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataBuffer()?.toString('latin1');
    const multipart = (request.headers()['content-type'] ?? '').startsWith('multipart/form-data');
    if (body === undefined ? multipart : body.includes(operation)) count += 1;
  });
  return () => count;
}
