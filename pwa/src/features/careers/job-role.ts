/** A role on the Careers page, as the server lists it: Open while `accepting`, else Closed. */
export interface JobRole {
  id: number;
  role: string;
  accepting: boolean;
}

export function isJobRole(value: unknown): value is JobRole {
  if (typeof value !== 'object' || value === null) return false;
  const { id, role, accepting } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof role === 'string' && typeof accepting === 'boolean';
}
