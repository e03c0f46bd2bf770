// File helpers shared by the import scripts: where the repository is, where the historical
// sources are (the script's argument), how to replace a fixture without ever leaving a
// half-written file behind (tui/files.ts, shared with the match runner), and whether a module
// was run as the script (which then handles a closed pipe as the binary does).

import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageRoot } from '../tui/files.js';
import { handleWriteErrors, PROCESS_IO } from '../tui/commands/output.js';

export { writeAtomically } from '../tui/files.js';

/** The repository root: the nearest folder at or above `from` that holds package.json. */
export function repoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  return packageRoot(from);
}

/**
 * The folder of the historical sources an import script reads (it holds games/, suites/ and
 * oracle/; docs/sources.md names them): the script's first argument, or undefined without one.
 * The repository never assumes where that folder is.
 */
export function sourcesArg(argv: readonly string[] = process.argv.slice(2)): string | undefined {
  const dir = argv[0]?.trim();
  return dir ? resolve(dir) : undefined;
}

/** The one line an import script prints when it was not told where the sources are. */
export function sourcesUsage(script: string): string {
  return `${script}: name the folder of the historical sources (docs/sources.md): npm run ${script} -- <folder>`;
}

/**
 * Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with.
 * When it is, standard output closed by its reader (`npm run oracle-gnu | head`) ends the script
 * quietly, as it ends the binary, instead of with a stack trace.
 */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  const main = script !== undefined && moduleUrl === pathToFileURL(resolve(script)).href;
  if (main) handleWriteErrors(PROCESS_IO);
  return main;
}
