import { ApplicationsPanel } from './applications-panel';
import { JobRolesPanel } from './job-roles-panel';

/** The dashboard's Job Applications tab: the role panel, then the applications. */
export function JobsTab() {
  return (
    <>
      <JobRolesPanel />
      <ApplicationsPanel />
    </>
  );
}
