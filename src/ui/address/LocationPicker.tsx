import { useSignals } from '@preact/signals-react/runtime';
import { LocateFixed } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DeliveryDraft } from '../../core/checkout';
import { Button } from '../Button';
import { SelectField, TextField } from '../form';
import * as formCss from '../form/Form.css';
import { Icon } from '../Icon';
import { useSouq, useT } from '../souq';
import * as css from './AddressForm.css';
import { AreaSearch } from './AreaSearch';
import { pointOf } from './addressForm';
import { currentPosition, type PositionFailure, useGeolocationAvailable } from './currentPosition';
import type { DeliveryLocation } from './useDeliveryLocation';
import { usePlaceEndpoints } from './usePlaceEndpoints';
import type { ZoneStatus } from './useZoneCheck';

/** Props of `LocationPicker`. */
export interface LocationPickerProps {
  form: UseFormReturn<DeliveryDraft>;
  location: DeliveryLocation;
}

/** What the zone check says, and whether it is a problem. */
function useZoneNotice(status: ZoneStatus): { text: string; problem: boolean } | null {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  switch (status.kind) {
    case 'none':
      return null;
    case 'checking':
      return { text: t('Checking that we deliver there'), problem: false };
    case 'inside': {
      const zone = shop.zones.value.find((entry) => entry.id === status.zoneId);
      return zone ? { text: t('We deliver to {zone}', { zone: zone.name }), problem: false } : null;
    }
    case 'outside':
      return { text: t("You can't add address in this country"), problem: true };
    case 'failed':
      return { text: t('The location could not be checked. Try again.'), problem: true };
    default:
      return status satisfies never;
  }
}

/**
 * Where the address is, found two ways with no map: the browser's own position (named by the
 * shop's reverse geocoding), or a zone of the shop and an area in it. The point shows as
 * read-only coordinates, and whether the shop delivers there is said in place.
 */
export function LocationPicker({ form, location }: LocationPickerProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const places = usePlaceEndpoints();
  const canLocate = useGeolocationAvailable();
  const noticeId = useId();
  const [locating, setLocating] = useState<'idle' | 'busy' | PositionFailure>('idle');
  const zones = shop.zones.value;
  const chosenZoneId = form.watch('zoneId');
  const chosenZone = zones.find((zone) => String(zone.id) === chosenZoneId) ?? null;
  const zoneNotice = useZoneNotice(location.zone.status);
  const { setPoint, clearPoint } = location;

  // A zone the shopper picks puts the point at its centre; the zone's places are then offered.
  useEffect(() => {
    const watching = form.watch((values, { name, type }) => {
      if (name !== 'zoneId' || type !== 'change') return;
      const zone = zones.find((entry) => String(entry.id) === values.zoneId);
      const centre =
        zone && pointOf({ latitude: String(zone.latitude), longitude: String(zone.longitude) });
      // A zone the configuration gives no centre leaves the point to the area search.
      if (zone && centre) setPoint(centre, { zoneId: String(zone.id) });
      else clearPoint(values.zoneId);
    });
    return () => watching.unsubscribe();
  }, [form, zones, setPoint, clearPoint]);

  const locate = async () => {
    setLocating('busy');
    const found = await currentPosition();
    if (typeof found === 'string') {
      setLocating(found);
      return;
    }
    // The point is named by the shop's server; without a name the shopper writes the line.
    const address = await places.reverseGeocode(found, { silent: true }).then(
      (reply) => reply.results[0]?.formatted_address,
      () => undefined,
    );
    setLocating('idle');
    setPoint(found, { address });
  };

  const positionProblem =
    locating === 'denied' ? (
      <>
        <strong>{t('Location permission denied')}</strong>{' '}
        {t('Allow location in your browser settings, or choose your zone and area.')}
      </>
    ) : locating === 'unavailable' ? (
      t('Your location could not be found. Try again, or choose your zone and area.')
    ) : null;

  return (
    <fieldset className={css.location} aria-describedby={noticeId}>
      <legend className={css.locationLegend}>{t('Location')}</legend>
      {canLocate ? (
        <div className={css.actions}>
          <Button variant="secondary" loading={locating === 'busy'} onClick={() => void locate()}>
            <Icon icon={LocateFixed} size={18} />
            {t('Use my current location')}
          </Button>
        </div>
      ) : null}
      {positionProblem === null ? null : (
        <p role="alert" className={css.problem}>
          {positionProblem}
        </p>
      )}
      {canLocate ? <p className={css.orChoose}>{t('Or choose your zone and area')}</p> : null}
      <div className={css.fields}>
        <SelectField
          form={form}
          name="zoneId"
          label={t('Zone')}
          placeholder={t('Choose a zone')}
          options={zones.map((zone) => ({ value: String(zone.id), label: zone.name }))}
        />
        <AreaSearch
          zone={chosenZone}
          onChoose={(place) =>
            setPoint(place.geometry.location, {
              address: place.formatted_address,
              zoneId: chosenZoneId,
            })
          }
        />
      </div>
      <div className={css.coordinates}>
        {(['latitude', 'longitude'] as const).map((name) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={t(name === 'latitude' ? 'Latitude' : 'Longitude')}
            className={`${formCss.control} ${css.readOnly}`}
            readOnly
            required
            dir="ltr"
          />
        ))}
      </div>
      <div id={noticeId} className={css.locationNotes}>
        <p className={css.orChoose}>{t('Filled in from the location you choose')}</p>
        <div role="status">
          {zoneNotice && !zoneNotice.problem ? (
            <p className={css.confirmed}>{zoneNotice.text}</p>
          ) : null}
        </div>
        {zoneNotice?.problem ? (
          <p role="alert" className={css.problem}>
            {zoneNotice.text}
          </p>
        ) : null}
      </div>
      {location.zone.status.kind === 'failed' ? (
        <div className={css.actions}>
          <Button variant="secondary" size="sm" onClick={location.recheck}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
