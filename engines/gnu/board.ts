// The board as GNU Chess 1987 held it, so that its search can be replayed move for move.
//
// Squares 0..63, a1 = 0 ... h8 = 63 (row = sq >> 3, column = sq & 7). Two arrays: `role`
// (0 empty, 1 P, 2 N, 3 B, 4 R, 5 Q, 6 K) and `color` (0 White, 1 Black, 2 empty).
//
//   56 57 58 59 60 61 62 63    <- rank 8
//   ...
//    0  1  2  3  4  5  6  7    <- rank 1
//
// Piece lists decide the order of generation and so break ties: per side, the king at index 0,
// the others in a1..h8 order when a position is set up; a captured man is removed by shifting
// the later entries down; a man restored by an unmake goes on at the end; an en-passant capture
// (made or taken back) rebuilds both lists in square order. Moves are generated from the LAST
// list entry down to the king; castling (king-side first) comes after all other moves. Moves are
// pseudo-legal: the search finds an illegal one when the reply captures the king. Promotion is
// always to a queen.
//
// A move is packed as from | to << 6 | flags (the F_* bits) and every make counts one node.

import type { Setup } from '../../core/setup.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ } from '../../core/setup.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from '../../core/types.js';
import { PIECE_VALUE } from './tables.js';

export const WHITE = 0;
export const BLACK = 1;
export const NEUTRAL = 2;
// Roles P1 N2 B3 R4 Q5 K6: the program's codes and the core's are the same.
export { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK };

/** Material by role [ref]: P 100, N 330, B 330, R 520, Q 980, K 999 (tables.ts). */
export const VALUE = PIECE_VALUE;

export const F_CAPTURE = 1 << 12;
export const F_PROMOTE = 2 << 12;
export const F_CASTLE = 4 << 12;
export const F_EP = 8 << 12;
/** A pawn move to its 7th rank (2nd for Black). */
export const F_PAWN_THREAT = 16 << 12;

export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;

/**
 * The program's direction table as (file, rank) steps, in its order: east, north, west, south,
 * north-west, north-east, south-east, south-west, then the eight knight jumps.
 */
const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [-1, 1],
  [1, 1],
  [1, -1],
  [-1, -1],
  [-2, 1],
  [2, -1],
  [2, 1],
  [-2, -1],
  [-1, 2],
  [1, -2],
  [1, 2],
  [-1, -2],
];
/** First and end direction of each role (rooks 0-3, bishops 4-7, queens and kings 0-7, knights 8-15). */
const DIR_FIRST = [0, 0, 8, 4, 0, 0, 0];
const DIR_END = [0, 0, 16, 8, 4, 8, 8];
const SLIDES = [false, false, false, true, true, true, false];

/**
 * Rays: for role r, square s and direction d (0..15), RAY[((r * 64 + s) * 16 + d) * 8 + k] is
 * the k-th square along the ray, -1 past its end.
 */
export const RAY = (() => {
  const ray = new Int8Array(7 * 64 * 16 * 8).fill(-1);
  for (let r = 2; r <= 6; r++)
    for (let s = 0; s < 64; s++)
      for (let d = DIR_FIRST[r]!; d < DIR_END[r]!; d++) {
        const [df, dr] = DIRECTIONS[d]!;
        let f = s & 7;
        let rank = s >> 3;
        for (let k = 0; k < 8; k++) {
          f += df;
          rank += dr;
          if (f < 0 || f > 7 || rank < 0 || rank > 7) break;
          ray[((r * 64 + s) * 16 + d) * 8 + k] = rank * 8 + f;
          if (!SLIDES[r]) break;
        }
      }
  return ray;
})();

/**
 * LINE_DIR[a * 64 + b]: the queen direction (0..7) that leads from a to b along a line, or -1;
 * KNIGHT_JUMP[a * 64 + b]: 1 when a knight jumps from a to b.
 */
const LINE_DIR = (() => {
  const t = new Int8Array(64 * 64).fill(-1);
  for (let a = 0; a < 64; a++)
    for (let d = 0; d < 8; d++)
      for (let k = 0; k < 8; k++) {
        const u = RAY[((QUEEN * 64 + a) * 16 + d) * 8 + k]!;
        if (u < 0) break;
        t[a * 64 + u] = d;
      }
  return t;
})();
const KNIGHT_JUMP = (() => {
  const t = new Uint8Array(64 * 64);
  for (let a = 0; a < 64; a++)
    for (let d = 8; d < 16; d++) {
      const u = RAY[((KNIGHT * 64 + a) * 16 + d) * 8]!;
      if (u >= 0) t[a * 64 + u] = 1;
    }
  return t;
})();

