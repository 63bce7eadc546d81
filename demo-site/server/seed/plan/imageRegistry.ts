import type { Tint } from '../vocabulary/types';
import type { ImageSpec } from './types';

/** Collects the pictures the plan refers to; one file per folder and name. */
export interface ImageRegistry {
  /** Registers a picture and returns its file name. */
  add(spec: ImageSpec): string;
  /** A product tile for an icon on a tint; items with the same pair share the file. */
  product(icon: string, tint: Tint): string;
  /** Every registered picture, in registration order. */
  list(): ImageSpec[];
}

/** Creates an empty registry. */
export function createImageRegistry(): ImageRegistry {
  const specs = new Map<string, ImageSpec>();
  const add = (spec: ImageSpec): string => {
    const key = `${spec.folder}/${spec.name}`;
    if (!specs.has(key)) specs.set(key, spec);
    return spec.name;
  };
  return {
    add,
    product: (icon, tint) =>
      add({
        folder: 'product',
        name: `${icon}-${tint.name}.svg`,
        shape: 'tile',
        icons: [icon],
        tint,
      }),
    list: () => [...specs.values()],
  };
}
