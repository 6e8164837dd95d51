import type { MikroORM } from '@mikro-orm/postgresql';

/** Signed-out token ids, kept in the database so that every gateway refuses them. */
export interface RevokedTokens {
  has(jti: string): Promise<boolean>;
  add(jti: string, expiresAt: Date): Promise<void>;
}

export function revokedTokensIn(orm: MikroORM): RevokedTokens {
  const connection = () => orm.em.getConnection();
  return {
    async has(jti) {
      const rows = await connection().execute('select 1 from revoked_tokens where jti = ?', [jti]);
      return rows.length > 0;
    },
    async add(jti, expiresAt) {
      // Rows past their expiry guard nothing, so each sign-out also clears them.
      await connection().execute('delete from revoked_tokens where expires_at < now()');
      await connection().execute('insert into revoked_tokens (jti, expires_at) values (?, ?) on conflict do nothing', [jti, expiresAt]);
    },
  };
}
