export { Addresses, type AddressesProps } from './Addresses';
