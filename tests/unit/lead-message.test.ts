// The lead email in the sales team's language: LEAD_NOTIFY_LANGUAGE=ar gives Arabic labels in a
// right-to-left HTML part (the visitor's words and the addresses keep their own direction), en (the
// default) English ones; any other value stops the server at start, naming the variable.
import { describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { ConfigError, parseConfig } from '../../server/config/config.js';
import { leadMessage } from '../../server/notifications/lead-message.js';

const SITE = { siteName: 'Example ERP', siteUrl: 'https://www.example.com' };

function leadOf(fields: Partial<Lead>): Lead {
  return Object.assign(new Lead(), {
    id: 42,
    createdAt: new Date('2025-03-01T09:30:00Z'),
    name: 'عبدالله الشمري',
    email: 'abdullah@example.com',
    phone: '٠٥٠١٢٣٤٥٦٧',
    phoneE164: '+966501234567',
    company: 'Al-Shammari Trading',
    city: 'Riyadh',
    service: 'Contact Form',
    message: 'نرغب في تنفيذ أودو.',
    source: 'contact',
    locale: 'ar',
    pagePath: '/ar/contact',
    marketingConsent: true,
    contactLeadId: 7,
    landingPath: '/ar/odoo-saudi-arabia',
    referrerOrigin: 'https://www.google.com',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'حملة الرياض',
    utmTerm: null,
    utmContent: null,
    gclid: 'G-1',
    fbclid: null,
    msclkid: null,
    ...fields,
  });
}

const env = (extra: Record<string, string>) => ({
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  LEAD_NOTIFY_TO: 'sales@example.com',
  ...extra,
});

describe('lead email language', () => {
  it('writes Arabic labels right to left, with Latin digits, the visit and the returning contact', () => {
    const { subject, text, html } = leadMessage(leadOf({}), { ...SITE, language: 'ar' });
    expect(subject).toBe('عميل محتمل جديد: عبدالله الشمري (Al-Shammari Trading) · Example ERP');
    const lines = text.split('\n');
    expect(lines[0]).toBe('وصل عميل محتمل جديد عبر صفحة التواصل في موقع Example ERP.');
    expect(lines).toEqual(
      expect.arrayContaining([
        'الاسم: عبدالله الشمري',
        'رقم الجوال (بالصيغة الدولية): +966501234567',
        'تواصل معنا سابقًا: نعم، طلبه الأول: https://www.example.com/admin?lead=7',
        'مصدر الزيارة:',
        'صفحة الهبوط: https://www.example.com/ar/odoo-saudi-arabia',
        'الحملة (utm_campaign): حملة الرياض',
        'الموافقة على الرسائل التسويقية: نعم',
        'الرسالة:',
        '> نرغب في تنفيذ أودو.',
        'افتحوه في صندوق الإدارة: https://www.example.com/admin?lead=42',
      ]),
    );
    const received = lines.find((line) => line.startsWith('وقت الاستلام: '))!;
    expect(received).toMatch(/2025/);
    expect(received).toContain('(بتوقيت الرياض)');
    expect(received).not.toMatch(/[\u0660-\u0669]/);
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><body dir="rtl"/);
    expect(html).toContain('<th align="right"');
    expect(html).toContain('<bdi dir="auto">Al-Shammari Trading</bdi>');
    expect(html).toContain('<a href="https://www.example.com/admin?lead=7" dir="ltr">');
    expect(html).not.toMatch(/Name|Phone|Open in the admin/);
  });

  it('writes English labels by default, and leaves out what the lead does not have', () => {
    const lead = leadOf({
      contactLeadId: null,
      phoneE164: null,
      landingPath: null,
      referrerOrigin: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      gclid: null,
    });
    const { subject, text, html } = leadMessage(lead, SITE);
    expect(subject.startsWith('New lead: ')).toBe(true);
    expect(text.split('\n')[0]).toBe('New lead from the Contact page on Example ERP.');
    expect(text).toContain('Phone (as typed): ٠٥٠١٢٣٤٥٦٧');
    expect(text).not.toMatch(/international|Returning contact|Where the visit came from/);
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    // A lead's own id is no returning contact.
    expect(leadMessage(leadOf({ contactLeadId: 42 }), SITE).text).not.toContain('Returning contact');
  });

  it('takes LEAD_NOTIFY_LANGUAGE from the environment, en by default, and stops at start on another value', () => {
    expect(parseConfig(env({})).notifications.email?.language).toBe('en');
    expect(parseConfig(env({ LEAD_NOTIFY_LANGUAGE: 'ar' })).notifications.email?.language).toBe('ar');
    expect(() => parseConfig(env({ LEAD_NOTIFY_LANGUAGE: 'fr' }))).toThrow(ConfigError);
    expect(() => parseConfig(env({ LEAD_NOTIFY_LANGUAGE: 'fr' }))).toThrow(/LEAD_NOTIFY_LANGUAGE: must be en or ar/);
  });
});