/**
 * The same rays flattened for the hot loops (generation, attack words, line scans): for role r
 * and square s, STEP_SQ[STEP_FIRST[r * 64 + s] .. STEP_FIRST[r * 64 + s + 1]) lists the squares
 * of every ray in direction order, each ray from its near end; STEP_NEXT[i] is where the walk
 * goes on when square i is occupied (the first square of the next ray, so that a blocked ray
 * is left), STEP_DIR[i] is the direction of square i, and STEP_NEAR[i] whether it is the first. A knight's or king's rays have one
 * square each, so for them STEP_NEXT[i] = i + 1.
 */
export const STEP_FIRST = new Int16Array(7 * 64 + 1);
const STEPS = RAY.reduce((n, u) => (u >= 0 ? n + 1 : n), 0);
export const STEP_SQ = new Int8Array(STEPS);
export const STEP_NEXT = new Int16Array(STEPS);
export const STEP_DIR = new Int8Array(STEPS);
/** 1 where the square is the first of its ray (next to the ray's origin). */
export const STEP_NEAR = new Uint8Array(STEPS);
{
  let i = 0;
  for (let r = 0; r < 7; r++)
    for (let s = 0; s < 64; s++) {
      STEP_FIRST[r * 64 + s] = i;
      for (let d = DIR_FIRST[r]!; d < DIR_END[r]!; d++) {
        const first = i;
        for (let k = 0; k < 8; k++) {
          const u = RAY[((r * 64 + s) * 16 + d) * 8 + k]!;
          if (u < 0) break;
          STEP_SQ[i] = u;
          STEP_DIR[i] = d;
          STEP_NEAR[i] = k === 0 ? 1 : 0;
          i++;
        }
        for (let j = first; j < i; j++) STEP_NEXT[j] = i;
      }
    }
  STEP_FIRST[7 * 64] = i;
}

/** The k-th square from `s` along direction `d` for role `r`, or -1. */
export function raySquare(r: number, s: number, d: number, k: number): number {
  return RAY[((r * 64 + s) * 16 + d) * 8 + k]!;
}
export function dirFirst(r: number): number {
  return DIR_FIRST[r]!;
}
export function dirEnd(r: number): number {
  return DIR_END[r]!;
}

/** King distance between two squares. */
export function distance(a: number, b: number): number {
  return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));
}

/** Taxicab distance between two squares. */
export function taxicab(a: number, b: number): number {
  return Math.abs((a & 7) - (b & 7)) + Math.abs((a >> 3) - (b >> 3));
}

const MAX_GAME = 1024;
/** The game record's fields (GnuBoard.rec). */
const REC = 8;
const R_MOVE = 0;
const R_CAP_ROLE = 1;
const R_SV_TO = 2;
const R_EP = 3;
const R_RIGHTS = 4;
const R_HALF = 5;
const R_KEY_LO = 6;
const R_KEY_HI = 7;
export const CASTLED_SQUARES = [0, 1, 2, 6, 7];

/** Position keys: a 64-bit key (two halves) per colour, role and square, then side, ep file, rights. */
const KEY_COUNT = 2 * 7 * 64 + 1 + 8 + 16;
const KEY_LO = new Int32Array(KEY_COUNT);
const KEY_HI = new Int32Array(KEY_COUNT);
{
  // A Weyl sequence through a multiply-xorshift mixer: no linear relation between the halves.
  let x = 0x6a09e667;
  const next = (): number => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return z ^ (z >>> 16);
  };
  for (let i = 0; i < KEY_COUNT; i++) {
    KEY_LO[i] = next();
    KEY_HI[i] = next();
  }
}
const KEY_SIDE = 2 * 7 * 64;
const KEY_EP = KEY_SIDE + 1;
const KEY_RIGHTS = KEY_EP + 8;
const manKey = (c: number, r: number, s: number): number => (c * 7 + r) * 64 + s;

/** Castling rights that survive a move from or to each square. */
const RIGHTS_KEPT = (() => {
  const keep = new Int8Array(64).fill(15);
  keep[0] = 15 & ~CASTLE_WQ;
  keep[7] = 15 & ~CASTLE_WK;
  keep[4] = 15 & ~(CASTLE_WK | CASTLE_WQ);
  keep[56] = 15 & ~CASTLE_BQ;
  keep[63] = 15 & ~CASTLE_BK;
  keep[60] = 15 & ~(CASTLE_BK | CASTLE_BQ);
  return keep;
})();

