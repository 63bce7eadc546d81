import { and, asc, desc, eq, exists, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { categories, items, stores } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { categoryChildWire, categoryWire } from '../../serializers/category';
import type { RouteContext } from '../context';
import { categoryAndChildren } from './categoryTree';
import { idParams, searchText } from './inputSchemas';
import { itemSearchPage } from './itemSearchPage';
import { inModule, itemSearchQuery } from './itemSearchQuery';
import { keptUntilCatalogChange } from './keptUntilCatalogChange';
import { nameContains } from './nameMatch';
import { pageQuery } from './pages';
import { requestModuleScope } from './requestModule';
import { searchEngineOf } from './searchEngine';
import { storePage } from './storePage';

const searchKeyParams = v.object({ searchKey: searchText });
const categoryOrder = [desc(categories.priority), asc(categories.id)];

/** Categories with their children, and the items and stores of one (api-paths "Catalog"). */
export const categoryRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const moduleScope = requestModuleScope(db);
  const allCategories = keptUntilCatalogChange(db, () =>
    db
      .select()
      .from(categories)
      .orderBy(...categoryOrder),
  );

  app.get('/categories', async (request) => {
    const scope = await moduleScope(request);
    const language = requestLanguage(request);
    const rows = await allCategories();
    return rows
      .filter((row) => row.parentId === null && (scope === null || row.moduleId === scope))
      .map((row) => categoryWire(row, rows, language));
  });

  app.get('/categories/:searchKey', async (request) => {
    const { searchKey } = parseInput(searchKeyParams, request.params);
    const scope = await moduleScope(request);
    const language = requestLanguage(request);
    const matches = await db
      .select()
      .from(categories)
      .where(
        and(
          nameContains({ en: categories.nameEn, ar: categories.nameAr }, searchKey),
          scope === null ? undefined : eq(categories.moduleId, scope),
        ),
      )
      .orderBy(...categoryOrder);
    if (matches.length === 0) return [];
    const children = await db
      .select()
      .from(categories)
      .where(
        inArray(
          categories.parentId,
          matches.map((row) => row.id),
        ),
      )
      .orderBy(...categoryOrder);
    return matches.map((row) => categoryWire(row, children, language));
  });

  app.get('/categories/childes/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const language = requestLanguage(request);
    const rows = await db
      .select()
      .from(categories)
      .where(or(eq(categories.id, id), eq(categories.parentId, id)))
      .orderBy(...categoryOrder);
    if (!rows.some((row) => row.id === id)) throw notFound('category_id', 'Category not found');
    return rows.filter((row) => row.parentId === id).map((row) => categoryChildWire(row, language));
  });

  // The search page's filters and sorts, over the category of the path and its children.
  // Answered by the search engine's copy of the catalog once it holds one, as items/search is.
  const engine = searchEngineOf(db);
  app.get('/categories/items/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const search = {
      ...parseInput(itemSearchQuery, request.query),
      ...inModule(await moduleScope(request)),
    };
    const language = requestLanguage(request);
    const fromMemory = await engine.answer({ ...search, category_id: id }, language);
    if (fromMemory === undefined) return itemSearchPage(db, search, id, language);
    return reply.type('application/json; charset=utf-8').send(fromMemory);
  });

  app.get('/categories/stores/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const page = parseInput(pageQuery, request.query);
    const scope = await moduleScope(request);
    const covered = await categoryAndChildren(db, id);
    const sellsInCategory = exists(
      db
        .select({ one: items.id })
        .from(items)
        .where(and(eq(items.storeId, stores.id), inArray(items.categoryId, covered))),
    );
    return storePage(db, {
      where: and(sellsInCategory, scope === null ? undefined : eq(stores.moduleId, scope)),
      orderBy: [desc(stores.active), desc(stores.avgRating)],
      page,
      language: requestLanguage(request),
    });
  });
};
