// Swap-offs: the attackers and guards of a square, the exchange on it played out cheapest piece
// first, pins, and forks, all read off the computer-relative board (board.ts) without making a
// move. This is HIARCS 0.5's tactical eye: at ply 4 the search makes no more moves and asks
// instead, for every threatened capture, what the swap-off would win.
//
// Directions in the 10x10 numbering: a rank is +-1, a file +-10, diagonals +-9 and +-11, knight
// jumps +-8, +-12, +-19, +-21. A pawn playing up the board (White's) attacks +11 and -9 (one
// rank up, one file either way); one playing down attacks +9 and -11.
//
// Pins: a piece standing between its own king and an enemy slider on the same line may take part
// in a swap-off only along that line (`pinnedAway`). Forks: a piece attacking two or more enemy
// men each of which is the king, worth more than the attacker, or unguarded.

import { MAILBOX } from '../../core/layout.js';
import type { HiarcsBoard } from './board.js';
import { PIECE_VALUES } from './material.js';

const OFF = MAILBOX.offBoard;
const PAD = MAILBOX.pad;
const KNIGHT_STEPS = Int32Array.from([21, 19, 12, 8, -8, -12, -19, -21]);
const DIAGONALS = Int32Array.from([11, 9, -9, -11]);
const LINES = Int32Array.from([1, -1, 10, -10]);
const KING_STEPS = Int32Array.from([1, -1, 10, -10, 11, 9, -9, -11]);

/** +1 when pieces of `sign` move up the board (they are White's), else -1. */
function forward(hb: HiarcsBoard, sign: number): number {
  return (sign > 0 ? hb.computer : -hb.computer) === 1 ? 1 : -1;
}

/**
 * Is the piece on `s` pinned to its king so that it may not go to `t`? (The piece belongs to the
 * side of its sign; `t` on the pin line, the pinner's square included, is allowed.)
 */
export function pinnedAway(hb: HiarcsBoard, s: number, t: number): boolean {
  const S = hb.sq;
  const p = S[s]!;
  const g = p > 0 ? 1 : -1;
  if (p * g === 6) return false;
  const k = hb.king(g);
  const df = ((s / 10) | 0) - ((k / 10) | 0);
  const dr = (s % 10) - (k % 10);
  if (df !== 0 && dr !== 0 && df !== dr && df !== -dr) return false;
  const step = Math.sign(df) * 10 + Math.sign(dr);
  for (let x = k + step; x !== s; x += step) if (S[x] !== 0) return false;
  const diagonal = df !== 0 && dr !== 0;
  let pinner = 0;
  for (let x = s + step; !OFF[x + PAD]; x += step) {
    const q = S[x]! * g;
    if (q === 0) continue;
    if (q === -5 || q === (diagonal ? -3 : -4)) pinner = x;
    break;
  }
  if (pinner === 0) return false;
  for (let x = k + step; x !== pinner + step; x += step) if (x === t) return false;
  return true;
}

/**
 * The square of the cheapest piece of side `g` attacking `t` (not counting pieces pinned away
 * from `t`), or -1. Sliders are seen through empty squares only, so an x-ray attacker appears
 * once the piece in front of it has been used in the swap-off.
 */
export function cheapestAttacker(hb: HiarcsBoard, t: number, g: number): number {
  const S = hb.sq;
  const fwd = forward(hb, g);
  for (let i = -10; i <= 10; i += 20) {
    const s = t - fwd + i;
    if (!OFF[s + PAD] && S[s]! * g === 1 && !pinnedAway(hb, s, t)) return s;
  }
  for (let i = 0; i < 8; i++) {
    const s = t + KNIGHT_STEPS[i]!;
    if (!OFF[s + PAD] && S[s]! * g === 2 && !pinnedAway(hb, s, t)) return s;
  }
  let best = -1;
  let bestRole = 7;
  for (let i = 0; i < 8; i++) {
    const d = i < 4 ? DIAGONALS[i]! : LINES[i - 4]!;
    const own = i < 4 ? 3 : 4;
    for (let s = t + d; !OFF[s + PAD]; s += d) {
      const q = S[s]! * g;
      if (q === 0) continue;
      if ((q === own || q === 5) && q < bestRole && !pinnedAway(hb, s, t)) {
        best = s;
        bestRole = q;
      }
      break;
    }
  }
  if (best !== -1) return best;
  for (let i = 0; i < 8; i++) {
    const s = t + KING_STEPS[i]!;
    if (!OFF[s + PAD] && S[s]! * g === 6) return s;
  }
  return -1;
}

/** Is `t` attacked (or guarded) by side `g`? */
export function attacked(hb: HiarcsBoard, t: number, g: number): boolean {
  return cheapestAttacker(hb, t, g) !== -1;
}

/**
 * The swap-off on `t`: side `g` captures the piece there, then both sides recapture with their
 * cheapest piece while it pays. Returns the material `g` wins (0 or less when it does not pay;
 * the first capture is made regardless), or 0 when `g` does not attack `t`. `scratch` holds
 * 64 ints of working space.
 */
