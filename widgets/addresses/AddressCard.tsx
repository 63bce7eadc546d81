import { Briefcase, House, type LucideIcon, MapPin, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { SavedAddress } from '../../src/core/api/orderWire';
import type { AddressType } from '../../src/core/validation';
import { useDoorDetails } from '../../src/ui/address';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import * as css from './Addresses.css';

/** The picture of each kind of address. */
const TYPE_ICON: Record<AddressType, LucideIcon> = {
  home: House,
  office: Briefcase,
  others: MapPin,
};

/** Props of `AddressCard`. */
export interface AddressCardProps {
  address: SavedAddress;
  onEdit(): void;
  onDelete(): void;
}

/**
 * One saved address: its kind as the heading (with its picture), the line as written (its label
 * first), the door details and who takes the order; Edit and Delete name the address they act on.
 */
export function AddressCard({ address, onEdit, onDelete }: AddressCardProps): ReactNode {
  const t = useT();
  const doorDetails = useDoorDetails();
  const headingId = useId();
  const lineId = useId();
  const door = doorDetails(address);
  const named = `${headingId} ${lineId}`;
  return (
    <li className={css.card}>
      <div className={css.cardHead}>
        <Icon icon={TYPE_ICON[address.address_type]} size={20} className={css.typeIcon} />
        <h2 id={headingId} className={css.cardTitle}>
          {t('address_type_name', { type: address.address_type })}
        </h2>
      </div>
      {/* Written by the shopper in either language: each part keeps its own direction. */}
      <p id={lineId} className={css.line}>
        <bdi>{address.address}</bdi>
      </p>
      {door === '' ? null : <p className={css.detail}>{door}</p>}
      <p className={css.detail}>
        <bdi>{address.contact_person_name}</bdi> ·{' '}
        <bdi dir="ltr">{address.contact_person_number}</bdi>
      </p>
      <div className={css.cardActions}>
        <Button variant="secondary" size="sm" aria-describedby={named} onClick={onEdit}>
          <Icon icon={Pencil} size={16} />
          {t('Edit')}
        </Button>
        <Button variant="ghost" size="sm" aria-describedby={named} onClick={onDelete}>
          <Icon icon={Trash2} size={16} />
          {t('Delete')}
        </Button>
      </div>
    </li>
  );
}

/** A stand-in card while the addresses load, not announced. */
export function AddressCardSkeleton(): ReactNode {
  return (
    <li className={css.card}>
      <span className={`${css.bone} ${css.boneTitle}`} />
      <span className={`${css.bone} ${css.boneLine}`} />
      <span className={`${css.bone} ${css.boneDetail}`} />
    </li>
  );
}
