import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Stops listening and releases what the listening held. */
export type StopListening = () => Promise<void>;

/**
 * Calls `onNotify` for each notification on `channel` (PostgreSQL's LISTEN/NOTIFY) with its
 * payload, and once more without one whenever some may have been missed, so a listener that
 * drops a cache on each call (all of it when no payload says which part) is never left with a
 * stale one.
 */
export type Listen = (
  channel: string,
  onNotify: (payload?: string) => void,
) => Promise<StopListening>;

/** Channel names are identifiers of our own; checked because LISTEN cannot take a parameter. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** LISTEN inside the embedded database: one process, one connection, nothing to reconnect. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotify) =>
    client.listen(checkedChannel(channel), (payload) => onNotify(payload));
}

/** How long to wait before connecting again after losing the listening connection. */
const RECONNECT_DELAYS_MS = [100, 500, 2_000, 5_000];

/**
 * LISTEN on a PostgreSQL server, on a connection of its own (a pooled one would be handed to
 * queries and lose the subscription). When that connection drops, notifications sent meanwhile
 * are lost, so after connecting again the listener is called once: dropping a cache for
 * nothing costs a reload, keeping a stale one shows a shopper yesterday's prices.
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, onNotify) => {
    const name = checkedChannel(channel);
    let stopped = false;
    let client: pg.Client | null = null;
    let failures = 0;
    let retry: NodeJS.Timeout | undefined;

    const connect = async (afterLoss: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === name) onNotify(message.payload);
      });
      next.on('error', () => reconnect(next));
      next.on('end', () => reconnect(next));
      client = next;
      await next.connect();
      await next.query(`LISTEN ${name}`);
      failures = 0;
      if (afterLoss) onNotify();
    };

    const reconnect = (lost: pg.Client) => {
      if (stopped || client !== lost || retry) return;
      client = null;
      lost.removeAllListeners();
      lost.end().catch(() => undefined);
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      retry = setTimeout(() => {
        retry = undefined;
        connect(true).catch(() => {
          if (client) reconnect(client);
        });
      }, delay);
      retry.unref();
    };

    await connect(false);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      if (!open) return;
      open.removeAllListeners();
      await open.end().catch(() => undefined);
    };
  };
}
