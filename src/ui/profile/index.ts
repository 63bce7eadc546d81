export { BalanceCard, type BalanceCardProps } from './BalanceCard';
export { CustomerSection, type CustomerSectionProps } from './CustomerSection';
export { type FreshProfile, useFreshProfile } from './useFreshProfile';
