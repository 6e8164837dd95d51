import { useMutation } from '@apollo/client/react';
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, type AccountRoleName, type FieldErrors, hasErrors, validateInviteAccount } from '@site/schema';
import { type FormEvent, useState } from 'react';
import buttons from '../../../components/button.module.css';
import { InputField } from '../../../components/field';
import fields from '../../../components/field.module.css';
import { StatusMessage } from '../../../components/status-message';
import { fieldErrorsOf } from '../../../lib/admin/admin-errors';
import { INVITE_ACCOUNT } from './account-operations';

/** Invites a person by e-mail; without e-mail on the server, shows the one-time link to hand over. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [values, setValues] = useState({ name: '', email: '', role: 'SUPPORT' as AccountRoleName });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; link?: string } | null>(null);
  const [invite, { loading }] = useMutation(INVITE_ACCOUNT);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateInviteAccount(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const { data } = await invite({ variables: { input: values } });
      const link = data?.inviteAccount.invitationLink;
      setOutcome(
        link
          ? {
              tone: 'success',
              text: `${values.name} is invited. E-mail is off, so hand over this link yourself; it works once, within 48 hours:`,
              link: new URL(link, window.location.origin).href,
            }
          : { tone: 'success', text: `${values.name} is invited: the link to choose a password is on its way by e-mail.` },
      );
      setValues({ name: '', email: '', role: values.role });
      onInvited();
    } catch (refusal) {
      const answered = fieldErrorsOf(refusal);
      if (answered) setErrors(answered);
      setOutcome({ tone: 'error', text: refusal instanceof Error ? refusal.message : 'The invitation failed. Try again.' });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-heading">
      <h3 id="invite-heading">Invite a person</h3>
      <InputField label="Name" value={values.name} error={errors['name']} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      <InputField
        label="E-mail"
        type="email"
        value={values.email}
        error={errors['email']}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <div className={fields.field}>
        <label htmlFor="invite-role" className={fields.label}>
          Role
        </label>
        <select
          id="invite-role"
          className={fields.control}
          value={values.role}
          onChange={(event) => setValues({ ...values, role: event.target.value as AccountRoleName })}
        >
          {ACCOUNT_ROLES.map((role) => (
            <option key={role} value={role}>
              {ACCOUNT_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttons.primary} disabled={loading}>
        Send Invitation
      </button>
      {outcome && (
        <StatusMessage tone={outcome.tone}>
          {outcome.text} {outcome.link && <output aria-label="Invitation link">{outcome.link}</output>}
        </StatusMessage>
      )}
    </form>
  );
}
