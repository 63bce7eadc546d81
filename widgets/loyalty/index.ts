export { LOYALTY_PAGE_SIZE, Loyalty } from './Loyalty';
