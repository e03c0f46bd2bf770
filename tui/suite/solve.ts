// Test-suite solving: does an engine's best move in an EPD position match the position's `bm`
// moves and avoid its `am` moves? Shared by the WAC script and the suite command.
//
// Reading and judging are apart from searching, so an engine in this thread (solvePosition) and
// an engine in a worker (the suite command) share the matching: suitePosition checks a record
// once (it has bm or am, and every listed move is legal there) and normalises the moves through
// our SAN writer, so "Qg6+" in the file and the engine's g3g6 both read "Qg6+"; judge compares.

import { Board } from '../../core/board.js';
import { parseEpdFile, type EpdRecord } from '../../core/epd.js';
import { parseFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { err, ok, type Result } from '../../core/result.js';
import { makeSan, parseSan } from '../../core/san.js';
import { parseUci } from '../../core/uci-move.js';
import type { Engine, SearchLimits, SearchResult } from '../../engines/engine.js';

/** One position of a suite, checked and normalised. */
export interface SuitePosition {
  /** The record's `id`, or `line N` (`#N` when there is no line) for a record without one. */
  readonly id: string;
  /** 1-based line in the file, or 0 for a record that came from elsewhere. */
  readonly line: number;
  readonly fen: string;
  /** The position (0x88; notation only, never searched). */
  readonly board: Board;
  /** The best moves (bm) in our SAN; empty when the record has none. */
  readonly bm: readonly string[];
  /** The moves to avoid (am) in our SAN; empty when the record has none. */
  readonly am: readonly string[];
}

export interface SolveResult {
  readonly id: string;
  readonly line: number;
  readonly fen: string;
  readonly solved: boolean;
  /** The engine's move in SAN ('(none)' without a move; its UCI if it is not legal here). */
  readonly played: string;
  readonly bm: readonly string[];
  readonly am: readonly string[];
  readonly result: SearchResult;
}

/** The moves of one operation in our SAN, or the first that is not a legal move here. */
function normalised(board: Board, opcode: string, sans: readonly string[]): Result<string[], string> {
  const out: string[] = [];
  for (const san of sans) {
    const m = parseSan(board, san);
    if (!m.ok) return err(`${opcode} '${san}' is ${m.error.detail}`);
    out.push(makeSan(board, m.value));
  }
  return ok(out);
}

/**
 * A record as a suite position: it needs a bm or an am operation, and every move listed must be
 * legal in its position. The error reads on after "EPD line N: ".
 */
export function suitePosition(record: EpdRecord, line = 0): Result<SuitePosition, string> {
  const setup = parseFen(record.fen);
  if (!setup.ok) return err(setup.error.message);
  const board = Board.fromSetup(setup.value, X88);
  const bmText = record.operations.get('bm');
  const amText = record.operations.get('am');
  if ((bmText ?? []).length === 0 && (amText ?? []).length === 0)
    return err('no bm or am operation (a suite position names the best moves or the moves to avoid)');
  const bm = normalised(board, 'bm', bmText ?? []);
  if (!bm.ok) return bm;
  const am = normalised(board, 'am', amText ?? []);
  if (!am.ok) return am;
  const id = record.operations.get('id')?.[0] ?? (line > 0 ? `line ${line}` : '');
  return ok({ id, line, fen: record.fen, board, bm: bm.value, am: am.value });
}

/** Every record of an EPD file as a suite position; the error is one line naming the line. */
export function parseSuite(text: string): Result<SuitePosition[], string> {
  const file = parseEpdFile(text);
  if (!file.ok) return err(file.error.message);
  const positions: SuitePosition[] = [];
  for (const { line, record } of file.value) {
    const position = suitePosition(record, line);
    if (!position.ok) return err(`EPD line ${line}: ${position.error}`);
    positions.push(position.value);
  }
  return ok(positions);
}

/**
 * Whether `result` solves the position: its move is legal, among the bm moves (if any) and not an
 * am move. A missing or illegal move never solves.
 */
export function judge(position: SuitePosition, result: SearchResult): SolveResult {
  const move = result.bestmove === null ? undefined : parseUci(position.board, result.bestmove);
  let played = '(none)';
  if (move !== undefined) played = move.ok ? makeSan(position.board, move.value) : result.bestmove!;
  const solved =
    move?.ok === true &&
    (position.bm.length === 0 || position.bm.includes(played)) &&
    !position.am.includes(played);
  const { id, line, fen, bm, am } = position;
  return { id, line, fen, solved, played, bm, am, result };
}

/** "bm Qg6", "am Nxe5", or both: what the position wanted, in EPD's words. */
export function describeWanted(position: {
  readonly bm: readonly string[];
  readonly am: readonly string[];
}): string {
  const parts: string[] = [];
  if (position.bm.length > 0) parts.push(`bm ${position.bm.join(' ')}`);
  if (position.am.length > 0) parts.push(`am ${position.am.join(' ')}`);
  return parts.join('; ');
}

/**
 * Searches one EPD position with `engine` (already set up: options) within `limits`, after a new
 * game. The record must be a valid suite position (parseSuite checks a file's); a bad one is a
 * broken invariant and throws.
 */
export function solvePosition(engine: Engine, record: EpdRecord, limits: SearchLimits): SolveResult {
  const position = suitePosition(record);
  if (!position.ok) throw new Error(`EPD position: ${position.error}`);
  engine.newGame();
  const set = engine.setPosition(record.fen);
  if (!set.ok) throw new Error(`EPD position: ${set.error}`);
  return judge(position.value, engine.search(limits));
}
