// Does a move give check? Answered before the move is made, from the 0x88 geometry of
// attacks.ts, so the search can skip a futile capture without making it and need not look all
// round the enemy king after every move it does make.
//
// A move gives check directly (the man on its target square reaches the enemy king: REACH says
// whether it could, a step along DIRECTION whether the line is open once the man has left its
// square) or by discovery (the move opens a line from one of the mover's bishops, rooks or queens
// to the king through the square it leaves). Castling and en passant move a second man; they are
// made and tested (they are rare).

import type { Board } from '../../core/board.js';
import * as moveBits from '../../core/move.js';
import * as pieceCodes from '../../core/types.js';
import {
  DIFF_BIAS,
  DIRECTION,
  REACH,
  REACH_BISHOP,
  REACH_BLACK_PAWN,
  REACH_KNIGHT,
  REACH_ROOK,
  REACH_WHITE_PAWN,
} from './attacks.js';

const { FLAG_CASTLE, FLAG_EP } = moveBits;
const { BISHOP, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;

/** REACH bit of each role when it gives check (pawns by colour below; a king never does). */
const ROLE_REACH = new Uint8Array([
  0,
  0,
  REACH_KNIGHT,
  REACH_BISHOP,
  REACH_ROOK,
  REACH_BISHOP | REACH_ROOK,
  0,
]);

/**
 * Whether the legal move `m` of the side to move on `b` (0x88) gives check. (A king stepping
 * next to the other king is never legal, so a king move checks only by discovery.)
 */
export function givesCheck(b: Board, m: number): boolean {
  if ((m & (FLAG_CASTLE | FLAG_EP)) !== 0) {
    b.make(m);
    const check = b.inCheck();
    b.unmake();
    return check;
  }
  const P = b.pieces;
  const side = b.side;
  const from = m & 0xff;
  const to = (m >> 8) & 0xff;
  const king = b.kings[side === 1 ? 1 : 0]!;
  const promo = (m >> 16) & 7;
  const role = promo !== 0 ? promo : Math.imul(P[from]!, side); // imul: never a -0 (see movegen.ts)

  // Direct: the man on `to` reaches the king, along an open line for a slider.
  const reach = REACH[king - to + DIFF_BIAS]!;
  if (reach !== 0) {
    if (role === PAWN) {
      if ((reach & (side === 1 ? REACH_WHITE_PAWN : REACH_BLACK_PAWN)) !== 0) return true;
    } else if ((reach & ROLE_REACH[role]!) !== 0) {
      if (role === KNIGHT) return true;
      const d = DIRECTION[king - to + DIFF_BIAS]!;
      let t = to + d;
      while (t !== king && (P[t] === 0 || t === from)) t += d;
      if (t === king) return true;
    }
  }

  // Discovered: the square left lies on a line from the king, open up to it, and the first man
  // beyond it is one of the mover's sliders of that line (unless the move stays on the line).
  const d = DIRECTION[from - king + DIFF_BIAS]!;
  if (d === 0 || DIRECTION[to - king + DIFF_BIAS] === d) return false;
  let t = king + d;
  while (t !== from) {
    if (P[t] !== 0) return false;
    t += d;
  }
  for (t = from + d; (t & 0x88) === 0; t += d) {
    const p = P[t]!;
    if (p === 0) continue;
    const r = p * side;
    if (r === QUEEN) return true;
    const diagonal = d === 0x11 || d === -0x11 || d === 0x0f || d === -0x0f;
    return r === (diagonal ? BISHOP : ROOK);
  }
  return false;
}
