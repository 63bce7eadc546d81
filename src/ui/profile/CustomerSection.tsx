import { useSignals } from '@preact/signals-react/runtime';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ProfilePage, profilePath } from '../../core/catalog';
import type { ShopFeatures } from '../../core/shop';
import { PageNotice, SignInNotice } from '../catalog';
import { useSouq } from '../souq';
import * as css from './CustomerSection.css';

/** Props of `CustomerSection`. */
export interface CustomerSectionProps {
  /** The section's route (`/profile?page=…`), where sign-in brings a visitor back to. */
  page: ProfilePage;
  /** The section's heading, translated. */
  title: string;
  /** The configuration flag that switches the section on. */
  feature: keyof ShopFeatures;
  /** What the section says while the shop has the feature off, translated. */
  offMessage: string;
  /** The section itself, for a signed-in customer of a shop with the feature on. */
  children: ReactNode;
  /** The part name of the section's outer box: the element that shows it names its parts. */
  rootPart: string;
}

/**
 * A section of the customer's profile that a configuration flag switches on (spec §3 "Config"):
 * its heading, then the section for a signed-in customer, 'You must be login to access this page'
 * for a visitor, and what is off once the configuration says the feature is off.
 */
export function CustomerSection({
  page,
  title,
  feature,
  offMessage,
  children,
  rootPart,
}: CustomerSectionProps): ReactNode {
  useSignals();
  const { session, shop } = useSouq();
  const signedIn = session.isLoggedIn.value;
  // Every feature reads as off until the configuration arrives: wait for it rather than say so.
  const configured = shop.configured.value;
  const on = shop.features.value[feature];
  return (
    <div className={css.page} part={rootPart}>
      <h1 className={css.title}>{title}</h1>
      {!signedIn ? (
        <SignInNotice from={profilePath(page)} />
      ) : !configured ? null : on ? (
        children
      ) : (
        <PageNotice icon={Ban} message={offMessage} />
      )}
    </div>
  );
}
