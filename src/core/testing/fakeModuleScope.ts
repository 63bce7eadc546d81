/*
 * The fake shop's catalog in one module, as the demo server reads the `moduleId` header
 * (demo-site/server/routes/catalog/requestModule.ts): no header, or the all-in-one 'ecommerce'
 * module, covers every module; another listed module covers its own rows only; a header that is
 * not a positive whole number is a 400, a module the shop does not list a 404.
 */
import type { Module } from '../api/wire';
import { type FakeRequest, refuse } from './fakeHttp';

/** The id of the module a read covers, or null for every module. */
export type FakeModuleScope = number | null;

/** The module type whose shop sells every module's rows. */
const ALL_IN_ONE = 'ecommerce';

/** The scope a request's `moduleId` header asks for, among the shop's `modules`. */
export function fakeModuleScope(request: FakeRequest, modules: readonly Module[]): FakeModuleScope {
  const text = request.headers.get('moduleId')?.trim() ?? '';
  if (text === '') return null;
  if (!/^[1-9]\d{0,8}$/.test(text)) {
    refuse(400, 'moduleId', 'The moduleId header must be a module number');
  }
  const found = modules.find((module) => module.id === Number(text));
  if (!found) refuse(404, 'moduleId', 'No module found');
  return found.module_type === ALL_IN_ONE ? null : found.id;
}

/**
 * The rows of `rows` a scope covers. A row that names no module (the fixture categories, stores,
 * banners and sale) is the all-in-one module's: only the whole catalog holds it.
 */
export function inFakeModule<T extends { module_id?: number }>(
  rows: readonly T[],
  scope: FakeModuleScope,
): readonly T[] {
  return scope === null ? rows : rows.filter((row) => row.module_id === scope);
}
