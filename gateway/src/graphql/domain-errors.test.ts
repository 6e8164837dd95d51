import { ApolloServer } from '@apollo/server';
import { GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, type DomainError, ForbiddenError, InvalidError, NotFoundError, TooManyRequestsError, UnauthenticatedError } from '../core/errors.js';
import { graphqlErrorOf, translateDomainErrors } from './domain-errors.js';

describe('graphqlErrorOf', () => {
  it.each<[string, DomainError, string, Record<string, unknown>]>([
    [
      'invalid, with field errors',
      new InvalidError({ name: 'Please fill in all required fields.', email: 'Please fill in all required fields.', phone: 'Phone must be 10 digits.' }),
      'Please fill in all required fields. Phone must be 10 digits.',
      {
        code: 'BAD_USER_INPUT',
        fieldErrors: { name: 'Please fill in all required fields.', email: 'Please fill in all required fields.', phone: 'Phone must be 10 digits.' },
      },
    ],
    ['invalid, with one message', new InvalidError('submissionId is malformed.'), 'submissionId is malformed.', { code: 'BAD_USER_INPUT' }],
    ['unauthenticated', new UnauthenticatedError(), 'Authentication required. Please log in again.', { code: 'UNAUTHENTICATED', http: { status: 401 } }],
    ['forbidden', new ForbiddenError('Only an owner may invite.'), 'Only an owner may invite.', { code: 'FORBIDDEN', http: { status: 403 } }],
    ['not found', new NotFoundError('Job role'), 'Job role not found.', { code: 'NOT_FOUND' }],
    ['conflict', new ConflictError('The link was already used.'), 'The link was already used.', { code: 'CONFLICT' }],
    [
      'too many requests',
      new TooManyRequestsError(61),
      'Too many attempts. Try again in 2 minutes.',
      { code: 'TOO_MANY_REQUESTS', retryAfter: 61, http: { status: 429, headers: new Map([['retry-after', '61']]) } },
    ],
  ])('answers %s with its message, code and extensions', (_, error, message, extensions) => {
    const answer = graphqlErrorOf(error);
    expect(answer.message).toBe(message);
    expect(answer.extensions).toEqual(extensions);
    expect(answer.originalError).toBe(error);
  });
});

describe('translateDomainErrors through Apollo', () => {
  const Row = new GraphQLObjectType({
    name: 'Row',
    fields: {
      name: {
        type: GraphQLString,
        resolve: () => {
          throw new NotFoundError('Row');
        },
      },
    },
  });
  const schema = translateDomainErrors(
    new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          invalid: {
            type: GraphQLString,
            resolve: () => {
              throw new InvalidError({ email: 'Enter a valid email address.' });
            },
          },
          throttled: { type: GraphQLString, resolve: () => Promise.reject(new TooManyRequestsError(120)) },
          forbidden: { type: GraphQLString, resolve: () => Promise.reject(new ForbiddenError('Not for this account.')) },
          rows: { type: new GraphQLList(Row), resolve: () => [{}] },
          broken: {
            type: GraphQLString,
            resolve: () => {
              throw new Error('a bug');
            },
          },
          fine: { type: GraphQLString, resolve: () => 'ok' },
        },
      }),
    }),
  );
  const apollo = new ApolloServer({ schema, includeStacktraceInErrorResponses: false });
  beforeAll(() => apollo.start());
  afterAll(() => apollo.stop());

  async function run(query: string) {
    const response = await apollo.executeOperation({ query });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return { http: response.http, result: response.body.singleResult };
  }

  it('answers an error thrown at once with its code and field errors, and HTTP 200', async () => {
    const { http, result } = await run('{ invalid }');
    expect(http.status).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: 'Enter a valid email address.',
        locations: [{ line: 1, column: 3 }],
        path: ['invalid'],
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Enter a valid email address.' } },
      },
    ]);
  });

  it('answers a rejected promise with its HTTP status, headers and retryAfter', async () => {
    const { http, result } = await run('{ throttled }');
    expect(http.status).toBe(429);
    expect(http.headers.get('retry-after')).toBe('120');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfter: 120 });
  });

  it('answers forbidden with 403 and its message', async () => {
    const { http, result } = await run('{ forbidden }');
    expect(http.status).toBe(403);
    expect(result.errors?.[0]).toMatchObject({ message: 'Not for this account.', extensions: { code: 'FORBIDDEN' } });
  });

  it('translates an error of a nested field too', async () => {
    const { result } = await run('{ rows { name } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'Row not found.', path: ['rows', 0, 'name'], extensions: { code: 'NOT_FOUND' } });
  });

  it('leaves other errors and other fields as they were', async () => {
    const { result } = await run('{ broken fine }');
    expect(result.data).toEqual({ broken: null, fine: 'ok' });
    expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});
