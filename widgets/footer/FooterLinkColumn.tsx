import { type ReactNode, useId } from 'react';
import { useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './Footer.css';
import type { FooterColumn } from './footerColumns';
import { IsolatedLabel } from './IsolatedLabel';
import { NewTabHint } from './NewTabHint';

/** Props of `FooterLinkColumn`. */
export interface FooterLinkColumnProps {
  column: FooterColumn;
}

/** A titled list of storefront links; the list is named by its title. */
export function FooterLinkColumn({ column }: FooterLinkColumnProps): ReactNode {
  const t = useT();
  const href = useStorefrontHref();
  const headingId = useId();
  return (
    <div className={css.group}>
      <h2 id={headingId} className={css.heading}>
        {t(column.title)}
      </h2>
      <ul className={css.linkList} aria-labelledby={headingId}>
        {column.links.map(({ label, path, newTab }) => (
          <li key={path}>
            {newTab ? (
              <a className={css.link} href={href(path)} target="_blank" rel="noopener">
                <IsolatedLabel text={t(label)} />
                <NewTabHint />
              </a>
            ) : (
              <a className={css.link} href={href(path)}>
                <IsolatedLabel text={t(label)} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
