import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Operation, renderWithServer } from '../../../test/scripted-server';
import { TwoFactorPolicyPanel } from './two-factor-policy-panel';

function showPolicy(enabled: boolean) {
  let required = false;
  const asked = renderWithServer(<TwoFactorPolicyPanel />, ({ operationName, variables }: Operation) => {
    if (operationName === 'SetTwoFactorRequired') {
      required = variables.required as boolean;
      return { data: { setTwoFactorRequired: required } };
    }
    return { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, recoveryCodesLeft: 10, required } } };
  });
  return asked;
}

describe("the Owner's two-factor requirement", () => {
  it('is turned on and off with one checkbox', async () => {
    const user = userEvent.setup();
    const asked = showPolicy(true);
    const box = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for every account' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await expect.poll(() => screen.getByRole('checkbox')).toBeChecked();
    expect(asked.filter((o) => o.operationName === 'SetTwoFactorRequired').map((o) => o.variables)).toEqual([{ required: true }]);
  });

  it('cannot be turned on by an account that has no two-factor sign-in itself', async () => {
    showPolicy(false);
    expect(await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for every account' })).toBeDisabled();
    expect(screen.getByText('Turn it on for your own account first.')).toBeVisible();
  });
});
