// The rules that end a game: checkmate, stalemate, threefold repetition, the 50-move rule and
// insufficient material. Checkmate and stalemate take precedence over the draw rules.

import type { Board } from './board.js';
import { MAX_MOVES, generateLegal } from './movegen.js';
import { BISHOP, KING, KNIGHT } from './types.js';

export const GAME_STATES = [
  'ongoing',
  'checkmate',
  'stalemate',
  'threefold',
  'fifty-moves',
  'insufficient-material',
] as const;
export type GameState = (typeof GAME_STATES)[number];

/**
 * Neither side can mate by any series of legal moves: K v K, K+minor v K, and any number of
 * bishops (no other pieces) all standing on squares of one colour.
 */
export function isInsufficientMaterial(b: Board): boolean {
  const L = b.layout;
  let minors = 0;
  let knights = 0;
  let lightBishops = 0;
  let darkBishops = 0;
  for (let s = 0; s < 64; s++) {
    const sq = L.squares[s]!;
    const role = Math.abs(b.pieces[sq]!);
    if (role === 0 || role === KING) continue;
    if (role === KNIGHT) {
      knights++;
      minors++;
    } else if (role === BISHOP) {
      minors++;
      if (((s & 7) + (s >> 3)) % 2 === 0) darkBishops++;
      else lightBishops++;
    } else {
      return false;
    }
  }
  if (minors <= 1) return true;
  return knights === 0 && (lightBishops === 0 || darkBishops === 0);
}

/** The state of the game at the board's current position. */
export function gameState(b: Board): GameState {
  const buf = new Int32Array(MAX_MOVES);
  if (generateLegal(b, buf, 0) === 0) return b.inCheck() ? 'checkmate' : 'stalemate';
  if (b.halfmove >= 100) return 'fifty-moves';
  if (b.repetitions() >= 2) return 'threefold';
  if (isInsufficientMaterial(b)) return 'insufficient-material';
  return 'ongoing';
}
