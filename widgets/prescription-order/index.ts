export { PrescriptionOrder, type PrescriptionOrderProps } from './PrescriptionOrder';
