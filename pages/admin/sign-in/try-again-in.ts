// "Try again in …" after a throttled sign-in step: the wait in minutes, rounded up, from a minute on,
// and in seconds below it, each counted in the screen's language.
import type { AdminTranslate } from '../../../locales/admin-messages.js';

export const tryAgainIn = (t: AdminTranslate, seconds: number): string =>
  seconds >= 60
    ? t('admin.login.throttledMinutes', { minutes: Math.ceil(seconds / 60) })
    : t('admin.login.throttledSeconds', { seconds });
