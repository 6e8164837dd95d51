import type { JsonSchema } from './json-schema.js';

interface Operation {
  summary: string;
  description?: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

interface Document {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
/** Backticks in the document's prose are code. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^\w-]+/g, '-');

/**
 * The reference page of /api/openapi.json: plain HTML made from the document on the server, with no
 * script and nothing loaded from elsewhere, so it works offline and within the site's
 * Content-Security-Policy; the document itself is the source for tools.
 */
export function referencePage(document: Document): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const schemaOf = (schema: JsonSchema): JsonSchema => {
    const reference = (schema as { $ref?: string }).$ref;
    return reference ? (document.components.schemas[reference.split('/').pop()!] ?? schema) : schema;
  };

  const typeOf = (schema: JsonSchema): string => {
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
    if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
    if (schema.type === 'array') return `list of ${schema.items ? typeOf(schemaOf(schema.items)) : 'values'}`;
    if (schema.contentMediaType) return 'file';
    const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
    return schema.format ? `${type} (${schema.format})` : type;
  };
  const fieldsOf = (schema: JsonSchema): JsonSchema | undefined => {
    const plain = schemaOf(schema);
    if (plain.properties) return plain;
    if (plain.type === 'array' && plain.items) return fieldsOf(plain.items);
    const object = plain.anyOf?.find((option) => option.type !== 'null');
    return object ? fieldsOf(object) : undefined;
  };
  const schemaHtml = (schema: JsonSchema): string => {
    const object = fieldsOf(schema);
    if (!object?.properties) return `<p>${escape(typeOf(schemaOf(schema)))}</p>`;
    const rows = Object.entries(object.properties).map(([name, property]) => {
      const nested = fieldsOf(property);
      return `<li><code>${escape(name)}</code> <span class="type">${escape(typeOf(schemaOf(property)))}</span>${
        object.required?.includes(name) ? '' : ' <span class="optional">optional</span>'
      }${property.description ? ` — ${prose(property.description)}` : ''}${nested ? schemaHtml(property) : ''}</li>`;
    });
    const intro = schemaOf(schema).type === 'array' ? '<p>A list, each item:</p>' : '';
    return `${intro}<ul>${rows.join('')}</ul>`;
  };
  const contentHtml = (content: Record<string, { schema: JsonSchema }> | undefined) =>
    Object.entries(content ?? {})
      .map(([type, { schema }]) => `<p class="media">${escape(type)}</p>${schemaHtml(schema)}`)
      .join('');

  const operationHtml = ({ path, method, operation }: (typeof operations)[number]) => {
    const parameters = operation.parameters?.length
      ? `<h4>Parameters</h4><ul>${operation.parameters
          .map(
            (parameter) =>
              `<li><code>${escape(parameter.name)}</code> in ${parameter.in}${parameter.required ? '' : ' <span class="optional">optional</span>'}${parameter.description ? ` — ${prose(parameter.description)}` : ''}</li>`,
          )
          .join('')}</ul>`
      : '';
    const body = operation.requestBody ? `<h4>Request body</h4>${contentHtml(operation.requestBody.content)}` : '';
    const responses = Object.entries(operation.responses)
      .map(
        ([status, response]) =>
          `<details${status.startsWith('2') ? ' open' : ''}><summary><strong>${status}</strong> ${prose(response.description)}</summary>${contentHtml(response.content)}</details>`,
      )
      .join('');
    return `<section id="${anchor(method, path)}" aria-labelledby="${anchor(method, path)}-title">
<h3 id="${anchor(method, path)}-title"><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${prose(operation.summary)}. ${operation.security.length ? '<strong>Admin only.</strong>' : 'Open to anyone.'}</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}${parameters}${body}<h4>Answers</h4>${responses}
</section>`;
  };

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
code { font-family: ui-monospace, monospace; background: #f1f1f1; padding: 0 .2em; }
section { border-top: 1px solid #ccc; padding: .5rem 0; }
.method { display: inline-block; min-width: 4.5em; font-family: ui-monospace, monospace; color: #fff; background: #1f4e79; padding: 0 .3em; border-radius: 3px; }
.type { color: #5a3e00; }
.optional { color: #595959; font-style: italic; }
.media { font-weight: 600; margin-bottom: 0; }
nav ul { columns: 2 20rem; }
a { color: #0b57a4; }
</style>
</head>
<body>
<header><h1>${escape(document.info.title)}</h1><p>${prose(document.info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Admin calls take the admin token as the <code>token</code> cookie or as <code>Authorization: Bearer &lt;token&gt;</code>; <code>POST /api/authenticate</code> answers it.</p></header>
<main>
<nav aria-label="Calls"><h2>Calls</h2><ul>${operations
    .map(
      ({ path, method, operation }) => `<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${escape(path)}</a> — ${prose(operation.summary)}</li>`,
    )
    .join('')}</ul></nav>
<h2>Calls in detail</h2>
${operations.map(operationHtml).join('\n')}
</main>
</body>
</html>
`;
}
