import { MESSAGE_CLEAR_MS } from '@site/schema';
import { useCallback, useEffect, useState } from 'react';
import { useTimeout } from '../../lib/use-timeout';
import { fetchJobRoles } from './fetch-job-roles';
import type { JobRole } from './job-role';
import { cacheJobRoles, readCachedJobRoles } from './job-roles-cache';

export type JobRolesState =
  | { status: 'loading' }
  | { status: 'loaded'; roles: JobRole[] }
  /** The server could not be reached; these are the roles last loaded on this device. */
  | { status: 'cached'; roles: JobRole[]; savedAt: string }
  | { status: 'failed' };

/**
 * The job roles from the server, loaded after hydration (the prerendered page shows the loading
 * state). `loadFailed` is true for MESSAGE_CLEAR_MS after a failed load.
 */
export function useJobRoles() {
  const [state, setState] = useState<JobRolesState>({ status: 'loading' });
  const [loadFailed, setLoadFailed] = useState(false);
  useTimeout(loadFailed, MESSAGE_CLEAR_MS, () => setLoadFailed(false));

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    setLoadFailed(false);
    try {
      const roles = await fetchJobRoles();
      cacheJobRoles(roles);
      setState({ status: 'loaded', roles });
    } catch {
      const cached = readCachedJobRoles();
      setState(cached ? { status: 'cached', ...cached } : { status: 'failed' });
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, loadFailed, reload: load };
}
