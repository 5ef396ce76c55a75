import type { PipelineCsvCopy } from '../../../site/admin-copy/pipeline-csv.js';
import { lead } from './lead.js';

export const pipelineCsv: PipelineCsvCopy = {
  headers: {
    // The visitor's fields under the same names the lead view gives them.
    ...lead.fields,
    id: 'المعرّف',
    phoneE164: 'الجوال بالصيغة الدولية (E.164)',
    stage: 'المرحلة',
    lostReason: 'سبب الخسارة',
    owner: 'المسؤول',
    followUpOn: 'موعد المتابعة',
    firstResponseAt: 'أول استجابة (بتوقيت السعودية)',
    contactLeadId: 'جهة اتصال عائدة: معرّف أول عميل محتمل',
    landingPath: 'صفحة الوصول',
    referrerOrigin: 'الموقع المُحيل',
    utmSource: 'utm_source',
    utmMedium: 'utm_medium',
    utmCampaign: 'utm_campaign',
    utmTerm: 'utm_term',
    utmContent: 'utm_content',
    gclid: 'gclid',
    fbclid: 'fbclid',
    msclkid: 'msclkid',
    spamReason: 'سبب تصنيفه رسالة مزعجة',
    odooLeadId: 'رقمه في أودو',
  },
};
