import { Check } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Flag } from '../../src/ui/Flag';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import * as css from './CountrySwitcher.css';

/** Props of `CountryOption`: the country and the list's interaction props for its button. */
export interface CountryOptionProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  code: string;
  name: string;
  /** The shopper's country now. */
  selected: boolean;
  /** False for a country that is coming soon. */
  active: boolean;
}

/**
 * One country of the list. A country that is coming soon stays reachable, so screen-reader users
 * hear why it cannot be chosen, but it is marked disabled and says "Coming soon".
 */
export function CountryOption({
  code,
  name,
  selected,
  active,
  ...buttonProps
}: CountryOptionProps): ReactNode {
  const t = useT();
  return (
    <button
      {...buttonProps}
      type="button"
      role="option"
      aria-selected={selected}
      aria-disabled={active ? undefined : true}
      className={css.option}
    >
      <Flag code={code} />
      <span className={css.optionName}>{name}</span>{' '}
      {active ? null : <span className={css.comingSoon}>{t('Coming soon')}</span>}
      {selected ? <Icon icon={Check} size={16} className={css.check} /> : null}
    </button>
  );
}
