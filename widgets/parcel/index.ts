export { Parcel } from './Parcel';
