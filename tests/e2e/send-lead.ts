// A lead sent as the consultation pop-up sends it, for specs that need one of their own on the shared
// server: named uniquely by the caller, so it is found by search and never counted among others'.
import { expect, type APIRequestContext } from '@playwright/test';

/** Long enough that the form's bot check takes the sender for a person. */
const HUMAN_FILL_MS = 10_000;

export async function sendPopupLead(
  request: APIRequestContext,
  baseURL: string,
  lead: { name: string; phone: string; company?: string },
) {
  const posted = await request.post('/api/contact-submissions', {
    headers: { Origin: baseURL },
    data: {
      email: 'e2e-lead@example.sa',
      service: 'WhatsApp Quote Request - Activity Popup',
      message: 'Hello',
      elapsedMs: HUMAN_FILL_MS,
      ...lead,
    },
  });
  expect(posted.status()).toBe(201);
}
