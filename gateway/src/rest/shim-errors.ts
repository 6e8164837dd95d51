import type { GraphQLFormattedError } from 'graphql';
import { ErrorCode } from '../core/errors.js';
import type { ShimError } from './shim-route.js';

/** The REST status of each code a row's operation can fail with (see core/errors.ts); any other code is a 500. */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ErrorCode.badUserInput]: 400,
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.tooManyRequests]: 429,
  [ErrorCode.serviceUnavailable]: 503,
};

function statusOf(code: string): number {
  // Apollo's own code for a document the schema refuses: the request, as the row built it, is at fault.
  if (code === 'GRAPHQL_VALIDATION_FAILED') return 400;
  return Object.hasOwn(STATUS_BY_CODE, code) ? STATUS_BY_CODE[code as ErrorCode] : 500;
}

/** The first error of a row's operation, as the REST shim answers it. */
export function shimErrorOf(error: GraphQLFormattedError): ShimError {
  const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const fieldErrors = error.extensions?.fieldErrors as Record<string, string> | undefined;
  return { status: statusOf(code), code, message: error.message, fieldErrors };
}

/** The body of a failed call for rows that do not shape their own: `{ error }`, and `fields` when fields are at fault. */
export function defaultFailure(error: ShimError): unknown {
  return error.fieldErrors ? { error: error.message, fields: error.fieldErrors } : { error: error.message };
}
