import { INVALID_TWO_FACTOR_CODE_MESSAGE } from '@site/schema';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../../test/scripted-server';
import { TwoFactorPanel } from './two-factor-panel';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '0')}`);

/** A server whose two-factor state follows the mutations, accepting only the code 123456. */
function fakeServer() {
  let enabled = false;
  let left = 0;
  const refused = { errors: [{ message: INVALID_TWO_FACTOR_CODE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] };
  return ({ operationName, variables }: Operation): Answer => {
    if (operationName === 'StartTwoFactor')
      return { data: { startTwoFactor: { __typename: 'TwoFactorSetup', secret: SECRET, otpauthUrl: `otpauth://totp/SVR:ana?secret=${SECRET}` } } };
    if (operationName === 'ConfirmTwoFactor') {
      if (variables.code !== '123456') return refused;
      [enabled, left] = [true, 10];
      return { data: { confirmTwoFactor: { __typename: 'TwoFactorConfirmation', recoveryCodes: CODES } } };
    }
    if (operationName === 'TurnOffTwoFactor') {
      if (variables.code !== '123456') return refused;
      [enabled, left] = [false, 0];
      return { data: { turnOffTwoFactor: true } };
    }
    return { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, recoveryCodesLeft: left, required: false } } };
  };
}

describe('two-factor sign-in in Your account', () => {
  it('sets it up: QR code and the key as text, a code to confirm, the ten recovery codes once', async () => {
    const user = userEvent.setup();
    const copied = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithServer(<TwoFactorPanel />, fakeServer());
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByLabelText('Code from the app'), '999999');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(INVALID_TWO_FACTOR_CODE_MESSAGE)).toBeVisible();

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(copied).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Recovery codes left/)).toHaveTextContent('Recovery codes left: 10.');
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('turns it off only with a valid code', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server({ operationName: 'ConfirmTwoFactor', variables: { code: '123456' } });
    renderWithServer(<TwoFactorPanel />, server);
    const code = await screen.findByLabelText('Code to turn it off');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Please enter the code.')).toBeVisible();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeEnabled();
  });
});
