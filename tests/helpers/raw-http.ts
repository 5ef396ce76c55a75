// Requests sent exactly as written, on a real socket: supertest and fetch parse the URL first (a
// backslash becomes a slash, dot segments are resolved), which would hide the very spellings an
// attacker sends. The path, method and headers here reach the server byte for byte.
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { AppDeps } from '../../server/app.js';
import { startTestApp } from './app.js';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawServer {
  send: (method: string, path: string, headers?: OutgoingHttpHeaders, body?: string | Buffer) => Promise<RawAnswer>;
  close: () => Promise<void>;
}

export async function listen(app: Koa): Promise<RawServer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const send = (method: string, path: string, headers: OutgoingHttpHeaders = {}, body?: string | Buffer) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const framing = body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) };
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { ...framing, ...headers }, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A test app (tests/helpers/app.ts) also listening on a real socket; close() stops both. */
export async function startListeningTestApp(
  databaseUrl: string,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logger' | 'clock'> = {},
) {
  const testApp = await startTestApp(databaseUrl, env, deps);
  const server = await listen(testApp.app);
  return {
    ...testApp,
    server,
    close: async () => {
      await server.close();
      await testApp.close();
    },
  };
}
export type ListeningTestApp = Awaited<ReturnType<typeof startListeningTestApp>>;
