import type { EventData, FieldErrors } from '@site/schema';
import { sendWithProgress } from '../../../lib/admin/send-with-progress';

export interface EventUpload {
  query: string;
  variables: Record<string, unknown>;
  images: readonly File[];
  brochure: File | null;
}

export type SendEventResult =
  { kind: 'saved'; event: EventData } | { kind: 'refused'; fieldErrors: FieldErrors } | { kind: 'unauthorized' } | { kind: 'failed' };

/** Sends an add or update as a GraphQL multipart request, reporting how much has gone (0 to 1). */
export async function sendEventForm({ query, variables, images, brochure }: EventUpload, onProgress: (fraction: number) => void): Promise<SendEventResult> {
  const files: [string, File][] = [
    ...images.map((file, index): [string, File] => [`variables.images.${index}`, file]),
    ...(brochure ? [['variables.brochure', brochure] as [string, File]] : []),
  ];
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: { ...variables, images: images.map(() => null), brochure: null } }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [path]]))));
  files.forEach(([, file], index) => body.append(String(index), file, file.name));

  // Apollo's CSRF prevention lets a multipart request through only with this header.
  const answer = await sendWithProgress({ method: 'POST', url: '/graphql', body, headers: { 'apollo-require-preflight': 'true' } }, onProgress);
  return answer ? resultOf(answer.status, answer.text) : { kind: 'failed' };
}

function resultOf(status: number, text: string): SendEventResult {
  let body: { data?: Record<string, EventData | undefined> | null; errors?: { extensions?: { code?: string; fieldErrors?: FieldErrors } }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { kind: 'failed' };
  }
  const error = body.errors?.[0];
  if (status === 401 || error?.extensions?.code === 'UNAUTHENTICATED') return { kind: 'unauthorized' };
  if (error?.extensions?.fieldErrors) return { kind: 'refused', fieldErrors: error.extensions.fieldErrors };
  const event = body.data ? Object.values(body.data)[0] : undefined;
  return event ? { kind: 'saved', event } : { kind: 'failed' };
}
