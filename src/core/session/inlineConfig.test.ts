import { describe, expect, it } from 'vitest';
import type { Config } from '../api/wire';
import { INLINE_CONFIG_ID, inlineConfigJson, readInlineConfig } from './inlineConfig';

/** A document as the storefront's server sends it: the data block at the end of the head. */
function pageWith(blockText: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head><title>Souq</title><script type="application/json" id="${INLINE_CONFIG_ID}">${blockText}</script></head><body><div id="root"></div></body></html>`,
    'text/html',
  );
}

const config = { business_name: 'Souq', currency_symbol: 'E£' } as Config;

describe('the configuration a page carries', () => {
  it('is read back as written, in the language it was written in', () => {
    const doc = pageWith(inlineConfigJson('en', config));
    expect(readInlineConfig(doc)).toEqual({ language: 'en', config });
  });

  it('keeps a shop name holding markup inside the data block', () => {
    const hostile = { ...config, business_name: 'Souq </script><script>alert(1)</script><!--' };
    const doc = pageWith(inlineConfigJson('ar', hostile));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readInlineConfig(doc)).toEqual({ language: 'ar', config: hostile });
  });

  it('is none on a page without the block, or with a block that is not the configuration', () => {
    expect(readInlineConfig(document.implementation.createHTMLDocument(''))).toBeUndefined();
    for (const text of [
      '',
      '{',
      'null',
      '"text"',
      '{"language":"ar"}',
      '{"language":"ar","config":7}',
      '{"language":"fr","config":{}}',
    ]) {
      expect(readInlineConfig(pageWith(text))).toBeUndefined();
    }
  });
});
