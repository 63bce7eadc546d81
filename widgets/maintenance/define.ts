import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Maintenance } from './Maintenance';

/**
 * <souq-maintenance>: the shop is under maintenance (route `/maintainance`). It checks every
 * `poll-ms` milliseconds (30000 by default) while the page is visible whether the shop is back,
 * and then fires `souq:navigate` to the home page. Attribute `theme` (light, dark or system; the
 * shopper's choice by default).
 */
export const MaintenanceElement = souqElement(Maintenance, { pollMs: 'number' });
/** The `MaintenanceElement` instance type: the element with its attributes as typed properties. */
export type MaintenanceElement = InstanceType<typeof MaintenanceElement>;
defineOnce('souq-maintenance', MaintenanceElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-maintenance': MaintenanceElement;
  }
}
