// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from './elementRegistry';

const WIDGETS = resolve(import.meta.dirname, '../../../widgets');

describe('the element registry', () => {
  it('names every widget that has a define.ts, as souq-<folder>, and nothing else', () => {
    const defined = readdirSync(WIDGETS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(WIDGETS, entry.name, 'define.ts')))
      .map((entry) => `souq-${entry.name}`);
    expect(Object.keys(elementRegistry).sort()).toEqual(defined.sort());
  });
});