export class GnuBoard {
  readonly role = new Int8Array(64);
  readonly color = new Int8Array(64).fill(NEUTRAL);
  /** Piece lists: side * 16 + index; the king at index 0. */
  readonly list = new Int8Array(32);
  readonly count = new Int8Array(2);
  /** List index of the man on each square. */
  readonly index = new Int8Array(64);
  /** Material per side, king included; pawn material; pawns per side and file. */
  readonly mtl = new Int32Array(2);
  readonly pmtl = new Int32Array(2);
  readonly pawnsOnFile = new Int8Array(16);
  /**
   * The positional value each man had at the last full evaluation, by square; it travels with
   * the man when he moves. Squares left empty keep stale values (the quiescence order reads them).
   */
  readonly svalue = new Int32Array(64);
  side = WHITE;
  /** The en-passant target square or -1. */
  ep = -1;
  /** Times each king has moved, and whether it castled. */
  readonly kingMoved = new Int32Array(2);
  readonly castled = new Uint8Array(2);
  /** Castling rights the setup allowed (bit per wing, as in core/setup.ts); the program knew none. */
  rights = 0;
  nodes = 0;
  /**
   * Game record, one REC-entry record per move made (index = ply): the move, the captured role,
   * the to-square's value before the move, the en-passant square, the castling rights and the
   * half-move clock before it, and the position key after it (record 0: the setup's key).
   */
  private readonly rec = new Int32Array(MAX_GAME * REC);
  /** Scratch for `cycles`: per square, times left less times reached (zero between calls). */
  private readonly flow = new Int8Array(64);
  /** Moves made since the setup (game moves and search moves). */
  ply = 0;
  halfmove = 0;
  keyLo = 0;
  keyHi = 0;

  constructor(setup: Setup) {
    for (let s = 0; s < 64; s++) {
      const p = setup.board[s]!;
      if (p !== 0) {
        this.role[s] = Math.abs(p);
        this.color[s] = p > 0 ? WHITE : BLACK;
      }
    }
    this.side = setup.turn === 1 ? WHITE : BLACK;
    this.ep = setup.ep;
    this.halfmove = setup.halfmove;
    this.rights = setup.castling;
    this.initStats();
    // A king set up away from its square counts as castled (as the 1987 program set it up).
    for (let c = 0; c < 2; c++) {
      const k = this.kingSquare(c) ^ (c === WHITE ? 0 : 56);
      if (k < 8 && k !== 4 && CASTLED_SQUARES.includes(k)) this.castled[c] = 1;
      else if (k !== 4) this.kingMoved[c] = 1;
    }
    this.computeKey();
    this.rec[R_KEY_LO] = this.keyLo;
    this.rec[R_KEY_HI] = this.keyHi;
  }

  /** Rebuilds the piece lists (square order, king first), material and pawn files. */
  initStats(): void {
    this.mtl.fill(0);
    this.pmtl.fill(0);
    this.pawnsOnFile.fill(0);
    this.count.fill(0);
    for (let c = 0; c < 2; c++) {
      for (let s = 0; s < 64; s++)
        if (this.color[s] === c && this.role[s] === KING) {
          this.list[c * 16] = s;
          this.index[s] = 0;
          this.count[c] = 1;
        }
    }
    for (let s = 0; s < 64; s++) {
      const c = this.color[s]!;
      if (c === NEUTRAL) continue;
      const r = this.role[s]!;
      this.mtl[c] += VALUE[r]!;
      if (r === PAWN) {
        this.pmtl[c] += VALUE[PAWN]!;
        this.pawnsOnFile[c * 8 + (s & 7)]++;
      }
      if (r !== KING) {
        const n = this.count[c]!;
        this.list[c * 16 + n] = s;
        this.index[s] = n;
        this.count[c] = n + 1;
      }
    }
  }

