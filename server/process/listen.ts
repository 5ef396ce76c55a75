// Opening the port as a step that can fail: a port in use or not allowed rejects here, so start-up
// stops with one line instead of an 'error' event nobody listens to.
import type { Server } from 'node:http';

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const why = error.code === 'EADDRINUSE' ? 'the port is in use' : error.message;
      reject(Object.assign(new Error(`cannot listen on ${host}:${port}: ${why}`), { code: error.code }));
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}
