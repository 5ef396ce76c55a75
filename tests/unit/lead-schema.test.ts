// The shared rules give each field's validation message, and the contact form its stricter rules;
// every one-line field comes out on one line, and a page path is a path of this site.
import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  leadSubmissionSchema,
  popupSchema,
  sourceOfService,
  toLatinDigits,
} from '../../site/lead-schema.js';
import { fieldErrors } from '../../site/field-errors.js';
import { isPathShaped } from '../../site/page-path.js';
import { linesOf, singleLine } from '../../site/visitor-text.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('popup schema', () => {
  it('needs a name of 2 characters, a phone of nine digits and a valid or empty email', () => {
    expect(errorsOf(popupSchema.safeParse({ name: 'A', phone: '050123', email: 'x@' }))).toEqual({
      name: 'validation.name.min',
      phone: 'validation.phone',
      email: 'validation.email',
    });
    expect(popupSchema.safeParse({ name: 'Al', phone: '0501234567', email: '' }).success).toBe(true);
  });

  it('trims names, so two spaces and a letter are not a name', () => {
    expect(errorsOf(popupSchema.safeParse({ name: '  A ', phone: '0501234567' }))).toEqual({
      name: 'validation.name.min',
    });
  });

  it('accepts Arabic-Indic digits and turns them into Latin ones', () => {
    expect(toLatinDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    const parsed = popupSchema.parse({ name: 'سارة', phone: '٠٥٥ ١٢٣ ٤٥٦٧' });
    expect(parsed.phone).toBe('055 123 4567');
  });

  it('needs nine digits in a phone, counted in any script of digits, punctuation not counting', () => {
    const phoneOf = (phone: string) => popupSchema.safeParse({ name: 'Sara', phone });
    expect(errorsOf(phoneOf('(((())))12'))).toEqual({ phone: 'validation.phone' });
    expect(errorsOf(phoneOf('+966 50 12'))).toEqual({ phone: 'validation.phone' });
    expect(errorsOf(phoneOf('٠٥٠ ١٢٣ ٤٥'))).toEqual({ phone: 'validation.phone' });
    expect(phoneOf('501234567').success).toBe(true);
    // Fullwidth, Devanagari, Persian and Bengali keypads: stored as Latin digits.
    expect(popupSchema.parse({ name: 'Sara', phone: '０５０１２３４５６７' }).phone).toBe('0501234567');
    expect(popupSchema.parse({ name: 'Sara', phone: '०५०१२३४५६७' }).phone).toBe('0501234567');
    expect(popupSchema.parse({ name: 'Sara', phone: '۰۵۰ ۱۲۳ ۴۵۶۷' }).phone).toBe('050 123 4567');
    expect(popupSchema.parse({ name: 'Sara', phone: '০৫০১২৩৪৫৬৭' }).phone).toBe('0501234567');
  });

  it('refuses letters in a phone number', () => {
    expect(errorsOf(popupSchema.safeParse({ name: 'Sara', phone: '05012345ab' }))).toEqual({
      phone: 'validation.phone',
    });
  });
});

describe('contact form schema', () => {
  it('needs an email and a message of 10 characters; the company is optional', () => {
    expect(
      errorsOf(contactFormSchema.safeParse({ name: 'Sara', phone: '0551234567', email: '', message: 'Hi' })),
    ).toEqual({
      email: 'validation.email',
      message: 'validation.message.min',
    });
    const ok = contactFormSchema.parse({
      name: 'Sara',
      phone: '0551234567',
      email: 'sara@example.com',
      message: 'We need Odoo for our branches.',
    });
    expect(ok).toMatchObject({ company: '', consent: false });
  });
});

