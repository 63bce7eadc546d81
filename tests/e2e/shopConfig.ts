import type { Page, Route } from '@playwright/test';
import type { Locale } from '../../src/core/i18n';
import { INLINE_CONFIG_ID, inlineConfigJson } from '../../src/core/session/inlineConfig';

/** A change a test makes to the shop's configuration. */
type Alter = (config: Record<string, unknown>) => Record<string, unknown>;

const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${INLINE_CONFIG_ID}">([\\s\\S]*?)</script>`,
);

/** The storefront's pages themselves, not the API, the bundles or the pictures. */
const isPageAddress = (url: URL) =>
  !/^\/(api|assets|embed|images|public)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname);

/**
 * A route handler whose request the page may abandon meanwhile (a country change reloads the
 * shop while its configuration is being read), or which is still reading when its test ends:
 * Playwright then disposes of the reply, and there is nobody left to answer.
 */
const forgivingAbandon =
  (handle: (route: Route) => Promise<void>) =>
  async (route: Route): Promise<void> => {
    try {
      await handle(route);
    } catch (error) {
      if (!/has been disposed|has been closed|Test ended/.test(String(error))) throw error;
    }
  };

/** Sends the page the server wrote with its configuration block rewritten by `rewrite`. */
async function rewritePages(page: Page, rewrite: (html: string) => string): Promise<void> {
  await page.route(
    isPageAddress,
    forgivingAbandon(async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const reply = await route.fetch();
      await route.fulfill({ response: reply, body: rewrite(await reply.text()) });
    }),
  );
}

/**
 * Makes the shop's configuration read as `alter` changes it, wherever the storefront finds it:
 * the `/config` reply and the copy each page carries (src/core/session/inlineConfig.ts).
 */
export async function alterShopConfig(page: Page, alter: Alter): Promise<void> {
  await page.route(
    '**/api/v1/config',
    forgivingAbandon(async (route) => {
      const reply = await route.fetch();
      await route.fulfill({ response: reply, json: alter(await reply.json()) });
    }),
  );
  await rewritePages(page, (html) =>
    html.replace(DATA_BLOCK, (block, json: string) => {
      const { language, config } = JSON.parse(json) as {
        language: Locale;
        config: Record<string, unknown>;
      };
      return block.replace(json, inlineConfigJson(language, alter(config)));
    }),
  );
}

/** Sends the pages without their copy of the configuration, as a plain file server would. */
export async function withoutInlineConfig(page: Page): Promise<void> {
  await rewritePages(page, (html) => html.replace(DATA_BLOCK, ''));
}
