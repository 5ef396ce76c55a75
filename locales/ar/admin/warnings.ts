import type { DeploymentWarningKind, WarningsCopy } from '../../../site/admin-copy/warnings.js';

// The address isolated (U+2068 … U+2069), so its colon and slashes stay in place inside Arabic text.
const url = (siteUrl: string) => `\u2068${siteUrl}\u2069`;

const details: Record<DeploymentWarningKind, (siteUrl: string) => string> = {
  'site-url-missing': (siteUrl) =>
    `لم يُضبط SITE_URL، فكل رابط ينشره الموقع (الرابط المعتمد وhreflang وخريطة الموقع والخلاصة وروابط المشاركة والبيانات المنظمة) يشير إلى ${url(siteUrl)}. اضبطوا SITE_URL على عنوان الموقع العام عبر HTTPS ثم أعيدوا تشغيل الخادم.`,
  'site-url-not-https': (siteUrl) =>
    `قيمة SITE_URL هي ${url(siteUrl)} وليست HTTPS، فتصل محركات البحث والروابط المشتركة إلى عناوين غير آمنة، ولا تُقصر ملفات تعريف الارتباط الخاصة بالإدارة على الاتصال الآمن. اضبطوا SITE_URL على عنوان الموقع عبر HTTPS ثم أعيدوا تشغيل الخادم.`,
  'https-without-trusted-proxy': (siteUrl) =>
    `قيمة SITE_URL هي ${url(siteUrl)}، لكن قيمة TRUST_PROXY هي 0، فلا يستطيع الخادم أن يعرف أن الزائر وصل عبر HTTPS: لن تُقصر ملفات تعريف الارتباط الخاصة بالإدارة على الاتصال الآمن، ويُرفض تسجيل الدخول إلى الإدارة. اضبطوا TRUST_PROXY على عنوان وكيل HTTPS الذي أمام الخادم (127.0.0.1 إذا كان nginx على الجهاز نفسه) ثم أعيدوا تشغيل الخادم.`,
};

export const warnings: WarningsCopy = {
  heading: 'إعدادات هذا الموقع غير صحيحة لبيئة التشغيل الفعلي',
  // A warning the screen does not recognize is shown in the server's words rather than not at all.
  detail: (warning) => (warning.kind ? details[warning.kind](warning.siteUrl) : warning.text),
};
