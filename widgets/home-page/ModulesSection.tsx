import type { ReactNode } from 'react';
import { ModulePageLinks, ModuleSwitcher } from '../module-switcher';
import * as css from './ModulesSection.css';

/**
 * The shop's modules above the categories, which are the chosen module's, and the chosen
 * module's own pages (a pharmacy's prescription order). Nothing for a shop of one module.
 */
export function ModulesSection(): ReactNode {
  return (
    <div className={css.modules}>
      <ModuleSwitcher />
      <ModulePageLinks />
    </div>
  );
}
