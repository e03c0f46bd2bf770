// `npm run import-wac -- <sources>`: turns the Win At Chess suite of the sources folder named (its
// suites/wac.epd) into the committed fixture fixtures/wac.epd. Every record is read with our EPD reader (core/epd.ts),
// its best moves (bm) and any avoid moves (am) are played in its position to prove them legal,
// and it is written back by makeEpd: four FEN fields, then the operations in line order, the
// moves in standard SAN (check signs as our move generator finds them). Nothing is written
// unless every record imports cleanly, and the file is written under a temporary name first,
// then renamed into place.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeEpd, parseEpdFile, type EpdRecord } from '../core/epd.js';
import { boardFromFen } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { err, ok, type Result } from '../core/result.js';
import { makeSan, parseSan } from '../core/san.js';
import { isMainModule, repoRoot, sourcesArg, sourcesUsage, writeAtomically } from './files.js';

/** Opcodes whose operands are SAN moves of the record's position. */
export const MOVE_OPCODES = ['bm', 'am'] as const;

export interface EpdImportOptions {
  /** The EPD file to read. */
  readonly source: string;
  /** The fixture to write. */
  readonly out: string;
}

/** A record with its move operands checked and rewritten in standard SAN, or why not. */
function normaliseRecord(record: EpdRecord, line: number): Result<EpdRecord, string> {
  const board = boardFromFen(record.fen, X88);
  if (!board.ok) return err(`EPD line ${line}: ${board.error.message}`);
  const operations = new Map(record.operations);
  for (const opcode of MOVE_OPCODES) {
    const operands = operations.get(opcode);
    if (!operands) continue;
    const sans: string[] = [];
    for (const text of operands) {
      const move = parseSan(board.value, text);
      if (!move.ok) return err(`EPD line ${line}: ${opcode} '${text}' is ${move.error.detail}`);
      sans.push(makeSan(board.value, move.value));
    }
    operations.set(opcode, sans);
  }
  return ok({ fen: record.fen, operations });
}

/** The fixture text for one EPD text: every record checked, then written back by makeEpd. */
export function importEpdText(text: string): Result<{ text: string; records: number }, string> {
  const parsed = parseEpdFile(text);
  if (!parsed.ok) return err(parsed.error.message);
  const out: string[] = [];
  for (const { line, record } of parsed.value) {
    const normalised = normaliseRecord(record, line);
    if (!normalised.ok) return normalised;
    out.push(makeEpd(normalised.value) + '\n');
  }
  return ok({ text: out.join(''), records: parsed.value.length });
}

/** Imports `source` into `out`; on any error, writes nothing. Answers the number of records. */
export function runImportEpd(options: EpdImportOptions): Result<number, string> {
  if (!existsSync(options.source)) return err(`import-wac: no file ${options.source}`);
  const result = importEpdText(readFileSync(options.source, 'utf8'));
  if (!result.ok) return err(`${options.source}: ${result.error}`);
  if (result.value.records === 0) return err(`${options.source}: no records`);
  writeAtomically(options.out, result.value.text, { inputs: [options.source] });
  return ok(result.value.records);
}

/** Where the suite comes from (in the sources folder) and where its fixture goes (in the repository). */
export function wacPaths(sources: string, root: string = repoRoot()): EpdImportOptions {
  return { source: resolve(sources, 'suites/wac.epd'), out: resolve(root, 'fixtures/wac.epd') };
}

/** The command: import the suite and report. */
function main(): number {
  const sources = sourcesArg();
  if (sources === undefined) {
    process.stderr.write(`${sourcesUsage('import-wac')}\n`);
    return 2;
  }
  const paths = wacPaths(sources);
  const result = runImportEpd(paths);
  if (!result.ok) {
    process.stderr.write(`${result.error}\n`);
    return 1;
  }
  process.stdout.write(`wac.epd: ${result.value} positions\n`);
  return 0;
}

if (isMainModule(import.meta.url)) {
  process.exitCode = main();
}
