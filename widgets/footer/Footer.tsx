import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useSouq } from '../../src/ui/souq';
import { AppStoreButtons } from './AppStoreButtons';
import { appStoreLinks } from './appStoreLinks';
import { BadgeTiles } from './BadgeTiles';
import * as css from './Footer.css';
import { FooterLinkColumn } from './FooterLinkColumn';
import { PAYMENT_METHODS, SECURITY_CERTIFICATIONS } from './footerBadges';
import { footerColumns } from './footerColumns';
import { LanguageRadio } from './LanguageRadio';
import { SocialLinks } from './SocialLinks';
import { useLandingData } from './useLandingData';

/** Props of `Footer`. */
export interface FooterProps {
  /**
   * Whether the footer is the page's contentinfo landmark (true by default). Pass false when the
   * page's own `<footer>` already wraps it.
   */
  landmark?: boolean | undefined;
}

/**
 * The shop's footer (spec §2): description and app-store buttons, the Company, Help and Account
 * link columns, social links, a language choice, payment methods, security certifications and
 * the footer text. It follows the shop's configuration and the visitor's sign-in as they change.
 */
export function Footer({ landmark = true }: FooterProps): ReactNode {
  useSignals();
  const { shop, session } = useSouq();
  const landing = useLandingData();
  const columns = footerColumns({
    policyPages: shop.policyPages.value,
    signedIn: session.isLoggedIn.value,
  });
  const name = shop.name.value;
  const footerText = shop.footerText.value;
  const description = landing?.fixed_footer_description;
  return (
    // A div with the role rather than <footer>: the page decides whether this is its footer.
    <div role={landmark ? 'contentinfo' : undefined} className={css.footer} part="root">
      <div className={css.intro}>
        {name ? <p className={css.brand}>{name}</p> : null}
        {description ? <p className={css.muted}>{description}</p> : null}
        <AppStoreButtons links={appStoreLinks(landing, shop.appUrls.value)} />
      </div>
      <div className={css.columns}>
        {columns.map((column) => (
          <FooterLinkColumn key={column.title} column={column} />
        ))}
        <SocialLinks entries={shop.socialMedia.value} />
        <LanguageRadio />
      </div>
      <div className={css.badges}>
        <BadgeTiles title="Payment methods" badges={PAYMENT_METHODS} />
        <BadgeTiles title="Security certifications" badges={SECURITY_CERTIFICATIONS} />
      </div>
      {footerText ? <p className={css.bottom}>{footerText}</p> : null}
    </div>
  );
}
