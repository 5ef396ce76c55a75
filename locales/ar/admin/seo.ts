import type { SeoCopy } from '../../../site/admin-copy/seo.js';
import { arabicPlural } from '../../../site/admin-copy/plural.js';

const pagesCount = (count: number) =>
  arabicPlural(count, {
    zero: 'لا صفحات',
    one: 'صفحة واحدة',
    two: 'صفحتان',
    few: `${count} صفحات`,
    many: `${count} صفحة`,
    other: `${count} صفحة`,
  });

export const seo: SeoCopy = {
  head: {
    title: 'الإدارة: فحص SEO',
    description: 'العنوان والوصف والرابط المعتمد وhreflang وJSON-LD وعناوين h1 لكل صفحة عامة في الموقع.',
  },
  heading: 'فحص SEO',
  intro: 'كل صفحة عامة بالعربية والإنجليزية، تُعرض على الخادم وتُفحص كما يقرؤها محرك البحث.',
  summary: (pages, passed, failed) => `فُحصت ${pagesCount(pages)}: اجتازت ${passed} وأخفقت ${failed}.`,
  generated: 'وقت الفحص',
  failuresOnly: 'عرض الصفحات المخفقة فقط',
  pass: 'ناجحة',
  fail: 'مخفقة',
  title: 'العنوان',
  description: 'الوصف',
  canonical: 'الرابط المعتمد',
  hreflang: 'hreflang',
  reciprocal: 'متبادل',
  notReciprocal: 'غير متبادل',
  jsonLd: 'JSON-LD',
  h1: 'عدد عناوين h1',
  reasons: 'أسباب الإخفاق',
  chars: (count) =>
    arabicPlural(count, {
      zero: 'لا أحرف',
      one: 'حرف واحد',
      two: 'حرفان',
      few: `${count} أحرف`,
      many: `${count} حرفًا`,
      other: `${count} حرف`,
    }),
  missing: 'مفقود',
  none: 'لا يوجد',
  languages: { en: 'الإنجليزية', ar: 'العربية' },
};
