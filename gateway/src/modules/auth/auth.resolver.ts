import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { LoginResult } from './auth.types.js';
import { login, logout } from './login.service.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, { description: 'Signs an admin in. Repeated failures from one address are throttled.' })
  login(@Arg('adminId', () => String) adminId: string, @Arg('password', () => String) password: string, @Ctx() ctx: Context): Promise<LoginResult> {
    return login(ctx, adminId, password);
  }

  @Mutation(() => Boolean, { description: 'Ends the session: its token is refused from now on, on every gateway, and the cookie is cleared.' })
  logout(@Ctx() ctx: Context): Promise<boolean> {
    return logout(ctx);
  }

  @Query(() => String, { nullable: true, description: "The signed-in admin's id, or null." })
  currentAdmin(@Ctx() { adminId }: Context): string | null {
    return adminId;
  }
}
