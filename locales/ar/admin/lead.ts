import type { LeadCopy } from '../../../site/admin-copy/lead.js';

export const lead: LeadCopy = {
  title: (name) => `العميل المحتمل: ${name}`,
  description: 'كل ما أرسله الزائر.',
  fields: {
    received: 'وقت الاستلام (بتوقيت السعودية)',
    name: 'الاسم',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    company: 'المنشأة',
    city: 'المدينة',
    service: 'الخدمة',
    message: 'الرسالة',
    source: 'المصدر',
    language: 'لغة الموقع',
    page: 'الصفحة',
    consent: 'الموافقة على التسويق',
  },
  languages: { en: 'الإنجليزية', ar: 'العربية' },
  yes: 'نعم',
  no: 'لا',
  none: '—',
  close: 'إغلاق',
  delete: 'حذف العميل المحتمل',
  confirmTitle: 'حذف هذا العميل المحتمل؟',
  confirmText: (name) =>
    `سيُحذف العميل المحتمل ${name} نهائيًا (عند طلب إتلاف بموجب نظام حماية البيانات الشخصية مثلًا)، ولا يمكن التراجع عن ذلك.`,
  confirm: 'حذف',
  deleting: 'جارٍ الحذف…',
  cancel: 'إلغاء',
  deleteFailed: 'تعذّر حذف العميل المحتمل.',
};
