import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
  UNAVAILABLE_MESSAGE,
} from '../core/errors.js';
import { graphqlErrorOf } from '../graphql/domain-errors.js';
import { defaultFailure, shimErrorOf } from './shim-errors.js';

describe('shimErrorOf', () => {
  it.each<[DomainError, number, unknown]>([
    [
      new InvalidError({ name: 'Name must contain only letters (2–50 characters).' }),
      400,
      { error: 'Name must contain only letters (2–50 characters).', fields: { name: 'Name must contain only letters (2–50 characters).' } },
    ],
    [new InvalidError('submissionId is malformed.'), 400, { error: 'submissionId is malformed.' }],
    [new UnauthenticatedError(), 401, { error: 'Authentication required. Please log in again.' }],
    [new ForbiddenError('Not for this account.'), 403, { error: 'Not for this account.' }],
    [new NotFoundError('Ticket'), 404, { error: 'Ticket not found.' }],
    [new ConflictError('Already used.'), 409, { error: 'Already used.' }],
    [new TooManyRequestsError(30), 429, { error: 'Too many attempts. Try again in 1 minutes.' }],
  ])('answers %s, as GraphQL reports it, with %i and its body', (domainError, status, body) => {
    const error = shimErrorOf(graphqlErrorOf(domainError).toJSON());
    expect(error.status).toBe(status);
    expect(defaultFailure(error)).toEqual(body);
  });

  it.each([
    ['SERVICE_UNAVAILABLE', 503],
    ['GRAPHQL_VALIDATION_FAILED', 400],
    ['INTERNAL_SERVER_ERROR', 500],
    ['SOMETHING_ELSE', 500],
  ])('answers the code %s with %i', (code, status) => {
    expect(shimErrorOf({ message: UNAVAILABLE_MESSAGE, extensions: { code } })).toEqual({ status, code, message: UNAVAILABLE_MESSAGE, fieldErrors: undefined });
  });

  it('answers an error without a code with 500', () => {
    expect(shimErrorOf({ message: 'Unexpected' }).status).toBe(500);
  });
});
