import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import { ABOUT_US_PATH } from '../../src/core/catalog';
import type { PolicyPage } from '../../src/core/shop';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import { FrequentQuestions } from './FrequentQuestions';
import * as css from './Help.css';
import { HelpContacts } from './HelpContacts';

const ABOUT_US: PolicyPage = { label: 'About Us', path: ABOUT_US_PATH };

/** A link to one of the shop's pages. */
function PageLink({ page }: { page: PolicyPage }): ReactNode {
  const t = useT();
  const target = useStorefrontLink()(page.path);
  return (
    <a className={css.pageLink} href={target.href} onClick={target.onClick}>
      {t(page.label)}
    </a>
  );
}

/** About us and the policies the shop publishes (a switched-off one is not listed). */
function ShopPages(): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const titleId = useId();
  const pages = [ABOUT_US, ...shop.policyPages.value];
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('Policies and information')}
      </h2>
      <ul className={css.pages}>
        {pages.map((page) => (
          <li key={page.path}>
            <PageLink page={page} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Help and support (route `/help-and-support`, which the footer opens in a new tab): how to reach
 * the shop (phone, e-mail, office), the way into the support inbox (sign-in first for a visitor),
 * the frequent questions answered for this shop (guest orders, tracking, payment, cancelling,
 * refunds, delivery and its free threshold, loyalty points and the wallet where the shop has
 * them), and its about and policy pages.
 */
export function Help(): ReactNode {
  const t = useT();
  return (
    <div className={css.page} part="root">
      <header className={css.header}>
        <h1 className={css.title}>{t('Help & Support')}</h1>
        <p className={css.intro}>
          {t('Find answers to common questions, or contact us: we are happy to help.')}
        </p>
      </header>
      <div className={css.layout}>
        <HelpContacts />
        <div className={css.main}>
          <FrequentQuestions />
          <ShopPages />
        </div>
      </div>
    </div>
  );
}
