import type { FrameCopy } from '../../../site/admin-copy/frame.js';

export const frame: FrameCopy = {
  brand: 'إدارة الموقع',
  skip: 'الانتقال إلى المحتوى',
  navLabel: 'الإدارة',
  leads: 'العملاء المحتملون',
  seo: 'فحص SEO',
  signedInAs: 'دخلتم باسم',
  roles: { owner: 'مالك', sales: 'مبيعات', viewer: 'اطّلاع فقط' },
  signOut: 'تسجيل الخروج',
  otherLanguage: 'English',
  switchFailed: 'تعذّر تغيير اللغة. أعيدوا المحاولة.',
};
