import fs from 'node:fs';
import path from 'node:path';

/** The script files of the named chunk groups, as absolute paths, in order, each once. */
export type ChunkScripts = (names: readonly string[]) => string[];

/**
 * Reads the build's chunk-groups.json (chunk group name → its files, written by
 * webpack/plugins.ts) once. A build without it, or a name it does not know, adds nothing: the app
 * still loads what it needs itself, one round trip later.
 */
export function chunkScripts(distDir: string): ChunkScripts {
  let groups: Record<string, string[]> = {};
  try {
    groups = JSON.parse(fs.readFileSync(path.join(distDir, 'chunk-groups.json'), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch {
    // No manifest (a development server, a build of another tool): nothing to name.
  }
  return (names) => [
    ...new Set(
      names.flatMap((name) =>
        (groups[name] ?? []).filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
      ),
    ),
  ];
}
