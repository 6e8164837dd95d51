import { isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSiteSchema } from './schema.js';

/** Every type, field, argument and enum value of the public schema, by its path, that has no description. */
async function undescribed(): Promise<string[]> {
  const schema = await buildSiteSchema();
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    // The root types are only containers; their fields carry the descriptions.
    if (!type.description && ![schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(type as never)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const argument of 'args' in field ? field.args : []) if (!argument.description) missing.push(`${type.name}.${field.name}(${argument.name})`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

describe('schema descriptions', () => {
  it('describe every type, field, argument and enum value integrators see', async () => {
    expect(await undescribed()).toEqual([]);
  });
});
