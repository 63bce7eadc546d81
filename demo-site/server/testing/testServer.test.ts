// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './testServer';

const CLOSE_WAIT_MS = 5_000;

describe('a test server closing', () => {
  it('ends a connection whose upload still arrives after its reply, instead of waiting for it', async () => {
    const server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const socket = connect({ port, host: '127.0.0.1' });
    socket.on('error', () => {});
    // A review form announced at 1 MB, of which 10 bytes are sent: without a token it is refused
    // at once, before its body has arrived.
    socket.write(
      [
        'POST /api/v1/items/reviews/submit HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: multipart/form-data; boundary=souq',
        `Content-Length: ${1024 * 1024}`,
        '',
        '--souq\r\nCo',
      ].join('\r\n'),
    );
    const reply = await new Promise<string>((resolve) =>
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 401 /);
    const closed = await Promise.race([
      server.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), CLOSE_WAIT_MS)),
    ]);
    socket.destroy();
    expect(closed).toBe('closed');
  }, 20_000);
});
