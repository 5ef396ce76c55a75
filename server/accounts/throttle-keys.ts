// The counters a failed attempt is charged to (throttle.ts), with the client network and device
// under a keyed hash so the table holds no addresses. A password is counted per known browser (its
// device cookie, device-cookie.ts) or, from any other browser, per client network and per account;
// a code is counted per known browser or per account, on counters of its own.
import { keyedHash } from '../config/keyed-hash.js';
import { clientNetwork } from '../http/client-network.js';

export function throttleKeys(secret: string) {
  const hidden = (text: string) => keyedHash(secret, text);
  return {
    device: (deviceId: string) => `device:${hidden(deviceId)}`,
    network: (address: string) => `net:${hidden(clientNetwork(address))}`,
    unknownClients: (username: string) => `unknown:${hidden(username.slice(0, 100))}`,
  };
}

export function codeThrottleKey(secret: string, username: string, deviceId: string | null): string {
  return deviceId
    ? `second-device:${keyedHash(secret, deviceId)}`
    : `second-unknown:${keyedHash(secret, username.slice(0, 100))}`;
}
