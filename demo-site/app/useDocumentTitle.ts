import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import { documentTitle } from '../../src/core/catalog';
import { useSouq } from '../../src/ui/souq';

/**
 * Keeps the document's title on the page shown: its main heading, then the shop's name. The pages
 * are widgets that know nothing of the document they sit in, so the storefront reads their `<h1>`
 * inside the main landmark, as the server does for the first paint.
 */
export function useDocumentTitle(mainId: string): void {
  const { shop, i18n, locale } = useSouq();
  useEffect(() => {
    const update = () => {
      const shopName = shop.name.value ?? i18n.getFixedT(locale.language.value)('Souq');
      const heading = document.getElementById(mainId)?.querySelector('h1')?.textContent ?? '';
      const title = documentTitle(heading, shopName);
      if (document.title !== title) document.title = title;
    };
    const observer = new MutationObserver(update);
    // The body, not the main landmark: the layout mounts only after the first load.
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const stopFollowingShop = effect(update);
    return () => {
      observer.disconnect();
      stopFollowingShop();
    };
  }, [mainId, shop, i18n, locale]);
}
