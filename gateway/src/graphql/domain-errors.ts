import { GraphQLError, type GraphQLErrorExtensions, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { DomainError, ErrorCode, InvalidError, TooManyRequestsError } from '../core/errors.js';

/**
 * The codes that also set the HTTP status of /graphql: a client or proxy acts on these before it
 * reads the body (sign in, stop, wait). The others answer 200 with the error in the body, as GraphQL does.
 */
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.tooManyRequests]: 429,
};

/** A domain error as clients of /graphql read it: its message, its code, what else it carries, and the HTTP status and headers. */
export function graphqlErrorOf(error: DomainError): GraphQLError {
  const status = HTTP_STATUS[error.code];
  const headers = error instanceof TooManyRequestsError ? new Map([['retry-after', String(error.retryAfterSeconds)]]) : undefined;
  const extensions: GraphQLErrorExtensions = {
    code: error.code,
    ...(error instanceof InvalidError && error.fieldErrors && { fieldErrors: error.fieldErrors }),
    ...(error instanceof TooManyRequestsError && { retryAfter: error.retryAfterSeconds }),
    ...(status && { http: headers ? { status, headers } : { status } }),
  };
  return new GraphQLError(error.message, { originalError: error, extensions });
}

function translated(error: unknown): never {
  throw error instanceof DomainError ? graphqlErrorOf(error) : error;
}

/**
 * Makes every field of `schema` answer a domain error it throws as `graphqlErrorOf` says. Wrapping
 * the resolvers keeps fields that resolve synchronously synchronous; a type-graphql global
 * middleware would make every field of every list asynchronous.
 */
export function translateDomainErrors(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) field.resolve = translating(field.resolve);
    }
  }
  return schema;
}

function translating<TSource, TContext>(resolve: GraphQLFieldResolver<TSource, TContext>): GraphQLFieldResolver<TSource, TContext> {
  return (source, args, context, info) => {
    try {
      const value: unknown = resolve(source, args, context, info);
      return isPromiseLike(value) ? Promise.resolve(value).catch(translated) : value;
    } catch (error) {
      return translated(error);
    }
  };
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
