// Material, as HIARCS 0.5 counted it: Pawn 100, Knight 335, Bishop 350, Rook 500, Queen 900,
// King 15000, and the exchange adjustment that makes a capture by the computer worth more than
// the piece when the computer is ahead and less when it is behind:
//
//   value of capture = ((totalComputerMaterial / totalPlayerMaterial * valuePieceTaken)
//                        - valuePieceTaken) * 4 + valuePieceTaken
//
// Totals count every piece on the board, kings included (15000 each), before the capture. With
// the kings in, a full set of men is 19070 a side; a rook up (19070 against 18570) exchanging
// knights earns (19070 / 18570 - 1) * 4 * 335 = 36.1, and with four pawns each gone (18670
// against 18170) 36.9: the seed's "about 37". The player's captures count their plain value
// (the formula is written from the computer's side only), so an even trade nets the bonus.

import type { HiarcsBoard } from './board.js';

/** Piece values by role code 0..6 (0 empty). */
export const PIECE_VALUES = Int32Array.from([0, 100, 335, 350, 500, 900, 15000]);

/** Material of every piece, king included, of the side whose pieces have sign `sign`. */
export function totalMaterial(sq: Int8Array, sign: number): number {
  let total = 0;
  for (let s = 11; s <= 88; s++) {
    const p = sq[s]! * sign;
    if (p > 0) total += PIECE_VALUES[p]!;
  }
  return total;
}

/** The seed's exchange formula: what taking a piece worth `taken` is worth to the computer. */
export function exchangeValue(taken: number, computerTotal: number, playerTotal: number): number {
  return ((computerTotal / playerTotal) * taken - taken) * 4 + taken;
}

/**
 * What a capture of `taken` (a value) is worth to the computer's score: the exchange formula
 * for the computer's captures, minus the plain value for the player's. Rounded to centipawns.
 */
export function captureScore(hb: HiarcsBoard, capturerSign: number, taken: number): number {
  if (capturerSign < 0) return -taken;
  const c = totalMaterial(hb.sq, 1);
  const p = totalMaterial(hb.sq, -1);
  return Math.round(exchangeValue(taken, c, p));
}
