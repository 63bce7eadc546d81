import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitStyleSheet, setKitStyles } from '../host/kitStyles';
import { configureSouq } from '../host/runtime';
import { embedRuntime } from './embedRuntime';

vi.mock('../host/runtime', () => ({ configureSouq: vi.fn() }));

const KIT = 'https://shop.example/embed/souq.js';

function started() {
  const warnings: string[] = [];
  const runtime = embedRuntime(KIT, (message) => warnings.push(message));
  return { runtime, warnings };
}

function rules(): string[] {
  return [...kitStyleSheet().cssRules].map((rule) => rule.cssText);
}

beforeEach(() => {
  vi.mocked(configureSouq).mockClear();
  setKitStyles('.souq_button { color: teal; }');
});

afterEach(() => setKitStyles(''));

describe('when the embedded runtime starts', () => {
  it('points the API and the links at the kit’s own origin', () => {
    started();
    expect(configureSouq).toHaveBeenCalledWith({ apiBaseUrl: 'https://shop.example' });
  });
});

describe('given the options a partner wrote', () => {
  it('applies the ones it can use and warns about each of the others', () => {
    const { runtime, warnings } = started();
    runtime.configure({ locale: 'en', country: 'EG', theme: 'neon', namespace: '' });
    expect(configureSouq).toHaveBeenLastCalledWith({ locale: 'en', country: 'eg' });
    expect(warnings).toEqual([
      expect.stringContaining('theme "neon"'),
      expect.stringContaining('namespace ""'),
    ]);
  });

  it('leaves the runtime alone when only theme tokens are given', () => {
    const { runtime } = started();
    vi.mocked(configureSouq).mockClear();
    runtime.configure({ themeTokens: { '--souq-color-accent': 'teal' } });
    expect(configureSouq).not.toHaveBeenCalled();
  });
});

describe('given theme tokens, as JSON text or as an object', () => {
  it('adds them after the kit’s CSS, each call after the one before', () => {
    const { runtime } = started();
    runtime.configure({ themeTokens: '{"--souq-color-accent": "teal"}' });
    runtime.configure({ themeTokens: { '--souq-color-accent': 'navy' } });
    const [kitRule, first, second] = rules();
    expect(kitRule).toContain('.souq_button');
    expect(first).toContain('--souq-color-accent: teal');
    expect(second).toContain('--souq-color-accent: navy');
  });

  it('warns about text that is not JSON and adds nothing', () => {
    const { runtime, warnings } = started();
    runtime.configure({ themeTokens: '{not json' });
    expect(rules()).toHaveLength(1);
    expect(warnings).toEqual([expect.stringContaining('not JSON')]);
  });
});