  /** Whether side `c` attacks square `sq` (pseudo-legal: pinned men attack too). */
  attacks(c: number, sq: number): boolean {
    const role = this.role;
    const color = this.color;
    // Pawns of side c attacking sq stand one row behind it (from c's view).
    const row = sq >> 3;
    const col = sq & 7;
    const prow = c === WHITE ? row - 1 : row + 1;
    if (prow >= 0 && prow <= 7) {
      if (col > 0) {
        const u = prow * 8 + col - 1;
        if (color[u] === c && role[u] === PAWN) return true;
      }
      if (col < 7) {
        const u = prow * 8 + col + 1;
        if (color[u] === c && role[u] === PAWN) return true;
      }
    }
    let end = STEP_FIRST[KNIGHT * 64 + sq + 1]!;
    for (let k = STEP_FIRST[KNIGHT * 64 + sq]!; k < end; k++) {
      const u = STEP_SQ[k]!;
      if (color[u] === c && role[u] === KNIGHT) return true;
    }
    // Sliders and the king, looking out from the square along the queen's rays.
    end = STEP_FIRST[QUEEN * 64 + sq + 1]!;
    for (let k = STEP_FIRST[QUEEN * 64 + sq]!; k < end;) {
      const u = STEP_SQ[k]!;
      const uc = color[u]!;
      if (uc === NEUTRAL) {
        k++;
        continue;
      }
      if (uc === c) {
        const r = role[u]!;
        if (r === QUEEN || (STEP_DIR[k]! < 4 ? r === ROOK : r === BISHOP)) return true;
        if (r === KING && STEP_NEAR[k] === 1) return true;
      }
      k = STEP_NEXT[k]!;
    }
    return false;
  }

  /** Side c's piece list, king first (for tests and tracing). */
  pieceOrder(c: number): number[] {
    return Array.from(this.list.subarray(c * 16, c * 16 + this.count[c]!));
  }

  /**
   * Whether a slider of side c stands first along direction d from sq (a rook or queen on the
   * four straight lines, a bishop or queen on the diagonals).
   */
  private sliderAlong(c: number, sq: number, d: number): boolean {
    const base = ((QUEEN * 64 + sq) * 16 + d) * 8;
    for (let k = 0; k < 8; k++) {
      const u = RAY[base + k]!;
      if (u < 0) return false;
      const uc = this.color[u]!;
      if (uc === NEUTRAL) continue;
      if (uc !== c) return false;
      const r = this.role[u]!;
      return r === QUEEN || (d < 4 ? r === ROOK : r === BISHOP);
    }
    return false;
  }

  /**
   * After the last move: whether the side to move can take the enemy king (the move was
   * illegal), given whether the mover was in check before it. Only the line through the square
   * the man left needs looking at, unless the king moved, the mover was in check, or the move
   * took en passant.
   */
  kingTakeable(moverWasInCheck: boolean): boolean {
    const m = this.rec[this.ply * REC + R_MOVE]!;
    const mover = 1 - this.side;
    const k = this.list[mover * 16]!;
    const f = m & 63;
    if (moverWasInCheck || (m & F_EP) !== 0 || k === ((m >> 6) & 63)) return this.attacks(this.side, k);
    const d = LINE_DIR[k * 64 + f]!;
    return d >= 0 && this.sliderAlong(this.side, k, d);
  }

  /** After the last move: whether the side to move is in check (by the man moved or uncovered). */
  inCheckAfterMove(): boolean {
    const m = this.rec[this.ply * REC + R_MOVE]!;
    const mover = 1 - this.side;
    const k = this.list[this.side * 16]!;
    if (m & (F_EP | F_CASTLE | F_PROMOTE)) return this.attacks(mover, k);
    const f = m & 63;
    const t = (m >> 6) & 63;
    const r = this.role[t]!;
    if (r === KNIGHT) {
      if (KNIGHT_JUMP[t * 64 + k]) return true;
    } else if (r === PAWN) {
      const row = (t >> 3) + (mover === WHITE ? 1 : -1);
      if (row === k >> 3 && Math.abs((t & 7) - (k & 7)) === 1) return true;
    } else if (r === KING) {
      if (distance(t, k) === 1) return true;
    } else {
      const d = LINE_DIR[k * 64 + t]!;
      if (d >= 0 && (r === QUEEN || (d < 4 ? r === ROOK : r === BISHOP))) {
        // The line from the king to the man must be clear.
        const base = ((QUEEN * 64 + k) * 16 + d) * 8;
        for (let i = 0; i < 8; i++) {
          const u = RAY[base + i]!;
          if (u === t) return true;
          if (this.color[u] !== NEUTRAL) break;
        }
      }
    }
    const d = LINE_DIR[k * 64 + f]!;
    return d >= 0 && this.sliderAlong(mover, k, d);
  }

  kingSquare(c: number): number {
    return this.list[c * 16]!;
  }

