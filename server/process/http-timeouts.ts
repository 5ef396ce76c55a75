// How long the server keeps a connection: agreed with nginx in front of it (deploy/nginx-site.conf).
// nginx reuses idle upstream connections; if the app closed one first, a request nginx had just
// sent on it would fail with a 502. So nginx lets an idle connection go first (its upstream
// keepalive_timeout is shorter than the app's idle timeout), and the app waits for a request's
// headers longer than it keeps an idle connection, so a connection is never cut mid-headers by
// the idle timer's race. A unit test holds the order against the shipped nginx site.
import type { Server } from 'node:http';

/** The app keeps an idle keep-alive connection this long (nginx's upstream side: 30 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The whole of a request's headers must arrive within this: longer than the idle timeout. */
export const HEADERS_TIMEOUT_MS = 66_000;

export function applyHttpTimeouts(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
