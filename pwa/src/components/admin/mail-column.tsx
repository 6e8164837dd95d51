import type { MailDeliveriesQuery } from '@site/schema';
import { type ComponentType, createContext, useContext } from 'react';

export type MailDelivery = MailDeliveriesQuery['mailDeliveries'][number];

export const MAIL_HEADER = 'E-mail';

/**
 * The E-mail column of the admin tables. Its content belongs to the notifications feature, which
 * app/admin provides here, so that a feature's table shows it without importing another feature.
 */
export interface MailColumn {
  /** The e-mails about the rows a table shows, by submission id: one request for the whole table. */
  useDeliveries(sourceIds: readonly string[]): ReadonlyMap<string, MailDelivery[]>;
  /** One cell: whether a row's e-mails went out. */
  Status: ComponentType<{ deliveries: readonly MailDelivery[] | undefined }>;
}

const MailColumnContext = createContext<MailColumn | null>(null);

export const MailColumnProvider = MailColumnContext.Provider;

function useMailColumn(): MailColumn {
  const column = useContext(MailColumnContext);
  if (!column) throw new Error('Admin tables render inside a MailColumnProvider (app/admin/admin-layout.tsx).');
  return column;
}

export function useMailDeliveries(sourceIds: readonly string[]): ReadonlyMap<string, MailDelivery[]> {
  return useMailColumn().useDeliveries(sourceIds);
}

export function MailStatus({ deliveries }: { deliveries: readonly MailDelivery[] | undefined }) {
  const { Status } = useMailColumn();
  return <Status deliveries={deliveries} />;
}