  /**
   * Writes the side to move's pseudo-legal moves in the program's order (last list entry first)
   * into `out` from `n`; castling last. Returns the new end. With `anyWing`, castling ignores the
   * castling rights, as the program did (the search's own lines; never a move that is played).
   */
  generate(out: Int32Array, n: number, anyWing = false): number {
    // One loop with every table in a local, as generateCaptures. A piece's moves come ray by ray
    // in its direction order; a pawn's push (and double push), then its captures and en passant.
    const side = this.side;
    const xside = 1 - side;
    const color = this.color;
    const role = this.role;
    const list = this.list;
    const stepFirst = STEP_FIRST;
    const stepSq = STEP_SQ;
    const stepNext = STEP_NEXT;
    const ep = this.ep;
    const white = side === WHITE;
    const fwd = white ? 8 : -8;
    const promoteRow = white ? 6 : 1;
    const threatRow = white ? 5 : 2;
    const homeRow = white ? 1 : 6;
    // Captures: White north-west then north-east; Black south-east then south-west.
    const first = white ? -1 : 1;
    const base = side * 16;
    for (let i = this.count[side]! - 1; i >= 0; i--) {
      const from = list[base + i]!;
      const r = role[from]!;
      if (r === PAWN) {
        const to = from + fwd;
        const row = from >> 3;
        const flags = row === promoteRow ? F_PROMOTE : row === threatRow ? F_PAWN_THREAT : 0;
        if (color[to] === NEUTRAL) {
          out[n++] = from | (to << 6) | flags;
          if (row === homeRow && color[to + fwd] === NEUTRAL) out[n++] = from | ((to + fwd) << 6);
        }
        const col = from & 7;
        if (col + first >= 0 && col + first <= 7) {
          const t = to + first;
          if (color[t] === xside) out[n++] = from | (t << 6) | F_CAPTURE | flags;
          else if (t === ep) out[n++] = from | (t << 6) | F_CAPTURE | F_EP;
        }
        if (col - first >= 0 && col - first <= 7) {
          const t = to - first;
          if (color[t] === xside) out[n++] = from | (t << 6) | F_CAPTURE | flags;
          else if (t === ep) out[n++] = from | (t << 6) | F_CAPTURE | F_EP;
        }
        continue;
      }
      const end = stepFirst[r * 64 + from + 1]!;
      for (let k = stepFirst[r * 64 + from]!; k < end;) {
        const to = stepSq[k]!;
        const c = color[to]!;
        if (c === NEUTRAL) {
          out[n++] = from | (to << 6);
          k++;
        } else {
          if (c === xside) out[n++] = from | (to << 6) | F_CAPTURE;
          k = stepNext[k]!;
        }
      }
    }
    return this.castles(out, n, anyWing);
  }

  /**
   * Captures and pushes to the last rank, from the king up the piece list (the quiescence
   * order). A piece's captures come ray by ray in its direction order. A pawn's come first, then
   * its push to the last rank (read from the traces: game-038, end-19 try the capturing
   * promotion first); never en passant (read from the oracle: game-129 and gen-16 at depth 2
   * count the original's nodes only so).
   */
  generateCaptures(out: Int32Array, n: number): number {
    // One loop with every table in a local: this is the quiescence search's generator, called at
    // a third of the nodes.
    const side = this.side;
    const xside = 1 - side;
    const color = this.color;
    const role = this.role;
    const list = this.list;
    const stepFirst = STEP_FIRST;
    const stepSq = STEP_SQ;
    const stepNext = STEP_NEXT;
    const white = side === WHITE;
    const fwd = white ? 8 : -8;
    // A pawn on this row moves to the last rank (promotes); on the row before it, to the 7th.
    const promoteRow = white ? 6 : 1;
    const threatRow = white ? 5 : 2;
    // Captures: White towards a then h, Black towards h then a.
    const first = white ? -1 : 1;
    const base = side * 16;
    const cnt = this.count[side]!;
    for (let i = 0; i < cnt; i++) {
      const from = list[base + i]!;
      const r = role[from]!;
      if (r === PAWN) {
        const to = from + fwd;
        const row = from >> 3;
        const flags = row === promoteRow ? F_PROMOTE : row === threatRow ? F_PAWN_THREAT : 0;
        const col = from & 7;
        if (col + first >= 0 && col + first <= 7 && color[to + first] === xside)
          out[n++] = from | ((to + first) << 6) | F_CAPTURE | flags;
        if (col - first >= 0 && col - first <= 7 && color[to - first] === xside)
          out[n++] = from | ((to - first) << 6) | F_CAPTURE | flags;
        if (flags === F_PROMOTE && color[to] === NEUTRAL) out[n++] = from | (to << 6) | flags;
        continue;
      }
      const end = stepFirst[r * 64 + from + 1]!;
      for (let k = stepFirst[r * 64 + from]!; k < end;) {
        const to = stepSq[k]!;
        const c = color[to]!;
        if (c === NEUTRAL) k++;
        else {
          if (c === xside) out[n++] = from | (to << 6) | F_CAPTURE;
          k = stepNext[k]!;
        }
      }
    }
    return n;
  }

