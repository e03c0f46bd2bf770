// File helpers for the commands (and the import scripts, which re-export them): where the
// installed package is, and how to replace a file without ever leaving a half-written one behind.

import { randomUUID } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes a file by writing a temporary file beside it and renaming it into place. The temporary
 * name is unique to the call, so two writes at once never share one.
 */
export function writeAtomically(path: string, text: string): void {
  const temp = join(dirname(path), `.ttychess-tmp-${process.pid}-${randomUUID()}-${basename(path)}`);
  writeFileSync(temp, text);
  renameSync(temp, path);
}

/** The package root: the nearest folder at or above `from` that holds package.json. */
export function packageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
