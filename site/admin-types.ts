// What the admin API answers, shared by the server and the admin screens.
import type { LeadSource } from './lead-schema.js';

export interface AdminLead {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  name: string;
  email: string | null;
  phone: string;
  company: string;
  city: string;
  service: string;
  message: string;
  source: LeadSource;
  locale: 'en' | 'ar';
  pagePath: string | null;
  marketingConsent: boolean;
}

export interface LeadsPage {
  items: AdminLead[];
  total: number;
  page: number;
  pageSize: number;
}

/** Admins work in Saudi time (UTC+3, no daylight saving): date filters and times shown use it. */
export const ADMIN_TIME_ZONE = 'Asia/Riyadh';
export const ADMIN_UTC_OFFSET = '+03:00';
