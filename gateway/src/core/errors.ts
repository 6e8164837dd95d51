import type { FieldErrors } from '@site/schema';

/** The codes clients read: GraphQL's `extensions.code`, which the REST shim also turns into a status. */
export const ErrorCode = {
  badUserInput: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A request the domain refuses, said without naming a protocol. Services and everything below the
 * ways in throw these; graphql/domain-errors.ts answers them as GraphQL errors, and
 * rest/shim-errors.ts turns those into the REST statuses and bodies.
 */
export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * A rejected submission or argument: every failing field's message, with the distinct ones joined
 * as the error's message for clients that show one line (a form-level 'Please fill in all required
 * fields.' sits on several fields); or one message when no form field is at fault.
 */
export class InvalidError extends DomainError {
  readonly code = ErrorCode.badUserInput;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(problem: FieldErrors | string) {
    super(typeof problem === 'string' ? problem : [...new Set(Object.values(problem))].join(' '));
    this.fieldErrors = typeof problem === 'string' ? undefined : problem;
  }
}

export const UNAUTHENTICATED_MESSAGE = 'Authentication required. Please log in again.';

/** No valid token: the caller has to sign in (again). */
export class UnauthenticatedError extends DomainError {
  readonly code = ErrorCode.unauthenticated;

  constructor() {
    super(UNAUTHENTICATED_MESSAGE);
  }
}

/** Signed in, but not allowed this; the message says what is not allowed, so the caller knows it is not a sign-in problem. */
export class ForbiddenError extends DomainError {
  readonly code = ErrorCode.forbidden;
}

/** The one wording of "not found": `what` names the thing ("Job role" gives "Job role not found."). */
export function notFoundMessage(what: string): string {
  return `${what} not found.`;
}

export class NotFoundError extends DomainError {
  readonly code = ErrorCode.notFound;

  constructor(what: string) {
    super(notFoundMessage(what));
  }
}

/** The request is well formed but clashes with the state it would change; the message says with what. */
export class ConflictError extends DomainError {
  readonly code = ErrorCode.conflict;
}

/** Throttled: the caller may try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends DomainError {
  readonly code = ErrorCode.tooManyRequests;

  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
  }
}

/** Seconds a client is asked to wait after the database could not be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
