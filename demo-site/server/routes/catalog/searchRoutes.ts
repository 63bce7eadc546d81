import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Locale } from '../../../../src/core/i18n';
import { atBackgroundPriority } from '../../db/queryPriority';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import {
  itemSuggestionWire,
  storeSuggestionWire,
  suggestionsReplySchema,
} from '../../serializers/suggestion';
import type { RouteContext } from '../context';
import { onCatalogChange } from './catalogChanges';
import { searchText } from './inputSchemas';
import { itemSearchPage } from './itemSearchPage';
import { inModule, itemSearchQuery, searchKey } from './itemSearchQuery';
import { requestModuleScope } from './requestModule';
import { createSearchCache } from './searchCache';
import { searchEngineOf } from './searchEngine';
import { createSuggestionIndex, type Suggestions } from './suggestionIndex';

const suggestionQuery = v.object({ name: searchText });

/** The search page and the search box's suggestions (api-paths "Catalog"). */
export const searchRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const engine = searchEngineOf(db);
  const moduleScope = requestModuleScope(db);
  // A server taking traffic reads the catalog at once, not on its first search; meanwhile, and
  // should the read fail, the SQL answers (the next search tries the read again).
  app.addHook('onListen', async () => {
    engine.warm().catch(() => undefined);
  });
  // The SQL answers while the catalog is first read into memory, and if it cannot be.
  const searches = createSearchCache(db);
  app.get('/items/search', async (request, reply) => {
    const search = {
      ...parseInput(itemSearchQuery, request.query),
      ...inModule(await moduleScope(request)),
    };
    const language = requestLanguage(request);
    const answer =
      (await engine.answer(search, language)) ??
      (await searches.get(searchKey(search, language), () =>
        // A search is long and may wait: cart and config reads go first (queryScheduler.ts).
        atBackgroundPriority(async () =>
          JSON.stringify(await itemSearchPage(db, search, search.category_id, language)),
        ),
      ));
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  const suggestions = createSuggestionIndex(db);
  onCatalogChange(db, (change) => suggestions.changed(change));
  // The JSON of each answer in each language, written once: the index hands back the same answer
  // object for a term until the catalog or its prices change, and then these entries go with it.
  const written = new WeakMap<Suggestions, Partial<Record<Locale, string>>>();
  app.get(
    '/items/item-or-store-search',
    { schema: { response: { 200: suggestionsReplySchema } } },
    async (request, reply) => {
      const { name } = parseInput(suggestionQuery, request.query);
      const scope = await moduleScope(request);
      const language = requestLanguage(request);
      const found = await suggestions.suggest(name, scope);
      const byLanguage = written.get(found) ?? {};
      written.set(found, byLanguage);
      byLanguage[language] ??= String(
        reply.serialize({
          items: found.items.map((row) => itemSuggestionWire(row, language)),
          stores: found.stores.map((row) => storeSuggestionWire(row, language)),
        }),
      );
      return reply.type('application/json; charset=utf-8').send(byLanguage[language]);
    },
  );
};
