import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Category, Item } from '../../src/core/api/wire';
import { categoryPagePath, HOME_PATH } from '../../src/core/catalog';
import { Icon } from '../../src/ui/Icon';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useCategories, useT } from '../../src/ui/souq';
import * as css from './ProductPage.css';

/** The category of an id, among the parents and their children. */
function categoryOf(tree: readonly Category[], id: number | undefined) {
  if (id === undefined) return undefined;
  for (const parent of tree) {
    if (parent.id === id) return parent;
    const child = parent.childes.find((candidate) => candidate.id === id);
    if (child) return child;
  }
  return undefined;
}

const Separator = () => (
  <Icon icon={ChevronRight} size={14} mirrorInRtl className={css.crumbSeparator} />
);

/** Home › the item's category (once the shared category tree names it) › the item. */
export function ProductBreadcrumb({ item }: { item: Item }): ReactNode {
  const t = useT();
  const { state } = useCategories();
  const category =
    state.status === 'success' ? categoryOf(state.data, item.category_id) : undefined;
  return (
    <nav aria-label={t('Breadcrumb')} className={css.breadcrumb}>
      <ol className={css.crumbs}>
        <li className={css.crumb}>
          <StorefrontLink to={HOME_PATH} className={css.crumbLink}>
            {t('Home')}
          </StorefrontLink>
          <Separator />
        </li>
        {category ? (
          <li className={css.crumb}>
            <StorefrontLink to={categoryPagePath(category.id)} className={css.crumbLink}>
              {category.name}
            </StorefrontLink>
            <Separator />
          </li>
        ) : null}
        <li className={`${css.crumb} ${css.crumbLast}`}>
          <span aria-current="page" className={css.crumbCurrent}>
            {item.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