  /**
   * Castling: the king unmoved on its square, the rook on its corner, the squares between empty,
   * and no square from the king to the rook attacked (both included) [E12]; king-side first. Only
   * the wings the castling rights allow, unless `anyWing`.
   */
  private castles(out: Int32Array, n: number, anyWing: boolean): number {
    const side = this.side;
    if (this.kingMoved[side] !== 0) return n;
    const e = side === WHITE ? 4 : 60;
    if (this.role[e] !== KING || this.color[e] !== side) return n;
    const xside = 1 - side;
    const kRight = side === WHITE ? CASTLE_WK : CASTLE_BK;
    const qRight = side === WHITE ? CASTLE_WQ : CASTLE_BQ;
    const rights = anyWing ? kRight | qRight : this.rights;
    if (rights & kRight && this.castleOk(e, e + 3, xside)) out[n++] = e | ((e + 2) << 6) | F_CASTLE;
    if (rights & qRight && this.castleOk(e, e - 4, xside)) out[n++] = e | ((e - 2) << 6) | F_CASTLE;
    return n;
  }

  private castleOk(e: number, rook: number, xside: number): boolean {
    if (this.role[rook] !== ROOK || this.color[rook] !== this.side) return false;
    const step = rook > e ? 1 : -1;
    for (let s = e + step; s !== rook; s += step) if (this.color[s] !== NEUTRAL) return false;
    for (let s = e; s !== rook + step; s += step) if (this.attacks(xside, s)) return false;
    return true;
  }

  /** Plays a pseudo-legal move (counts a node); the record is kept for unmake. */
  make(m: number): void {
    this.nodes++;
    const f = m & 63;
    const t = (m >> 6) & 63;
    const side = this.side;
    const xside = 1 - side;
    const g = ++this.ply;
    if (this.ep >= 0) this.toggle(KEY_EP + (this.ep & 7));
    const rec = this.rec;
    const at = g * REC;
    rec[at + R_MOVE] = m;
    rec[at + R_EP] = this.ep;
    rec[at + R_RIGHTS] = this.rights;
    rec[at + R_HALF] = this.halfmove;
    rec[at + R_SV_TO] = this.svalue[t]!;
    let capRole = 0;
    if (m & F_CASTLE) {
      const rookFrom = t > f ? f + 3 : f - 4;
      const rookTo = t > f ? f + 1 : f - 1;
      this.moveMan(rookFrom, rookTo);
      this.toggle(manKey(side, ROOK, rookFrom));
      this.toggle(manKey(side, ROOK, rookTo));
      this.castled[side] = 1;
    } else if (m & F_EP) {
      const capSq = side === WHITE ? t - 8 : t + 8;
      this.toggle(manKey(xside, PAWN, capSq));
      capRole = PAWN;
      this.mtl[xside] -= VALUE[PAWN]!;
      this.pmtl[xside] -= VALUE[PAWN]!;
      this.pawnsOnFile[xside * 8 + (capSq & 7)]--;
      this.role[capSq] = 0;
      this.color[capSq] = NEUTRAL;
    } else if (m & F_CAPTURE) {
      capRole = this.role[t]!;
      this.toggle(manKey(xside, capRole, t));
      this.removeMan(xside, this.index[t]!);
      this.mtl[xside] -= VALUE[capRole]!;
      if (capRole === PAWN) {
        this.pmtl[xside] -= VALUE[PAWN]!;
        this.pawnsOnFile[xside * 8 + (t & 7)]--;
      }
    }
    rec[at + R_CAP_ROLE] = capRole;
    const r = this.role[f]!;
    this.moveMan(f, t);
    this.toggle(manKey(side, r, f));
    this.toggle(manKey(side, m & F_PROMOTE ? QUEEN : r, t));
    // The man carries his value to his new square; castling moves no value (read from the
    // traces: game-002, the value the king had on c1 stays there after O-O-O is taken back).
    if (!(m & F_CASTLE)) this.svalue[t] = this.svalue[f]!;
    if (r === PAWN) {
      if (m & F_CAPTURE) {
        this.pawnsOnFile[side * 8 + (f & 7)]--;
        this.pawnsOnFile[side * 8 + (t & 7)]++;
      }
      if (m & F_PROMOTE) {
        this.role[t] = QUEEN;
        this.mtl[side] += VALUE[QUEEN]! - VALUE[PAWN]!;
        this.pmtl[side] -= VALUE[PAWN]!;
        this.pawnsOnFile[side * 8 + (t & 7)]--;
      }
    }
    if (r === KING) this.kingMoved[side]++;
    // Rights the program did not keep, kept here so that no illegal castling is ever played.
    const rights = this.rights;
    if (rights !== 0) {
      const kept = rights & RIGHTS_KEPT[f]! & RIGHTS_KEPT[t]!;
      if (kept !== rights) {
        this.toggle(KEY_RIGHTS + rights);
        this.toggle(KEY_RIGHTS + kept);
        this.rights = kept;
      }
    }
    this.ep = r === PAWN && Math.abs(t - f) === 16 ? (f + t) >> 1 : -1;
    this.halfmove = r === PAWN || capRole !== 0 ? 0 : this.halfmove + 1;
    this.side = xside;
    if (m & F_EP) this.initStats();
    this.toggle(KEY_SIDE);
    if (this.ep >= 0) this.toggle(KEY_EP + (this.ep & 7));
    rec[at + R_KEY_LO] = this.keyLo;
    rec[at + R_KEY_HI] = this.keyHi;
  }

