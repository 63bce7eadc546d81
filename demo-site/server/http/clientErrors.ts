import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { errorListReply } from '../../../src/core/api/errorList';
import { isLocale, type Locale } from '../../../src/core/i18n';
import type { FailureReason } from './ApiFailure';
import { translate } from './language';
import { COMMON_HEADERS, STRICT_TRANSPORT_SECURITY } from './securityHeaders';

/**
 * An error node's HTTP parser raises, with the bytes it was reading when it failed (a Buffer at
 * run time, whatever Fastify's `ConnectionError` type says).
 */
type ClientError = Error & { code?: string | undefined; rawPacket?: unknown };

/** How long a refused connection may stay half-closed for the client to read the reply. */
const LINGER_MS = 5_000;

/** Sockets already given their refusal, ending while the client reads it. */
const answered = new WeakSet<Socket>();

/** The refusal of each kind of unreadable request; anything else is a bad request. */
function refusalOf(code: string | undefined): { status: number; reason: FailureReason } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: { code: 'headers', message: "The request's address or headers are too long" },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: { code: 'request', message: 'The request took too long to arrive' },
      };
    default:
      return {
        status: 400,
        reason: { code: 'request', message: '{field} is invalid', values: { field: 'request' } },
      };
  }
}

/** `X-localization` as far as the unparsed bytes show it; Arabic otherwise, as for any request. */
function languageOf(raw: string): Locale {
  const value = /\r\nx-localization:[ \t]*([a-z]+)/i.exec(raw)?.[1]?.toLowerCase();
  return isLocale(value) ? value : 'ar';
}

/** Whether a reply is already being written on this socket (a pipelined request before). */
function replyInFlight(socket: Socket): boolean {
  const message: unknown = Reflect.get(socket, '_httpMessage');
  return (
    typeof message === 'object' && message !== null && Reflect.get(message, 'headersSent') === true
  );
}

/** The whole reply as bytes: errors shape, translated, hardening headers, and `Connection: close`. */
function replyBytes(error: ClientError, socket: Socket): string {
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const { status, reason } = refusalOf(error.code);
  const body = JSON.stringify(
    errorListReply([
      { code: reason.code, message: translate(languageOf(raw), reason.message, reason.values) },
    ]),
  );
  const headers: Record<string, string | number> = {
    ...COMMON_HEADERS,
    ...(socket instanceof TLSSocket
      ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY }
      : {}),
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  // A HEAD request gets the headers a GET would, and no body.
  return raw.startsWith('HEAD ') ? `${head}\r\n\r\n` : `${head}\r\n\r\n${body}`;
}

/**
 * Node's `clientError`: a request the HTTP parser could not read (NUL in the request line, line
 * and headers over 16 KiB, a timeout) never reaches Fastify. It is answered here in the API's
 * errors shape, then the connection is ended, not destroyed: the client reads the whole reply and
 * `Connection: close` tells a keep-alive client not to send its next request on this socket.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The parser reports every later chunk too; the first one was answered and the socket ended.
  if (answered.has(socket)) return;
  if (!socket.writable || replyInFlight(socket)) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  socket.end(replyBytes(error, socket), 'utf8');
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
