/*
 * The shop's configuration (tax, the free-delivery threshold) is one for the whole server, and
 * the suite runs two workers at once. A checkout journey prices its order on the page and the
 * server prices it again at Place order: a configuration changed in between would make the two
 * differ (a 409), and the journey would fail for a reason it is not about. So the tests that
 * change the configuration take the shop alone (`exclusive`), and every checkout journey takes
 * it shared with the others (`shared`) while it runs.
 *
 * The workers are processes, so the lock is files in one folder per server: one `writer` file,
 * made with O_EXCL, and one `reader-…` file per shared holder. A writer waiting keeps new
 * readers out, so a configuration test is not starved by the journeys around it. Each file
 * names its process; a file whose process is gone (a killed run) is removed as stale.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How the shop is held: alone, or with the other shared holders. */
export type ShopHold = 'shared' | 'exclusive';

const WRITER = 'writer';
const READER_PREFIX = 'reader-';
/** How often a waiting holder looks again. */
const POLL_MS = 100;

/** The lock's folder for the server the suite runs against. */
function lockFolder(): string {
  const port = process.env.E2E_PORT ?? '4317';
  const folder = join(tmpdir(), `souq-e2e-shop-config-${port}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process a lock file names (the writer holds it as text, a reader in its name). */
function ownerOf(folder: string, file: string): number {
  if (file === WRITER) {
    try {
      return Number(readFileSync(join(folder, file), 'utf8'));
    } catch {
      return Number.NaN;
    }
  }
  return Number(file.slice(READER_PREFIX.length).split('-')[0]);
}

/** The lock files of live holders; those of dead processes are removed. */
function liveFiles(folder: string): string[] {
  return readdirSync(folder).filter((file) => {
    if (file !== WRITER && !file.startsWith(READER_PREFIX)) return false;
    const owner = ownerOf(folder, file);
    // A writer file read while it is being written has no owner yet: it is live.
    if (Number.isNaN(owner) || owner === 0) return file === WRITER;
    if (isAlive(owner)) return true;
    rmSync(join(folder, file), { force: true });
    return false;
  });
}

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** Makes the writer file unless another writer holds it; true when it is now ours. */
function claimWriter(folder: string): boolean {
  try {
    writeFileSync(join(folder, WRITER), String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    liveFiles(folder);
    return false;
  }
}

/**
 * Holds the shop as `hold` says, waiting as long as it must (the test's own timeout bounds the
 * wait); answers the release, to call once the test is done with the shop.
 */
export async function holdShop(hold: ShopHold): Promise<() => void> {
  const folder = lockFolder();
  if (hold === 'exclusive') {
    while (!claimWriter(folder)) await pause();
    // Ours now: new readers wait; the readers already in finish first.
    while (liveFiles(folder).some((file) => file !== WRITER)) await pause();
    return () => rmSync(join(folder, WRITER), { force: true });
  }
  const mine = join(folder, `${READER_PREFIX}${process.pid}-${randomUUID()}`);
  for (;;) {
    if (!liveFiles(folder).includes(WRITER)) {
      writeFileSync(mine, '');
      // A writer that came in between keeps the shop: step back and wait for it.
      if (!liveFiles(folder).includes(WRITER)) return () => rmSync(mine, { force: true });
      rmSync(mine, { force: true });
    }
    await pause();
  }
}
