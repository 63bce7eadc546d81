/** The store-owner application (route /store/apply). */
export { StoreApplication } from './StoreApplication';
