import type { AuditCopy } from '../../../site/admin-copy/audit.js';
import { arabicPlural } from '../../../site/admin-copy/plural.js';

export const audit: AuditCopy = {
  heading: 'سجل النشاط',
  intro:
    'عمليات الدخول والمحاولات المرفوضة والتصدير والحذف والإتلاف والحذف الدوري للبيانات المنتهية مدة حفظها، الأحدث أولًا. لا تُنسب المحاولة المرفوضة إلى حساب إلا إذا كان الحساب موجودًا.',
  loading: 'جارٍ التحميل…',
  failed: 'تعذّر تحميل سجل النشاط.',
  empty: 'لم يُسجَّل شيء بعد.',
  columns: { at: 'الوقت (بتوقيت السعودية)', actor: 'المستخدم', action: 'الإجراء', detail: 'التفاصيل' },
  actions: {
    'sign-in': 'تسجيل دخول',
    'sign-in-refused': 'دخول مرفوض',
    export: 'تصدير',
    delete: 'حذف عميل محتمل',
    erase: 'إتلاف',
    retention: 'حذف دوري بانتهاء مدة الحفظ',
    'lead-change': 'تعديل عميل محتمل',
    'lead-note': 'إضافة ملاحظة',
    'not-spam': 'إخراج من الرسائل المزعجة',
    'account-invite': 'دعوة مشرف',
    'account-create': 'قبول دعوة',
    'account-reset-link': 'إنشاء رابط لإعادة تعيين كلمة المرور',
    'password-reset': 'تعيين كلمة مرور من رابط إعادة التعيين',
    'password-change': 'تغيير كلمة المرور',
    'account-disable': 'إيقاف حساب',
    'account-enable': 'إعادة تفعيل حساب',
    'role-change': 'تغيير دور',
    'session-end': 'إنهاء جلسة',
    'second-factor': 'تسجيل دخول برمز التحقق',
    'recovery-code': 'تسجيل دخول برمز استرداد',
    'second-factor-change': 'تعديل التحقق بخطوتين',
    'odoo-retry': 'إعادة إرسال عميل محتمل إلى أودو',
  },
  repeats: (count, since) =>
    arabicPlural(count, {
      zero: `(${count} مرة متتالية، أولاها في ${since})`,
      one: `(مرة واحدة في ${since})`,
      two: `(مرتان متتاليتان، أولاهما في ${since})`,
      few: `(${count} مرات متتالية، أولاها في ${since})`,
      many: `(${count} مرة متتالية، أولاها في ${since})`,
      other: `(${count} مرة متتالية، أولاها في ${since})`,
    }),
};
