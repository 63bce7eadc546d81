export { CouponsPage, type CouponsPageProps } from './CouponsPage';
