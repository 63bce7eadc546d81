export { Maintenance, type MaintenanceProps } from './Maintenance';
