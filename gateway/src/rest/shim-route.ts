import type { IncomingHttpHeaders } from 'node:http';
import type { HTTPMethods } from 'fastify';
import type { RouteDoc } from '../openapi/route-doc.js';

/** A file of a multipart request, read into memory within the transport limit. */
export interface ShimFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/** A legacy REST request, reduced to what a route row needs to build its GraphQL variables. */
export interface ShimRequest {
  /** The JSON body, or a multipart request's text fields (a repeated name gives an array). */
  body: Record<string, unknown>;
  /** A multipart request's files, by field name, for the fields the row declares. */
  files: Record<string, ShimFile[]>;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  headers: IncomingHttpHeaders;
}

export interface ShimReply {
  status?: number;
  body: unknown;
}

export interface ShimError {
  status: number;
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

/**
 * One row of the REST shim: which GraphQL operation a legacy call runs, how the request
 * becomes variables, and how the result becomes the response the old client expects.
 * The operation runs against the same schema and context as /graphql, so rules,
 * permissions and fixes live in one place.
 */
export interface ShimRoute<TData = never> {
  method: HTTPMethods;
  path: string;
  operation: string;
  /** Multipart file fields the row reads; files under other names are discarded unread. */
  files?: readonly string[];
  variables?: (request: ShimRequest) => Record<string, unknown>;
  respond: (data: TData, request: ShimRequest) => ShimReply;
  /** The body of a failed call; by default `{ error, fields }`. */
  failure?: (error: ShimError) => unknown;
  /** What /api/openapi.json says of the call. */
  doc: RouteDoc;
}

/** Keeps each row's data type while letting the table hold rows of every type. */
export function shimRoute<TData>(route: ShimRoute<TData>): ShimRoute {
  return route as unknown as ShimRoute;
}
