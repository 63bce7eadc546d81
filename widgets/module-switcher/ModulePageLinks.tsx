import type { ReactNode } from 'react';
import { moduleLinks } from '../../src/core/modules';
import { useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './ModuleSwitcher.css';
import { useShopModules } from './useShopModules';

/**
 * Entries to the current module's own pages, for the home page: a pharmacy's prescription order.
 * Nothing for a module without pages of its own.
 */
export function ModulePageLinks(): ReactNode {
  const t = useT();
  const href = useStorefrontHref();
  const { modules, current } = useShopModules();
  const { pages } = moduleLinks(current.module_type);
  // Shown with the switcher: not before the browser has the shop's list (see useShopModules).
  if (modules.length === 0 || pages.length === 0) return null;
  return (
    <ul className={css.pageLinks}>
      {pages.map((page) => (
        <li key={page.path}>
          <a href={href(page.path)} className={css.pageLink}>
            <span className={css.pageLinkTitle}>{t(page.label)}</span>
            <span className={css.pageLinkText}>{t(page.description)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
