import { Link, useSearchParams } from 'react-router';
import layout from '../../components/page-layout.module.css';
import { PageMeta } from '../../components/page-meta';

/** What an admin may have just done, by the `done` parameter; anything else reads as plain "done". */
const CONFIRMATIONS: Record<string, string> = {
  'signed-in': 'You are signed in.',
  deleted: 'The item was deleted.',
  saved: 'Your changes were saved.',
};
const DONE = 'Done.';

/** /admin/confirmation: confirms a completed admin action, with the way back to the dashboard. */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const text = CONFIRMATIONS[params.get('done') ?? ''] ?? DONE;
  return (
    <main className={layout.page}>
      <PageMeta title="Confirmation" description="Administration: confirmation." path="/admin/confirmation" noIndex />
      <h1>Confirmation</h1>
      <p role="status">{text}</p>
      <p>
        <Link to="/admin/dashboard">Back to the Admin Dashboard</Link>
      </p>
    </main>
  );
}
