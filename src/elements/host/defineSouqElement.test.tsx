import { useSignals } from '@preact/signals-react/runtime';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeShop, FIXTURE_IDS } from '../../core/testing';
import { useSouq } from '../../ui/souq/SouqProvider';
import { defineOnce } from './defineOnce';
import { souqElement } from './defineSouqElement';
import { kitStyleSheet } from './kitStyles';
import { configureSouq, souqRuntime } from './runtime';

function CartCount({ label, compact }: { label?: string; compact?: boolean }) {
  useSignals();
  const { cart } = useSouq();
  return (
    <p>
      {compact ? 'compact ' : ''}
      {label ?? 'lines'}: {cart.count.value}
    </p>
  );
}

const shop = createFakeShop({ signedIn: false, cart: [{ itemId: FIXTURE_IDS.plain }] });

beforeAll(() => {
  configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  defineOnce(
    'souq-test-cart-count',
    souqElement(CartCount, { label: 'string', compact: 'boolean' }),
  );
});

function place(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const element = holder.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('nothing placed');
  return element;
}

const textIn = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('given a widget registered as a custom element', () => {
  it('renders inside an open shadow root that adopts the shared kit sheet', async () => {
    const element = place('<souq-test-cart-count label="In cart"></souq-test-cart-count>');
    await waitFor(() => expect(textIn(element)).toContain('In cart'));
    expect(element.shadowRoot?.adoptedStyleSheets).toContain(kitStyleSheet());
  });

  it('passes a changed attribute to the widget', async () => {
    const element = place('<souq-test-cart-count label="Before"></souq-test-cart-count>');
    await waitFor(() => expect(textIn(element)).toContain('Before'));
    element.setAttribute('label', 'After');
    await waitFor(() => expect(textIn(element)).toContain('After'));
  });

  it('reads a boolean attribute the HTML way: present is true, removed or "false" is false', async () => {
    const element = place('<souq-test-cart-count compact></souq-test-cart-count>');
    await waitFor(() => expect(textIn(element)).toContain('compact'));
    element.removeAttribute('compact');
    await waitFor(() => expect(textIn(element)).not.toContain('compact'));
    element.setAttribute('compact', '');
    await waitFor(() => expect(textIn(element)).toContain('compact'));
    element.setAttribute('compact', 'false');
    await waitFor(() => expect(textIn(element)).not.toContain('compact'));
  });

  it('gives each attribute a typed property, and refuses a prop that is no attribute', async () => {
    const CartCountElement = souqElement(CartCount, { label: 'string' });
    defineOnce('souq-test-typed-count', CartCountElement);
    const element = new CartCountElement();
    document.body.append(element);
    element.label = 'typed lines';
    element.theme = 'dark';
    await waitFor(() => expect(textIn(element)).toContain('typed lines'));
    // @ts-expect-error compact is a prop of the widget but not an attribute of this element.
    element.compact = true;
    // @ts-expect-error an element's attributes name props of its widget.
    souqElement(CartCount, { size: 'number' });
  });

  it('pins its theme with the theme attribute and follows the store without it', async () => {
    const pinned = place('<souq-test-cart-count theme="dark"></souq-test-cart-count>');
    const free = place('<souq-test-cart-count></souq-test-cart-count>');
    const themeOf = (element: HTMLElement) =>
      element.shadowRoot?.querySelector('[data-theme]')?.getAttribute('data-theme');
    await waitFor(() => expect(themeOf(pinned)).toBe('dark'));
    expect(themeOf(free)).toBe('light');
  });
});

describe('given two elements on one page', () => {
  it('shows one cart: both load it once from the server and follow each change', async () => {
    const first = place('<souq-test-cart-count></souq-test-cart-count>');
    const second = place('<souq-test-cart-count></souq-test-cart-count>');
    await souqRuntime().ready;
    await waitFor(() => expect(textIn(first)).toContain('lines: 1'));
    expect(textIn(second)).toContain('lines: 1');
    expect(shop.calls.filter((call) => call.path === '/api/v1/auth/guest/request')).toHaveLength(1);

    const { core } = souqRuntime();
    const [line] = core.cart.lines.value;
    if (!line) throw new Error('the cart did not load');
    await core.cart.remove(line);
    await waitFor(() => expect(textIn(second)).toContain('lines: 0'));
    expect(textIn(first)).toContain('lines: 0');
  });

  it('keeps its state under the embed namespace, not the partner page’s keys', async () => {
    await souqRuntime().ready;
    const keys = Object.keys(localStorage);
    expect(keys.some((key) => key.startsWith('souq.'))).toBe(true);
    expect(keys).not.toContain('guest_id');
  });
});

describe('given a toast while several elements are on the page', () => {
  const shownIn = (elements: HTMLElement[], message: string) =>
    elements.filter((element) => textIn(element).includes(message));

  it('shows it once, in the element the shopper used last', async () => {
    const first = place('<souq-test-cart-count></souq-test-cart-count>');
    const second = place('<souq-test-cart-count></souq-test-cart-count>');
    await waitFor(() => expect(textIn(second)).toContain('lines'));
    const { core } = souqRuntime();
    const all = [...document.querySelectorAll<HTMLElement>('souq-test-cart-count')];

    core.toasts.success('Saved once');
    await waitFor(() => expect(shownIn(all, 'Saved once')).toHaveLength(1));

    second.shadowRoot?.dispatchEvent(new Event('pointerdown'));
    core.toasts.success('Shown where you are');
    await waitFor(() => expect(shownIn(all, 'Shown where you are')).toEqual([second]));
    expect(shownIn([first], 'Shown where you are')).toEqual([]);
  });
});
