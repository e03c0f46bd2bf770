// `npm run import-games -- <sources>`: turns the historical game scores of the sources folder
// named (its games/) into the committed fixtures in fixtures/games. Each game is read with our PGN reader, replayed to prove
// every move legal, and written back through makePgn: export format, standard SAN, the `; source:`
// comment kept before the game's tags. Nothing is written unless every file imports cleanly, and
// each file is written to a temporary name first, then renamed into place.

import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { X88 } from '../core/layout.js';
import { makePgn, parsePgn, replayPgnGame } from '../core/pgn.js';
import { err, ok, type Result } from '../core/result.js';
import { isMainModule, repoRoot, sourcesArg, sourcesUsage, writeAtomically } from './files.js';

export interface ImportOptions {
  /** Folder of .pgn files to read. */
  readonly sourceDir: string;
  /** Folder to write the fixtures into (created if missing). */
  readonly outDir: string;
}

/** One imported file: its name and how many games it holds. */
export interface ImportedFile {
  readonly name: string;
  readonly games: number;
}

/** The fixture text for one PGN text: every game replayed, then written back by makePgn. */
export function importPgnText(text: string): Result<{ text: string; games: number }, string> {
  const parsed = parsePgn(text);
  if (!parsed.ok) return err(parsed.error.message);
  const out: string[] = [];
  for (const game of parsed.value) {
    const replay = replayPgnGame(game, X88);
    if (!replay.ok) return err(replay.error.message);
    out.push(makePgn({ ...game, moves: replay.value.sans }));
  }
  return ok({ text: out.join(''), games: parsed.value.length });
}

/** Imports every .pgn file of sourceDir into outDir; on any error, writes nothing. */
export function runImportGames(options: ImportOptions): Result<ImportedFile[], string> {
  if (!existsSync(options.sourceDir)) return err(`import-games: no folder ${options.sourceDir}`);
  const names = readdirSync(options.sourceDir)
    .filter((name) => name.endsWith('.pgn'))
    .sort();
  if (names.length === 0) return err(`import-games: no .pgn files in ${options.sourceDir}`);
  const imported: { name: string; text: string; games: number }[] = [];
  for (const name of names) {
    const result = importPgnText(readFileSync(join(options.sourceDir, name), 'utf8'));
    if (!result.ok) return err(`${name}: ${result.error}`);
    if (result.value.games === 0) return err(`${name}: no games`);
    imported.push({ name, ...result.value });
  }
  mkdirSync(options.outDir, { recursive: true });
  const inputs = names.map((name) => join(options.sourceDir, name));
  for (const file of imported) writeAtomically(join(options.outDir, file.name), file.text, { inputs });
  return ok(imported.map(({ name, games }) => ({ name, games })));
}

/** The command: import from <sources>/games into <repo>/fixtures/games and report. */
function main(): number {
  const sources = sourcesArg();
  if (sources === undefined) {
    process.stderr.write(`${sourcesUsage('import-games')}\n`);
    return 2;
  }
  const root = repoRoot();
  const result = runImportGames({
    sourceDir: resolve(sources, 'games'),
    outDir: resolve(root, 'fixtures/games'),
  });
  if (!result.ok) {
    process.stderr.write(`${result.error}\n`);
    return 1;
  }
  for (const file of result.value)
    process.stdout.write(`${file.name}: ${file.games} game${file.games === 1 ? '' : 's'}\n`);
  return 0;
}

if (isMainModule(import.meta.url)) {
  process.exitCode = main();
}
