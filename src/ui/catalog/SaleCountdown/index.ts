export { SaleCountdown, type SaleCountdownProps } from './SaleCountdown';
