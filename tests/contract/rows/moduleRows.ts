/*
 * Contract rows of the `moduleId` header on catalog reads: the all-in-one Shop module (1) reads
 * the whole catalog, and a header naming no module of the shop is refused alike by both backends.
 */
import { expect } from 'vitest';
import type { ContractRequest } from '../contractBackend';
import { type ContractRow, get, inArabic, refusal, row, UNKNOWN_ID } from '../contractRow';
import { categoriesShape, productPageShape } from '../replyShapes';

/** A request sent in a module, as the kit sends its `moduleId` header. */
const inModule = (module: string, request: ContractRequest): ContractRequest => ({
  ...request,
  headers: { ...request.headers, moduleId: module },
});

/** Catalog reads in a module. */
export const moduleRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/categories',
    when: 'the request is in the all-in-one Shop module',
    as: 'nobody',
    request: () => inModule('1', get('/categories')),
    status: 200,
    reply: categoriesShape,
    holds: (categories) => {
      expect(categories.some((parent) => parent.childes.length > 0)).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/search',
    when: 'a search is in the all-in-one Shop module',
    as: 'nobody',
    request: () => inModule('1', get('/items/search?name=apple&offset=1&limit=10')),
    status: 200,
    reply: productPageShape,
    holds: (page) => {
      expect(page.products.length).toBeGreaterThan(0);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/search',
    when: 'the moduleId header is not a number',
    as: 'nobody',
    request: () => inModule('food', get('/items/search?name=apple')),
    status: 400,
    code: 'moduleId',
    message: 'The moduleId header must be a module number',
  }),
  refusal({
    endpoint: 'GET /api/v1/categories',
    when: 'the moduleId header names no module of the shop',
    as: 'nobody',
    request: () => inArabic(inModule(String(UNKNOWN_ID), get('/categories'))),
    status: 404,
    code: 'moduleId',
    message: 'No module found',
    language: 'ar',
  }),
];
