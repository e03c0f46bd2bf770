// The position as GNU Chess 1987 held it: the core board (0x88) plus the program's piece list,
// whose order decides the order of move generation and so breaks ties between equal moves.
//
// Piece list (per side): the king at index 0, the other pieces in a1..h8 square order when a
// position is set up. A captured piece is removed by shifting the later entries down; a piece
// restored by an unmake is appended at the end. Moves are generated from the last list entry
// down to the king, each piece's moves in the program's direction order (see DIRECTIONS);
// castling moves (king-side first) come after all other moves. Promotion is always to a queen.

import { Board } from '../../core/board.js';
import { X88 } from '../../core/layout.js';
import * as moveBits from '../../core/move.js';
import * as castleBits from '../../core/setup.js';
import type { Setup } from '../../core/setup.js';
import * as pieceCodes from '../../core/types.js';
import type { Color } from '../../core/types.js';

const { FLAG_CAPTURE, FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP } = moveBits;
const { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ } = castleBits;
const { PAWN, ROOK, QUEEN, KING } = pieceCodes;

/** The program's direction table, as (file, rank) steps in its order. */
const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0], // east
  [0, 1], // north
  [-1, 0], // west
  [0, -1], // south
  [-1, 1], // north-west
  [1, 1], // north-east
  [1, -1], // south-east
  [-1, -1], // south-west
  // knight jumps: (rank+1 file-2), (rank-1 file+2), (rank+1 file+2), (rank-1 file-2),
  // (rank+2 file-1), (rank-2 file+1), (rank+2 file+1), (rank-2 file-1)
  [-2, 1],
  [2, -1],
  [2, 1],
  [-2, -1],
  [-1, 2],
  [1, -2],
  [1, 2],
  [-1, -2],
];

/** The directions as 0x88 offsets: 0..3 rook lines, 4..7 bishop lines (NW, NE, SE, SW), 8..15 knight jumps. */
const OFFSETS = Int32Array.from(DIRECTIONS.map(([f, r]) => f * X88.fileStep + r * X88.rankStep));

/** First and last+1 direction index of each role (queens and kings take all eight lines). */
const DIR_FIRST = [0, 0, 8, 4, 0, 0, 0];
const DIR_END = [0, 0, 16, 8, 4, 8, 8];
const SLIDES = [false, false, false, true, true, true, false];

export const MAX_LIST = 16;

export class GnuPosition {
  readonly board: Board;
  /** Piece squares: White's list at 0..15, Black's at 16..31. */
  private readonly list = new Int32Array(2 * MAX_LIST);
  private readonly count = new Int32Array(2);
  /** List index (within its side's list) of the piece on each square. */
  private readonly index = new Int8Array(128);

  constructor(setup: Setup) {
    this.board = Board.fromSetup(setup, X88);
    for (const color of [1, -1] as const) {
      const base = color === 1 ? 0 : MAX_LIST;
      let n = 0;
      const kingSq = this.board.kings[color === 1 ? 0 : 1]!;
      this.list[base + n] = kingSq;
      this.index[kingSq] = n++;
      for (let s = 0; s < 64; s++) {
        const sq = X88.squares[s]!;
        const p = this.board.pieces[sq]! * color;
        if (p > 0 && p !== KING) {
          this.list[base + n] = sq;
          this.index[sq] = n++;
        }
      }
      this.count[color === 1 ? 0 : 1] = n;
    }
  }

  /** The squares of `color`'s pieces in list order (for tests and tracing). */
  pieceList(color: Color): number[] {
    const c = color === 1 ? 0 : 1;
    return Array.from(this.list.subarray(c * MAX_LIST, c * MAX_LIST + this.count[c]!));
  }

  /** Plays a pseudo-legal move, keeping the piece list as the program did. */
  make(m: number): void {
    const b = this.board;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const side = b.side;
    const mine = side === 1 ? 0 : MAX_LIST;
    const theirs = side === 1 ? 1 : 0;
    if (m & FLAG_CAPTURE) {
      const capSq = m & FLAG_EP ? to - side * X88.rankStep : to;
      this.remove(theirs, this.index[capSq]!);
    }
    const idx = this.index[from]!;
    this.list[mine + idx] = to;
    this.index[to] = idx;
    if (m & FLAG_CASTLE) {
      const kingside = to > from;
      const rookFrom = kingside ? to + 1 : to - 2;
      const rookTo = kingside ? to - 1 : to + 1;
      const r = this.index[rookFrom]!;
      this.list[mine + r] = rookTo;
      this.index[rookTo] = r;
    }
    b.make(m);
  }

