import { isJobRole, type JobRole } from './job-role';

const STORAGE_KEY = 'careers.jobRoles';

export interface CachedJobRoles {
  roles: JobRole[];
  /** When they were loaded, as an ISO timestamp. */
  savedAt: string;
}

/** The roles last loaded on this device, to show when the server cannot be reached. */
export function readCachedJobRoles(): CachedJobRoles | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<CachedJobRoles> | null;
    if (!parsed || typeof parsed.savedAt !== 'string' || !Array.isArray(parsed.roles) || !parsed.roles.every(isJobRole)) return null;
    return { roles: parsed.roles, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function cacheJobRoles(roles: JobRole[], now: Date = new Date()): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ roles, savedAt: now.toISOString() }));
  } catch {
    // Storage full or disabled: the page works without the offline copy.
  }
}
