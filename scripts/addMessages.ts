/*
 * Adds messages to both locale files at once, so neither can fall behind the other:
 *   npx tsx scripts/addMessages.ts '{"Your cart is empty": {"en": "…", "ar": "…"}}'
 * A key that exists already keeps its text unless --replace is given.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { LOCALES } from '../src/core/i18n/locale.ts';

const additionsSchema = v.record(
  v.pipe(v.string(), v.minLength(1)),
  v.object({ en: v.pipe(v.string(), v.minLength(1)), ar: v.pipe(v.string(), v.minLength(1)) }),
);

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const json = args.find((arg) => arg !== '--replace');
if (json === undefined) {
  console.error(
    'usage: tsx scripts/addMessages.ts [--replace] \'{"key": {"en": "…", "ar": "…"}}\'',
  );
  process.exit(2);
}
const additions = v.parse(additionsSchema, JSON.parse(json));

for (const locale of LOCALES) {
  const file = resolve(import.meta.dirname, '..', 'locales', locale, 'common.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  let changed = 0;
  for (const [key, text] of Object.entries(additions)) {
    if (key in messages && !replace) continue;
    messages[key] = text[locale];
    changed += 1;
  }
  writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  console.log(`${locale}: ${changed} message(s) written`);
}
