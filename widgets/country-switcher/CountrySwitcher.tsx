import { useSignals } from '@preact/signals-react/runtime';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { Country } from '../../src/core/api/wire';
import { countryName } from '../../src/core/session';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { DropdownPanel, useDropdown } from '../../src/ui/Dropdown';
import { Flag } from '../../src/ui/Flag';
import { Icon } from '../../src/ui/Icon';
import { useSouq, useT } from '../../src/ui/souq';
import { CountryOption } from './CountryOption';
import * as css from './CountrySwitcher.css';

/** Props of `CountrySwitcher`: it takes none; the countries come from the shop's configuration. */
export type CountrySwitcherProps = Record<never, never>;

/**
 * The shopper's country as a button (flag and name) opening the list of the shop's countries.
 * Countries that are coming soon are listed but cannot be chosen. Choosing another country asks
 * first; yes saves it, says so, forgets the zone and location and reloads /home (spec §4).
 */
export function CountrySwitcher(): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale, session, toasts } = useSouq();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  const language = locale.language.value;
  const current = locale.country.value;
  const countries = shop.countries.value;
  const selectedIndex = countries.findIndex((country) => country.code === current);
  const nameOf = (code: string) => countryName(code, t, language);

  const dropdown = useDropdown({
    open,
    onOpenChange: setOpen,
    kind: 'listbox',
    selectedIndex: selectedIndex === -1 ? null : selectedIndex,
  });

  const pick = (country: Country) => {
    if (!country.isActive) return;
    setOpen(false);
    if (country.code !== current) setConfirming(country.code);
  };

  // The change reloads the page when it succeeds; a refusal (the country closed meanwhile) is
  // told, and the dialog closes either way because asking again would not help.
  const confirmChange = async () => {
    if (confirming === null) return;
    const result = session.changeCountry(confirming);
    if (!result.ok) toasts.error(t(result.error));
  };

  return (
    <>
      <button
        ref={dropdown.refs.setReference}
        type="button"
        className={css.trigger}
        part="trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('Country: {country}', { country: nameOf(current) })}
        // Until the shop's configuration has loaded there is nothing to choose from.
        disabled={countries.length === 0}
        {...dropdown.getReferenceProps()}
      >
        <Flag code={current} />
        <span>{nameOf(current)}</span>
        <Icon icon={ChevronDown} size={16} className={css.chevron} />
      </button>
      {open && (
        <DropdownPanel
          dropdown={dropdown}
          onClose={() => setOpen(false)}
          id={listId}
          role="listbox"
          aria-label={t('Country')}
          className={css.list}
          part="panel"
        >
          {countries.map((country, index) => (
            <CountryOption
              key={country.code}
              code={country.code}
              name={nameOf(country.code)}
              selected={index === selectedIndex}
              active={country.isActive}
              {...dropdown.itemProps(index, () => pick(country))}
            />
          ))}
        </DropdownPanel>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title={t('Change country?')}
        description={t('Are you sure you want to change the country to {country}?', {
          country: confirming === null ? '' : nameOf(confirming),
        })}
        onConfirm={confirmChange}
        part="dialog"
      />
    </>
  );
}
