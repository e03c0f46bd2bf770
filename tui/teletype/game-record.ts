// A game being played at the teletype (PLAY or WATCH): the moves so far from the start
// position, the board they reach, how the game stands by the rules, how a move and an engine's
// thinking line are printed (in the chosen notation), and the PGN that SAVE adds to a file.

import type { Board } from '../../core/board.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { makePgn, type PgnResult, type PgnTag } from '../../core/pgn.js';
import { gameState, type GameState } from '../../core/rules.js';
import { makeSan } from '../../core/san.js';
import { parseUci, playUciLine } from '../../core/uci-move.js';
import type { InfoRecord } from '../../engines/engine.js';
import { formatScore } from '../format/search-text.js';
import { PAPER_WIDTH } from '../format/wrap.js';
import { capitalSan, longNotation } from './move-input.js';
import type { Notation } from './replay/transcript.js';

/**
 * A game from its start position: the moves, and the board they reach, made once each as the
 * game goes (a record's board is read, never changed: addMove and takeBack make new ones).
 */
export interface GameRecord {
  readonly startFen: string;
  /** The moves in UCI. */
  readonly moves: readonly string[];
  /** The position after every move. */
  readonly board: Board;
}

/** A record with no moves yet, from `startFen` (a FEN the caller knows is good). */
export function newRecord(startFen: string = START_FEN): GameRecord {
  const b = boardFromFen(startFen, X88);
  if (!b.ok) throw new Error(b.error.message);
  return { startFen, moves: [], board: b.value };
}

export const NEW_GAME: GameRecord = newRecord();

/** The record with one more move (the caller has checked it is legal), made on a copy of its board. */
export function addMove(record: GameRecord, uci: string): GameRecord {
  const board = record.board.clone();
  if (playUciLine(board, [uci]) !== 1) throw new Error(`illegal move in a game record: ${uci}`);
  return { ...record, moves: [...record.moves, uci], board };
}

/** The record with its last `plies` moves taken back (no more than it holds). */
export function takeBack(record: GameRecord, plies: number): GameRecord {
  const board = record.board.clone();
  for (let i = 0; i < plies; i++) board.unmake();
  return { ...record, moves: record.moves.slice(0, record.moves.length - plies), board };
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
  const sans: string[] = [];
  playUciLine(newRecord(record.startFen).board, record.moves, (b, m) => sans.push(makeSan(b, m)));
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
  const units: string[] = [];
  playUciLine(board.clone(), uci, (b, _m, i) => {
    const numbered = b.side === 1 || i === 0;
    units.push(numbered ? numberedMove(b, uci[i]!, notation) : moveWord(b, uci[i]!, notation));
  });
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
