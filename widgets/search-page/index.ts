export { BrowseResults, type BrowseResultsProps } from './BrowseResults';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { type PageState, type PageStateOptions, usePageState } from './usePageState';
export { SearchPage, type SearchPageProps } from './SearchPage';
export { SortSelect, type SortSelectProps } from './SortSelect';
