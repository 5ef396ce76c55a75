import type { ErasureCopy } from '../../../site/admin-copy/erasure.js';
import { arabicPlural } from '../../../site/admin-copy/plural.js';

// The server words a refused value in English; each field has one thing that can be wrong with it.
const fieldErrors: Record<string, string> = {
  email: 'أدخلوا بريدًا إلكترونيًا صحيحًا.',
  phone: 'أدخلوا رقم جوال صحيحًا وكاملًا.',
};

export const erasure: ErasureCopy = {
  heading: 'إتلاف بيانات شخص',
  intro:
    'عند تلقّي طلب إتلاف بموجب نظام حماية البيانات الشخصية: يُحذف نهائيًا كل عميل محتمل بهذا البريد الإلكتروني أو رقم الجوال، مع إشعاراته التي لم تُرسل بعد.',
  email: 'البريد الإلكتروني',
  phone: 'الجوال',
  start: 'إتلاف…',
  confirm: (who) => `هل تحذفون كل العملاء المحتملين المرتبطين بـ ${who}؟ لا يمكن التراجع عن ذلك.`,
  erase: 'إتلاف نهائي',
  cancel: 'إلغاء',
  erasing: 'جارٍ الإتلاف…',
  done: (count) =>
    arabicPlural(count, {
      zero: 'لم يطابق أي عميل محتمل، فلم يُحذف شيء.',
      one: 'حُذف عميل محتمل واحد.',
      two: 'حُذف عميلان محتملان.',
      few: `حُذف ${count} عملاء محتملين.`,
      many: `حُذف ${count} عميلًا محتملًا.`,
      other: `حُذف ${count} عميل محتمل.`,
    }),
  inOdoo: (count) =>
    `وصلت بيانات هذا الشخص إلى أودو في ${arabicPlural(count, {
      zero: 'لا سجلات',
      one: 'سجل واحد',
      two: 'سجلَّين',
      few: `${count} سجلات`,
      many: `${count} سجلًا`,
      other: `${count} سجل`,
    })}، ولم يشملها الإتلاف لأن حذف السجلات من نظام منشأتكم قرار يعود إليكم. افتحوها في أودو واحذفوها إن كان الطلب يشملها:`,
  odooLead: (id) => `العميل المحتمل رقم ${id} في أودو`,
  failed: 'تعذّر الإتلاف ولم يُحذف شيء. أعيدوا المحاولة.',
  needOne: 'أدخلوا بريدًا إلكترونيًا أو رقم جوال.',
  fieldError: (field) => fieldErrors[field] ?? 'تعذّر الإتلاف ولم يُحذف شيء. أعيدوا المحاولة.',
};
