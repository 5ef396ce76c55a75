import type { LoginCopy } from '../../../site/admin-copy/login.js';
import { arabicPlural } from '../../../site/admin-copy/plural.js';

const minutes = (count: number) =>
  arabicPlural(count, {
    zero: 'لحظات',
    one: 'دقيقة',
    two: 'دقيقتين',
    few: `${count} دقائق`,
    many: `${count} دقيقة`,
    other: `${count} دقيقة`,
  });

const seconds = (count: number) =>
  arabicPlural(count, {
    zero: 'لحظات',
    one: 'ثانية',
    two: 'ثانيتين',
    few: `${count} ثوانٍ`,
    many: `${count} ثانية`,
    other: `${count} ثانية`,
  });

// The command on one line and in its own direction, so its words and the full stop after it keep
// their order inside the Arabic sentence.
const createCommand = '\u2068npm\u00a0run\u00a0admin\u2069';

export const login: LoginCopy = {
  heading: 'تسجيل الدخول',
  intro: `للمشرفين فقط، وتُنشأ حساباتهم على الخادم بالأمر ${createCommand}.`,
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  submitting: 'جارٍ تسجيل الدخول…',
  invalid: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  throttled: (wait) =>
    `محاولات كثيرة متتالية. أعيدوا المحاولة بعد ${wait >= 60 ? minutes(Math.ceil(wait / 60)) : seconds(wait)}.`,
  failed: 'تعذّر تسجيل الدخول. أعيدوا المحاولة.',
  required: 'أدخلوا اسم المستخدم وكلمة المرور.',
  // The server explains in English; the same advice in Arabic covers both of its reasons.
  refused: () =>
    'رفض الخادم تسجيل الدخول من هذا الاتصال. افتحوا لوحة الإدارة من عنوان الموقع المعتمد في SITE_URL عبر HTTPS، وإن كان أمام الخادم وكيل فاضبطوا TRUST_PROXY على عنوانه.',
};
