// What an admin's session list says about each session: the browser and system, and the network.
import { describe, expect, it } from 'vitest';
import { clientNetwork, deviceSummary } from '../../server/sessions/session-device.js';

describe('deviceSummary', () => {
  it('names the browser and the system of common User-Agents', () => {
    const windowsEdge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    const iphoneSafari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const androidChrome =
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const macFirefox = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';
    expect(deviceSummary(windowsEdge)).toBe('Edge on Windows');
    expect(deviceSummary(iphoneSafari)).toBe('Safari on iPhone');
    expect(deviceSummary(androidChrome)).toBe('Chrome on Android');
    expect(deviceSummary(macFirefox)).toBe('Firefox on macOS');
    // Chromium without a window (automation, screenshots) is still Chrome, not the Safari its UA also names.
    const headlessChromium =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    expect(deviceSummary(headlessChromium)).toBe('Chrome on Linux');
    expect(deviceSummary('')).toBeNull();
    expect(deviceSummary(undefined)).toBeNull();
  });
});

describe('clientNetwork', () => {
  it('keeps an IPv4 /24 and an IPv6 /48, never the address', () => {
    expect(clientNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(clientNetwork('2001:db8:5:6:ffff:1:2:3')).toBe('2001:db8:5::/48');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(clientNetwork('::1')).toBe('0:0:0::/48');
    expect(clientNetwork('not an address')).toBeNull();
  });
});
