/*
 * Fails a build whose chunks import each other in a circle. Chunk groups (vite.config.ts) move
 * modules out of the chunks the automatic split would give them; when a group's module reads one
 * that stayed behind in a chunk importing the group, the two chunks import each other, and the
 * browser then runs one of them before the other has defined what it reads.
 */
import type { Plugin } from 'vite';

/** One chunk as the check sees it: its file and the files it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** The first circle of static imports among `chunks`, as file names from its start back to it; null when none. */
export function chunkCircle(chunks: readonly ChunkImports[]): string[] | null {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const walk = (file: string, path: readonly string[]): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    for (const next of importsOf.get(file) ?? []) {
      const circle = walk(next, [...path, file]);
      if (circle) return circle;
    }
    done.add(file);
    return null;
  };
  for (const { fileName } of chunks) {
    const circle = walk(fileName, []);
    if (circle) return circle;
  }
  return null;
}

/** The Vite plugin: stops the build with the circle it finds. */
export function acyclicChunks(): Plugin {
  return {
    name: 'souq-acyclic-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? [{ fileName: file.fileName, imports: file.imports }] : [],
      );
      const circle = chunkCircle(chunks);
      if (circle) {
        this.error(
          `chunks import each other: ${circle.join(' → ')}; give the module they share to one group (vite.config.ts)`,
        );
      }
    },
  };
}
