// The floating phone and chat buttons, bottom corner on every page. The chat link opens a
// new tab with the prefilled message in the page's language.
import { Phone } from 'lucide-react';
import { chatLink, telLink } from '../site/contact-links.js';
import { usePageContext } from './page-context.js';
import { BrandIcon } from './ui/brand-icons.js';
import { useT } from './ui/Msg.js';

export function FloatingContact() {
  const { site } = usePageContext();
  const t = useT();
  return (
    <div className="fixed bottom-4 end-4 z-30 flex flex-col gap-3">
      <a
        href={chatLink(site.chatDigits, t('floating.chatMessage'))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('floating.chat')} ${t('common.opensInNewTab')}`}
        className="inline-flex size-14 items-center justify-center rounded-full bg-[#1f7a45] text-white shadow-lg hover:bg-[#17613a]"
      >
        <BrandIcon network="whatsapp" className="size-7" />
      </a>
      <a
        href={telLink(site.phoneDigits)}
        aria-label={t('floating.call')}
        className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <Phone aria-hidden="true" className="size-6" />
      </a>
    </div>
  );
}
