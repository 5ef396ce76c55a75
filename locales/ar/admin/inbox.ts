import type { InboxCopy } from '../../../site/admin-copy/inbox.js';
import { arabicPlural } from '../../../site/admin-copy/plural.js';

// The server words a refused filter in English; each field has one thing that can be wrong with it.
const filterErrors: Record<string, string> = {
  q: 'يكون البحث في 100 حرف على الأكثر.',
  from: 'أدخلوا تاريخ بداية صحيحًا.',
  to: 'أدخلوا تاريخ نهاية صحيحًا لا يسبق تاريخ البداية.',
};

export const inbox: InboxCopy = {
  head: {
    title: 'الإدارة: العملاء المحتملون',
    description: 'سجّلوا الدخول لقراءة العملاء المحتملين الواردين من الموقع وتصديرهم وحذفهم.',
  },
  heading: 'العملاء المحتملون',
  search: 'بحث',
  searchHint: 'الاسم أو الجوال أو البريد الإلكتروني أو المنشأة',
  source: 'المصدر',
  anySource: 'كل المصادر',
  sources: { popup: 'نافذة الاستشارة', contact: 'نموذج التواصل', landing: 'صفحة الحملة' },
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  apply: 'تطبيق التصفية',
  reset: 'مسح التصفية',
  loading: 'جارٍ التحميل…',
  loadFailed: 'تعذّر تحميل العملاء المحتملين.',
  retry: 'أعيدوا المحاولة',
  empty: 'لا يوجد عملاء محتملون يطابقون هذه التصفية.',
  count: (total) =>
    arabicPlural(total, {
      zero: 'لا يوجد عملاء محتملون',
      one: 'عميل محتمل واحد',
      two: 'عميلان محتملان',
      few: `${total} عملاء محتملين`,
      many: `${total} عميلًا محتملًا`,
      other: `${total} عميل محتمل`,
    }),
  columns: {
    received: 'وقت الاستلام',
    name: 'الاسم',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    source: 'المصدر',
    actions: 'التفاصيل',
  },
  view: 'عرض',
  viewLabel: (name) => `عرض العميل المحتمل ${name}`,
  pagesLabel: 'الصفحات',
  previous: 'السابقة',
  next: 'التالية',
  pageOf: (page, pages) => `الصفحة ${page} من ${pages}`,
  deleted: 'حُذف العميل المحتمل.',
  filterError: (field) => filterErrors[field] ?? 'راجعوا قيمة هذا الحقل.',
};
