import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavigateDetail } from '../../core/events/souqEvents';
import { SouqProvider } from '../souq';
import { createTestCore } from '../testing';
import { StorefrontLink } from './StorefrontLink';

function renderLink(options: { storefrontUrl?: string; navigate?: (path: string) => void }) {
  const { core } = createTestCore();
  render(
    <SouqProvider core={core} start={false} {...options}>
      <StorefrontLink to="/product/olive-oil">Olive oil</StorefrontLink>
    </SouqProvider>,
  );
  return screen.getByRole('link', { name: 'Olive oil' });
}

/** Records the `souq:navigate` events that reach the document, and cancels them when told. */
function listenForNavigation(cancel: boolean) {
  const seen: NavigateDetail[] = [];
  const listener = (event: CustomEvent<NavigateDetail>) => {
    seen.push(event.detail);
    if (cancel) event.preventDefault();
  };
  document.addEventListener('souq:navigate', listener);
  return { seen, stop: () => document.removeEventListener('souq:navigate', listener) };
}

describe('StorefrontLink', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('points at the route on the storefront’s origin from a partner page', () => {
    const link = renderLink({ storefrontUrl: 'https://shop.example' });
    expect(link.getAttribute('href')).toBe('https://shop.example/product/olive-oil');
  });

  it('opens the route in the storefront’s router after telling the page', async () => {
    const navigate = vi.fn();
    const listener = listenForNavigation(false);
    stop = listener.stop;
    await userEvent.click(renderLink({ navigate }));
    expect(listener.seen).toEqual([{ path: '/product/olive-oil', href: '/product/olive-oil' }]);
    expect(navigate).toHaveBeenCalledWith('/product/olive-oil');
  });

  it('leaves the route to a page that cancels souq:navigate', async () => {
    const navigate = vi.fn();
    const listener = listenForNavigation(true);
    stop = listener.stop;
    await userEvent.click(renderLink({ navigate, storefrontUrl: 'https://shop.example' }));
    expect(listener.seen).toEqual([
      { path: '/product/olive-oil', href: 'https://shop.example/product/olive-oil' },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps a click that opens a new tab for the browser', async () => {
    const navigate = vi.fn();
    const listener = listenForNavigation(false);
    stop = listener.stop;
    const user = userEvent.setup();
    const link = renderLink({ navigate });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(listener.seen).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
