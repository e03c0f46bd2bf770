// `npm run import-suites -- <sources>`: turns the test suites of the sources folder named (its
// suites/) into the committed fixtures in fixtures/suites/, so the tests read the repository
// alone. The perft suite (published perft counts) is read with our EPD
// reader (core/epd.ts), every position set up on a board, and written back by makeEpd; the FEN
// lists (mates, stalemates, the null-move zugzwang) are read with our FEN reader, their order
// kept, and written back by makeFen. Nothing is written unless every file imports cleanly; each
// file is written under a temporary name, then renamed into place. (The Win At Chess suite has
// its own script, import-wac.)

import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeEpd, parseEpdFile } from '../core/epd.js';
import { boardFromFen, makeFen, parseFen } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { err, ok, type Result } from '../core/result.js';
import { isMainModule, repoRoot, sourcesArg, sourcesUsage, writeAtomically } from './files.js';

/** The suites the tests read: the EPD one, then the FEN lists. */
export const EPD_SUITES = ['perft.epd'] as const;
export const FEN_SUITES = [
  'mate-in-1.fen',
  'mate-in-2.fen',
  'null-move-zugzwang.fen',
  'stalemate.fen',
] as const;

export interface SuiteImportOptions {
  /** Folder holding the suite files. */
  readonly sourceDir: string;
  /** Folder to write the fixtures into (created if missing). */
  readonly outDir: string;
}

/** One imported file: its name and how many positions it holds. */
export interface ImportedSuite {
  readonly name: string;
  readonly positions: number;
}

/** The fixture text for an EPD suite: every record set up on a board, then written by makeEpd. */
export function importEpdSuite(text: string): Result<{ text: string; positions: number }, string> {
  const parsed = parseEpdFile(text);
  if (!parsed.ok) return err(parsed.error.message);
  const out: string[] = [];
  for (const { line, record } of parsed.value) {
    const board = boardFromFen(record.fen, X88);
    if (!board.ok) return err(`EPD line ${line}: ${board.error.message}`);
    out.push(makeEpd(record) + '\n');
  }
  return ok({ text: out.join(''), positions: out.length });
}

/** The fixture text for a FEN list: one position a line, blank lines dropped, written by makeFen. */
export function importFenList(text: string): Result<{ text: string; positions: number }, string> {
  const out: string[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const setup = parseFen(line);
    if (!setup.ok) return err(`FEN line ${i + 1}: ${setup.error.message}`);
    out.push(makeFen(setup.value) + '\n');
  }
  return ok({ text: out.join(''), positions: out.length });
}

/** Imports every suite of sourceDir into outDir; on any error, writes nothing. */
export function runImportSuites(options: SuiteImportOptions): Result<ImportedSuite[], string> {
  if (!existsSync(options.sourceDir)) return err(`import-suites: no folder ${options.sourceDir}`);
  const imported: { name: string; text: string; positions: number }[] = [];
  for (const name of [...EPD_SUITES, ...FEN_SUITES]) {
    const path = join(options.sourceDir, name);
    if (!existsSync(path)) return err(`import-suites: no file ${path}`);
    const text = readFileSync(path, 'utf8');
    const result = name.endsWith('.epd') ? importEpdSuite(text) : importFenList(text);
    if (!result.ok) return err(`${name}: ${result.error}`);
    if (result.value.positions === 0) return err(`${name}: no positions`);
    imported.push({ name, ...result.value });
  }
  mkdirSync(options.outDir, { recursive: true });
  const inputs = imported.map((file) => join(options.sourceDir, file.name));
  for (const file of imported) writeAtomically(join(options.outDir, file.name), file.text, { inputs });
  return ok(imported.map(({ name, positions }) => ({ name, positions })));
}

/** The command: import from <sources>/suites into <repo>/fixtures/suites and report. */
function main(): number {
  const sources = sourcesArg();
  if (sources === undefined) {
    process.stderr.write(`${sourcesUsage('import-suites')}\n`);
    return 2;
  }
  const root = repoRoot();
  const result = runImportSuites({
    sourceDir: resolve(sources, 'suites'),
    outDir: resolve(root, 'fixtures/suites'),
  });
  if (!result.ok) {
    process.stderr.write(`${result.error}\n`);
    return 1;
  }
  for (const file of result.value) process.stdout.write(`${file.name}: ${file.positions} positions\n`);
  return 0;
}

if (isMainModule(import.meta.url)) {
  process.exitCode = main();
}
