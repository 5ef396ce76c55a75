// One lead in full (the details dialog) and the confirmation before deleting it.
import type { Locale } from '../languages.js';

export interface LeadCopy {
  title: (name: string) => string;
  description: string;
  fields: {
    received: string;
    name: string;
    phone: string;
    email: string;
    company: string;
    city: string;
    service: string;
    message: string;
    source: string;
    language: string;
    page: string;
    consent: string;
  };
  /** The language of the site the lead came from. */
  languages: Record<Locale, string>;
  yes: string;
  no: string;
  none: string;
  close: string;
  delete: string;
  confirmTitle: string;
  confirmText: (name: string) => string;
  confirm: string;
  deleting: string;
  cancel: string;
  deleteFailed: string;
}
