export { FlashSalesPage, type FlashSalesPageProps } from './FlashSalesPage';
