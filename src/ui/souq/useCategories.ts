import { useSignals } from '@preact/signals-react/runtime';
import type { Category } from '../../core/api/wire';
import { categoriesQueryKey, loadCategories } from '../../core/catalog';
import { CACHE_TIME, type QueryState } from '../../core/query';
import { useSouq } from './SouqProvider';
import { useServerQuery } from './useServerQuery';

/** The category tree's read and a way to ask again after a failure. */
export interface CategoriesRead {
  state: QueryState<Category[]>;
  retry: () => void;
}

/**
 * The category tree in the shopper's language, shared through the query cache for 480 000 ms
 * with every other reader on the page (spec §9).
 */
export function useCategories(): CategoriesRead {
  useSignals();
  const core = useSouq();
  const language = core.locale.language.value;
  const state = useServerQuery(categoriesQueryKey(language), () => loadCategories(core, language), {
    staleTime: CACHE_TIME.categories,
  });
  const retry = () => {
    loadCategories(core, language).catch(() => {
      // The read's state carries the failure again; whoever shows it offers another retry.
    });
  };
  return { state, retry };
}
