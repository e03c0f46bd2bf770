// Attack maps for the GNU evaluator: for one side, how often and by which roles each square is
// attacked, written into a caller-owned Int32Array indexed by board square (layout numbering).
//
// One entry per square:
//
//   bits 0..7    number of attacks (direct only: a slider stops at the first man it meets,
//                which it attacks; batteries are not seen through)
//   bits 9..14   one bit per attacking role: bit 8 + role (pawn 1 .. king 6)
//
// The lowest set role bit names the cheapest attacker, since role codes follow piece values
// (the knight and bishop are both 330).

import type { Board } from '../../core/board.js';
import * as pieceCodes from '../../core/types.js';

const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;

export const ATK_COUNT_MASK = 0xff;
export const ATK_ROLE_SHIFT = 8;

/** The attack-map bit of a role (1..6). */
export function roleBit(role: number): number {
  return 1 << (ATK_ROLE_SHIFT + role);
}

/** Bits of the attack map that mean "a bishop or a queen attacks here". */
export const ATK_BQ = (1 << (ATK_ROLE_SHIFT + BISHOP)) | (1 << (ATK_ROLE_SHIFT + QUEEN));
/** Bits that mean "a rook or a queen attacks here". */
export const ATK_RQ = (1 << (ATK_ROLE_SHIFT + ROOK)) | (1 << (ATK_ROLE_SHIFT + QUEEN));
/** Bit that means "a knight attacks here". */
export const ATK_N = 1 << (ATK_ROLE_SHIFT + KNIGHT);

/** The role (1..6) of the cheapest attacker in an attack-map entry, or 0 if none. */
export function cheapestAttacker(entry: number): number {
  const roles = entry >>> ATK_ROLE_SHIFT;
  if (roles === 0) return 0;
  return 31 - Math.clz32(roles & -roles);
}

/**
 * Adds the attacks of the men of one colour, listed as board squares in `list[start..end)`, to
 * `atk` (which the caller has cleared).
 */
export function addAttacks(
  board: Board,
  list: Int32Array,
  start: number,
  end: number,
  atk: Int32Array,
): void {
  const P = board.pieces;
  const L = board.layout;
  const off = L.offBoard;
  const pad = L.pad;
  for (let i = start; i < end; i++) {
    const sq = list[i]!;
    const piece = P[sq]!;
    const role = piece > 0 ? piece : -piece;
    const bit = 1 << (ATK_ROLE_SHIFT + role);
    if (role === PAWN) {
      const ahead = sq + (piece > 0 ? L.rankStep : -L.rankStep);
      let t = ahead - L.fileStep;
      if (!off[t + pad]) atk[t] = (atk[t]! + 1) | bit;
      t = ahead + L.fileStep;
      if (!off[t + pad]) atk[t] = (atk[t]! + 1) | bit;
    } else if (role === KNIGHT || role === KING) {
      const offsets = role === KNIGHT ? L.knightOffsets : L.kingOffsets;
      for (let j = 0; j < 8; j++) {
        const t = sq + offsets[j]!;
        if (!off[t + pad]) atk[t] = (atk[t]! + 1) | bit;
      }
    } else {
      // Bishop: lines 0..3; rook: lines 4..7; queen: all eight (see Layout.lineOffsets).
      const lines = L.lineOffsets;
      const first = role === ROOK ? 4 : 0;
      const last = role === BISHOP ? 4 : 8;
      for (let j = first; j < last; j++) {
        const d = lines[j]!;
        let t = sq + d;
        while (!off[t + pad]) {
          atk[t] = (atk[t]! + 1) | bit;
          if (P[t] !== 0) break;
          t += d;
        }
      }
    }
  }
}
