// The invitation email, sent through the same SMTP server as lead emails (SMTP_URL) when one is set
// and the owner gave the person's address; in the inviting owner's admin language. Without SMTP the
// owner hands the link over by hand, as always.
import nodemailer from 'nodemailer';
import { adminTranslator } from '../../locales/admin-messages.js';
import type { Locale } from '../../site/languages.js';
import type { NotificationConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { escapeHtml } from './escape-html.js';

// The text's paragraphs in the language's direction; the link is a link, left to right.
function htmlOf(paragraphs: string[], link: string, language: Locale): string {
  const anchor = `<a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a>`;
  const body = paragraphs
    .map((paragraph) => `<p>${paragraph === link ? anchor : escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return `<div dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">${body}</div>`;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

export interface InvitationEmail {
  to: string;
  username: string;
  inviter: string;
  link: string;
  language: Locale;
  siteName: string;
}

/** Sends it, answering whether the mail server took it; false too when no SMTP server is set. */
export async function sendInvitationEmail(
  config: NotificationConfig,
  invitation: InvitationEmail,
  logger: Logger,
): Promise<boolean> {
  const email = config.email;
  if (!email) return false;
  const t = adminTranslator(invitation.language);
  const { username, inviter, link, siteName } = invitation;
  const text = `${t('admin.accounts.inviteEmail.invitedBy', { inviter, siteName })}\n\n${t('admin.accounts.inviteEmail.body', { username, link })}`;
  try {
    await nodemailer.createTransport({ url: email.smtpUrl, ...SMTP_TIMEOUTS }).sendMail({
      from: email.from,
      to: invitation.to,
      subject: t('admin.accounts.inviteEmail.subject', { siteName }),
      text,
      html: htmlOf(text.split('\n\n'), invitation.link, invitation.language),
    });
    return true;
  } catch (error) {
    logger.warn({ error: error instanceof Error ? error.name : 'unknown' }, 'Invitation email not sent');
    return false;
  }
}
