// Fallback metadata: used only where a page declares no title and description of its own.
// Paths under /blog/ get the generic blog metadata; city paths such as
// /odoo-implementation-in-jubail get a title built from the text after "-in-"; anything else the home's.
import type { Locale } from './languages.js';
import type { PageHead } from './head-types.js';

type Translate = (id: string, values?: Record<string, string>) => string;

// Arabic names of the cities that appear in route slugs; unknown slugs fall back to their words.
const arabicCityNames: Record<string, string> = {
  jubail: 'الجبيل',
  'al-ahsa': 'الأحساء',
  dhahran: 'الظهران',
  dharan: 'الظهران',
  qatif: 'القطيف',
  nairyah: 'النعيرية',
  dammam: 'الدمام',
  riyadh: 'الرياض',
  jeddah: 'جدة',
  khobar: 'الخبر',
  hafuf: 'الهفوف',
  'ras-tanura': 'رأس تنورة',
};

/** "al-ahsa" -> "Al-Ahsa"; "dharan" -> "Dhahran" (the route keeps its historic spelling). */
export function cityNameFromSlug(slug: string, locale: Locale): string {
  if (locale === 'ar') return arabicCityNames[slug] ?? slug.replace(/-/g, ' ');
  if (slug === 'dharan') return 'Dhahran';
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('-');
}

const cityPattern = /^\/odoo-(consultation|implementation)-in-([a-z0-9-]+)$/;

export function fallbackHead(logicalPath: string, locale: Locale, t: Translate): PageHead {
  if (logicalPath.includes('/blog/')) {
    return { title: t('meta.blog.title'), description: t('meta.blog.description'), keywords: t('meta.blog.keywords') };
  }
  const city = cityPattern.exec(logicalPath);
  if (city) {
    const values = { kind: t(`meta.city.kind.${city[1]}`), city: cityNameFromSlug(city[2], locale) };
    return { title: t('meta.city.title', values), description: t('meta.city.description', values) };
  }
  return { title: t('meta.home.title'), description: t('meta.home.description'), keywords: t('meta.home.keywords') };
}
