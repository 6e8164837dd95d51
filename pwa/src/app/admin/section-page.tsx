import { Link } from 'react-router';
import layout from '../../components/page-layout.module.css';
import { PageMeta } from '../../components/page-meta';
import { JobsAdminSection, TicketsAdminSection } from './admin-sections';

interface SectionPageProps {
  title: string;
  path: string;
  Section: () => React.JSX.Element;
}

/** One dashboard tab on a page of its own, for bookmarks and links from e-mails. */
function SectionPage({ title, path, Section }: SectionPageProps) {
  return (
    <main className={layout.page}>
      <PageMeta title={title} description={`Administration: ${title}.`} path={path} noIndex />
      <header className={layout.header}>
        <p>
          <Link to="/admin/dashboard">← Admin Dashboard</Link>
        </p>
        <h1>{title}</h1>
      </header>
      <Section />
    </main>
  );
}

export const SupportAdminPage = () => <SectionPage title="Support Inquiries" path="/admin/support" Section={TicketsAdminSection} />;
export const JobApplicationsAdminPage = () => <SectionPage title="Job Applications" path="/admin/job-applications" Section={JobsAdminSection} />;
