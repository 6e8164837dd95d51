import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { accountOf } from '../../access/principal.js';
import type { Context } from '../../core/context.js';
import { UnauthenticatedError } from '../../core/errors.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';
import { ApiKeyView, CreateApiKeyInput, CreatedApiKey } from './api-keys.types.js';

/** Keys are managed with the accounts' permission: an Owner's session, never a key (keys carry no `accounts` scope). */
@Resolver()
export class ApiKeysResolver {
  @Authorized('accounts:read')
  @Query(() => [ApiKeyView], { description: 'Owner. Every API key, newest first, revoked ones included.' })
  async apiKeys(@Ctx() { em }: Context): Promise<ApiKeyView[]> {
    return (await listApiKeys(em)).map((key) => ApiKeyView.of(key));
  }

  @Authorized('accounts:write')
  @Mutation(() => CreatedApiKey, { description: 'Owner. A new key with its scopes; `key` is in this answer only, never again.' })
  async createApiKey(
    @Arg('input', () => CreateApiKeyInput, { description: 'Its name, scopes and expiry.' }) input: CreateApiKeyInput,
    @Ctx() { em, principal }: Context,
  ): Promise<CreatedApiKey> {
    const owner = accountOf(principal);
    if (!owner) throw new UnauthenticatedError();
    const { key, apiKey } = await createApiKey(em, owner.accountId, input);
    return Object.assign(new CreatedApiKey(), { key, apiKey: ApiKeyView.of(apiKey) });
  }

  @Authorized('accounts:write')
  @Mutation(() => ApiKeyView, { description: 'Owner. The key is refused from the next request on, on every gateway.' })
  async revokeApiKey(@Arg('id', () => ID, { description: 'The key to revoke.' }) id: string, @Ctx() { em }: Context): Promise<ApiKeyView> {
    return ApiKeyView.of(await revokeApiKey(em, id));
  }
}
