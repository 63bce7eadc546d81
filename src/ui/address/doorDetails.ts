import type { SavedAddress } from '../../core/api/orderWire';
import { useT } from '../souq';

/**
 * The door details a saved address has (house, floor, street), each named by its field's label
 * and joined on one line; empty when it has none.
 */
export function useDoorDetails(): (address: SavedAddress) => string {
  const t = useT();
  return (address) =>
    [
      [t('House number'), address.house],
      [t('Floor'), address.floor],
      [t('Street'), address.road],
    ]
      .filter((detail): detail is [string, string] => Boolean(detail[1]?.trim()))
      .map(([label, value]) => `${label}: ${value}`)
      .join(' · ');
}
