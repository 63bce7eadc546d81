export {
  CACHE_TIME,
  createQueryCache,
  type FetchOptions,
  type QueryCache,
  type QueryKey,
  type QueryState,
} from './queryCache';
