import { act, screen } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { renderWithSouq } from '../../../src/ui/testing';
import { createHistoryNavigation } from './historyNavigation';
import { NavigationProgress } from './NavigationProgress';
import { NavigationProvider, useNavigationPending } from './NavigationProvider';

/** A page whose code arrives only when the test says so. */
function deferredPage(heading: string) {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{heading}</h1> });
      }),
  );
  return { Page, arrive: () => act(async () => arrive()) };
}

function Progress() {
  return <NavigationProgress active={useNavigationPending()} />;
}

function renderStorefront(routes: ReactNode) {
  const navigation = createHistoryNavigation(window);
  const view = renderWithSouq(
    <NavigationProvider navigation={navigation} mainId="main">
      <Progress />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p>first load</p>}>
          <Switch>{routes}</Switch>
        </Suspense>
      </main>
    </NavigationProvider>,
  );
  return { ...view, navigation };
}

describe('the storefront router', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  describe('given a link to a page whose code is still on its way', () => {
    it('keeps the page on screen under the progress bar until the next one is ready', async () => {
      window.history.replaceState(null, '', '/home');
      const coupons = deferredPage('Coupons');
      const { user } = renderStorefront(
        <>
          <Route path="/home">
            <h1>Home</h1>
            <a href="/coupons">See coupons</a>
          </Route>
          <Route path="/coupons" component={coupons.Page} />
        </>,
      );

      await user.click(screen.getByRole('link', { name: 'See coupons' }));

      expect(window.location.pathname).toBe('/coupons');
      expect(screen.getByRole('heading', { name: 'Home' })).not.toBeNull();
      expect(screen.getByRole('progressbar', { name: 'Loading the page' })).not.toBeNull();

      await coupons.arrive();

      expect(await screen.findByRole('heading', { name: 'Coupons' })).not.toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(document.activeElement).toBe(document.getElementById('main'));
    });
  });

  describe('given a page that changes only its query string', () => {
    it('keeps the focus where the shopper was, as a filter change must', async () => {
      window.history.replaceState(null, '', '/search?name=tea');
      const { user, navigation } = renderStorefront(
        <Route path="/search">
          <button type="button" onClick={() => navigation.navigate('/search?name=tea&veg=1')}>
            Veg only
          </button>
        </Route>,
      );
      const filter = screen.getByRole('button', { name: 'Veg only' });

      await user.click(filter);

      expect(window.location.search).toBe('?name=tea&veg=1');
      expect(document.activeElement).toBe(filter);
    });
  });

  describe('given links the browser should follow itself', () => {
    it('lets a link to another site load normally', async () => {
      window.history.replaceState(null, '', '/home');
      const { user } = renderStorefront(
        <Route path="/home">
          <a href="https://example.com/elsewhere">Elsewhere</a>
        </Route>,
      );
      let prevented: boolean | undefined;
      document.addEventListener('click', (event) => {
        prevented = event.defaultPrevented;
      });
      await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
      expect(prevented).toBe(false);
    });
  });

  describe('when the back button is pressed', () => {
    it('shows the previous page again', async () => {
      window.history.replaceState(null, '', '/home');
      const { navigation } = renderStorefront(
        <>
          <Route path="/home">
            <h1>Home</h1>
          </Route>
          <Route>
            <h1>Page not found</h1>
          </Route>
        </>,
      );
      act(() => navigation.navigate('/no-such-page'));
      expect(await screen.findByRole('heading', { name: 'Page not found' })).not.toBeNull();

      // What the browser does on Back: the address changes first, then popstate fires.
      act(() => {
        window.history.replaceState(null, '', '/home');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(await screen.findByRole('heading', { name: 'Home' })).not.toBeNull();
    });
  });
});
