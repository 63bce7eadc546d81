import { connect } from 'node:net';

/** A reply read byte for byte off a socket, and how the server left the connection. */
export interface RawReply {
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  /** Everything after the blank line that ends the headers. */
  body: string;
  /** 'closed' when the server ended the connection cleanly, 'reset' on ECONNRESET. */
  ending: 'closed' | 'reset';
}

/** Reads a whole HTTP/1.1 reply text as the server wrote it. */
function parseReply(text: string, ending: RawReply['ending']): RawReply {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: split === -1 ? '' : text.slice(split + 4),
    ending,
  };
}

/**
 * Writes raw bytes to the server and reads until it ends the connection, so a test sees exactly
 * what went over the wire, malformed requests included. Well-formed requests should say
 * `Connection: close`, or the read waits for the server's keep-alive timeout. `followUp` is
 * written on the same connection as soon as the first bytes of the reply arrive, as a keep-alive
 * client sends its next request.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  { followUp, timeoutMs = 10_000 }: { followUp?: string; timeoutMs?: number } = {},
) {
  return new Promise<RawReply>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of reply in ${timeoutMs} ms: ${Buffer.concat(chunks).toString()}`));
    }, timeoutMs);
    const finish = (ending: RawReply['ending']) => {
      clearTimeout(timer);
      resolve(parseReply(Buffer.concat(chunks).toString('utf8'), ending));
    };
    socket.on('data', (chunk: Buffer) => {
      if (chunks.length === 0 && followUp !== undefined && socket.writable) socket.write(followUp);
      chunks.push(chunk);
    });
    socket.on('end', () => finish('closed'));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') finish('reset');
      else {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.write(request);
  });
}
