export { StorePage, type StorePageProps } from './StorePage';
