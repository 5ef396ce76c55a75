// Call, WhatsApp and email a lead in one tap, from its row and from its view. Each is a real link
// (tel:, wa.me, mailto:) at least 44px tall, named for the lead for a screen reader (and in a row,
// icons only, its word as a tooltip); a tap also
// records the attempt on the lead's timeline. Shown only to a role that works leads.
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { AdminLead } from '../../../site/admin-types.js';
import type { ContactChannel } from '../../../site/pipeline/contact-channels.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { logContactAttempt } from '../api/leads.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { contactLinks } from './contact-links.js';

const icons = { call: Phone, whatsapp: MessageCircle, email: Mail } as const;

export function ContactButtons({
  lead,
  onAttempt,
  iconsOnly = false,
}: {
  lead: Pick<AdminLead, 'id' | 'name' | 'phoneE164' | 'email' | 'locale' | 'service'>;
  /** In a list row, where the name's column is narrow at every width: icons with their word as a tooltip. */
  iconsOnly?: boolean;
  /** Told once a tap is recorded, so a view showing the timeline can read it again. */
  onAttempt?: (channel: ContactChannel) => void;
}) {
  const t = useAdminT();
  const { site } = usePageContext();
  const works = useAdminSession().can('workLeads');
  if (!works) return null;
  const links = contactLinks(lead, site.name);
  const name = withoutControls(lead.name);
  return (
    <div className="flex flex-wrap gap-1 sm:gap-2">
      {(Object.keys(icons) as ContactChannel[]).map((channel) => {
        const href = links[channel];
        if (!href) return null;
        const Icon = icons[channel];
        return (
          <a
            key={channel}
            href={href}
            data-channel={channel}
            {...(channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={t(`admin.contact.${channel}Label`, { name })}
            title={iconsOnly ? t(`admin.contact.${channel}`) : undefined}
            onClick={() => {
              void logContactAttempt(lead.id, channel).then(() => onAttempt?.(channel));
            }}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className={iconsOnly ? 'sr-only' : 'max-sm:sr-only'}>{t(`admin.contact.${channel}`)}</span>
          </a>
        );
      })}
    </div>
  );
}
