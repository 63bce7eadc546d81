import type { ReactNode } from 'react';
import { ModulePageLinks, ModuleSwitcher } from '../module-switcher';
import { ModulesReadFirst } from '../module-switcher/modulesReadFirst';
import * as css from './ModulesSection.css';

/**
 * The shop's modules above the categories, which are the chosen module's, and the chosen
 * module's own pages (a pharmacy's prescription order). Nothing for a shop of one module.
 */
export function ModulesSection(): ReactNode {
  return (
    // The first screen's reads include the modules (homeReads.ts): the strip is there from the
    // first paint, not pushed in above the categories once the browser has the list.
    <ModulesReadFirst.Provider value={true}>
      <div className={css.modules}>
        <ModuleSwitcher />
        <ModulePageLinks />
      </div>
    </ModulesReadFirst.Provider>
  );
}
