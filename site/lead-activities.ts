// A lead's follow-ups as the sales team plans them: each is an activity of a type, on a Riyadh day
// and optionally at a Riyadh time, assigned to an admin who works leads, open until marked done.
// Shared by the server (stored, validated, counted) and the admin screens (labels, form).
export const activityTypes = ['call', 'meeting', 'demo', 'proposal', 'other'] as const;
export type ActivityType = (typeof activityTypes)[number];

export const isActivityType = (value: unknown): value is ActivityType => activityTypes.includes(value as ActivityType);

export const ACTIVITY_NOTE_MAX = 500;

/** One activity as the admin screens show it. */
export interface AdminActivity {
  id: number;
  leadId: number;
  type: ActivityType;
  /** "YYYY-MM-DD", a day in Riyadh. */
  dueOn: string;
  /** "HH:MM" in Riyadh, or null for "some time that day". */
  dueTime: string | null;
  assignee: { id: number; username: string } | null;
  done: boolean;
  note: string | null;
  /** The open activity's day has passed, or its time today has. */
  overdue: boolean;
  /** The lead's name, for lists of one admin's activities. */
  leadName?: string;
}

/** GET /api/admin/my-activities/counts: the signed-in admin's open activities. */
export interface MyActivityCounts {
  overdue: number;
  today: number;
}

/** GET/PUT /api/admin/own/morning-reminder. */
export interface MorningReminderSetting {
  on: boolean;
  /** False when the site has no SMTP server: no reminder is sent whatever the switch says. */
  emailConfigured: boolean;
  hasAddress: boolean;
}
