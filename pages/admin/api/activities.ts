// A lead's activities and the signed-in admin's own: list, add, done or open again, and the counts
// the bar shows; and the inbox's poll for new leads, which sends back the last ETag so an unchanged
// answer is a 304 without a body.
import type { AdminLeadDetail, LatestLeads } from '../../../site/admin-types.js';
import type {
  ActivityType,
  AdminActivity,
  MorningReminderSetting,
  MyActivityCounts,
} from '../../../site/lead-activities.js';
import { call } from './call.js';
import { shape } from './shape.js';

export interface LeadActivities {
  activities: AdminActivity[];
  lead: AdminLeadDetail;
}

const list = shape<{ activities: AdminActivity[] }>([], ['activities']);
const withLead = shape<LeadActivities>(['lead'], ['activities']);
const counts = shape<MyActivityCounts>(['overdue', 'today']);

export interface NewActivity {
  type: ActivityType;
  dueOn: string;
  dueTime: string | null;
  assigneeId: number | null;
  note: string | null;
  confirmPast?: boolean;
}

export const listLeadActivities = async (leadId: number, signal?: AbortSignal) =>
  (await call('GET', `/api/admin/leads/${leadId}/activities`, { signal, answer: list })).activities;

export const addActivity = (leadId: number, activity: NewActivity) =>
  call('POST', `/api/admin/leads/${leadId}/activities`, { body: activity, answer: withLead });

export const setActivityDone = (id: number, done: boolean) =>
  call('PATCH', `/api/admin/activities/${id}`, { body: { done }, answer: withLead });

export const loadMyActivities = async (_key: string, signal: AbortSignal) =>
  (await call('GET', '/api/admin/my-activities', { signal, answer: list })).activities;

export const loadMyActivityCounts = (signal?: AbortSignal) =>
  call('GET', '/api/admin/my-activities/counts', { signal, answer: counts });

/** The newest lead after `after`, or null when the answer is unchanged since `etag` (a 304). */
export async function pollLatestLeads(
  after: number,
  etag: string | null,
): Promise<{ latest: LatestLeads; etag: string | null } | null> {
  const response = await fetch(`/api/admin/leads/latest-id?after=${after}`, {
    credentials: 'include',
    headers: etag ? { Accept: 'application/json', 'If-None-Match': etag } : { Accept: 'application/json' },
  });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`latest-id answered ${response.status}`);
  return { latest: (await response.json()) as LatestLeads, etag: response.headers.get('ETag') };
}

const reminderSetting = shape<MorningReminderSetting>(['on', 'emailConfigured', 'hasAddress']);

export const loadReminderSetting = (_key: string, signal: AbortSignal) =>
  call('GET', '/api/admin/own/morning-reminder', { signal, answer: reminderSetting });

export const saveReminderSetting = (on: boolean) =>
  call('PUT', '/api/admin/own/morning-reminder', { body: { on }, answer: reminderSetting });
