// The shared rules give each field's validation message, and the contact form its stricter rules.
import { describe, expect, it } from 'vitest';
import { contactFormSchema, leadSubmissionSchema, popupSchema, sourceOfService, toLatinDigits } from '../../site/lead-schema.js';
import { fieldErrors } from '../../site/field-errors.js';

const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]));

describe('popup schema', () => {
  it('needs a name of 2 characters, a phone of 10 and a valid or empty email', () => {
    expect(errorsOf(popupSchema.safeParse({ name: 'A', phone: '050123', email: 'x@' }))).toEqual({
      name: 'validation.name.min',
      phone: 'validation.phone',
      email: 'validation.email',
    });
    expect(popupSchema.safeParse({ name: 'Al', phone: '0501234567', email: '' }).success).toBe(true);
  });

  it('trims names, so two spaces and a letter are not a name', () => {
    expect(errorsOf(popupSchema.safeParse({ name: '  A ', phone: '0501234567' }))).toEqual({ name: 'validation.name.min' });
  });

  it('accepts Arabic-Indic digits and turns them into Latin ones', () => {
    expect(toLatinDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    const parsed = popupSchema.parse({ name: 'سارة', phone: '٠٥٥ ١٢٣ ٤٥٦٧' });
    expect(parsed.phone).toBe('055 123 4567');
  });

  it('refuses letters in a phone number', () => {
    expect(errorsOf(popupSchema.safeParse({ name: 'Sara', phone: '05012345ab' }))).toEqual({ phone: 'validation.phone' });
  });
});

describe('contact form schema', () => {
  it('needs an email and a message of 10 characters; the company is optional', () => {
    expect(errorsOf(contactFormSchema.safeParse({ name: 'Sara', phone: '0551234567', email: '', message: 'Hi' }))).toEqual({
      email: 'validation.email',
      message: 'validation.message.min',
    });
    const ok = contactFormSchema.parse({ name: 'Sara', phone: '0551234567', email: 'sara@example.com', message: 'We need Odoo for our branches.' });
    expect(ok).toMatchObject({ company: '', consent: false });
  });
});

describe('lead submission schema', () => {
  it('applies the contact rules only to contact-form leads', () => {
    const base = { name: 'Sara', phone: '0551234567', message: 'short' };
    expect(leadSubmissionSchema.safeParse({ ...base, service: 'WhatsApp Quote Request - Activity Popup' }).success).toBe(true);
    expect(Object.keys(errorsOf(leadSubmissionSchema.safeParse({ ...base, service: 'Contact Form' }))).sort()).toEqual(['email', 'message']);
  });

  it('knows each form by its service', () => {
    expect(sourceOfService('Contact Form')).toBe('contact');
    expect(sourceOfService('Ads Landing - Odoo Saudi Arabia')).toBe('landing');
    expect(sourceOfService('WhatsApp Quote Request - Activity Popup')).toBe('popup');
  });
});
