import { type APIRequestContext, expect } from '@playwright/test';
import type { png } from './form-files';

/** Files a Maintenance ticket through the public API, as the support form does; its ticket id. */
export async function fileMaintenanceTicket(request: APIRequestContext, query: string, image?: ReturnType<typeof png>): Promise<string> {
  const created = await request.post('/api/support', {
    multipart: {
      fullName: 'Kavya Rao',
      email: 'kavya@example.com',
      contactNo: '9876543210',
      organizationName: 'Example Engineering College',
      formType: 'Maintenance',
      query,
      ...(image ? { image } : {}),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { ticketId: string }).ticketId;
}
