import { FIXED_MODULE } from '../api/requestHeaders';
import type { Module } from '../api/wire';

/** Cache key of the shop's modules, in a language (their names are translated). */
export const modulesQueryKey = (language: string) => ['modules', language] as const;

/**
 * The module a visit asks the catalog in: the stored one while the shop still lists it (as the
 * shop now names it), else the shop's all-in-one module.
 */
export function keptModule(stored: Module | null, modules: readonly Module[]): Module {
  if (stored === null) return FIXED_MODULE;
  return modules.find((module) => module.id === stored.id) ?? FIXED_MODULE;
}
