import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHistoryNavigation } from './historyNavigation';

describe('the storefront history', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('adds a history entry for each page opened and tells its listeners', () => {
    window.history.replaceState(null, '', '/home');
    const navigation = createHistoryNavigation(window);
    const listener = vi.fn();
    navigation.subscribe(listener);
    const entries = window.history.length;

    navigation.navigate('/search?name=milk');

    expect(navigation.current()).toEqual({ path: '/search', search: '?name=milk' });
    expect(window.history.length).toBe(entries + 1);
    expect(listener).toHaveBeenCalledWith('push');
  });

  it('replaces the entry for a redirect, and for the page already shown', () => {
    window.history.replaceState(null, '', '/home');
    const navigation = createHistoryNavigation(window);
    const entries = window.history.length;

    navigation.navigate('/maintainance', { replace: true });
    navigation.navigate('/maintainance');

    expect(navigation.current().path).toBe('/maintainance');
    expect(window.history.length).toBe(entries);
  });

  it('tells its listeners when the back button moves the page', () => {
    const navigation = createHistoryNavigation(window);
    const listener = vi.fn();
    const stop = navigation.subscribe(listener);
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('pop');
  });
});
