// The board as HIARCS 0.5 held it: one array of 100 squares in the 10x10 numbering, square =
// file * 10 + rank (files and ranks counted from 1), and signed piece codes relative to the
// side the program plays:
//
//        a  b  c  d  e  f  g  h            piece codes
//   8   18 28 38 48 58 68 78 88            Pawn 1  Knight 2  Bishop 3
//   7   17 27 37 47 57 67 77 87            Rook 4  Queen  5  King   6
//   ...                                    + the computer's pieces
//   2   12 22 32 42 52 62 72 82            - the player's pieces
//   1   11 21 31 41 51 61 71 81
//
// So the sign follows who the engine plays, not White and Black: playing Black, a black knight
// is +2. `sq` is that array; the core board (White-positive, same numbering, the MAILBOX layout)
// runs beside it for make/unmake, hashing and repetition, and every make/unmake copies the few
// squares it touched into `sq`. En passant is generated HIARCS's way: the core board's
// 'insert-pawn' method puts a stand-in pawn on the en-passant square before generating.

import type { Board } from '../../core/board.js';
import { MAILBOX } from '../../core/layout.js';
import { FLAG_CASTLE, FLAG_EP, type Move } from '../../core/move.js';
import { generateLegal } from '../../core/movegen.js';
import type { Color } from '../../core/types.js';

/** File 1..8 of a square in HIARCS's numbering (0 and 9 are the border). */
export function fileOf(sq: number): number {
  return (sq / 10) | 0;
}

/** Rank 1..8 of a square in HIARCS's numbering. */
export function rankOf(sq: number): number {
  return sq % 10;
}

/** The square at file 1..8, rank 1..8. */
export function squareOf(file: number, rank: number): number {
  return file * 10 + rank;
}

/** A core board (MAILBOX layout) and its computer-relative copy. */
export class HiarcsBoard {
  /** Signed piece per square, positive for the computer's pieces; border squares 0. */
  readonly sq = new Int8Array(100);
  /** The colour the computer plays: +1 White, -1 Black. */
  computer: Color = 1;
  core: Board;

  constructor(core: Board) {
    if (core.layout !== MAILBOX) throw new Error('HIARCS board needs the mailbox layout');
    this.core = core;
    core.epMethod = 'insert-pawn';
    this.sync();
  }

  /** Puts a new core board behind this one (keeps the computer's colour). */
  attach(core: Board): void {
    if (core.layout !== MAILBOX) throw new Error('HIARCS board needs the mailbox layout');
    core.epMethod = 'insert-pawn';
    this.core = core;
    this.sync();
  }

  /** Makes `computer` the positive side and rebuilds the signed array. */
  setComputer(computer: Color): void {
    this.computer = computer;
    this.sync();
  }

  /** Rebuilds the whole signed array from the core board. */
  sync(): void {
    const P = this.core.pieces;
    const c = this.computer;
    for (let s = 0; s < 100; s++) this.sq[s] = P[s]! * c;
  }

  /** +1 when the computer is to move, -1 when the player is. */
  toMove(): number {
    return this.core.side === this.computer ? 1 : -1;
  }

  /** Rank 1..8 of `sq` counted from the home side of the owner of `sign` (1 = its back rank). */
  relRank(sign: number, sq: number): number {
    const r = sq % 10;
    return (sign > 0 ? this.computer : -this.computer) === 1 ? r : 9 - r;
  }

  /** The square of the king of the side with sign `sign`. */
  king(sign: number): number {
    const colour = sign > 0 ? this.computer : -this.computer;
    return this.core.kings[colour === 1 ? 0 : 1]!;
  }

  /** Plays a legal move on both boards. */
  make(m: Move): void {
    this.core.make(m);
    this.copySquares(m);
  }

  /** Takes back the last move on both boards. */
  unmake(): void {
    const m = this.core.moveAt(this.core.ply - 1);
    this.core.unmake();
    this.copySquares(m);
  }

  /** Legal moves of the side to move into `out` from `start` (offsets; en passant by inserted pawn). */
  generate(out: Int32Array, start: number, mode?: number): number {
    return generateLegal(this.core, out, start, mode);
  }

  /** Is the side to move in check? */
  inCheck(): boolean {
    return this.core.inCheck();
  }

  private copySquares(m: Move): void {
    const P = this.core.pieces;
    const c = this.computer;
    const S = this.sq;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    S[from] = P[from]! * c;
    S[to] = P[to]! * c;
    if (m & FLAG_EP) {
      // The captured pawn stood beside the capturing pawn's start: same rank as from, file of to.
      const cap = to - (to % 10) + (from % 10);
      S[cap] = P[cap]! * c;
    }
    if (m & FLAG_CASTLE) {
      const rank = from % 10;
      for (const f of [1, 4, 6, 8]) S[f * 10 + rank] = P[f * 10 + rank]! * c;
    }
  }
}
