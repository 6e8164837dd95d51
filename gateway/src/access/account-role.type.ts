import { ACCOUNT_ROLES, type AccountRoleName } from '@site/schema';
import { registerEnumType } from 'type-graphql';

/** The roles as a GraphQL enum; its values are the names in the permission table. */
export const AccountRole = Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, role])) as { [R in AccountRoleName]: R };

registerEnumType(AccountRole, {
  name: 'AccountRole',
  description:
    'What a team account may do: OWNER everything; SUPPORT tickets; CAREERS job roles and applications; EVENTS_TRAINING events and training; ENQUIRIES enquiries and contact messages. Every role reads feedback.',
  valuesConfig: {
    OWNER: { description: 'Everything, including accounts, API keys, webhooks, personal data and the activity log.' },
    SUPPORT: { description: 'Support tickets.' },
    CAREERS: { description: 'Job roles and applications (resumes).' },
    EVENTS_TRAINING: { description: 'Events, training sessions and registrations (ID cards).' },
    ENQUIRIES: { description: 'Enquiries and contact messages.' },
  },
});
