export { HomePage } from './HomePage';
export { ProductCard, type ProductCardProps } from './ProductCard';
