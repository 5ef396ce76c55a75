// Language prefixes, plain-only routes, redirects and the fallback metadata.
import { describe, expect, it } from 'vitest';
import { translator } from '../../locales/messages.js';
import { fallbackHead } from '../../site/metadata-rules.js';
import { isActiveLink, isPlainOnly, localeOfPath, localizePath, stripLocale } from '../../site/paths.js';
import { redirects } from '../../site/redirects.js';

describe('paths', () => {
  it('reads the language from the /ar prefix only', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/about')).toBe('ar');
    expect(localeOfPath('/arabic-page')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('maps / to /ar and back', () => {
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/about', 'ar')).toBe('/ar/about');
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale('/ar/about')).toBe('/about');
  });

  it('knows the routes that have no Arabic version', () => {
    expect(isPlainOnly('/khalid-al-otaibi-riyadh')).toBe(true);
    // The admin screens exist in both languages, like the public pages.
    for (const path of ['/odoo-riyadh', '/about', '/', '/admin', '/database', '/schema-validation'])
      expect(isPlainOnly(path), path).toBe(false);
  });

  it('marks a header item active when the path starts with its link', () => {
    expect(isActiveLink('/services/odoo-migration', '/services')).toBe(true);
    expect(isActiveLink('/services-old', '/services')).toBe(false);
    expect(isActiveLink('/about', '/')).toBe(false);
  });

  it('redirects the old paths in both languages', () => {
    expect(redirects.get('/resources/training-videos')).toBe('/resources/training-materials');
    expect(redirects.get('/ar/ads/odoo-dammam')).toBe('/ar/odoo-saudi-arabia');
    expect(redirects.get('/ads/odoo-saudi-arabia')).toBe('/odoo-saudi-arabia');
    expect(redirects.get('/blog/odoo-vs-oracle-2025')).toBe('/blog/odoo-vs-oracle');
    expect(redirects.get('/ar/blog/zatca-e-invoicing-fatoorah-guide-2025')).toBe(
      '/ar/blog/zatca-e-invoicing-fatoorah-guide',
    );
  });
});

describe('fallback metadata', () => {
  it('gives a page that declares no head the home metadata, in its language', () => {
    expect(fallbackHead(translator('ar')).description).toBe(translator('ar')('meta.home.description'));
    expect(fallbackHead(translator('en')).title).toBe(translator('en')('meta.home.title'));
  });
});
