// The check-evasion subroutine (a GOSUB in the BASIC+ original): when the side to move is in
// check, its moves come from three tries, in the seed's order: capture the checking piece, move
// the king, interpose on the line of check. Double check leaves only king moves. The search uses
// it for every node in check, and to spot mate (no evasion) without searching further.

import { MAILBOX } from '../../core/layout.js';
import { FLAG_CASTLE, FLAG_EP } from '../../core/move.js';
import { generatePseudo, MAX_MOVES } from '../../core/movegen.js';
import type { HiarcsBoard } from './board.js';

const OFF = MAILBOX.offBoard;
const PAD = MAILBOX.pad;
const KNIGHT_STEPS = Int32Array.from([21, 19, 12, 8, -8, -12, -19, -21]);
const DIRECTIONS = Int32Array.from([11, 9, -9, -11, 1, -1, 10, -10]);

/** Squares of the enemy men giving check to the side to move, written into `out`; returns how many. */
export function findCheckers(hb: HiarcsBoard, out: Int32Array): number {
  const S = hb.sq;
  const g = hb.toMove();
  const k = hb.king(g);
  let n = 0;
  const enemyFwd = (g > 0 ? -hb.computer : hb.computer) === 1 ? 1 : -1;
  for (let i = -10; i <= 10; i += 20) {
    const s = k - enemyFwd + i;
    if (!OFF[s + PAD] && S[s]! * g === -1) out[n++] = s;
  }
  for (let i = 0; i < 8; i++) {
    const s = k + KNIGHT_STEPS[i]!;
    if (!OFF[s + PAD] && S[s]! * g === -2) out[n++] = s;
  }
  for (let i = 0; i < 8; i++) {
    const d = DIRECTIONS[i]!;
    const slider = i < 4 ? -3 : -4;
    for (let s = k + d; !OFF[s + PAD]; s += d) {
      const q = S[s]! * g;
      if (q === 0) continue;
      if (q === slider || q === -5) out[n++] = s;
      break;
    }
  }
  return n;
}

/** Scratch space for one call of generateEvasions (owned by the caller, reused). */
export class EvasionScratch {
  readonly pseudo = new Int32Array(MAX_MOVES);
  readonly checkers = new Int32Array(16);
  readonly between = new Uint8Array(100);
}

/**
 * The legal evasions of the side to move (which must be in check) into `out` from `start`:
 * captures of the checking piece, then king moves, then interpositions. Returns the new end.
 */
export function generateEvasions(hb: HiarcsBoard, out: Int32Array, start: number, x: EvasionScratch): number {
  const S = hb.sq;
  const g = hb.toMove();
  const k = hb.king(g);
  const nCheckers = findCheckers(hb, x.checkers);
  const checker = nCheckers === 1 ? x.checkers[0]! : -1;
  // Squares between the king and a checking slider: where an interposition may go.
  x.between.fill(0);
  if (checker !== -1) {
    const role = -S[checker]! * g;
    if (role >= 3 && role <= 5) {
      const df = Math.sign(((checker / 10) | 0) - ((k / 10) | 0));
      const dr = Math.sign((checker % 10) - (k % 10));
      const step = df * 10 + dr;
      for (let s = k + step; s !== checker; s += step) x.between[s] = 1;
    }
  }
  const n = generatePseudo(hb.core, x.pseudo, 0);
  let w = start;
  // Try 1: capture the checking piece (en passant too, when the checker is the pawn just pushed).
  if (checker !== -1) {
    for (let i = 0; i < n; i++) {
      const m = x.pseudo[i]!;
      const from = m & 0xff;
      const to = (m >> 8) & 0xff;
      if (from === k) continue;
      const epVictim = m & FLAG_EP ? to - (to % 10) + (from % 10) : -1;
      if (to === checker || epVictim === checker) w = keepIfLegal(hb, m, out, w);
    }
  }
  // Try 2: move the king (captures included; castling is no way out of check).
  for (let i = 0; i < n; i++) {
    const m = x.pseudo[i]!;
    if ((m & 0xff) === k && !(m & FLAG_CASTLE)) w = keepIfLegal(hb, m, out, w);
  }
  // Try 3: interpose on the line of check.
  if (checker !== -1) {
    for (let i = 0; i < n; i++) {
      const m = x.pseudo[i]!;
      const from = m & 0xff;
      if (from !== k && !(m & FLAG_EP) && x.between[(m >> 8) & 0xff]) w = keepIfLegal(hb, m, out, w);
    }
  }
  return w;
}

/** Writes `m` at out[w] if it does not leave the mover in check; returns the new end. */
function keepIfLegal(hb: HiarcsBoard, m: number, out: Int32Array, w: number): number {
  const b = hb.core;
  b.make(m);
  const illegal = b.leftInCheck();
  b.unmake();
  if (!illegal) out[w++] = m;
  return w;
}

/**
 * Is the side to move checkmated? (In check, and the evasion routine finds nothing.) `out` from
 * `start` is scratch space for the evasions.
 */
export function isMated(hb: HiarcsBoard, out: Int32Array, x: EvasionScratch, start = 0): boolean {
  return hb.inCheck() && generateEvasions(hb, out, start, x) === start;
}
