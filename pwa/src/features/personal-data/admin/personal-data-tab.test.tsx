import { PERSONAL_DATA_EXPORT_PATH } from '@site/schema';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../../test/scripted-server';
import { PersonalDataTab } from './personal-data-tab';

const KINDS = [
  { __typename: 'PersonalDataKind', kind: 'enquiries', label: 'Enquiries', erasure: 'delete' },
  { __typename: 'PersonalDataKind', kind: 'jobApplications', label: 'Job applications', erasure: 'delete' },
  { __typename: 'PersonalDataKind', kind: 'trainingRegistrations', label: 'Training registrations', erasure: 'anonymise' },
];
const file = { __typename: 'UploadedFile', id: 'f1', name: 'Asha CV.pdf', type: 'application/pdf', size: 500, url: '/files/private/f1' };
const record = (kind: string, id: string, summary: string, files: unknown[] = []) => ({
  __typename: 'PersonalDataRecord',
  kind,
  id,
  receivedAt: '2026-11-20T10:00:00.000Z',
  summary,
  files,
});
const ASHA = [
  record('enquiries', 'e1', 'Asha Rao · asha@example.com · 9876543210'),
  record('jobApplications', 'j1', 'Asha Rao · asha@example.com · 9876543210', [file]),
];

function server(held: { records: unknown[] }, eraseAnswer?: Answer): Operation[] {
  return renderWithServer(<PersonalDataTab />, ({ operationName, variables }) => {
    if (operationName === 'PersonalData') {
      const data = { __typename: 'PersonalData', email: String(variables.email).trim().toLowerCase(), phone: '', kinds: KINDS, records: held.records };
      return { data: { personalData: data } };
    }
    if (operationName === 'ErasePersonalData') {
      held.records = [];
      return (
        eraseAnswer ?? {
          data: {
            erasePersonalData: {
              __typename: 'PersonalDataErasure',
              rows: 2,
              files: 1,
              kinds: [
                { __typename: 'PersonalDataErasedKind', kind: 'enquiries', label: 'Enquiries', rowsDeleted: 1, rowsAnonymised: 0, filesDeleted: 0 },
                {
                  __typename: 'PersonalDataErasedKind',
                  kind: 'jobApplications',
                  label: 'Job applications',
                  rowsDeleted: 1,
                  rowsAnonymised: 0,
                  filesDeleted: 1,
                },
                {
                  __typename: 'PersonalDataErasedKind',
                  kind: 'trainingRegistrations',
                  label: 'Training registrations',
                  rowsDeleted: 0,
                  rowsAnonymised: 0,
                  filesDeleted: 0,
                },
              ],
            },
          },
        }
      );
    }
    throw new Error(`unexpected ${operationName}`);
  });
}

async function searchFor(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.keyboard('{Enter}');
  return user;
}

describe('PersonalDataTab', () => {
  it('finds a person by e-mail and lists their records by kind, with their files and an export of it all', async () => {
    const asked = server({ records: ASHA });
    await searchFor('Asha@Example.com');
    expect(await screen.findByText('2 records about asha@example.com.')).toBeVisible();
    expect(asked).toEqual([{ operationName: 'PersonalData', variables: { email: 'Asha@Example.com', phone: null } }]);
    expect(screen.getByRole('heading', { name: 'Enquiries (1)' })).toBeVisible();
    const applications = screen.getByRole('region', { name: 'Job applications (1)' });
    expect(within(applications).getByRole('link', { name: 'Asha CV.pdf' })).toHaveAttribute('href', '/files/private/f1');
    expect(screen.queryByRole('heading', { name: /Training registrations/ })).not.toBeInTheDocument();
    const exportButton = screen.getByRole('button', { name: 'Export (zip)' });
    const form = exportButton.closest('form')!;
    expect(form).toHaveAttribute('action', PERSONAL_DATA_EXPORT_PATH);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveFormValues({ email: 'asha@example.com', phone: '' });
  });

  it('erases after a confirmation that names what goes, then shows the counts and that nothing is left', async () => {
    const asked = server({ records: ASHA });
    const user = await searchFor('asha@example.com');
    await user.click(await screen.findByRole('button', { name: 'Erase…' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase personal data?' });
    expect(dialog).toHaveTextContent('Enquiries: 1 deleted');
    expect(dialog).toHaveTextContent('Job applications: 1 deleted; files deleted: Asha CV.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Erased: 2 rows and 1 file.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Erased' })).toHaveFocus();
    const counts = screen.getByRole('list', { name: 'Erased by kind' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Enquiries: 1 deleted, 0 anonymised, 0 files deleted', 'Job applications: 1 deleted, 0 anonymised, 1 files deleted']);
    expect(await screen.findByText('The site holds nothing about asha@example.com.')).toBeVisible();
    expect(asked.map((op) => op.operationName)).toEqual(['PersonalData', 'ErasePersonalData', 'PersonalData']);
    expect(asked[1]!.variables).toEqual({ email: 'asha@example.com', phone: null });
  });

  it('erases nothing when the confirmation is cancelled', async () => {
    const asked = server({ records: ASHA });
    const user = await searchFor('asha@example.com');
    await user.click(await screen.findByRole('button', { name: 'Erase…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(asked.map((op) => op.operationName)).toEqual(['PersonalData']);
  });

  it('says when the site holds nothing about the person, and offers no erasing', async () => {
    server({ records: [] });
    await searchFor('nobody@example.com');
    expect(await screen.findByText('The site holds nothing about nobody@example.com.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Erase…' })).not.toBeInTheDocument();
  });

  it('says so when erasing fails, and nothing is shown as erased', async () => {
    server({ records: ASHA }, { data: null, errors: [{ message: 'refused' }] });
    const user = await searchFor('asha@example.com');
    await user.click(await screen.findByRole('button', { name: 'Erase…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Could not erase. Nothing was removed; please try again.')).toBeVisible();
    expect(screen.queryByText(/^Erased:/)).not.toBeInTheDocument();
  });
});
