export { StoresPage, type StoresPageProps } from './StoresPage';
