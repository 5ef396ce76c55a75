// The addresses behind a lead's one-tap contact buttons: a call to its E.164 number, a WhatsApp chat
// opened with a greeting in the LEAD's language (they wrote to us in it) naming our company and what
// they asked about, and an email with a subject. A lead without a number or an address has no such link.
import type { AdminLead } from '../../../site/admin-types.js';
import type { Locale } from '../../../site/languages.js';
import type { ContactChannel } from '../../../site/pipeline/contact-channels.js';
import { serviceInWords } from '../../../site/pipeline/lead-words.js';
import { withoutControls } from '../../../site/visitor-text.js';

const greetings: Record<Locale, (name: string, company: string, topic: string) => string> = {
  en: (name, company, topic) =>
    `Hello ${name}, this is ${company}. Thank you for your request about ${topic}. When would suit you for a short call?`,
  ar: (name, company, topic) =>
    `السلام عليكم ${name}، معكم فريق ${company}. شكرًا لتواصلكم معنا بخصوص ${topic}. متى يناسبكم أن نتحدث قليلًا؟`,
};

const subjects: Record<Locale, (company: string) => string> = {
  en: (company) => `Your request to ${company}`,
  ar: (company) => `طلبكم لدى ${company}`,
};

type Contactable = Pick<AdminLead, 'name' | 'phoneE164' | 'email' | 'locale' | 'service'>;

/** Each channel's address for this lead, or null where it has no number or email. */
export function contactLinks(
  lead: Contactable,
  companyName: Record<Locale, string>,
): Record<ContactChannel, string | null> {
  const company = companyName[lead.locale];
  const name = withoutControls(lead.name).trim();
  const text = greetings[lead.locale](name, company, serviceInWords(lead.service, lead.locale));
  return {
    call: lead.phoneE164 ? `tel:${lead.phoneE164}` : null,
    whatsapp: lead.phoneE164
      ? `https://wa.me/${lead.phoneE164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
      : null,
    email: lead.email ? `mailto:${lead.email}?subject=${encodeURIComponent(subjects[lead.locale](company))}` : null,
  };
}
