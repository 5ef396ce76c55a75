// The lead popup, opened by PopupHost after 10 s, once per session, never on
// the ads landing page and never again once interacted with or dismissed. On success it saves the
// lead, opens the chat link in a new tab, shows "Details Saved!" and a thank-you view; on failure a
// destructive toast and the form stays as typed.
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, Gift, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { chatLink } from '../../site/contact-links.js';
import { leadOfPopup, OFFER_SAR, popupSchema } from '../../site/lead-schema.js';
import { usePageContext } from '../page-context.js';
import { TextField } from '../forms/Field.js';
import { Honeypot } from '../forms/Honeypot.js';
import { PhoneField } from '../forms/PhoneField.js';
import { PrivacyNote } from '../forms/PrivacyNote.js';
import { useLeadForm } from '../forms/useLeadForm.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import { useToast } from '../ui/Toaster.js';
import { markInteracted, markSeen } from './popup-flags.js';

const empty = { name: '', email: '', phone: '' };

/** Mounted by PopupHost when the popup is due, so it starts open. */
export default function LeadPopup() {
  const { site } = usePageContext();
  const t = useT();
  const intl = useIntl();
  const toast = useToast();
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  // Opened inside the submit click, so popup blockers allow it; pointed at the chat once saved.
  const chatTab = useRef<Window | null>(null);
  const { values, errorOf, submitting, update, reset, onSubmit } = useLeadForm({
    empty,
    parse: (typed: typeof empty) => popupSchema.safeParse(typed),
    lead: leadOfPopup,
    idPrefix: 'popup',
    shownWithPage: false,
    onSending: () => {
      chatTab.current = window.open('', '_blank');
    },
    onSent: ({ name, phone, email }) => {
      markInteracted();
      const message = intl.formatMessage(
        { id: 'popup.whatsappMessage' },
        {
          amount: OFFER_SAR,
          name,
          phone,
          emailLine: email ? intl.formatMessage({ id: 'popup.whatsappEmailLine' }, { email }) : '',
        },
      );
      const url = chatLink(site.chatDigits, message);
      if (chatTab.current) {
        chatTab.current.opener = null;
        chatTab.current.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
      toast({ title: t('toast.savedTitle'), description: t('toast.savedText') });
      setDone(true);
    },
    onFailed: () => {
      chatTab.current?.close();
      toast({ title: t('toast.errorTitle'), description: t('toast.errorText'), variant: 'destructive' });
    },
  });

  // Closing in any state resets the form and the success view, and remembers the popup was seen.
  const onOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    setOpen(false);
    reset();
    setDone(false);
    markSeen();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="anim-fade fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby="lead-popup-description"
          className="anim-fade fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Close
            aria-label={t('common.close')}
            className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {done ? (
            <div className="py-4 text-center">
              <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-600" />
              <Dialog.Title className="mt-3 text-2xl font-bold text-slate-900">{t('popup.successTitle')}</Dialog.Title>
              <p id="lead-popup-description" className="mt-2 text-slate-700">
                {t('popup.successText')}
              </p>
              <Dialog.Close className="mt-6 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800">
                {t('common.close')}
              </Dialog.Close>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="relative space-y-4">
              <Honeypot idPrefix="popup" />
              <div className="pe-8">
                <p className="inline-flex items-center gap-1.5 rounded-full bg-plum-50 px-3 py-1 text-sm font-semibold text-plum-600">
                  <Gift aria-hidden="true" className="size-4" />
                  {t('popup.offerBadge', { amount: intl.formatNumber(OFFER_SAR) })}
                </p>
                <Dialog.Title className="mt-2 text-2xl font-bold text-slate-900">{t('popup.title')}</Dialog.Title>
                <p id="lead-popup-description" className="mt-1 text-slate-700">
                  {t('popup.subtitle', { amount: intl.formatNumber(OFFER_SAR) })}{' '}
                  {/* In a tab of its own: the form keeps what was typed, and the dialog stays where it was. */}
                  <LocalLink
                    href="/offer-terms"
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-800 underline"
                  >
                    {t('popup.terms')}
                    <span className="sr-only"> {t('common.opensInNewTab')}</span>
                  </LocalLink>
                </p>
              </div>
              <TextField
                id="popup-name"
                name="name"
                label={t('popup.name')}
                autoComplete="name"
                value={values.name}
                onChange={update('name')}
                error={errorOf('name')}
                required
              />
              <TextField
                id="popup-email"
                name="email"
                type="email"
                label={t('popup.email')}
                autoComplete="email"
                value={values.email}
                onChange={update('email')}
                error={errorOf('email')}
              />
              <PhoneField
                idPrefix="popup"
                label={t('popup.phone')}
                placeholder={t('popup.phonePlaceholder')}
                value={values.phone}
                onChange={update('phone')}
                error={errorOf('phone')}
              />
              <button
                type="submit"
                disabled={submitting}
                className="w-full rounded-lg bg-[#1f7a45] px-4 py-3 font-bold text-white hover:bg-[#17613a] disabled:opacity-70"
              >
                {submitting ? t('popup.saving') : t('popup.submit')}
              </button>
              <Dialog.Close
                type="button"
                className="w-full rounded-lg px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100"
              >
                {t('popup.later')}
              </Dialog.Close>
              <PrivacyNote className="text-center text-xs text-slate-600" />
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
