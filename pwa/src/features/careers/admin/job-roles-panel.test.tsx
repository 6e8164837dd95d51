import { DEFAULT_JOB_ROLES } from '@site/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../../test/scripted-server';
import styles from './careers-admin.module.css';
import { JobRolesPanel } from './job-roles-panel';

/** Renders the panel against a server that is `answer`. */
function serve(answer: (operation: Operation) => Answer | Promise<Answer>) {
  renderWithServer(<JobRolesPanel />, answer);
}

const role = (id: number, name: string, accepting: boolean) => ({ __typename: 'JobRole', id, role: name, accepting });
const ROLES = [role(1, 'Software Development', true), role(2, 'Internship', false)];
const refused: Answer = { data: null, errors: [{ message: 'refused' }] };

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('JobRolesPanel', () => {
  it('starts expanded with its columns, and Collapse/Expand hides and shows the table', async () => {
    serve(() => ({ data: { jobRoles: ROLES } }));
    await screen.findByRole('cell', { name: 'Software Development' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Job Role', 'Application Status', 'Change Status']);
    const toggle = screen.getByRole('button', { name: 'Collapse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(table.hidden).toBe(false);

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle.textContent).toBe('Expand');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(table.hidden).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(toggle.textContent).toBe('Collapse');
    expect(table.hidden).toBe(false);
  });

  it('shows each role as accepting (Open, green) or closed (Closed, red)', async () => {
    serve(() => ({ data: { jobRoles: ROLES } }));
    await screen.findByRole('cell', { name: 'Software Development' });
    expect(cellsOf('Software Development')).toEqual(['Software Development', 'Accepting Applications', 'Open']);
    expect(cellsOf('Internship')).toEqual(['Internship', 'Applications Closed', 'Closed']);

    const open = within(rowOf('Software Development')).getByRole('button');
    const closed = within(rowOf('Internship')).getByRole('button');
    expect(open).toHaveAttribute('aria-label', 'Software Development: Open. Click to close applications.');
    expect(closed).toHaveAttribute('aria-label', 'Internship: Closed. Click to open applications.');
    expect(styles.open).toBeTruthy();
    expect(styles.open).not.toBe(styles.closed);
    expect(open).toHaveClass(styles.open!, { exact: true });
    expect(closed).toHaveClass(styles.closed!, { exact: true });
  });

  it('changes a role at once and keeps the change the server accepts', async () => {
    const sent = vi.fn();
    serve(({ operationName, variables }) => {
      if (operationName === 'JobRoles') return { data: { jobRoles: ROLES } };
      sent(variables);
      return { data: { setJobRoleAccepting: role(1, 'Software Development', false) } };
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Software Development: Open/ }));
    await waitFor(() => expect(cellsOf('Software Development')).toEqual(['Software Development', 'Applications Closed', 'Closed']));
    expect(sent).toHaveBeenCalledWith({ id: 1, accepting: false });
    await waitFor(() => expect(within(rowOf('Software Development')).getByRole('button')).toBeEnabled());
    expect(cellsOf('Software Development')).toEqual(['Software Development', 'Applications Closed', 'Closed']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the change before the server answers, and reverts it with a message when the server refuses', async () => {
    let refuse: (answer: Answer) => void = () => undefined;
    serve(({ operationName }) => (operationName === 'JobRoles' ? { data: { jobRoles: ROLES } } : new Promise<Answer>((resolve) => (refuse = resolve))));
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Internship: Closed/ }));
    // Optimistic: already open, and the button waits for the answer.
    expect(cellsOf('Internship')).toEqual(['Internship', 'Accepting Applications', 'Open']);
    expect(within(rowOf('Internship')).getByRole('button')).toBeDisabled();

    refuse(refused);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update job role status. Please try again.'));
    expect(cellsOf('Internship')).toEqual(['Internship', 'Applications Closed', 'Closed']);
    expect(within(rowOf('Internship')).getByRole('button')).toBeEnabled();
  });

  it('falls back to the default roles, unchangeable, when the roles cannot load', async () => {
    serve(() => refused);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load job roles. Using default data.');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([...DEFAULT_JOB_ROLES]);
    for (const row of rows) {
      expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('Accepting Applications');
      expect(within(row).getByRole('button')).toBeDisabled();
    }
  });
});
