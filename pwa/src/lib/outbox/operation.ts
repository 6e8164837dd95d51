/** A file to upload. A stored File may come back from IndexedDB as a plain Blob, so the name is optional. */
export type OutboxFile = Blob & { readonly name?: string };

/** What the server said was wrong, in a shape a form can show: one message and, for validation, each field's. */
export interface OperationError {
  message: string;
  fieldErrors?: Record<string, string>;
}

/** One public mutation waiting in the outbox, exactly as it will be sent (and re-sent). */
export interface QueuedOperation {
  /** The submissionId: the server answers a replay with the first result, so re-sending is always safe. */
  id: string;
  /** What kind of form it came from ('enquiry', 'contact', 'support', ...), for display. */
  kind: string;
  /** Human text naming it, e.g. 'Quick enquiry from Asha'. */
  label: string;
  /** The GraphQL document. */
  query: string;
  /** The variables, with the submissionId already inside. */
  variables: Record<string, unknown>;
  /** Files keyed by their path in the multipart request, e.g. 'variables.input.resume'. */
  files: Record<string, OutboxFile>;
  createdAt: number;
  attempts: number;
  /** 'rejected' items wait for the visitor to read the error and dismiss them; they are never retried. */
  status: 'pending' | 'rejected';
  error?: OperationError;
}

export interface NewOperation {
  kind: string;
  label: string;
  query: string;
  /** The mutation's variables without the submissionId: it is added here, at the top level. */
  variables: Record<string, unknown>;
  files?: Record<string, OutboxFile>;
}

/** Builds a fresh operation whose id is also the `submissionId` variable it sends. */
export function createOperation(input: NewOperation, now: number = Date.now()): QueuedOperation {
  const id = newSubmissionId();
  return {
    id,
    kind: input.kind,
    label: input.label,
    query: input.query,
    variables: { ...input.variables, submissionId: id },
    files: input.files ?? {},
    createdAt: now,
    attempts: 0,
    status: 'pending',
  };
}

/**
 * A random UUID. crypto.randomUUID exists only in secure contexts; a site opened over plain HTTP
 * (a LAN address, say) must still be able to submit, and getRandomValues is available everywhere.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
