import type { OperationData } from './operation-schema.js';
import type { JsonSchema } from './json-schema.js';

/** Who may call a route: anyone, or the admin (the token cookie or `Authorization: Bearer`). */
export type Access = 'public' | 'admin';

/** What the API document says of one /api call beyond what its route row already tells. */
export interface RouteDoc {
  summary: string;
  description?: string;
  access: Access;
  /** The request's fields: a JSON body, or a multipart form's text fields beside the row's files. */
  body?: JsonSchema;
  /** A multipart form's file fields (the row's `files`), with what each holds. */
  files?: Readonly<Record<string, string>>;
  /** The status of a successful answer; 200 unless said. */
  status?: 200 | 201;
  /** The successful answer's body, from the schema of what the operation answers. */
  answer: (data: OperationData) => JsonSchema | undefined;
  /** The body of a failed call, for a row that shapes its own (`failure`). */
  failure?: JsonSchema;
  /** Failures particular to the call, by status, beyond the ones every call of its kind has. */
  errors?: Readonly<Record<number, string>>;
}

/** A plain Fastify route under /api (not a shim row), described by the feature that registers it. */
export interface ApiRouteDoc extends RouteDoc {
  method: string;
  /** As registered with Fastify (`:name` and `*` become path parameters). */
  path: string;
  /** A GraphQL document whose answer `answer` reads its shape from, when the route answers the same objects. */
  shapeOf?: string;
  /** The media type of a successful answer, when it is not JSON. */
  answerType?: string;
  /** Request bodies other than JSON or a form, by media type (an upload's raw bytes). */
  rawBody?: Readonly<Record<string, JsonSchema>>;
}
