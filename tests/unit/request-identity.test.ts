// How a request is identified for authorization and rate limits: the canonical path every admin
// decision uses, and the client network per-address limits count.
import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../server/http/canonical-path.js';
import { clientNetwork } from '../../server/http/client-network.js';

describe('canonicalPath', () => {
  it('reads every spelling of the admin API as the same path', () => {
    for (const spelling of [
      '/API/ADMIN/LEADS',
      '/api/admin/leads/',
      '//api//admin//leads',
      '/api/admin/%6Ceads',
      '/api/admin/%256Ceads',
      '/api%2Fadmin%2Fleads',
      '/api\\admin\\leads',
      '/api/x/../admin/leads',
      '/api/./admin/leads',
      '/api/admin/leads.pageContext.json',
      '/api/admin/leads/index.pageContext.json',
    ]) {
      expect(canonicalPath(spelling), spelling).toBe('/api/admin/leads');
    }
  });

  it('keeps malformed escapes as written and decodes the rest', () => {
    expect(canonicalPath('/api/%zz/%61dmin')).toBe('/api/%zz/admin');
    expect(canonicalPath('/%')).toBe('/%');
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('clientNetwork', () => {
  it('counts IPv4 addresses one by one', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = clientNetwork('2001:db8:1:2::1');
    expect(network).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::abcd%eth0',
    ])
      expect(clientNetwork(address), address).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:cb00:7109')).toBe('203.0.113.9');
  });
});
