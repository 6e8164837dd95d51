import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { ApiKey } from '../../access/api-key.entity.js';

@ObjectType('ApiKey', { description: "An integrator's key: its scopes and dates; the key itself is shown only once, by createApiKey." })
export class ApiKeyView {
  @Field(() => ID, { description: "The key's id, for revoking it." })
  id!: string;

  @Field(() => String, { description: 'Who uses it, e.g. "CRM import".' })
  name!: string;

  @Field(() => [String], { description: '`feature:read` or `feature:write` strings; write includes read.' })
  scopes!: string[];

  @Field(() => Date, { description: 'When the key was created.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Refused from this time on; null for a key that does not expire.' })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Recorded at most once a minute.' })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Refused from this time on, on every gateway.' })
  revokedAt!: Date | null;

  static of(key: ApiKey): ApiKeyView {
    return Object.assign(new ApiKeyView(), {
      id: key.id,
      name: key.name,
      scopes: [...key.scopes],
      createdAt: key.createdAt,
      expiresAt: key.expiresAt,
      lastUsedAt: key.lastUsedAt,
      revokedAt: key.revokedAt,
    });
  }
}

@ObjectType('CreatedApiKey', { description: 'A new key and its row. `key` is shown this once: only its hash is stored.' })
export class CreatedApiKey {
  @Field(() => String, { description: 'Send it as `Authorization: Bearer <key>` on /graphql and /api.' })
  key!: string;

  @Field(() => ApiKeyView, { description: "The new key's row, as apiKeys lists it." })
  apiKey!: ApiKeyView;
}

@InputType('CreateApiKeyInput', { description: 'A key to create: who uses it, what it may do, and until when.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'Who uses it, e.g. "CRM import"; at most 100 characters.' })
  name!: string;

  @Field(() => [String], {
    description: 'At least one of `feature:read` or `feature:write` for enquiries, contacts, tickets, careers, events, training, feedback, downloads.',
  })
  scopes!: string[];

  @Field(() => Date, { nullable: true, description: 'Optional; must be in the future.' })
  expiresAt?: Date | null;
}
