// File helpers shared by the import scripts: where the repository is, how to replace a fixture
// without ever leaving a half-written file behind (tui/files.ts, shared with the match runner),
// and whether a module was run as the script.

import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageRoot } from '../tui/files.js';

export { writeAtomically } from '../tui/files.js';

/** The repository root: the nearest folder at or above `from` that holds package.json. */
export function repoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  return packageRoot(from);
}

/** Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && moduleUrl === pathToFileURL(resolve(script)).href;
}
