import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createSouqCore } from '../../core';
import type { CompiledBundle } from '../../core/i18n';
import { createFakeShop } from '../../core/testing';
import { useT } from '../../ui/souq/SouqProvider';
import { defineOnce } from './defineOnce';
import { souqElement } from './defineSouqElement';
import { configureSouq } from './runtime';

// As the script-tag build ships it: Arabic with the runtime, English fetched when asked for.
const english = vi.hoisted(() => {
  let arrive: (messages: CompiledBundle) => void = () => undefined;
  const arrived = new Promise<CompiledBundle>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: (messages: CompiledBundle) => arrive(messages) };
});
vi.mock('../../core/i18n/bundledMessages', async () => ({
  BUNDLED_MESSAGES: { ar: (await import('../../core/i18n/messages/ar')).default },
  loadCompiledMessages: () => english.arrived,
}));

function CartLabel() {
  const t = useT();
  return <p>{t('cart_button_label', { count: 0 })}</p>;
}

beforeAll(() => {
  const shop = createFakeShop({ signedIn: false });
  configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch, locale: 'en' });
  defineOnce('souq-test-cart-label', souqElement(CartLabel, {}));
});

describe('given a page that starts in a language the kit did not bundle', () => {
  it('shows nothing until its text has come, then the text, never the key', async () => {
    const element = document.createElement('souq-test-cart-label');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot?.textContent).toBe('');
    english.arrive((await import('../../core/i18n/messages/en')).default);
    await waitFor(() => expect(element.shadowRoot?.textContent).toBe('Cart, empty'));
  });
});

describe('given an Arabic page whose shopper switches to English', () => {
  it('keeps every view in Arabic until the English text has come, then switches with a toast', async () => {
    const core = createSouqCore({
      apiBaseUrl: 'http://shop.test',
      storage: null,
      cookies: null,
      eventTarget: null,
      locale: 'ar',
    });
    const switched = core.locale.change('en');
    expect(core.locale.language.value).toBe('ar');
    english.arrive((await import('../../core/i18n/messages/en')).default);
    await switched;
    expect(core.locale.language.value).toBe('en');
    expect(core.toasts.toasts.value.map((toast) => toast.message)).toEqual([
      'Language has been changed',
    ]);
    core.dispose();
  });
});
