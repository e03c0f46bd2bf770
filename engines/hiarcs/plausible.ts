// Which moves HIARCS 0.5 looks at, ply by ply (seed, "Search"):
//
//   ply 1  every move, scored by the position evaluation; deeper analysis only for the best
//          PositionalMoves quiet moves and the high-interest tactical moves (search.ts)
//   ply 2  check evasions, checks, captures, forks and pawn promotions
//   ply 3  check evasions, captures, forks and pawn promotions
//   ply 4  no moves: the swap-off evaluation of every threatened capture (swap.ts)
//
// A move's classes are found by making it: a check is a move after which the opponent is in
// check; a fork a move after which the moved man attacks two or more enemy men that are the
// king, worth more than it, or unguarded (swap.ts forkTargets). Promotions at plies 2 and 3 are
// to a queen only (a choice: under-promotion is left to ply 1, which sees every move).

import { FLAG_CAPTURE } from '../../core/move.js';
import type { HiarcsBoard } from './board.js';
import { forkTargets } from './swap.js';

export const CLASS_CAPTURE = 1;
export const CLASS_CHECK = 2;
export const CLASS_FORK = 4;
export const CLASS_PROMOTION = 8;
/** Set for every move of a side in check (each is a check evasion). */
export const CLASS_EVASION = 16;

/** The classes of legal move `m` in the current position (makes and takes back the move). */
export function classify(hb: HiarcsBoard, m: number, inCheck: boolean): number {
  let c = inCheck ? CLASS_EVASION : 0;
  if (m & FLAG_CAPTURE) c |= CLASS_CAPTURE;
  if ((m >> 16) & 7) c |= CLASS_PROMOTION;
  hb.make(m);
  if (hb.inCheck()) c |= CLASS_CHECK;
  if (forkTargets(hb, (m >> 8) & 0xff) >= 2) c |= CLASS_FORK;
  hb.unmake();
  return c;
}

/** The classes each ply searches: index = ply (1..3); ply 1 admits everything, then selects. */
export const PLY_CLASSES = Int32Array.from([
  0,
  CLASS_EVASION | CLASS_CHECK | CLASS_CAPTURE | CLASS_FORK | CLASS_PROMOTION,
  CLASS_EVASION | CLASS_CHECK | CLASS_CAPTURE | CLASS_FORK | CLASS_PROMOTION,
  CLASS_EVASION | CLASS_CAPTURE | CLASS_FORK | CLASS_PROMOTION,
]);

/**
 * Does ply `ply` (2 or 3) search a move of classes `c` (promotion role `promo`, 0 if none)?
 * Under-promotions only as check evasions.
 */
export function admitted(ply: number, c: number, promo: number): boolean {
  if (promo !== 0 && promo !== 5 && (c & CLASS_EVASION) === 0) return false;
  return (c & PLY_CLASSES[ply]!) !== 0;
}
