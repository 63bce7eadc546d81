import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THEME_PREFERENCES } from '../../core/store/plainKeys';
import {
  EMBED_THEMES,
  type EmbedConfig,
  parseEmbedConfig,
  parseThemeTokens,
  themeTokensRule,
  type Warn,
} from './embedConfig';
import { datasetConfig } from './loader';

const KIT = 'https://shop.example/embed/souq.js';

function collect() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
}

/** What the kit makes of a script tag with these attributes. */
function configFromTag(attributes: Record<string, string>, warn: Warn): EmbedConfig {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return parseEmbedConfig(datasetConfig(script.dataset), KIT, warn);
}

describe('given a script tag with every data attribute right', () => {
  it('reads them all as runtime options', () => {
    const { warnings, warn } = collect();
    const config = configFromTag(
      {
        'data-api': 'https://api.shop.example',
        'data-locale': 'en',
        'data-country': 'EG',
        'data-theme': 'dark',
        'data-storefront': 'https://shop.example/',
        'data-namespace': 'partner.souq.',
        'data-theme-tokens': '{"--souq-color-accent": "#0a7d5a", "--souq-radius-md": 6}',
      },
      warn,
    );
    expect(config).toEqual({
      apiBaseUrl: 'https://api.shop.example/',
      locale: 'en',
      country: 'eg',
      theme: 'dark',
      storefrontUrl: 'https://shop.example/',
      namespace: 'partner.souq.',
      themeTokens: { '--souq-color-accent': '#0a7d5a', '--souq-radius-md': '6' },
    });
    expect(warnings).toEqual([]);
  });

  it('resolves a relative URL against the loader’s own address', () => {
    const config = configFromTag({ 'data-api': '/' }, collect().warn);
    expect(config.apiBaseUrl).toBe('https://shop.example/');
  });
});

describe('given a script tag without attributes', () => {
  it('sets nothing, so every default stands', () => {
    const { warnings, warn } = collect();
    expect(configFromTag({}, warn)).toEqual({});
    expect(warnings).toEqual([]);
  });
});

describe('given values the kit cannot use', () => {
  it('warns about each and leaves it out', () => {
    const { warnings, warn } = collect();
    const config = configFromTag(
      {
        'data-api': 'javascript:alert(1)',
        'data-locale': 'fr',
        'data-country': 'Egypt',
        'data-theme': 'neon',
        'data-storefront': 'http://[broken',
        'data-namespace': '',
        'data-theme-tokens': '{not json',
      },
      warn,
    );
    expect(config).toEqual({});
    expect(warnings).toHaveLength(7);
    expect(warnings.join('\n')).toContain('locale "fr"');
  });

  it('never accepts an empty namespace, which would share the partner’s own keys', () => {
    const { warnings, warn } = collect();
    expect(parseEmbedConfig({ namespace: '  ' }, KIT, warn)).toEqual({});
    expect(warnings[0]).toContain('namespace');
  });
});

describe('given theme tokens', () => {
  it('keeps the --souq-* ones and drops the rest with a warning each', () => {
    const { warnings, warn } = collect();
    const tokens = parseThemeTokens(
      {
        '--souq-color-accent': ' rebeccapurple ',
        color: 'red',
        '--souq-font-family': 'x; } body { display: none',
        '--souq-space-md': { nested: true },
      },
      warn,
    );
    expect(tokens).toEqual({ '--souq-color-accent': 'rebeccapurple' });
    expect(warnings).toHaveLength(3);
  });

  it('refuses anything but an object', () => {
    const { warnings, warn } = collect();
    expect(parseThemeTokens(['--souq-color-accent'], warn)).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('writes them as one :host rule', () => {
    expect(themeTokensRule({ '--souq-color-accent': 'teal', '--souq-radius-md': '4px' })).toBe(
      ':host { --souq-color-accent: teal; --souq-radius-md: 4px; }',
    );
  });

  it('never lets a value close its declaration, for any text', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const tokens = parseThemeTokens({ '--souq-color-accent': value }, () => {});
        const kept = tokens?.['--souq-color-accent'];
        if (kept !== undefined) expect(kept).not.toMatch(/[;{}]/);
      }),
    );
  });
});

describe('the themes the loader accepts', () => {
  it('are exactly the store’s theme preferences', () => {
    expect([...EMBED_THEMES].sort()).toEqual([...THEME_PREFERENCES].sort());
  });
});
