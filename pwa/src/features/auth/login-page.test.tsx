import { INVALID_CREDENTIALS_MESSAGE, INVALID_TWO_FACTOR_CODE_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from '@site/schema';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Operation, renderWithServer } from '../../test/scripted-server';
import { LoginForm } from './login-page';

const failure = (message: string, twoFactorRequired: boolean) => ({
  data: { login: { __typename: 'LoginResult', status: 'failure', token: null, message, twoFactorRequired } },
});
const success = { data: { login: { __typename: 'LoginResult', status: 'success', token: 't', message: null, twoFactorRequired: false } } };

function showLogin(answer: (operation: Operation) => ReturnType<typeof failure> | typeof success) {
  return renderWithServer(
    <MemoryRouter initialEntries={['/Admin']}>
      <Routes>
        <Route path="/Admin" element={<LoginForm />} />
        <Route path="/admin/dashboard" element={<p>Dashboard</p>} />
      </Routes>
    </MemoryRouter>,
    answer,
  );
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Admin ID'), 'ana');
  await user.type(screen.getByLabelText('Password'), 'secret words');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('the login form', () => {
  it('stays the spec form for an account without two-factor sign-in, with a Forgot password? link', async () => {
    const user = userEvent.setup();
    showLogin(() => failure(INVALID_CREDENTIALS_MESSAGE, false));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/Admin/forgot-password');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CREDENTIALS_MESSAGE);
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  it('asks for the code when the server answers twoFactorRequired, then signs in with it', async () => {
    const user = userEvent.setup();
    const asked = showLogin(({ variables }) => (variables.code === '123456' ? success : failure(TWO_FACTOR_REQUIRED_MESSAGE, true)));
    await signIn(user);
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAccessibleDescription(TWO_FACTOR_REQUIRED_MESSAGE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(asked.map((operation) => operation.variables)).toEqual([
      { adminId: 'ana', password: 'secret words', code: null },
      { adminId: 'ana', password: 'secret words', code: '123456' },
    ]);
  });

  it("shows the server's message when the code is refused", async () => {
    const user = userEvent.setup();
    showLogin(({ variables }) => failure(variables.code ? INVALID_TWO_FACTOR_CODE_MESSAGE : TWO_FACTOR_REQUIRED_MESSAGE, true));
    await signIn(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TWO_FACTOR_CODE_MESSAGE);
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
  });
});