export function swapOff(hb: HiarcsBoard, t: number, g: number, scratch: Int32Array): number {
  const S = hb.sq;
  const victim = S[t]!;
  if (victim === 0) return 0;
  // scratch: [0..31] gains, [32..63] (square << 8 | piece + 8) of the men lifted off the board.
  // gain[i]: what the side making capture i has won if the swap-off stops after it.
  scratch[0] = PIECE_VALUES[victim > 0 ? victim : -victim]!;
  let d = -1;
  let lifted = 0;
  let onSquare = 0;
  let side = g;
  while (d < 30) {
    const from = cheapestAttacker(hb, t, side);
    if (from === -1) break;
    const p = S[from]!;
    const role = p > 0 ? p : -p;
    if (role === 6) {
      // A king may take only when nothing recaptures.
      S[from] = 0;
      const recapture = cheapestAttacker(hb, t, -side);
      S[from] = p;
      if (recapture !== -1) break;
    }
    d++;
    if (d > 0) scratch[d] = onSquare - scratch[d - 1]!;
    onSquare = PIECE_VALUES[role]!;
    scratch[32 + lifted++] = (from << 8) | (p + 8);
    S[from] = 0;
    side = -side;
  }
  for (let i = 0; i < lifted; i++) {
    const e = scratch[32 + i]!;
    S[e >> 8] = (e & 0xff) - 8;
  }
  if (d < 0) return 0;
  // Back up: each side may stop recapturing when going on would lose.
  for (let i = d; i > 0; i--) scratch[i - 1] = -Math.max(-scratch[i - 1]!, scratch[i]!);
  return scratch[0]!;
}

/**
 * How many enemy men the piece on `from` attacks that are its king, worth more than the
 * attacker, or unguarded: two or more make a fork.
 */
export function forkTargets(hb: HiarcsBoard, from: number): number {
  const S = hb.sq;
  const p = S[from]!;
  const g = p > 0 ? 1 : -1;
  const role = p * g;
  const value = PIECE_VALUES[role]!;
  let n = 0;
  if (role === 1) {
    const fwd = forward(hb, g);
    n += forkTarget(hb, from + fwd - 10, g, value) + forkTarget(hb, from + fwd + 10, g, value);
  } else if (role === 2 || role === 6) {
    const steps = role === 2 ? KNIGHT_STEPS : KING_STEPS;
    for (let i = 0; i < 8; i++) n += forkTarget(hb, from + steps[i]!, g, value);
  } else {
    for (let i = role === 4 ? 4 : 0; i < (role === 3 ? 4 : 8); i++) {
      const d = i < 4 ? DIAGONALS[i]! : LINES[i - 4]!;
      for (let t = from + d; !OFF[t + PAD]; t += d) {
        if (S[t] === 0) continue;
        n += forkTarget(hb, t, g, value);
        break;
      }
    }
  }
  return n;
}

/** 1 if `t` holds an enemy (of `g`) king, a man worth more than `value`, or an unguarded man. */
function forkTarget(hb: HiarcsBoard, t: number, g: number, value: number): number {
  if (OFF[t + PAD]) return 0;
  const q = hb.sq[t]! * g;
  if (q >= 0) return 0;
  return q === -6 || PIECE_VALUES[-q]! > value || !attacked(hb, t, -g) ? 1 : 0;
}

/** The result of the ply-4 swap-off look at a position, from the side to move's view. */
export interface SwapLook {
  /** Best swap-off the side to move can start (0 if none pays). */
  gain: number;
  /** The two largest swap-offs the opponent threatens against the side to move. */
  threat1: number;
  threat2: number;
  /** Threatened captures examined (each counts as a position). */
  examined: number;
}

/**
 * HIARCS's ply 4: every capture threatened in the position, by either side, worked out as a
 * swap-off. `g` is the side to move. Fills `out` and returns it.
 */
export function swapLook(hb: HiarcsBoard, g: number, scratch: Int32Array, out: SwapLook): SwapLook {
  const S = hb.sq;
  out.gain = 0;
  out.threat1 = 0;
  out.threat2 = 0;
  out.examined = 0;
  for (let f = 1; f <= 8; f++) {
    for (let r = 1; r <= 8; r++) {
      const t = f * 10 + r;
      const q = S[t]!;
      if (q === 0 || q === 6 || q === -6) continue;
      const owner = q > 0 ? 1 : -1;
      if (!attacked(hb, t, -owner)) continue;
      out.examined++;
      const v = swapOff(hb, t, -owner, scratch);
      if (v <= 0) continue;
      if (owner !== g) {
        if (v > out.gain) out.gain = v;
      } else if (v > out.threat1) {
        out.threat2 = out.threat1;
        out.threat1 = v;
      } else if (v > out.threat2) {
        out.threat2 = v;
      }
    }
  }
  return out;
}