  /** Takes back the last move; a captured man goes back on at the end of its side's list. */
  unmake(): void {
    const g = this.ply--;
    const rec = this.rec;
    const at = g * REC;
    const m = rec[at + R_MOVE]!;
    const f = m & 63;
    const t = (m >> 6) & 63;
    const side = 1 - this.side;
    const xside = this.side;
    this.side = side;
    this.ep = rec[at + R_EP]!;
    this.rights = rec[at + R_RIGHTS]!;
    this.halfmove = rec[at + R_HALF]!;
    const r = this.role[t]!;
    if (m & F_PROMOTE) {
      this.role[t] = PAWN;
      this.mtl[side] -= VALUE[QUEEN]! - VALUE[PAWN]!;
      this.pmtl[side] += VALUE[PAWN]!;
      this.pawnsOnFile[side * 8 + (t & 7)]++;
    }
    this.moveMan(t, f);
    // The man takes his value back with him (a deeper full evaluation may have rewritten it); the
    // square he leaves gets back what it held, a captured man's value included. A castle taken
    // back moves no value: the squares keep what the evaluations below wrote (make, above).
    if (!(m & F_CASTLE)) {
      this.svalue[f] = this.svalue[t]!;
      this.svalue[t] = rec[at + R_SV_TO]!;
    }
    if (r === KING) this.kingMoved[side]--;
    if (this.role[f] === PAWN && m & F_CAPTURE) {
      this.pawnsOnFile[side * 8 + (t & 7)]--;
      this.pawnsOnFile[side * 8 + (f & 7)]++;
    }
    const capRole = rec[at + R_CAP_ROLE]!;
    if (m & F_CASTLE) {
      const rookFrom = t > f ? f + 3 : f - 4;
      const rookTo = t > f ? f + 1 : f - 1;
      this.moveMan(rookTo, rookFrom);
      this.castled[side] = 0;
    } else if (m & F_EP) {
      const capSq = side === WHITE ? t - 8 : t + 8;
      this.role[capSq] = PAWN;
      this.color[capSq] = xside;
      this.mtl[xside] += VALUE[PAWN]!;
      this.pmtl[xside] += VALUE[PAWN]!;
      this.pawnsOnFile[xside * 8 + (capSq & 7)]++;
      this.initStats();
    } else if (capRole !== 0) {
      this.role[t] = capRole;
      this.color[t] = xside;
      const n = this.count[xside]!;
      this.list[xside * 16 + n] = t;
      this.index[t] = n;
      this.count[xside] = n + 1;
      this.mtl[xside] += VALUE[capRole]!;
      if (capRole === PAWN) {
        this.pmtl[xside] += VALUE[PAWN]!;
        this.pawnsOnFile[xside * 8 + (t & 7)]++;
      }
    }
    this.keyLo = rec[at - REC + R_KEY_LO]!;
    this.keyHi = rec[at - REC + R_KEY_HI]!;
  }

