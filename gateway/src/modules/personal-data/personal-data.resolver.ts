import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorName } from '../../access/principal.js';
import type { Context } from '../../core/context.js';
import { personQuery } from './person-query.js';
import { auditPersonalData } from './personal-data-audit.js';
import { erasePersonalData, filesOf, findPersonalData } from './personal-data.service.js';
import { PersonalData, PersonalDataErasure } from './personal-data.types.js';
import { summaryOf } from './record-summary.js';

const PHONE_ARGUMENT = { nullable: true, description: 'Also (or, with an empty email, only) rows with this phone number, compared by its last ten digits.' };

@Resolver()
export class PersonalDataResolver {
  @Authorized('personal-data:read')
  @Query(() => PersonalData, {
    description: 'Admin (the Owner). Every row and file the site holds about a person, found by e-mail (trimmed, any case) and/or phone.',
  })
  async personalData(
    @Arg('email', () => String, { description: 'The e-mail address (any case, trimmed); empty to look for a phone number alone.' }) email: string,
    @Arg('phone', () => String, PHONE_ARGUMENT) phone: string | null | undefined,
    @Ctx() { em, services }: Context,
  ): Promise<PersonalData> {
    const query = personQuery(email, phone);
    const found = await findPersonalData(em, services.personalData, query);
    return {
      ...query,
      kinds: found.map(({ kind, label, erasure }) => ({ kind, label, erasure })),
      records: found.flatMap((kind) =>
        kind.rows.map((row) => ({
          kind: kind.kind,
          id: String(row.id),
          receivedAt: (row.receivedAt ?? row.createdAt ?? null) as Date | null,
          summary: summaryOf(kind, row),
          files: filesOf(kind, row),
        })),
      ),
    };
  }

  @Authorized('personal-data:write')
  @Mutation(() => PersonalDataErasure, {
    description:
      "Admin (the Owner). Erases a person's rows and files: their submissions and files are deleted, training registrations and feedback kept with the person's fields blanked; answers what it removed. Erasing nobody answers zeros.",
  })
  async erasePersonalData(
    @Arg('email', () => String, { description: 'The e-mail address (any case, trimmed); empty to look for a phone number alone.' }) email: string,
    @Arg('phone', () => String, PHONE_ARGUMENT) phone: string | null | undefined,
    @Ctx() { em, services, principal, reply }: Context,
  ): Promise<PersonalDataErasure> {
    const query = personQuery(email, phone);
    const { kinds, storedFiles } = await erasePersonalData(em, services.files, services.personalData, query);
    const rows = kinds.reduce((sum, kind) => sum + kind.rowsDeleted + kind.rowsAnonymised, 0);
    const files = kinds.reduce((sum, kind) => sum + kind.filesDeleted, 0);
    auditPersonalData(reply.log, principal && actorName(principal), 'personalData.erase', query, {
      rows,
      files,
      kinds: Object.fromEntries(kinds.map(({ kind, rowsDeleted, rowsAnonymised, filesDeleted }) => [kind, { rowsDeleted, rowsAnonymised, filesDeleted }])),
      storedFiles: storedFiles.map(({ storedName }) => storedName),
    });
    return { kinds, rows, files };
  }
}
