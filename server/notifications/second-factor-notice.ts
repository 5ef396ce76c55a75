// The notice an admin gets when their two-step sign-in is set up, renewed or removed, so a change
// they did not make does not go unseen: sent through the same SMTP server as lead emails (SMTP_URL)
// when one is set and the account has an address (the one its invitation went to), in the admin's
// own language. Without either, the audit line is the record.
import nodemailer from 'nodemailer';
import { adminTranslator } from '../../locales/admin-messages.js';
import type { Locale } from '../../site/languages.js';
import type { NotificationConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { escapeHtml } from './escape-html.js';

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

export interface SecondFactorNotice {
  to: string;
  username: string;
  change: 'set-up' | 'renewal' | 'removal';
  device: string | null;
  network: string | null;
  at: Date;
  language: Locale;
  siteName: string;
}

/** Sends it, answering whether the mail server took it; false too when no SMTP server is set. */
export async function sendSecondFactorNotice(
  config: NotificationConfig,
  notice: SecondFactorNotice,
  logger: Logger,
): Promise<boolean> {
  const email = config.email;
  if (!email) return false;
  const t = adminTranslator(notice.language);
  const names = { username: notice.username, siteName: notice.siteName };
  const paragraphs = [
    t(`admin.secondFactor.noticeEmail.${notice.change}`, names),
    t('admin.secondFactor.noticeEmail.where', {
      at: `${notice.at.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
      device: notice.device ?? t('admin.secondFactor.noticeEmail.unknown'),
      network: notice.network ?? t('admin.secondFactor.noticeEmail.unknown'),
    }),
    t('admin.secondFactor.noticeEmail.notYou'),
  ];
  const html = `<div dir="${notice.language === 'ar' ? 'rtl' : 'ltr'}" lang="${notice.language}">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')}</div>`;
  try {
    await nodemailer.createTransport({ url: email.smtpUrl, ...SMTP_TIMEOUTS }).sendMail({
      from: email.from,
      to: notice.to,
      subject: t('admin.secondFactor.noticeEmail.subject', names),
      text: paragraphs.join('\n\n'),
      html,
    });
    return true;
  } catch (error) {
    logger.warn({ error: error instanceof Error ? error.name : 'unknown' }, 'Two-step sign-in notice not sent');
    return false;
  }
}
