import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

describe('freePort', () => {
  it('names a port on 127.0.0.1 that a server can listen on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1', exclusive: true }, resolve);
    });
    expect(server.address()).toMatchObject({ port });
    await new Promise((resolve) => server.close(resolve));
  });
});
