import { randomUUID } from 'node:crypto';
import { ACCOUNT_ROLES, type AccountRoleName, type Permission } from '@site/schema';
import { validJobApplication, validTicket } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shimRoutes } from '../app/feature-parts.js';
import { buildSiteSchema } from '../app/schema.js';
import { permissionsOfField, permissionsOfOperation } from './field-permissions.js';
import { signedInAccount } from '../test/accounts.js';
import { documentFor, rootFieldsOf } from '../test/admin-calls.js';
import { jpegBytes, pdfBytes } from '../test/file-fixtures.js';
import { encodeMultipart, fieldParts, graphqlWithFiles } from '../test/multipart.js';
import { restCall } from '../test/rest-call.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { permissionsOf } from './permission-table.js';

/** Every call a visitor may make. A new field that is neither here nor declares a permission fails this file. */
const PUBLIC_FIELDS = [
  'Query.currentAdmin',
  'Query.downloadFiles',
  'Query.event',
  'Query.invitation',
  'Query.events',
  'Query.jobRoles',
  'Query.trainingSessions',
  'Query.viewer',
  'Mutation.acceptInvitation',
  'Mutation.login',
  'Mutation.logout',
  'Mutation.registerForTraining',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
  'Mutation.submitContact',
  'Mutation.submitEnquiry',
  'Mutation.submitEventFeedback',
  'Mutation.submitJobApplication',
  'Mutation.submitPresentationFeedback',
  'Mutation.submitSupportRequest',
];

const schema = await buildSiteSchema();
const allFields = rootFieldsOf(schema);
const guarded = allFields.filter(({ field }) => permissionsOfField(field) !== undefined);

const allowed = (role: AccountRoleName, needed: readonly Permission[]) => needed.every((permission) => permissionsOf(role).includes(permission));

let t: TestServer;
const tokens = {} as Record<AccountRoleName, string>;
beforeAll(async () => {
  t = await startTestServer();
  for (const role of ACCOUNT_ROLES) tokens[role] = (await signedInAccount(t, role)).token;
}, 120_000);
afterAll(() => t?.close());

describe('the permission table', () => {
  it('gives the Owner everything and every role feedback to read', () => {
    expect(permissionsOf('OWNER')).toEqual(expect.arrayContaining(['accounts:write', 'audit:read', 'tickets:write', 'downloads:write']));
    for (const role of ACCOUNT_ROLES) expect(permissionsOf(role)).toContain('feedback:read');
    expect(permissionsOf('SUPPORT').sort()).toEqual(['feedback:read', 'tickets:read', 'tickets:write']);
  });
});

describe('every GraphQL call', () => {
  it('is either public or declares what it needs', () => {
    const open = allFields.filter(({ field }) => permissionsOfField(field) === undefined).map(({ type, field }) => `${type}.${field.name}`);
    expect(open.sort()).toEqual([...PUBLIC_FIELDS].sort());
  });

  it.each(guarded.map(({ type, field }) => [`${type}.${field.name}`, type, field] as const))(
    '%s: refused without a token, refused (403) to a role without its permissions, let through to one with them',
    async (_name, type, field) => {
      const document = documentFor(type, field);
      const needed = permissionsOfField(field)!;
      const anonymous = await t.graphql(document);
      expect(anonymous.errors?.[0]?.extensions?.code, document).toBe('UNAUTHENTICATED');
      for (const role of ACCOUNT_ROLES) {
        const result = await t.graphql(document, {}, tokens[role]);
        const code = result.errors?.[0]?.extensions?.code;
        if (allowed(role, needed)) expect([code, role], document).not.toEqual(['FORBIDDEN', role]);
        else {
          expect([code, result.status, role], document).toEqual(['FORBIDDEN', 403, role]);
          expect(result.errors![0]!.message).toMatch(new RegExp(`^Your role \\(${role}\\) may not (see|change) `));
        }
      }
    },
  );
});

describe('every REST row over an admin call', () => {
  const rows = shimRoutes.filter((route) => permissionsOfOperation(schema, route.operation) !== undefined);

  it('covers the admin calls of the legacy API', () => {
    expect(rows.length).toBeGreaterThan(15);
  });

  it.each(rows.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers 401, 403 or goes through by role', async (_name, route) => {
    const path = route.path.replace(/:(\w+)/g, () => randomUUID());
    const needed = permissionsOfOperation(schema, route.operation)!;
    expect((await restCall(t, route.method, path, route.method === 'GET' ? undefined : {})).status).toBe(401);
    for (const role of ACCOUNT_ROLES) {
      const response = await restCall(t, route.method, path, route.method === 'GET' ? undefined : {}, tokens[role]);
      if (allowed(role, needed)) expect([response.status, role]).not.toEqual([403, role]);
      else {
        expect([response.status, role]).toEqual([403, role]);
        expect(((await response.json()) as { error: string }).error).toMatch(/^Your role/);
      }
    }
  });
});

describe('the admin HTTP routes', () => {
  it('serve a resume only to the careers roles and a ticket attachment only to the support roles', async () => {
    const application = await graphqlWithFiles<{ submitJobApplication: { id: string } }>(
      t,
      'mutation($id: String!, $input: JobApplicationInput!, $resume: Upload) { submitJobApplication(submissionId: $id, input: $input, resume: $resume) { id } }',
      { id: randomUUID(), input: validJobApplication() },
      { resume: { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' } },
    );
    expect(application.errors).toBeUndefined();
    const { body, contentType } = encodeMultipart([
      ...fieldParts(validTicket()),
      { name: 'image', file: { name: 'photo.jpg', bytes: jpegBytes(), type: 'image/jpeg' } },
    ]);
    expect((await fetch(`${t.url}/api/support`, { method: 'POST', headers: { 'content-type': contentType }, body })).status).toBeLessThan(300);

    const owner = tokens.OWNER;
    const resumes = await t.graphql<{ jobApplications: { resume: { url: string } }[] }>('{ jobApplications { resume { url } } }', {}, owner);
    const tickets = (await (await restCall(t, 'GET', '/api/getQuery/Maintenance', undefined, owner)).json()) as { image: string | null }[];
    const files: [string, Permission][] = [
      [resumes.data!.jobApplications[0]!.resume.url, 'careers:read'],
      [tickets.find((ticket) => ticket.image)!.image!, 'tickets:read'],
    ];
    for (const [url, needed] of files) {
      expect((await fetch(`${t.url}${url}`)).status).toBe(401);
      for (const role of ACCOUNT_ROLES) {
        const response = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${tokens[role]}` } });
        expect([response.status, role, url]).toEqual([allowed(role, [needed]) ? 200 : 403, role, url]);
      }
    }
  });

  it('take download uploads only from a role with downloads:write', async () => {
    for (const role of ACCOUNT_ROLES) {
      const response = await fetch(`${t.url}/api/downloads/files/no-such-slot`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${tokens[role]}`, 'content-type': 'application/octet-stream' },
        body: 'x',
      });
      // An unknown slot is refused (400) only once the person may upload at all.
      expect([response.status, role]).toEqual([allowed(role, ['downloads:write']) ? 400 : 403, role]);
    }
  });
});
