// A visit's attribution, as the server and the browser both read it: a campaign touch only with a
// parameter or another site's referrer, the referrer as its origin, values cleaned and cut by
// characters (never splitting one), and anything from a cookie or a body checked field by field.
import { describe, expect, it } from 'vitest';
import {
  attributionFromUntrusted,
  attributionOfVisit,
  attributionToRemember,
  cleanAttributionValue,
  foreignOriginOf,
} from '../../site/pipeline/attribution-of-visit.js';
import { NO_ATTRIBUTION } from '../../site/pipeline/attribution.js';
import { emailKeyOf, phoneE164Of } from '../../site/contact-keys.js';
import { decodeAttribution, encodeAttribution } from '../../server/leads/attribution-cookie.js';

const OWN = ['https://www.example.com'];
const visit = (query: string, referrer?: string, path = '/odoo-saudi-arabia') =>
  attributionOfVisit({ path, search: new URLSearchParams(query), referrer, ownOrigins: OWN });

describe('attribution of a visit', () => {
  it('is a touch with a campaign parameter or click id, or from another site; not from within the site', () => {
    expect(visit('utm_source=google&gclid=X')).toEqual({
      ...NO_ATTRIBUTION,
      landingPath: '/odoo-saudi-arabia',
      utmSource: 'google',
      gclid: 'X',
    });
    expect(visit('', 'https://www.linkedin.com/feed/?x=1')).toMatchObject({
      referrerOrigin: 'https://www.linkedin.com',
    });
    expect(visit('', 'https://www.example.com/about')).toBeNull();
    expect(visit('page=2&utm_source=', 'https://www.example.com/')).toBeNull();
    expect(visit('utm_source=%00%E2%80%AE')).toBeNull();
  });

  it('remembers the landing page of a visit with no referrer, but never over an earlier campaign', () => {
    const entry = (referrer: string, remembered: boolean, query = '') =>
      attributionToRemember(
        { path: '/services', search: new URLSearchParams(query), referrer, ownOrigins: OWN },
        remembered,
      );
    expect(entry('', false)).toEqual({ ...NO_ATTRIBUTION, landingPath: '/services' });
    expect(entry('', true)).toBeNull();
    expect(entry('https://www.example.com/about', false)).toBeNull();
    expect(entry('', true, 'utm_campaign=riyadh')).toMatchObject({ utmCampaign: 'riyadh', landingPath: '/services' });
  });

  it('keeps only an http(s) origin of another site as the referrer', () => {
    expect(foreignOriginOf('android-app://com.google.android.gm/', OWN)).toBeNull();
    expect(foreignOriginOf('not a url', OWN)).toBeNull();
    expect(foreignOriginOf('http://user:pw@news.example.org:8080/a?b#c', OWN)).toBe('http://news.example.org:8080');
    expect(foreignOriginOf(`https://${'a'.repeat(250)}.example/`, OWN)).toBeNull();
  });

  it('cleans values as visitor text and cuts them by characters', () => {
    expect(cleanAttributionValue(' spring\r\nsale\u202E\u0007 ')).toBe('spring sale');
    expect(cleanAttributionValue('😀'.repeat(300))).toBe('😀'.repeat(200));
    expect(cleanAttributionValue('a\uD800b')).toBe('a\uFFFDb');
    expect(cleanAttributionValue('   ')).toBeNull();
  });

  it('takes from an untrusted record only what has its field’s shape', () => {
    expect(
      attributionFromUntrusted({
        landingPath: '//evil.example',
        referrerOrigin: 'https://evil.example/path',
        utmSource: ['x'],
        utmMedium: 'email\n',
        extra: 'ignored',
      }),
    ).toEqual({ ...NO_ATTRIBUTION, utmMedium: 'email' });
    expect(attributionFromUntrusted('text')).toEqual(NO_ATTRIBUTION);
  });

  it('fits any attribution in one cookie and reads it back', () => {
    const long = {
      ...NO_ATTRIBUTION,
      landingPath: '/contact',
      utmSource: 'ح'.repeat(200),
      utmCampaign: 'ع'.repeat(200),
    };
    const all = Object.fromEntries(Object.keys(NO_ATTRIBUTION).map((key) => [key, 'ش'.repeat(200)]));
    const encoded = encodeAttribution({
      ...long,
      ...all,
      landingPath: '/contact',
      referrerOrigin: 'https://x.example',
    });
    expect(encoded.length).toBeLessThanOrEqual(3800);
    expect(decodeAttribution(encoded)).toMatchObject({ landingPath: '/contact', referrerOrigin: 'https://x.example' });
    expect(decodeAttribution(encodeAttribution(long))).toEqual(long);
    expect(decodeAttribution('%%%')).toBeNull();
  });
});

describe('contact keys', () => {
  it('reads Saudi numbers in every usual form as one E.164 number', () => {
    for (const typed of [
      '0501234567',
      '+966 50 123 4567',
      '٠٥٠١٢٣٤٥٦٧',
      '۰۵۰۱۲۳۴۵۶۷',
      '00966501234567',
      '966501234567',
      '(050) 123-4567',
    ])
      expect(phoneE164Of(typed), typed).toBe('+966501234567');
    expect(phoneE164Of('+971 50 123 4567')).toBe('+971501234567');
    expect(phoneE164Of('1234567890')).toBeNull();
  });

  it('keys an email trimmed and lowercased', () => {
    expect(emailKeyOf(' Sara@Example.COM ')).toBe('sara@example.com');
    expect(emailKeyOf(undefined)).toBeNull();
    expect(emailKeyOf('')).toBeNull();
  });
});
