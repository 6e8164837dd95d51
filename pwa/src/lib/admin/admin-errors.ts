import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export const TOKEN_MISSING_MESSAGE = 'Authentication token not found. Please log in again.';

/** The server refused because the admin's session has ended (no token, or an expired one). */
export function isSignedOut(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** The shared rule's field errors the server answered, if it refused the input. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.fieldErrors)?.extensions?.fieldErrors as Record<string, string> | undefined;
}

export const SERVER_UNREACHABLE_MESSAGE = 'The server could not be reached. Please try again.';

/** The server's own words when it refused the request, otherwise that it could not be reached. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? SERVER_UNREACHABLE_MESSAGE;
  return SERVER_UNREACHABLE_MESSAGE;
}
