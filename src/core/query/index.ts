export {
  CACHE_TIME,
  createQueryCache,
  type QueryCache,
  type QueryKey,
  type QueryState,
} from './queryCache';
