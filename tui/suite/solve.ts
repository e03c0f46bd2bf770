// Test-suite solving: does an engine's best move in an EPD position match the position's
// `bm` moves (and avoid its `am` moves)? Shared by the WAC script and the suite command.

import { Board } from '../../core/board.js';
import type { EpdRecord } from '../../core/epd.js';
import { parseFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { makeSan, parseSan } from '../../core/san.js';
import { parseUci } from '../../core/uci-move.js';
import type { Engine, SearchLimits, SearchResult } from '../../engines/engine.js';

export interface SolveResult {
  readonly id: string;
  readonly fen: string;
  readonly solved: boolean;
  /** The engine's move in SAN ('(none)' without a move). */
  readonly played: string;
  /** The best moves (bm) or moves to avoid (am), in SAN. */
  readonly wanted: readonly string[];
  readonly avoid: boolean;
  readonly result: SearchResult;
}

/** The SAN moves of an operation, normalised through our SAN writer (so "Qg6+" and "Qg6" agree). */
function normalised(board: Board, sans: readonly string[]): string[] {
  return sans.map((san) => {
    const m = parseSan(board, san);
    return m.ok ? makeSan(board, m.value) : san;
  });
}

/** Searches one EPD position with `engine` (already set up: options, new game) within `limits`. */
export function solvePosition(engine: Engine, record: EpdRecord, limits: SearchLimits): SolveResult {
  const setup = parseFen(record.fen);
  if (!setup.ok) throw new Error(`EPD position: ${setup.error.message}`);
  const board = Board.fromSetup(setup.value, X88);
  const bm = record.operations.get('bm');
  const am = record.operations.get('am');
  const avoid = bm === undefined && am !== undefined;
  const wanted = normalised(board, bm ?? am ?? []);
  engine.newGame();
  const set = engine.setPosition(record.fen);
  if (!set.ok) throw new Error(`EPD position: ${set.error}`);
  const result = engine.search(limits);
  let played = '(none)';
  if (result.bestmove !== null) {
    const m = parseUci(board, result.bestmove);
    played = m.ok ? makeSan(board, m.value) : result.bestmove;
  }
  const listed = wanted.includes(played);
  const id = record.operations.get('id')?.[0] ?? '';
  return { id, fen: record.fen, solved: avoid ? !listed : listed, played, wanted, avoid, result };
}
