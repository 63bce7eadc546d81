import * as v from 'valibot';

/**
 * Accepts a value of type T when it has the fields the kit relies on; every other field passes
 * through as the server sent it. Used for server entities cached in storage.
 */
export function entity<T>(shape: v.GenericSchema): v.GenericSchema<unknown, T> {
  return v.custom<T>((input) => v.is(shape, input));
}

/** A list that keeps its valid entries and drops corrupt ones instead of losing them all. */
export function listOf<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((entries) => entries.filter((entry): entry is T => v.is(item, entry))),
  );
}

/** A field that falls back to its default when the stored value has the wrong shape. */
export function field<T>(schema: v.GenericSchema<unknown, T>, fallback: T) {
  return v.fallback(schema, fallback);
}
