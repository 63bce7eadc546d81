import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './MenuDrawer.css';

/** Props of `ProfileLinks`. */
export interface ProfileLinksProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** The signed-in customer's profile entries the shop offers, as links. */
export function ProfileLinks({ labelledBy }: ProfileLinksProps): ReactNode {
  useSignals();
  const t = useT();
  const href = useStorefrontHref();
  const { shop } = useSouq();
  return (
    <ul className={css.list} aria-labelledby={labelledBy}>
      {shop.profileSections.value.map(({ label, path }) => (
        <li key={path}>
          <a className={css.row} href={href(path)}>
            {t(label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
