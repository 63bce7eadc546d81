import { useSignals } from '@preact/signals-react/runtime';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { PlaceDetailsReply, PlacePrediction } from '../../core/api/placeWire';
import type { Zone } from '../../core/api/wire';
import { createSuggestionRequester } from '../../core/search';
import * as formCss from '../form/Form.css';
import { Spinner } from '../Spinner';
import { useT } from '../souq';
import { VisuallyHidden } from '../VisuallyHidden';
import * as css from './AddressForm.css';
import { usePlaceEndpoints } from './usePlaceEndpoints';

/** A place the shopper chose: its point and whole address. */
export type ChosenPlace = PlaceDetailsReply['result'];

/** Props of `AreaSearch`. */
export interface AreaSearchProps {
  /** The zone chosen, whose places alone are offered; every place while none is. */
  zone: Zone | null;
  onChoose(place: ChosenPlace): void;
}

/** Whether a suggested place lies in the zone: the zone itself, or a place whose area it is. */
const inZone = (place: PlacePrediction, zone: Zone | null) =>
  zone === null ||
  place.place_id === `zone-${zone.id}` ||
  place.structured_formatting.secondary_text === zone.name;

/**
 * The area search: a WAI-ARIA combobox over the shop's place search. Typing asks once it pauses,
 * and only the newest reply is shown; choosing a place asks for its point.
 */
export function AreaSearch({ zone, onChoose }: AreaSearchProps): ReactNode {
  useSignals();
  const t = useT();
  const places = usePlaceEndpoints();
  const baseId = useId();
  const [requester] = useState(() =>
    createSuggestionRequester({
      fetch: (text, signal) => places.searchPlaces(text, { signal, silent: true }),
    }),
  );
  useEffect(() => () => requester.cancel(), [requester]);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [details, setDetails] = useState<'idle' | 'loading' | 'failed'>('idle');

  const state = requester.state.value;
  const options =
    state.status === 'success' ? state.data.predictions.filter((place) => inZone(place, zone)) : [];
  const listboxId = `${baseId}-places`;
  const optionId = (index: number) => `${baseId}-place-${index}`;
  const showing = open && state.status !== 'idle';
  const hasListbox = showing && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // Only the newest choice's details count, should an older reply arrive after it.
  const newestChoice = useRef(0);
  const choose = async (place: PlacePrediction) => {
    const choice = ++newestChoice.current;
    setText(place.description);
    close();
    requester.cancel();
    setDetails('loading');
    try {
      const reply = await places.getPlaceDetails(place.place_id, { silent: true });
      if (choice !== newestChoice.current) return;
      setDetails('idle');
      onChoose(reply.result);
    } catch {
      if (choice === newestChoice.current) setDetails('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) =>
          index < 0
            ? step === 1
              ? 0
              : options.length - 1
            : (index + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter': {
        const place = hasListbox ? options[active] : undefined;
        if (place === undefined) return;
        // The choice is the combobox's; the form around it is not sent.
        event.preventDefault();
        void choose(place);
        return;
      }
      case 'Escape':
        if (!showing) return;
        event.preventDefault();
        close();
        return;
      default:
        return;
    }
  };

  // Leaving the field and its list (Tab on, a press elsewhere) closes the list.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) close();
  };

  const note = (() => {
    if (!showing || hasListbox) return null;
    if (state.status === 'pending') return t('Searching');
    if (state.status === 'error') return t('The places could not be loaded');
    return t('places_found', { count: 0 });
  })();
  // Said politely once a reply is in: how many places, or that they could not be loaded.
  const announcement = !showing
    ? ''
    : state.status === 'success'
      ? t('places_found', { count: options.length })
      : state.status === 'error'
        ? t('The places could not be loaded')
        : '';

  return (
    <div className={`${formCss.field} ${css.combo}`} onBlur={onBlur}>
      <label className={formCss.label} htmlFor={`${baseId}-input`}>
        {t('Area')}
      </label>
      <input
        id={`${baseId}-input`}
        className={formCss.control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hasListbox}
        aria-controls={hasListbox ? listboxId : undefined}
        aria-activedescendant={hasListbox && active >= 0 ? optionId(active) : undefined}
        aria-describedby={details === 'failed' ? `${baseId}-failed` : undefined}
        aria-busy={details === 'loading' || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('Search for an area or a street')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
          setDetails('idle');
          requester.request(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {hasListbox ? (
        <ul id={listboxId} role="listbox" aria-label={t('Area')} className={css.listbox}>
          {options.map((place, index) => (
            <li
              key={place.place_id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={css.option}
              // A press keeps the focus in the field, where typing goes on.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(place)}
            >
              <span>{place.structured_formatting.main_text}</span>
              {place.structured_formatting.secondary_text ? (
                <span className={css.muted}>{place.structured_formatting.secondary_text}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {note === null ? null : (
        // The status below says the same to a screen reader as it changes.
        <p className={css.popupNote} aria-hidden="true">
          {note}
        </p>
      )}
      {details === 'loading' ? <Spinner size="sm" label={t('Loading')} /> : null}
      {details === 'failed' ? (
        <p id={`${baseId}-failed`} className={css.problem}>
          {t('The places could not be loaded')}
        </p>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