  /**
   * The piece lists as they stand (list, indexes, counts), to be put back by `restoreLists`: moves
   * made outside the search (a legality test, the principal variation replayed) must not leave a
   * captured man at the end of its list, where the 1987 program's lists would not have him.
   */
  saveLists(): Int8Array {
    const saved = new Int8Array(32 + 64 + 2);
    saved.set(this.list, 0);
    saved.set(this.index, 32);
    saved.set(this.count, 96);
    return saved;
  }

  /** Puts back the piece lists `saveLists` kept (the men must stand where they stood then). */
  restoreLists(saved: Int8Array): void {
    this.list.set(saved.subarray(0, 32));
    this.index.set(saved.subarray(32, 96));
    this.count.set(saved.subarray(96, 98));
  }

  /** The move made `back` plies ago (1 = the last), or 0. */
  moveAt(back: number): number {
    return this.ply - back + 1 > 0 ? this.rec[(this.ply - back + 1) * REC + R_MOVE]! : 0;
  }

  /**
   * How many times, walking back from the last move to the move after `limit`, the squares the
   * moves left and the squares they reached balance out (every square left as often as reached):
   * the 1987 program's repetition test, which follows squares, not men, so that a capture or a
   * promotion can close a cycle (read from the traces: game-003's Qe3 Bxc5 Qd3 Bb4, WAC.206's
   * ...Kb7 c8=Q ...Kc7).
   */
  cycles(limit: number): number {
    const flow = this.flow;
    const rec = this.rec;
    let open = 0;
    let found = 0;
    for (let g = this.ply; g > limit; g--) {
      const m = rec[g * REC + R_MOVE]!;
      const f = m & 63;
      const t = (m >> 6) & 63;
      const a = ++flow[f]!;
      open += a === 0 ? -1 : a === 1 ? 1 : 0;
      const z = --flow[t]!;
      open += z === 0 ? -1 : z === -1 ? 1 : 0;
      if (open === 0) found++;
    }
    for (let g = this.ply; g > limit; g--) {
      const m = rec[g * REC + R_MOVE]!;
      flow[m & 63] = 0;
      flow[(m >> 6) & 63] = 0;
    }
    return found;
  }

  /** How many earlier positions, within the half-move clock, equal the current one. */
  repetitions(): number {
    let n = 0;
    const limit = Math.max(0, this.ply - this.halfmove);
    for (let g = this.ply - 2; g >= limit; g -= 2)
      if (this.rec[g * REC + R_KEY_LO] === this.keyLo && this.rec[g * REC + R_KEY_HI] === this.keyHi) n++;
    return n;
  }

  private moveMan(f: number, t: number): void {
    const c = this.color[f]!;
    const i = this.index[f]!;
    this.role[t] = this.role[f]!;
    this.color[t] = c;
    this.role[f] = 0;
    this.color[f] = NEUTRAL;
    this.index[t] = i;
    this.list[c * 16 + i] = t;
  }

  private removeMan(c: number, k: number): void {
    const base = c * 16;
    const n = this.count[c]! - 1;
    for (let i = k; i < n; i++) {
      const sq = this.list[base + i + 1]!;
      this.list[base + i] = sq;
      this.index[sq] = i;
    }
    this.count[c] = n;
  }

  /** The position key from scratch: men, side, en-passant file and castling rights. */
  computeKey(): void {
    let lo = 0;
    let hi = 0;
    for (let s = 0; s < 64; s++) {
      const c = this.color[s]!;
      if (c === NEUTRAL) continue;
      const k = manKey(c, this.role[s]!, s);
      lo ^= KEY_LO[k]!;
      hi ^= KEY_HI[k]!;
    }
    if (this.side === BLACK) {
      lo ^= KEY_LO[KEY_SIDE]!;
      hi ^= KEY_HI[KEY_SIDE]!;
    }
    if (this.ep >= 0) {
      lo ^= KEY_LO[KEY_EP + (this.ep & 7)]!;
      hi ^= KEY_HI[KEY_EP + (this.ep & 7)]!;
    }
    lo ^= KEY_LO[KEY_RIGHTS + this.rights]!;
    hi ^= KEY_HI[KEY_RIGHTS + this.rights]!;
    this.keyLo = lo;
    this.keyHi = hi;
  }

  /** Toggles one key entry in the position key. */
  private toggle(k: number): void {
    this.keyLo ^= KEY_LO[k]!;
    this.keyHi ^= KEY_HI[k]!;
  }
}