  /** Takes back the last move; a captured piece goes back at the end of its side's list. */
  unmake(): void {
    const b = this.board;
    const ply = b.ply - 1;
    const m = b.moveAt(ply);
    const captured = b.capturedAt(ply);
    b.unmake();
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const side = b.side;
    const mine = side === 1 ? 0 : MAX_LIST;
    const idx = this.index[to]!;
    this.list[mine + idx] = from;
    this.index[from] = idx;
    if (m & FLAG_CASTLE) {
      const kingside = to > from;
      const rookFrom = kingside ? to + 1 : to - 2;
      const rookTo = kingside ? to - 1 : to + 1;
      const r = this.index[rookTo]!;
      this.list[mine + r] = rookFrom;
      this.index[rookFrom] = r;
    }
    if (captured !== 0) {
      const capSq = m & FLAG_EP ? to - side * X88.rankStep : to;
      const theirs = side === 1 ? 1 : 0;
      const n = this.count[theirs]!;
      this.list[theirs * MAX_LIST + n] = capSq;
      this.index[capSq] = n;
      this.count[theirs] = n + 1;
    }
  }

  private remove(c: number, k: number): void {
    const base = c * MAX_LIST;
    const n = this.count[c]! - 1;
    for (let i = k; i < n; i++) {
      const sq = this.list[base + i + 1]!;
      this.list[base + i] = sq;
      this.index[sq] = i;
    }
    this.count[c] = n;
  }

  /**
   * Writes the side to move's pseudo-legal moves in the program's order into `out` from
   * `start` and returns the new end. With `tactical`, only captures and promotions.
   */
  generate(out: Int32Array, start: number, tactical: boolean): number {
    const b = this.board;
    const P = b.pieces;
    const side = b.side;
    const c = side === 1 ? 0 : 1;
    const base = c * MAX_LIST;
    let n = start;
    for (let i = this.count[c]! - 1; i >= 0; i--) {
      const from = this.list[base + i]!;
      const role = P[from]! * side;
      if (role === PAWN) {
        n = this.pawnMoves(out, n, from, tactical);
        continue;
      }
      const slides = SLIDES[role]!;
      for (let d = DIR_FIRST[role]!; d < DIR_END[role]!; d++) {
        const step = OFFSETS[d]!;
        for (let to = from + step; (to & 0x88) === 0; to += step) {
          const q = P[to]!;
          if (q === 0) {
            if (!tactical) out[n++] = from | (to << 8);
            if (slides) continue;
            break;
          }
          if (q * side < 0) out[n++] = from | (to << 8) | FLAG_CAPTURE;
          break;
        }
      }
    }
    if (!tactical) n = this.castles(out, n);
    return n;
  }

  private pawnMoves(out: Int32Array, n: number, from: number, tactical: boolean): number {
    const b = this.board;
    const P = b.pieces;
    const side = b.side;
    const fwd = side * X88.rankStep;
    const to = from + fwd;
    const promo = to >> 4 === (side === 1 ? 7 : 0) ? QUEEN << 16 : 0;
    if (P[to] === 0) {
      if (!tactical || promo) out[n++] = from | (to << 8) | promo;
      const start = from >> 4 === (side === 1 ? 1 : 6);
      if (!tactical && start && P[to + fwd] === 0) out[n++] = from | ((to + fwd) << 8) | FLAG_DOUBLE;
    }
    // Captures: White north-west then north-east; Black south-east then south-west.
    const first = side === 1 ? to - 1 : to + 1;
    const second = side === 1 ? to + 1 : to - 1;
    for (let k = 0; k < 2; k++) {
      const t = k === 0 ? first : second;
      if (t & 0x88) continue;
      if (P[t]! * side < 0) out[n++] = from | (t << 8) | FLAG_CAPTURE | promo;
      else if (t === b.ep) out[n++] = from | (t << 8) | FLAG_CAPTURE | FLAG_EP;
    }
    return n;
  }

  private castles(out: Int32Array, n: number): number {
    const b = this.board;
    const white = b.side === 1;
    if ((b.castling & (white ? CASTLE_WK | CASTLE_WQ : CASTLE_BK | CASTLE_BQ)) === 0) return n;
    const P = b.pieces;
    const enemy = -b.side as Color;
    const e = white ? 0x04 : 0x74;
    if (b.isAttacked(e, enemy)) return n;
    const rook = b.side * ROOK;
    if (
      b.castling & (white ? CASTLE_WK : CASTLE_BK) &&
      P[e + 1] === 0 &&
      P[e + 2] === 0 &&
      P[e + 3] === rook
    ) {
      if (!b.isAttacked(e + 1, enemy) && !b.isAttacked(e + 2, enemy))
        out[n++] = e | ((e + 2) << 8) | FLAG_CASTLE;
    }
    if (
      b.castling & (white ? CASTLE_WQ : CASTLE_BQ) &&
      P[e - 1] === 0 &&
      P[e - 2] === 0 &&
      P[e - 3] === 0 &&
      P[e - 4] === rook
    ) {
      if (!b.isAttacked(e - 1, enemy) && !b.isAttacked(e - 2, enemy))
        out[n++] = e | ((e - 2) << 8) | FLAG_CASTLE;
    }
    return n;
  }
}
