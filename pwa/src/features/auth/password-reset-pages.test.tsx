import { ACCOUNT_MESSAGES, PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_LINK_INVALID_MESSAGE, PASSWORD_RESET_REQUESTED_MESSAGE } from '@site/schema';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../test/scripted-server';
import { ForgotPasswordForm } from './forgot-password-page';
import { ResetPasswordForm } from './reset-password-page';

describe('Forgot password?', () => {
  it('checks the address, then gives the one answer the server gives for every address', async () => {
    const user = userEvent.setup();
    const asked = renderWithServer(
      <MemoryRouter>
        <ForgotPasswordForm />
      </MemoryRouter>,
      () => ({ data: { requestPasswordReset: true } }),
    );
    await user.type(screen.getByLabelText('E-mail'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.email);
    expect(asked).toEqual([]);
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE);
    expect(asked).toEqual([{ operationName: 'RequestPasswordReset', variables: { email: 'ana@example.com' } }]);
  });
});

function showReset(hash: string, answer: (operation: Operation) => Answer) {
  return renderWithServer(
    <MemoryRouter initialEntries={[`/Admin/reset-password${hash}`]}>
      <ResetPasswordForm />
    </MemoryRouter>,
    answer,
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, repeat: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password again'), repeat);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset link page', () => {
  it("sends the fragment's token with the new password, once both fields agree", async () => {
    const user = userEvent.setup();
    const asked = showReset('#abc123', () => ({ data: { resetPassword: true } }));
    await choose(user, 'a long new password', 'a long new passwort');
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordsDiffer);
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE_MESSAGE);
    expect(asked).toEqual([{ operationName: 'ResetPassword', variables: { token: 'abc123', password: 'a long new password' } }]);
  });

  it("shows the server's refusal of a used or expired link, and of a weak password by its field", async () => {
    const user = userEvent.setup();
    showReset('#used', ({ variables }) =>
      variables.password === 'password1234'
        ? {
            errors: [
              { message: ACCOUNT_MESSAGES.passwordCommon, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: ACCOUNT_MESSAGES.passwordCommon } } },
            ],
          }
        : { errors: [{ message: PASSWORD_RESET_LINK_INVALID_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] },
    );
    await choose(user, 'short', 'short');
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordShort)).toBeVisible();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await choose(user, 'password1234', 'password1234');
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordCommon)).toBeVisible();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await choose(user, 'a long new password', 'a long new password');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_LINK_INVALID_MESSAGE);
  });

  it('says a link without its token does not work', () => {
    showReset('', () => ({ data: { resetPassword: true } }));
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  });
});
