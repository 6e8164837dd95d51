import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, publicReads, shimRoutes } from '../app/feature-parts.js';
import { buildSiteSchema } from '../app/schema.js';
import { publicReadClassifier } from '../cache/public-read-query.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { collectApiRoutes, registerApiDocs } from './openapi-routes.js';

interface Document {
  paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> }>>;
}

let t: TestServer;
let document: Document;
beforeAll(async () => {
  t = await startTestServer();
  document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as Document;
});
afterAll(() => t.close());

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every shim row and plain /api route, with its auth and its answers', () => {
    const calls = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    // The two routes of the document itself besides the features' own.
    expect(calls).toHaveLength(shimRoutes.length + apiRoutes.length + 2);
    expect(document.paths['/api/jobRoles']!.get!.security).toEqual([]);
    expect(document.paths['/api/jobRoles']!.get!.responses['304']).toBeDefined();
    expect(document.paths['/api/getJobApplications']!.get!.security).toEqual([{ tokenCookie: [] }, { bearerToken: [] }]);
    expect(document.paths['/api/downloads/files/{path}']!.put!.responses['401']).toBeDefined();
    expect(Object.keys(document.paths['/api/jobApplications']!.post!.responses)).toEqual(expect.arrayContaining(['201', '400', '413', '429']));
  });

  it('a gateway with an /api route the document leaves out does not start', async () => {
    const description = { schema: await buildSiteSchema(), shimRoutes, routes: apiRoutes, tagsOf: publicReadClassifier(publicReads) };
    const registerAll = (extra: string | undefined) => {
      const app = Fastify();
      const served = collectApiRoutes(app);
      for (const { method, path } of [...shimRoutes, ...apiRoutes]) app.route({ method, url: path, handler: async () => ({}) });
      if (extra) app.get(extra, async () => ({}));
      registerApiDocs(app, description, served);
    };
    expect(() => registerAll(undefined)).not.toThrow();
    expect(() => registerAll('/api/undescribed/:id')).toThrow('not described: GET /api/undescribed/{id}');
  });
});

describe('/api/docs', () => {
  it('is a page of every call, with nothing loaded from elsewhere', async () => {
    const response = await fetch(`${t.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) expect(page).toContain(`${method.toUpperCase()} ${path}`);
    }
    expect(page).not.toMatch(/<script|(src|href)="(https?:)?\/\//);
  });
});
