import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HOME_PATH } from '../../../src/core/catalog';
import { NotFoundPage } from '../pages/NotFoundPage';
import { NavigationProgress } from './NavigationProgress';
import { loadHomePage } from './pageModules';

const HomePage = lazy(loadHomePage);

/**
 * The storefront's pages by route (spec §2). The routes still to come (/search, /product/{id},
 * /checkout, …) show the real 404 page until their issue lands.
 */
export function StorefrontRoutes(): ReactNode {
  return (
    <Suspense fallback={<NavigationProgress active />}>
      <Switch>
        <Route path={HOME_PATH} component={HomePage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
