import { createServer } from 'node:net';

/** A TCP port nothing listens on right now, chosen by the operating system. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('The operating system did not assign a port'));
      });
    });
  });
}