describe('lead submission schema', () => {
  it('applies the contact rules only to contact-form leads', () => {
    const base = { name: 'Sara', phone: '0551234567', message: 'short' };
    expect(
      leadSubmissionSchema.safeParse({ ...base, service: 'WhatsApp Quote Request - Activity Popup' }).success,
    ).toBe(true);
    expect(Object.keys(errorsOf(leadSubmissionSchema.safeParse({ ...base, service: 'Contact Form' }))).sort()).toEqual([
      'email',
      'message',
    ]);
  });

  it('knows each form by its service', () => {
    expect(sourceOfService('Contact Form')).toBe('contact');
    expect(sourceOfService('Ads Landing - Odoo Saudi Arabia')).toBe('landing');
    expect(sourceOfService('WhatsApp Quote Request - Activity Popup')).toBe('popup');
  });
});

describe('lead fields on one line', () => {
  const lead = { name: 'Sara', phone: '0551234567', service: 'Quote', message: 'Hello there' };

  it('turns every kind of line break in a one-line field into one space and drops controls', () => {
    for (const brk of ['\n', '\r', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029', '\t', '\r\n\r\n']) {
      expect(singleLine(`Sara${brk}Open in the admin inbox`), JSON.stringify(brk)).toBe('Sara Open in the admin inbox');
    }
    expect(singleLine('Sa\u0000ra\u0007\u009b')).toBe('Sara');
    const parsed = leadSubmissionSchema.parse({
      ...lead,
      name: 'Sara\r\nEvil',
      company: 'Co\nLtd',
      city: 'Riyadh\u2028Jeddah',
      service: 'Quote\rNow',
      phone: '055\n1234567',
    });
    expect(parsed).toMatchObject({
      name: 'Sara Evil',
      company: 'Co Ltd',
      city: 'Riyadh Jeddah',
      service: 'Quote Now',
      phone: '055 1234567',
    });
    expect(popupSchema.parse({ name: 'Sara\nEvil', phone: '0551234567' }).name).toBe('Sara Evil');
    expect(
      contactFormSchema.parse({
        name: 'Sara',
        email: 'sara@example.com',
        phone: '0551234567',
        company: 'A\r\nB',
        message: 'A long enough message',
      }).company,
    ).toBe('A B');
  });

  it('keeps the lines of a message, each break written as LF', () => {
    expect(leadSubmissionSchema.parse({ ...lead, message: 'One\r\nTwo\rThree\u2028Four\u0000' }).message).toBe(
      'One\nTwo\nThree\nFour',
    );
    expect(linesOf('a\r\nb\u0085c')).toEqual(['a', 'b', 'c']);
  });

  it('refuses an email with a line break rather than mending it', () => {
    expect(
      errorsOf(leadSubmissionSchema.safeParse({ ...lead, email: 'sara@example.com\nBcc: x@example.com' })),
    ).toEqual({ email: 'validation.email' });
  });
});

describe('page paths', () => {
  it('takes a path as a browser gives it: one leading slash, URL path characters and escapes', () => {
    for (const path of [
      '/',
      '/ar',
      '/contact',
      '/ar/services/odoo-implementation',
      '/blog/14-real-world-odoo-integrations',
      '/%D9%85',
      "/a-b_c.d~e!$&'()*+,;=:@",
    ]) {
      expect(isPathShaped(path), path).toBe(true);
    }
  });

  it('refuses line breaks, spaces, controls, backslashes, another host, a query and an overlong path', () => {
    for (const path of [
      '',
      'contact',
      '/contact\r\nX',
      '/contact\n',
      '/a b',
      '/a\tb',
      '/a\u0000',
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      '/a?b',
      '/a#b',
      '/%zz',
      '/تواصل',
      `/${'a'.repeat(500)}`,
    ]) {
      expect(isPathShaped(path), JSON.stringify(path)).toBe(false);
      expect(
        errorsOf(
          leadSubmissionSchema.safeParse({
            name: 'Sara',
            phone: '0551234567',
            service: 'Quote',
            message: 'Hi',
            pagePath: path,
          }),
        ),
      ).toEqual({ pagePath: 'validation.pagePath' });
    }
  });
});
