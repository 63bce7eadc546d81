// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from './resetDatabase';
import type { SeedSummary } from './seedDatabase';

let root: string;
let summary: SeedSummary;

describe('resetDatabase', () => {
  describe('given an embedded database folder holding older data and pictures', () => {
    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'souq-reset-'));
      await mkdir(join(root, 'pglite'), { recursive: true });
      await writeFile(join(root, 'pglite', 'stale'), 'old data');
      await mkdir(join(root, 'images', 'product'), { recursive: true });
      await writeFile(join(root, 'images', 'product', 'stale.svg'), '<svg/>');
      await writeFile(join(root, 'images', 'keep.txt'), 'not ours');
      summary = await resetDatabase(
        { dataDir: join(root, 'pglite') },
        { imagesDir: join(root, 'images'), scale: 'small' },
      );
    }, 60_000);

    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('recreates the database and seeds it', () => {
      expect(existsSync(join(root, 'pglite', 'stale'))).toBe(false);
      expect(existsSync(join(root, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(summary.items).toBe(300);
    });

    it('rewrites the seed pictures and leaves other files alone', () => {
      expect(existsSync(join(root, 'images', 'product', 'stale.svg'))).toBe(false);
      expect(existsSync(join(root, 'images', 'business', 'logo.svg'))).toBe(true);
      expect(existsSync(join(root, 'images', 'keep.txt'))).toBe(true);
    });
  });
});
