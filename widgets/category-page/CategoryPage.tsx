import type { ReactNode } from 'react';
import { CATEGORIES_PATH, categoryPagePath, HOME_PATH } from '../../src/core/catalog';
import { type SearchPageQuery, searchQueryString } from '../../src/core/search';
import { Button } from '../../src/ui/Button';
import { useCategories, useT } from '../../src/ui/souq';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { BrowseResults, usePageState } from '../search-page';
import { CategoryDirectory } from './CategoryDirectory';
import * as css from './CategoryPage.css';
import { ChildChips } from './ChildChips';
import { type FoundCategory, findCategory } from './findCategory';

/** Props of `CategoryPage`. */
export interface CategoryPageProps {
  /** The category to show (route `/category/{id}`); without it the page lists every category. */
  categoryId?: number | undefined;
  /**
   * The page's query string (its filters, as on the search page), e.g. `location.search` from
   * the host's route; when omitted the page reads `location.search` itself.
   */
  query?: string | undefined;
}

/** The category page fixes the category in its path; the address cannot choose another. */
const OWN_CATEGORY: Partial<SearchPageQuery> = { categoryId: null };

/**
 * The categories pages. Without `categoryId` (route `/categories`): every parent category with
 * its picture and its children, each linking to its page. With it (route `/category/{id}`): the
 * category's name, its children as chips, then its items and stores as tabs with the search
 * page's filters, sort and paged results (`BrowseResults` from widgets/search-page), the state
 * kept in the address the same way (router, or pushState and popstate on a partner page). An id
 * the shop does not know shows 'Category not found' with a link home.
 */
export function CategoryPage({ categoryId, query }: CategoryPageProps): ReactNode {
  const t = useT();
  const { state, retry } = useCategories();
  const listing = categoryId === undefined;
  const heading = (text: ReactNode) => <h1 className={css.title}>{text}</h1>;

  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <div className={css.page} aria-busy="true">
          {listing
            ? heading(t('Categories'))
            : heading(
                <>
                  <span className={css.titleBone} />
                  <VisuallyHidden>{t('Loading')}</VisuallyHidden>
                </>,
              )}
          <div className={css.directory} aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <span key={index} className={css.cardBone} />
            ))}
          </div>
        </div>
      );
    case 'error':
      return (
        <div className={css.page}>
          {heading(t('Categories'))}
          <div className={css.notice}>
            <p role="alert" className={css.noticeText}>
              {t('Categories could not be loaded.')}
            </p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('Try again')}
            </Button>
          </div>
        </div>
      );
    case 'success': {
      if (listing) {
        return (
          <div className={css.page}>
            {heading(t('Categories'))}
            <CategoryDirectory categories={state.data} />
          </div>
        );
      }
      const found = Number.isInteger(categoryId) ? findCategory(state.data, categoryId) : undefined;
      if (!found) {
        return (
          <div className={css.page}>
            {heading(t('Category not found'))}
            <div className={css.notice}>
              <StorefrontLink to={CATEGORIES_PATH}>{t('Categories')}</StorefrontLink>
              <StorefrontLink to={HOME_PATH}>{t('Back to home')}</StorefrontLink>
            </div>
          </div>
        );
      }
      return <CategoryView key={found.category.id} found={found} query={query} />;
    }
    default:
      return state satisfies never;
  }
}

function CategoryView({
  found,
  query,
}: {
  found: FoundCategory;
  query: string | undefined;
}): ReactNode {
  const t = useT();
  const { category, children } = found;
  const { state, go } = usePageState({
    query,
    fixed: OWN_CATEGORY,
    routeOf: (next) => `${categoryPagePath(category.id)}${searchQueryString(next)}`,
  });
  return (
    <div className={css.page}>
      <h1 className={css.title}>{category.name}</h1>
      {children.length > 0 ? (
        <ChildChips
          label={t('Subcategories of {name}', { name: category.name })}
          categories={children}
        />
      ) : null}
      <BrowseResults state={state} onChange={go} categoryId={category.id} />
    </div>
  );
}
