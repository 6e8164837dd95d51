import { type GraphQLFieldResolver, type GraphQLSchema, defaultFieldResolver } from 'graphql';
import { recordAudit } from '../access/audit.js';
import { permissionsOfField } from '../access/field-permissions.js';
import type { Context } from '../core/context.js';

/** The arguments that name the record a change is about, in the order they are looked for. */
const TARGET_ARGS = ['ticketId', 'id', 'email', 'title', 'sessionTitle', 'path'] as const;

function targetOf(args: Record<string, unknown>, result: unknown): string | null {
  for (const name of TARGET_ARGS) if (typeof args[name] === 'string' || typeof args[name] === 'number') return String(args[name]);
  if (result && typeof result === 'object') {
    const row = result as Record<string, unknown>;
    const id = row['ticketId'] ?? row['id'];
    if (typeof id === 'string' || typeof id === 'number') return String(id);
    // An answer that wraps the new record (createApiKey: the key shown once, beside the row) names the row.
    for (const value of Object.values(row)) {
      const nested = value && typeof value === 'object' ? (value as Record<string, unknown>)['id'] : undefined;
      if (typeof nested === 'string' || typeof nested === 'number') return String(nested);
    }
  }
  return null;
}

/** The names of what a change set: its arguments besides the target, and an input's fields; never a value. */
function fieldsOf(args: Record<string, unknown>, target: string | null): string[] {
  return Object.entries(args).flatMap(([name, value]) => {
    if (value === undefined || value === null) return [];
    if ((TARGET_ARGS as readonly string[]).includes(name) && String(value) === target) return [];
    // An input object (graphql-js makes them without a prototype), not an upload or a list.
    if (typeof value === 'object' && [null, Object.prototype].includes(Object.getPrototypeOf(value))) {
      return Object.keys(value as object).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
    }
    return [name];
  });
}

/**
 * Every mutation that needs a permission runs in one transaction with its audit entry: who, when,
 * what, which record, from where, and which fields. Done here, around each resolver, so no resolver
 * can forget it; a refused or failed change rolls back and leaves no entry.
 */
export function auditMutations(schema: GraphQLSchema): void {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    if (!permissionsOfField(field)) continue;
    const resolve: GraphQLFieldResolver<unknown, Context> = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args: Record<string, unknown>, context: Context, info) =>
      context.em.transactional(async (em) => {
        const result: unknown = await resolve(source, args, { ...context, em }, info);
        const target = targetOf(args, result);
        recordAudit(em, context.principal, { action: field.name, target, fields: fieldsOf(args, target), ip: context.ip });
        await em.flush();
        return result;
      });
  }
}

/**
 * An API key's reads of admin data (personal data, mostly) leave an entry too: an integrator's
 * pulls are visible in the activity log under the key's name. A person's reads are not logged.
 */
export function auditKeyReads(schema: GraphQLSchema): void {
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    if (!permissionsOfField(field)) continue;
    const resolve: GraphQLFieldResolver<unknown, Context> = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args: Record<string, unknown>, context: Context, info) => {
      const result: unknown = await resolve(source, args, context, info);
      if (context.principal?.kind === 'apiKey') {
        const em = context.em.fork();
        recordAudit(em, context.principal, { action: field.name, target: targetOf(args, null), fields: fieldsOf(args, null), ip: context.ip });
        await em.flush();
      }
      return result;
    };
  }
}
