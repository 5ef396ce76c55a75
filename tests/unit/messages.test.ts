// Every UI message exists in both languages, and no Arabic message is left in English.
import { describe, expect, it } from 'vitest';
import { sourceMessages, translator } from '../../locales/messages.js';

describe('messages', () => {
  it('have the same ids in English and Arabic', () => {
    expect(Object.keys(sourceMessages.ar).sort()).toEqual(Object.keys(sourceMessages.en).sort());
  });

  it('have no empty text', () => {
    for (const locale of ['en', 'ar'] as const) {
      for (const [id, text] of Object.entries(sourceMessages[locale]))
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('are written in Arabic on the Arabic side, with Latin digits', () => {
    // Brand and product names may stay Latin; every message with words must contain Arabic letters.
    const latinOnlyAllowed = new Set([
      'language.switchTo',
      'language.switchLabel',
      'popup.phonePlaceholder',
      // A product named as its maker writes it (docs/content-style.md).
      'estimate.hosting.odoo-sh',
      'stats.years.value',
      'stats.clients.value',
      'stats.team.value',
      'stats.founded.value',
    ]);
    for (const [id, text] of Object.entries(sourceMessages.ar)) {
      if (!latinOnlyAllowed.has(id)) expect(text, id).toMatch(/[\u0600-\u06FF]/);
      expect(text, id).not.toMatch(/[\u0660-\u0669]/);
    }
  });

  it('are named by ids the typecheck knows: an unknown id does not compile (and shows as itself)', () => {
    const t = translator('en');
    // @ts-expect-error: 'nav.no-such-item' is not in the catalogue, so `npm run typecheck` refuses it.
    expect(t('nav.no-such-item')).toBe('nav.no-such-item');
    expect(t('nav.home')).toBe(sourceMessages.en['nav.home']);
  });
});
