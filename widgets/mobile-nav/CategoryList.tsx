import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { Category } from '../../src/core/api/wire';
import { categoryPagePath } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { Spinner } from '../../src/ui/Spinner';
import { useCategories, useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './MenuDrawer.css';

/** Props of `CategoryList`. */
export interface CategoryListProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * The category tree as disclosures: a parent with children opens a list of its children (after
 * a link to the whole parent); a parent without children is a link itself.
 */
export function CategoryList({ labelledBy }: CategoryListProps): ReactNode {
  const t = useT();
  const { state, retry } = useCategories();
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <Spinner label={t('Loading')} size="sm" />;
    case 'error':
      return (
        <p className={css.note}>
          {t('Something went wrong')}
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('Try again')}
          </Button>
        </p>
      );
    case 'success':
      return (
        <ul className={css.list} aria-labelledby={labelledBy}>
          {state.data.map((category) => (
            <li key={category.id}>
              <ParentCategory category={category} />
            </li>
          ))}
        </ul>
      );
    default:
      return state satisfies never;
  }
}

function ParentCategory({ category }: { category: Category }): ReactNode {
  const t = useT();
  const href = useStorefrontHref();
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (category.childes.length === 0) {
    return (
      <a className={css.row} href={href(categoryPagePath(category.id))}>
        {category.name}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={css.row}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        {category.name}
        <Icon icon={ChevronDown} size={16} className={css.chevron} />
      </button>
      {open ? (
        <ul id={listId} className={css.childList}>
          <li>
            <a className={css.row} href={href(categoryPagePath(category.id))}>
              {t('All in {name}', { name: category.name })}
            </a>
          </li>
          {category.childes.map((child) => (
            <li key={child.id}>
              <a className={css.row} href={href(categoryPagePath(child.id))}>
                {child.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
