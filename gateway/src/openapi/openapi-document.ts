import { type GraphQLSchema, Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { PublicReadTags } from '../cache/public-read-query.js';
import type { ShimRoute } from '../rest/shim-route.js';
import { FIELD_MESSAGES, type JsonSchema, object, text } from './json-schema.js';
import { operationData } from './operation-schema.js';
import type { ApiRouteDoc, RouteDoc } from './route-doc.js';

export interface ApiDescription {
  schema: GraphQLSchema;
  shimRoutes: readonly ShimRoute[];
  /** The /api routes that are not shim rows. */
  routes: readonly ApiRouteDoc[];
  tagsOf: PublicReadTags;
}

type Operation = Record<string, unknown>;
type Responses = Record<string, unknown>;

const ERROR = object({ error: text('What went wrong, in words a person can read.'), fields: FIELD_MESSAGES }, ['fields']);
const ADMIN_SECURITY = [{ tokenCookie: [] }, { bearerToken: [] }];
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** A Fastify route's path as OpenAPI writes it: `/api/jobRoles/:id` as `/api/jobRoles/{id}`, a trailing `*` as `{path}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

/**
 * The OpenAPI 3.1 document of every /api call, built from the same route rows that serve them
 * (and the descriptions of the features' plain /api routes), so the two cannot drift apart.
 */
export function openApiDocument({ schema, shimRoutes, routes, tagsOf }: ApiDescription) {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (method: string, path: string, operation: Operation) => {
    const item = (paths[path] ??= {});
    const key = method.toLowerCase();
    if (item[key]) throw new Error(`${method} ${path} is described twice.`);
    item[key] = operation;
  };
  for (const route of shimRoutes) {
    const path = openApiPath(route.path);
    const answer = route.doc.answer(operationData(schema, route.operation));
    if (!answer) throw new Error(`${route.method} ${route.path}: its answer names no field of its operation.`);
    if (route.failure && !route.doc.failure) throw new Error(`${route.method} ${route.path} shapes its failures: describe them in doc.failure.`);
    const filesDescribed = Object.keys(route.doc.files ?? {});
    if ((route.files ?? []).some((name) => !filesDescribed.includes(name))) throw new Error(`${route.method} ${route.path}: describe each of its files.`);
    const cached = route.method === 'GET' && tagsOf(route.operation) !== undefined;
    add(route.method, path, {
      ...describe(route.doc, path, answer, { cached, notFound: path.includes('{') }),
      parameters: [...pathParameters(route.path), ...(hasVariable(route.operation, 'submissionId') ? [IDEMPOTENCY_KEY] : [])],
      ...requestBody(route.doc, route.method),
    });
  }
  for (const route of routes) {
    const path = openApiPath(route.path);
    const answer = route.answer(route.shapeOf ? operationData(schema, route.shapeOf) : {});
    if (!answer) throw new Error(`${route.method} ${route.path}: its answer names no field of its document.`);
    add(route.method, path, {
      ...describe(route, path, answer, { cached: false, notFound: false, answerType: route.answerType }),
      parameters: pathParameters(route.path),
      ...(route.rawBody
        ? { requestBody: { required: true, content: Object.fromEntries(Object.entries(route.rawBody).map(([type, body]) => [type, { schema: body }])) } }
        : requestBody(route, route.method)),
    });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Site API',
      version: '1.0.0',
      description:
        'The REST calls of the site (the specification’s /api). Each runs a GraphQL operation of the same gateway at /graphql, whose schema (with its descriptions) the GraphQL explorer at /graphql shows.',
    },
    paths,
    components: {
      schemas: { Error: ERROR },
      securitySchemes: {
        tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The admin session: the cookie that POST /api/authenticate sets.' },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The admin token that POST /api/authenticate answers, as `Authorization: Bearer <token>`.',
        },
      },
    },
  };
}

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key of the client’s choosing (or `submissionId` in the body): sending the same submission again answers the first one’s result, never a second record.',
  schema: { type: 'string' },
};

/** `notFound`: a path parameter names a row that may not exist. */
function describe(
  doc: Omit<RouteDoc, 'answer'>,
  path: string,
  answer: JsonSchema,
  { cached, notFound, answerType = 'application/json' }: { cached: boolean; notFound: boolean; answerType?: string },
): Operation {
  const status = String(doc.status ?? 200);
  const responses: Responses = {
    [status]: {
      description: cached
        ? 'Done. Answered with an `ETag` and `Cache-Control: no-cache`: send the tag back in `If-None-Match` to get 304 while it is current.'
        : 'Done.',
      content: { [answerType]: { schema: answer } },
      ...(cached ? { headers: { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string', const: 'no-cache' } } } } : {}),
    },
  };
  if (cached) responses['304'] = { description: 'The copy named in `If-None-Match` is still current.' };
  const failure = doc.failure ? json(doc.failure) : json({ $ref: '#/components/schemas/Error' } as JsonSchema);
  const error = (description: string) => ({ description, content: failure });
  if (doc.body || path.includes('{')) responses['400'] = error('The request is invalid; `fields` names each field at fault and why.');
  if (doc.access === 'admin') responses['401'] = error('No admin token, or one that has expired or was signed out.');
  if (notFound) responses['404'] = error('Nothing by that name or id.');
  if (doc.files) responses['413'] = error('A file is larger than its limit or of a type the call does not take.');
  for (const [code, description] of Object.entries(doc.errors ?? {})) responses[code] = error(description);
  responses['429'] = { description: 'Too many requests from this address in the last minute; `Retry-After` says when to try again.' };
  responses['503'] = error('The database cannot be reached for the moment.');
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: doc.access === 'admin' ? ADMIN_SECURITY : [],
    responses,
  };
}

function requestBody(doc: Omit<RouteDoc, 'answer'>, method: string): Operation {
  if (!doc.body && !doc.files) return {};
  if (method === 'GET') throw new Error('A GET takes no body.');
  const fields = doc.body ?? object({});
  if (!doc.files) return { requestBody: { required: true, content: json(fields) } };
  const files = Object.fromEntries(
    Object.entries(doc.files).map(([name, description]) => [name, { type: 'string', contentMediaType: 'application/octet-stream', description }]),
  );
  const form = { ...fields, properties: { ...fields.properties, ...files } };
  // Without files, the same fields may come as JSON.
  return { requestBody: { required: true, content: { 'multipart/form-data': { schema: form }, ...json(fields) } } };
}

function pathParameters(path: string) {
  return [...openApiPath(path).matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function hasVariable(operation: string, name: string): boolean {
  const definition = parse(operation).definitions.find((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
  return definition?.variableDefinitions?.some((variable) => variable.variable.name.value === name) ?? false;
}
