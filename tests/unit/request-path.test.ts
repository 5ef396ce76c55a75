// The server's one reading of a request path, and its check of the Locations it sends: what a
// browser sends decodes, nothing else does, and no Location a browser would read as another host
// gets out.
import { describe, expect, it } from 'vitest';
import { leavesTheSite } from '../../server/http/on-site-redirects.js';
import { decodedPath, startsLikeHost } from '../../server/http/request-path.js';

const SITE = 'http://site.test';

describe('decodedPath', () => {
  it('decodes what browsers send: plain paths, escaped letters, UTF-8 text, an escaped percent once', () => {
    expect(decodedPath('/ar/about')).toBe('/ar/about');
    expect(decodedPath('/%61bout')).toBe('/about');
    expect(decodedPath('/blog/%D9%85%D9%84%D9%81')).toBe('/blog/ملف');
    expect(decodedPath('/a%252e')).toBe('/a%2e');
    expect(decodedPath('/%2e%2E/x')).toBe('/../x');
  });

  it('refuses what no browser sends: broken escapes, non-UTF-8 bytes, overlong forms, surrogates, controls, raw bytes', () => {
    const refused = [
      '',
      '*',
      'about',
      '/%',
      '/x%',
      '/%z1',
      '/%4',
      '/%c0%ae',
      '/%c0%af',
      '/%e0%80%ae',
      '/%f0%80%80%af',
      '/%ED%A0%80',
      '/%ed%bf%bf',
      '/%f4%90%80%80',
      '/%ff',
      '/%80',
      '/%e2%82',
      '/%00',
      '/a%09b',
      '/%0a',
      '/%7f',
      '/%c2%85',
      '/a b',
      '/é',
      '/\u0000',
    ];
    for (const path of refused) expect(decodedPath(path), JSON.stringify(path)).toBeNull();
  });

  it('tells a path that starts like another host', () => {
    for (const path of ['//evil.example', '/\\evil.example', '//a:b']) expect(startsLikeHost(path), path).toBe(true);
    for (const path of ['/', '/ar//x', '/a\\b']) expect(startsLikeHost(path), path).toBe(false);
  });
});

describe('leavesTheSite', () => {
  it('catches two slashes at the start in every spelling a browser or a later decode reads as one, and other origins', () => {
    for (const location of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%5Cevil.example',
      '/%2f/evil.example',
      '/%255cevil.example',
      '/\t/evil.example',
      ' //evil.example',
      '\u0001//evil.example',
      '/\n\\evil.example',
      'http://evil.example/about',
      'HTTP://evil.example',
      'https://site.test/admin',
      'http:/\\evil.example',
      'http://site.test.evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(leavesTheSite(location, SITE), JSON.stringify(location)).toBe(true);
    }
  });

  it('lets the site’s own Locations through', () => {
    for (const location of [
      '/',
      '/about',
      '/ar/contact?sent=1',
      '/admin',
      'http://site.test/admin',
      'http://site.test',
      'HTTP://SITE.TEST/x',
      '/a//b',
      '/a\\b',
      '/%61bout',
    ]) {
      expect(leavesTheSite(location, SITE), location).toBe(false);
    }
  });
});
