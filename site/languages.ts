// The site's two languages. The path decides the language: /ar and /ar/* are Arabic, all else English.
export const localeList = ['en', 'ar'] as const;
export type Locale = (typeof localeList)[number];

export const localeInfo: Record<
  Locale,
  { dir: 'ltr' | 'rtl'; /** for Intl formatting */ intlTag: string; ogLocale: string }
> = {
  en: { dir: 'ltr', intlTag: 'en-SA', ogLocale: 'en_US' },
  // Latin digits on Arabic pages, like the phone numbers they show.
  ar: { dir: 'rtl', intlTag: 'ar-SA-u-nu-latn', ogLocale: 'ar_SA' },
};
