// A webhook receiver on a local port that holds every request until the test answers it, so a test
// decides how slow the receiver is and sees whether the sender gave up (closed the connection)
// before the answer.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldRequest {
  body: string;
  /** The X-Lead-Delivery header: the outbox row's id. */
  deliveryId: number;
  answer(status: number): void;
  /** Resolves when the sender closes the connection before an answer. */
  abandoned: Promise<void>;
}

export interface WebhookReceiver {
  url: string;
  /** Every request so far, answered or not. */
  requests: HeldRequest[];
  /** The next request not yet taken by next(), waiting for it up to `timeoutMs`. */
  next(timeoutMs: number): Promise<HeldRequest>;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: HeldRequest[] = [];
  let taken = 0;
  const waiting: Array<() => void> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const abandoned = new Promise<void>((resolve) => res.on('close', () => !res.writableEnded && resolve()));
      requests.push({
        body,
        deliveryId: Number(req.headers['x-lead-delivery']),
        answer: (status) => res.writeHead(status).end(),
        abandoned,
      });
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const next = async (timeoutMs: number): Promise<HeldRequest> => {
    const deadline = Date.now() + timeoutMs;
    while (requests.length <= taken) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No webhook request came within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return requests[taken++]!;
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/lead`,
    requests,
    next,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
