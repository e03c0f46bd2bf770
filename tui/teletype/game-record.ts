// A game being played at the teletype (PLAY or WATCH): the moves so far from the start
// position, the board they reach, how the game stands by the rules, how a move and an engine's
// thinking line are printed (in the chosen notation), and the PGN that SAVE adds to a file.

import type { Board } from '../../core/board.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { makePgn, type PgnResult, type PgnTag } from '../../core/pgn.js';
import { gameState, type GameState } from '../../core/rules.js';
import { makeSan } from '../../core/san.js';
import { parseUci } from '../../core/uci-move.js';
import type { InfoRecord } from '../../engines/engine.js';
import { formatScore } from '../format/search-text.js';
import { PAPER_WIDTH } from '../format/wrap.js';
import { capitalSan, longNotation } from './move-input.js';
import type { Notation } from './replay/transcript.js';

export interface GameRecord {
  readonly startFen: string;
  /** The moves in UCI. */
  readonly moves: readonly string[];
}

export const NEW_GAME: GameRecord = { startFen: START_FEN, moves: [] };

/** The board after every move of the record. */
export function recordBoard(record: GameRecord): Board {
  const b = boardFromFen(record.startFen, X88);
  if (!b.ok) throw new Error(b.error.message);
  for (const uci of record.moves) {
    const m = parseUci(b.value, uci);
    if (!m.ok) throw new Error(`illegal move in a game record: ${uci}`);
    b.value.make(m.value);
  }
  return b.value;
}

/** The record with one more move (the caller has checked it is legal). */
export function addMove(record: GameRecord, uci: string): GameRecord {
  return { ...record, moves: [...record.moves, uci] };
}

/** A move printed with its number: "12. NF3" or "12... NC6" (or long: "12. G1-F3"). */
export function numberedMove(board: Board, uci: string, notation: Notation): string {
  const number = board.side === 1 ? `${board.fullmove}.` : `${board.fullmove}...`;
  return `${number} ${moveWord(board, uci, notation)}`;
}

/** A move in the chosen notation, upper case; the board is the position before it. */
export function moveWord(board: Board, uci: string, notation: Notation): string {
  if (notation === 'long') return longNotation(board, uci);
  const m = parseUci(board, uci);
  return m.ok ? capitalSan(board, m.value) : uci.toUpperCase();
}

/** The result the rules give a finished game, with the reason in words; undefined while it goes on. */
export function ruledResult(board: Board): { result: PgnResult; why: string; state: GameState } | undefined {
  const state = gameState(board);
  switch (state) {
    case 'ongoing':
      return undefined;
    case 'checkmate':
      return { result: board.side === 1 ? '0-1' : '1-0', why: 'CHECKMATE', state };
    case 'stalemate':
      return { result: '1/2-1/2', why: 'STALEMATE', state };
    case 'threefold':
      return { result: '1/2-1/2', why: 'DRAW BY REPETITION', state };
    case 'fifty-moves':
      return { result: '1/2-1/2', why: 'DRAW BY THE FIFTY-MOVE RULE', state };
    case 'insufficient-material':
      return { result: '1/2-1/2', why: 'DRAW: NEITHER SIDE CAN MATE', state };
  }
}

/** The game as PGN text, for SAVE. */
export function recordPgn(record: GameRecord, tags: readonly PgnTag[], result: PgnResult): string {
  const b = boardFromFen(record.startFen, X88);
  if (!b.ok) throw new Error(b.error.message);
  const sans: string[] = [];
  for (const uci of record.moves) {
    const m = parseUci(b.value, uci);
    if (!m.ok) break;
    sans.push(makeSan(b.value, m.value));
    b.value.make(m.value);
  }
  return makePgn({
    tags: [...tags.filter(([n]) => n !== 'Result'), ['Result', result]],
    moves: sans,
    result,
    startFen: record.startFen,
  });
}

/** The most moves of a principal variation a thinking line shows. */
const THINKING_PLIES = 6;

/**
 * A line of moves from the board's position in the chosen notation, as printed units: each move
 * with its number where it needs one ("12. NF3", "NC6", "12... NC6"), so that a line cut between
 * units never splits a move or leaves a number without its move. A move that is not legal where
 * it stands (an engine's bug) ends the line. The board is left as it was.
 */
export function movesLine(board: Board, uci: readonly string[], notation: Notation): string[] {
  const b = board.clone();
  const units: string[] = [];
  for (const text of uci) {
    const m = parseUci(b, text);
    if (!m.ok) break;
    const numbered = b.side === 1 || units.length === 0;
    units.push(numbered ? numberedMove(b, text, notation) : moveWord(b, text, notation));
    b.make(m.value);
  }
  return units;
}

/**
 * An engine's thinking line: "   DEPTH 3     +0.26      1234 POSITIONS  1. NF3 D5 2. NC3" (its
 * own view), its principal variation in the chosen notation. Whole moves are left off the end
 * until the line fits the paper.
 */
export function thinkingLine(info: InfoRecord, board: Board, notation: Notation): string {
  const score = formatScore(info.score).toUpperCase();
  const head = `   DEPTH ${String(info.depth).padEnd(3)} ${score.padStart(7)} ${String(info.nodes).padStart(9)} POSITIONS `;
  let text = head;
  for (const unit of movesLine(board, info.pv.slice(0, THINKING_PLIES), notation)) {
    if (text.length + 1 + unit.length > PAPER_WIDTH) break;
    text += ` ${unit}`;
  }
  return text.trimEnd();
}
