// File helpers for the commands and the teletype (and the import scripts, which re-export them):
// where the installed package is, and the one write path of engines/file-write.ts under the
// names tui/ uses: writeAtomically (replace a file whole) and appendPgn (add a game to a file
// that is absent, empty or PGN), both refusing non-regular files and the run's inputs.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every write goes through engines/file-write.ts: regular files only, never an input of the run
// (the `inputs` of WriteRules), replaced atomically or appended to a file that reads as PGN.
export {
  appendPgnFile as appendPgn,
  checkOutputFile,
  FileWriteError,
  writeFailure,
  writeFileAtomically as writeAtomically,
  type WriteRules,
} from '../engines/file-write.js';

/** The package root: the nearest folder at or above `from` that holds package.json. */
export function packageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
