import { ACCOUNT_ROLE_LABELS, type Permission, type ViewerQuery } from '@site/schema';
import { createContext, useContext } from 'react';

/** The signed-in person, with the permissions the server's table gives their role. */
export type Viewer = NonNullable<ViewerQuery['viewer']>;

const ViewerContext = createContext<Viewer | null>(null);

/** Set by the admin layout once the session is checked; every admin screen below reads it. */
export const ViewerProvider = ViewerContext.Provider;

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}

/** Whether the viewer may do this; the server checks it again on every call. */
export function can(viewer: Viewer | null, permission: Permission): boolean {
  return viewer?.permissions.includes(permission) ?? false;
}

/** What a screen outside the viewer's role says instead of showing an empty page. */
export function notYoursMessage(viewer: Viewer, what: string): string {
  return `Your role (${ACCOUNT_ROLE_LABELS[viewer.role]}) may not open ${what}. Ask an Owner if you need it.`;
}
