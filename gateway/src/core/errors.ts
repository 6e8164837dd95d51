import type { FieldErrors } from '@site/schema';
import { GraphQLError } from 'graphql';

export const ErrorCode = {
  badUserInput: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  notFound: 'NOT_FOUND',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;

/**
 * A rejected submission: every failing field's message, and the distinct ones joined for clients
 * that show one line (a form-level 'Please fill in all required fields.' sits on several fields).
 */
export function validationError(fieldErrors: FieldErrors): GraphQLError {
  return new GraphQLError([...new Set(Object.values(fieldErrors))].join(' '), {
    extensions: { code: ErrorCode.badUserInput, fieldErrors },
  });
}

export function unauthenticatedError(): GraphQLError {
  return new GraphQLError('Authentication required. Please log in again.', {
    extensions: { code: ErrorCode.unauthenticated, http: { status: 401 } },
  });
}

export function notFoundError(what: string): GraphQLError {
  return new GraphQLError(`${what} not found.`, { extensions: { code: ErrorCode.notFound } });
}

export function tooManyRequestsError(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
    extensions: {
      code: ErrorCode.tooManyRequests,
      retryAfter: retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

/** Seconds a client is asked to wait after the database could not be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
