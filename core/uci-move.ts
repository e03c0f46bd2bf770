// UCI long algebraic moves: from square, to square, and a lower-case promotion letter.
//   e2e4   e7e8q   e1g1 (castling is written as the king's move)
// Squares go through the board's layout, so the same text names the same move on either layout.

import { Board } from './board.js';
import { boardFromFen } from './fen.js';
import { nameOf } from './layout.js';
import { movePromo, moveFrom, moveTo, type Move } from './move.js';
import { moveError, sideWord, type MoveError } from './move-error.js';
import { legalMoves } from './movegen.js';
import { err, ok, type Result } from './result.js';
import { PAWN, parseSquareName, ROLE_LETTERS } from './types.js';

const UCI_SHAPE = /^([a-h][1-8])([a-h][1-8])([nbrqNBRQ]?)$/;

/** The UCI text of a move of this board's position ("e2e4", "e7e8q", "e1g1"). */
export function makeUci(board: Board, move: Move): string {
  const promo = movePromo(move);
  const layout = board.layout;
  return nameOf(layout, moveFrom(move)) + nameOf(layout, moveTo(move)) + (promo ? ROLE_LETTERS[promo] : '');
}

/** The legal move that the UCI text names in this position, or why there is none. */
export function parseUci(board: Board, text: string): Result<Move, MoveError> {
  const t = text.trim();
  const shape = UCI_SHAPE.exec(t);
  if (!shape) return err(moveError('syntax', t, 'not a UCI move (e.g. e2e4, e7e8q)'));
  const layout = board.layout;
  const from = layout.squares[parseSquareName(shape[1]!)!]!;
  const to = layout.squares[parseSquareName(shape[2]!)!]!;
  const promo = shape[3] ? ROLE_LETTERS.indexOf(shape[3].toLowerCase()) : 0;
  const candidates = legalMoves(board).filter((m) => moveFrom(m) === from && moveTo(m) === to);
  const found = candidates.find((m) => movePromo(m) === promo);
  if (found !== undefined) return ok(found);
  if (promo === 0 && candidates.length > 0 && Math.abs(board.pieces[from]!) === PAWN) {
    return err(moveError('promotion', t, `missing a promotion piece (e.g. ${t}q)`));
  }
  return err(moveError('illegal', t, `not a legal move for ${sideWord(board.side)}`));
}

/**
 * Plays UCI moves on `board` one after another, calling `each` (if given) with the board before
 * each move, the move and its index; stops at the first move that is not legal where it stands.
 * Returns how many moves were played.
 */
export function playUciLine(
  board: Board,
  line: readonly string[],
  each?: (board: Board, move: Move, index: number) => void,
): number {
  for (let i = 0; i < line.length; i++) {
    const m = parseUci(board, line[i]!);
    if (!m.ok) return i;
    each?.(board, m.value, i);
    board.make(m.value);
  }
  return line.length;
}

/**
 * The board of `fen` after the UCI `moves`, or a one-line reason: the FEN's error, or the first
 * move that is not legal, numbered from 1 ("move 3: ..."). `prepare` runs on the board before the
 * moves are played (to set its en-passant method, for instance).
 */
export function boardAfterMoves(
  fen: string,
  moves: readonly string[],
  layout: Parameters<typeof Board.fromSetup>[1],
  prepare?: (board: Board) => void,
): Result<Board, string> {
  const start = boardFromFen(fen, layout);
  if (!start.ok) return err(start.error.message);
  const board = start.value;
  prepare?.(board);
  const played = playUciLine(board, moves);
  if (played === moves.length) return ok(board);
  const bad = parseUci(board, moves[played]!);
  return err(`move ${played + 1}: ${bad.ok ? 'not played' : bad.error.message}`);
}
