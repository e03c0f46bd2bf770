// File helpers shared by the import scripts: where the repository is, how to replace a fixture
// without ever leaving a half-written file behind, and whether a module was run as the script.

import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root: the nearest folder at or above `from` that holds package.json. */
export function repoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** Writes a file by writing a temporary file beside it and renaming it into place. */
export function writeAtomically(path: string, text: string): void {
  const temp = join(dirname(path), `.ttychess-tmp-${process.pid}-${path.split(/[\\/]/).pop()}`);
  writeFileSync(temp, text);
  renameSync(temp, path);
}

/** Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && moduleUrl === pathToFileURL(resolve(script)).href;
}
