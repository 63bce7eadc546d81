import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId } from 'react';
import { HOME_PATH } from '../../src/core/catalog';
import { type ContentPageName, isContentPageName } from '../../src/core/content';
import { formatDate } from '../../src/core/i18n';
import { Button } from '../../src/ui/Button';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import { ContentBlocks } from './ContentBlocks';
import * as css from './ContentPage.css';
import { ContentPageSkeleton } from './ContentPageSkeleton';
import { contentOutline } from './contentOutline';
import { CONTENT_PAGE_LABELS } from './contentPageLabels';
import { TableOfContents } from './TableOfContents';
import { useContentPage } from './useContentPage';

/** Props of `ContentPage`. */
export interface ContentPageProps {
  /** Which page (route `/{page}`): about us, the terms, the privacy policy or a policy. */
  page: ContentPageName;
  /** Called when the shop does not publish the page, e.g. for the storefront to show its 404 page. */
  onNotFound?: (() => void) | undefined;
}

/** The date of the page's last change, as the shopper's language writes dates; null when unreadable. */
function useUpdatedOn(instant: string): string | null {
  const { locale } = useSouq();
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  // UTC: the server writes the page in the same words the shopper's browser will.
  return formatDate(time, locale.language.value, { dateStyle: 'long', timeZone: 'UTC' });
}

/** The shop does not publish this page: said in place, with a way home. */
function PageNotAvailable(): ReactNode {
  const t = useT();
  const home = useStorefrontLink()(HOME_PATH);
  return (
    <div className={css.page} part="root">
      <div className={css.notice}>
        <h1 className={css.title}>{t('This page is not available')}</h1>
        <p className={css.noticeText}>{t('The shop does not publish this page at the moment.')}</p>
        <Button href={home.href} onClick={home.onClick}>
          {t('Back to home')}
        </Button>
      </div>
    </div>
  );
}

/** A page whose text is not (yet) there: its title, then what stands in for the text. */
function PageFrame({
  title,
  busy = false,
  children,
}: {
  title: string;
  busy?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <div className={css.page} part="root" aria-busy={busy || undefined}>
      <div className={css.header}>
        <h1 className={css.title}>{title}</h1>
      </div>
      {children}
    </div>
  );
}

/**
 * One of the shop's content pages (routes `/about-us`, `/terms-and-conditions`, `/privacy-policy`,
 * `/refund-policy`, `/cancellation-policy`, `/shipping-policy`) in the shopper's language: its
 * title, when it last changed, a table of contents when it has three sections or more, and its
 * text drawn from the page's structured blocks (never from markup), its links checked. A policy
 * the shop switched off (or a name it has no page for) is not available: said in place, and
 * `onNotFound` is called. While loading, the page's text stands in at its size; a failure offers
 * Try again.
 */
export function ContentPage({ page, onNotFound }: ContentPageProps): ReactNode {
  useSignals();
  const t = useT();
  // An element's attribute may name anything, or nothing yet.
  const name = typeof page === 'string' && isContentPageName(page) ? page : null;
  const read = useContentPage(name);
  const idPrefix = useId();
  const content = read.state.status === 'success' ? read.state.data : null;
  const updatedOn = useUpdatedOn(content?.updated_at ?? '');

  useEffect(() => {
    if (read.missing) onNotFound?.();
  }, [read.missing, onNotFound]);

  if (name === null || read.missing) return <PageNotAvailable />;
  const label = t(CONTENT_PAGE_LABELS[name]);
  switch (read.state.status) {
    case 'idle':
    case 'loading':
      return (
        <PageFrame title={label} busy>
          <ContentPageSkeleton />
        </PageFrame>
      );
    case 'error':
      return (
        <PageFrame title={label}>
          <div className={css.notice} role="alert">
            <p className={css.noticeText}>{t('This page could not be loaded.')}</p>
            <Button variant="secondary" onClick={read.retry}>
              {t('Try again')}
            </Button>
          </div>
        </PageFrame>
      );
    case 'success':
      break;
    default:
      return read.state satisfies never;
  }

  if (content === null || content.blocks.length === 0) {
    return (
      <PageFrame title={content?.title || label}>
        <p className={css.noticeText}>{t('This page has no content yet.')}</p>
      </PageFrame>
    );
  }
  const outline = contentOutline(content.blocks);
  return (
    <article className={css.page} part="root" aria-labelledby={`${idPrefix}-title`}>
      <header className={css.header}>
        <h1 id={`${idPrefix}-title`} className={css.title}>
          {content.title}
        </h1>
        {updatedOn === null ? null : (
          <p className={css.updated}>{t('Last updated {date}', { date: updatedOn })}</p>
        )}
      </header>
      <div className={css.layout}>
        {outline.length > 0 ? <TableOfContents entries={outline} idPrefix={idPrefix} /> : null}
        <div className={css.body}>
          <ContentBlocks blocks={content.blocks} idPrefix={idPrefix} />
        </div>
      </div>
    </article>
  );
}
