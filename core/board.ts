// The board: piece placement in one layout's numbering, side to move, castling rights,
// en-passant square, clocks, the incremental Zobrist hash, and an undo stack for make/unmake.
//
// All state lives in typed arrays owned by the instance: no module-level mutable state, so any
// number of boards (and engines) can run side by side. make/unmake mutate in place; clone()
// copies at boundaries.
//
// En passant: `ep` is the target square after a double step, but it is kept (and hashed) only
// when an enemy pawn stands beside the pawn that moved, so that positions which cannot differ
// in play hash alike (a documented choice; FEN output follows it).

import * as moveBits from './move.js';
import type { Move } from './move.js';
import { squareAt, type Layout } from './layout.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, type Setup } from './setup.js';
import * as pieceCodes from './types.js';
import type { Color, Square64 } from './types.js';
import { zobristFor, type ZobristKeys } from './zobrist.js';

// V8 reloads an imported binding at every use in optimized code but folds a module-level
// constant, so the hot paths use module copies of the imported constants (measured: ~6% perft).
const { FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP } = moveBits;
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;

/** How the generator finds en-passant captures (see docs/board-layouts.md). */
export type EpMethod = 'direct' | 'insert-pawn';

const INITIAL_STACK = 1024;

// Undo-stack slots of one ply: the move, the packed state before it (castling | (ep + 1) << 4 |
// (captured + 6) << 12), the halfmove clock and the hash before it. One array, so a make()
// touches one cache line.
const UNDO_STRIDE = 8;
const U_MOVE = 0;
const U_STATE = 1;
const U_HALFMOVE = 2;
const U_HASH_LO = 3;
const U_HASH_HI = 4;

/** Squares used by castling, per layout: king from/to, rook from/to, squares to be empty, passed square. */
export interface CastleSquares {
  readonly e1: number;
  readonly g1: number;
  readonly c1: number;
  readonly h1: number;
  readonly f1: number;
  readonly a1: number;
  readonly d1: number;
  readonly b1: number;
  readonly e8: number;
  readonly g8: number;
  readonly c8: number;
  readonly h8: number;
  readonly f8: number;
  readonly a8: number;
  readonly d8: number;
  readonly b8: number;
}

function castleSquaresFor(layout: Layout): CastleSquares {
  const at = (f: number, r: number) => squareAt(layout, f, r);
  return {
    a1: at(0, 0),
    b1: at(1, 0),
    c1: at(2, 0),
    d1: at(3, 0),
    e1: at(4, 0),
    f1: at(5, 0),
    g1: at(6, 0),
    h1: at(7, 0),
    a8: at(0, 7),
    b8: at(1, 7),
    c8: at(2, 7),
    d8: at(3, 7),
    e8: at(4, 7),
    f8: at(5, 7),
    g8: at(6, 7),
    h8: at(7, 7),
  };
}

export class Board {
  readonly layout: Layout;
  /** Signed piece code per square of the layout (0 empty; border squares stay 0). */
  readonly pieces: Int8Array;
  side: Color = 1;
  castling = 0;
  /** En-passant target square, or -1. */
  ep = -1;
  halfmove = 0;
  /** Fullmove number of the set-up position, and 1 if Black was to move then (fullmove is derived). */
  private firstFullmove = 1;
  private blackFirst = 0;
  hashLo = 0;
  hashHi = 0;
  /** King squares: [white, black]. */
  readonly kings = new Int32Array(2);
  /** Piece counts indexed by signed code + 6. */
  readonly counts = new Int8Array(13);
  /** Number of moves made since the starting position (the undo stack's height). */
  ply = 0;
  epMethod: EpMethod = 'direct';
  /** The legal generator's scratch (core/movegen.ts), indexed by square: the step of the pin line of a man pinned to its king (0 if none). */
  readonly pinStep: Int8Array;
  /** ... and 1 on the squares that answer a single check. */
  readonly evasion: Uint8Array;
  /** ... and the squares it marked in either, to clear them again (at most 8 pins and 2 checking lines). */
  readonly scanMarks = new Int32Array(32);

  readonly castleSq: CastleSquares;
  /** Rights kept when a move touches a square: rights &= castleMask[from] & castleMask[to]. */
  readonly castleMask: Uint8Array;
  readonly zobrist: ZobristKeys;

  // Undo stack, UNDO_STRIDE slots per ply (see U_*); the saved hashes are also the position history.
  private undo = new Int32Array(INITIAL_STACK * UNDO_STRIDE);

  constructor(layout: Layout) {
    this.layout = layout;
    this.pieces = new Int8Array(layout.size);
    this.pinStep = new Int8Array(layout.size);
    this.evasion = new Uint8Array(layout.size);
    this.castleSq = castleSquaresFor(layout);
    this.zobrist = zobristFor(layout);
    const mask = new Uint8Array(layout.size).fill(15);
    const c = this.castleSq;
    mask[c.e1] = 15 & ~(CASTLE_WK | CASTLE_WQ);
    mask[c.h1] = 15 & ~CASTLE_WK;
    mask[c.a1] = 15 & ~CASTLE_WQ;
    mask[c.e8] = 15 & ~(CASTLE_BK | CASTLE_BQ);
    mask[c.h8] = 15 & ~CASTLE_BK;
    mask[c.a8] = 15 & ~CASTLE_BQ;
    this.castleMask = mask;
  }

  /** The fullmove number: starts at 1 and goes up after each Black move. */
  get fullmove(): number {
    return this.firstFullmove + ((this.ply + this.blackFirst) >> 1);
  }

  /** A board in `layout` holding the position `setup` (which must be valid: see parseFen). */
  static fromSetup(setup: Setup, layout: Layout): Board {
    const b = new Board(layout);
    for (let s = 0; s < 64; s++) {
      const p = setup.board[s]!;
      const sq = layout.squares[s]!;
      b.pieces[sq] = p;
      if (p !== 0) b.counts[p + 6]!++;
      if (p === KING) b.kings[0] = sq;
      if (p === -KING) b.kings[1] = sq;
    }
    b.side = setup.turn;
    b.castling = setup.castling;
    b.halfmove = setup.halfmove;
    b.firstFullmove = setup.fullmove;
    b.blackFirst = setup.turn === -1 ? 1 : 0;
    b.ep = -1;
    if (setup.ep !== -1) {
      const epSq = layout.squares[setup.ep]!;
      const pawnSq = epSq - setup.turn * layout.rankStep;
      if (
        b.pieces[pawnSq - layout.fileStep] === setup.turn * PAWN ||
        b.pieces[pawnSq + layout.fileStep] === setup.turn * PAWN
      ) {
        b.ep = epSq;
      }
    }
    b.rehash();
    return b;
  }

  /** The position as layout-independent data. */
  toSetup(): Setup {
    const board = new Int8Array(64);
    for (let s = 0; s < 64; s++) board[s] = this.pieces[this.layout.squares[s]!]!;
    return {
      board,
      turn: this.side,
      castling: this.castling,
      ep: this.ep === -1 ? -1 : (this.layout.toIndex[this.ep]! as Square64),
      halfmove: this.halfmove,
      fullmove: this.fullmove,
    };
  }

  /** An independent copy, history included. */
  clone(): Board {
    const b = new Board(this.layout);
    b.pieces.set(this.pieces);
    b.side = this.side;
    b.castling = this.castling;
    b.ep = this.ep;
    b.halfmove = this.halfmove;
    b.firstFullmove = this.firstFullmove;
    b.blackFirst = this.blackFirst;
    b.hashLo = this.hashLo;
    b.hashHi = this.hashHi;
    b.kings.set(this.kings);
    b.counts.set(this.counts);
    b.ply = this.ply;
    b.epMethod = this.epMethod;
    b.undo = this.undo.slice();
    return b;
  }

  /** Recomputes the hash from scratch (used after set-up, and by tests to check make/unmake). */
  computeHash(): [number, number] {
    const z = this.zobrist;
    let lo = 0;
    let hi = 0;
    for (let s = 0; s < 64; s++) {
      const sq = this.layout.squares[s]!;
      const p = this.pieces[sq]!;
      if (p !== 0) {
        lo ^= z.piece[((p + 6) << 8) | (sq << 1)]!;
        hi ^= z.piece[((p + 6) << 8) | ((sq << 1) + 1)]!;
      }
    }
    if (this.side === -1) {
      lo ^= z.sideLo;
      hi ^= z.sideHi;
    }
    lo ^= z.castling[this.castling * 2]!;
    hi ^= z.castling[this.castling * 2 + 1]!;
    if (this.ep !== -1) {
      const f = this.layout.fileOf[this.ep]!;
      lo ^= z.epFile[f * 2]!;
      hi ^= z.epFile[f * 2 + 1]!;
    }
    return [lo, hi];
  }

  private rehash(): void {
    [this.hashLo, this.hashHi] = this.computeHash();
  }

  /** The signed piece on the square of this layout at (file, rank), 0..7 each. */
  pieceAt(file: number, rank: number): number {
    return this.pieces[squareAt(this.layout, file, rank)]!;
  }

  private grow(): void {
    const bigger = new Int32Array(this.undo.length * 2);
    bigger.set(this.undo);
    this.undo = bigger;
  }

  /**
   * Plays a pseudo-legal move (one the generator produced for this position). The move may leave
   * the mover's king in check: callers test `leftInCheck()` and unmake if so.
   */
  make(m: Move): void {
    const P = this.pieces;
    const L = this.layout;
    const Z = this.zobrist;
    const zp = Z.piece;

    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const piece = P[from]!;
    const side = this.side;
    const ply = this.ply;
    const u = ply * UNDO_STRIDE;
    if (u + UNDO_STRIDE >= this.undo.length) this.grow();
    const U = this.undo;
    U[u + U_MOVE] = m;
    const savedState = this.castling | ((this.ep + 1) << 4);
    U[u + U_HALFMOVE] = this.halfmove;
    let lo = this.hashLo;
    let hi = this.hashHi;
    U[u + U_HASH_LO] = lo;
    U[u + U_HASH_HI] = hi;

    if (this.ep !== -1) {
      const f = L.fileOf[this.ep]!;
      lo ^= Z.epFile[f * 2]!;
      hi ^= Z.epFile[f * 2 + 1]!;
    }

    let captured = 0;
    if (m & FLAG_EP) {
      const capSq = to - side * L.rankStep;
      captured = P[capSq]!;
      P[capSq] = 0;
      const k = ((captured + 6) << 8) | (capSq << 1);
      lo ^= zp[k]!;
      hi ^= zp[k + 1]!;
    } else {
      captured = P[to]!;
      if (captured !== 0) {
        const k = ((captured + 6) << 8) | (to << 1);
        lo ^= zp[k]!;
        hi ^= zp[k + 1]!;
      }
    }
    if (captured !== 0) this.counts[captured + 6]!--;
    U[u + U_STATE] = savedState | ((captured + 6) << 12);

    let k = ((piece + 6) << 8) | (from << 1);
    lo ^= zp[k]!;
    hi ^= zp[k + 1]!;
    P[from] = 0;
    const promo = (m >> 16) & 7;
    let placed = piece;
    if (promo !== 0) {
      placed = promo * side;
      this.counts[piece + 6]!--;
      this.counts[placed + 6]!++;
    }
    P[to] = placed;
    k = ((placed + 6) << 8) | (to << 1);
    lo ^= zp[k]!;
    hi ^= zp[k + 1]!;

    if (piece === KING * side) {
      this.kings[side === 1 ? 0 : 1] = to;
      if (m & FLAG_CASTLE) {
        const kingside = to > from;
        const rookFrom = kingside ? to + L.fileStep : to - 2 * L.fileStep;
        const rookTo = kingside ? to - L.fileStep : to + L.fileStep;
        const rook = P[rookFrom]!;
        P[rookFrom] = 0;
        P[rookTo] = rook;
        k = ((rook + 6) << 8) | (rookFrom << 1);
        lo ^= zp[k]!;
        hi ^= zp[k + 1]!;
        k = ((rook + 6) << 8) | (rookTo << 1);
        lo ^= zp[k]!;
        hi ^= zp[k + 1]!;
      }
    }

    const oldRights = this.castling;
    const rights = oldRights === 0 ? 0 : oldRights & this.castleMask[from]! & this.castleMask[to]!;
    if (rights !== oldRights) {
      lo ^= Z.castling[oldRights * 2]! ^ Z.castling[rights * 2]!;
      hi ^= Z.castling[oldRights * 2 + 1]! ^ Z.castling[rights * 2 + 1]!;
      this.castling = rights;
    }

    this.halfmove = piece === PAWN * side || captured !== 0 ? 0 : this.halfmove + 1;

    this.ep = -1;
    if (m & FLAG_DOUBLE) {
      const enemyPawn = -side * PAWN;
      if (P[to - L.fileStep] === enemyPawn || P[to + L.fileStep] === enemyPawn) {
        const epSq = from + side * L.rankStep;
        this.ep = epSq;
        const f = L.fileOf[epSq]!;
        lo ^= Z.epFile[f * 2]!;
        hi ^= Z.epFile[f * 2 + 1]!;
      }
    }

    this.side = -side as Color;
    lo ^= Z.sideLo;
    hi ^= Z.sideHi;
    this.hashLo = lo;
    this.hashHi = hi;
    this.ply = ply + 1;
  }

  /** Takes back the last move made with make(). */
  unmake(): void {
    const ply = --this.ply;
    const U = this.undo;
    const u = ply * UNDO_STRIDE;
    const m = U[u + U_MOVE]!;
    const P = this.pieces;
    const L = this.layout;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const side = -this.side as Color;
    this.side = side;
    let piece = P[to]!;
    const promo = (m >> 16) & 7;
    if (promo !== 0) {
      this.counts[piece + 6]!--;
      piece = PAWN * side;
      this.counts[piece + 6]!++;
    }
    P[from] = piece;
    const state = U[u + U_STATE]!;
    const captured = (state >> 12) - 6;
    if (m & FLAG_EP) {
      P[to] = 0;
      P[to - side * L.rankStep] = captured;
    } else {
      P[to] = captured;
    }
    if (captured !== 0) this.counts[captured + 6]!++;
    if (piece === KING * side) {
      this.kings[side === 1 ? 0 : 1] = from;
      if (m & FLAG_CASTLE) {
        const kingside = to > from;
        const rookFrom = kingside ? to + L.fileStep : to - 2 * L.fileStep;
        const rookTo = kingside ? to - L.fileStep : to + L.fileStep;
        P[rookFrom] = P[rookTo]!;
        P[rookTo] = 0;
      }
    }
    this.castling = state & 15;
    this.ep = ((state >> 4) & 0xff) - 1;
    this.halfmove = U[u + U_HALFMOVE]!;
    this.hashLo = U[u + U_HASH_LO]!;
    this.hashHi = U[u + U_HASH_HI]!;
  }

  /** Passes the move to the opponent (for null-move search). Never call it while in check. */
  makeNull(): void {
    const ply = this.ply;
    const u = ply * UNDO_STRIDE;
    if (u + UNDO_STRIDE >= this.undo.length) this.grow();
    const U = this.undo;
    const Z = this.zobrist;
    U[u + U_MOVE] = 0;
    U[u + U_STATE] = this.castling | ((this.ep + 1) << 4) | (6 << 12);
    U[u + U_HALFMOVE] = this.halfmove;
    U[u + U_HASH_LO] = this.hashLo;
    U[u + U_HASH_HI] = this.hashHi;
    if (this.ep !== -1) {
      const f = this.layout.fileOf[this.ep]!;
      this.hashLo ^= Z.epFile[f * 2]!;
      this.hashHi ^= Z.epFile[f * 2 + 1]!;
      this.ep = -1;
    }
    this.halfmove++;
    this.side = -this.side as Color;
    this.hashLo ^= Z.sideLo;
    this.hashHi ^= Z.sideHi;
    this.ply = ply + 1;
  }

  /** Takes back makeNull(). */
  unmakeNull(): void {
    const ply = --this.ply;
    this.side = -this.side as Color;
    const U = this.undo;
    const u = ply * UNDO_STRIDE;
    const state = U[u + U_STATE]!;
    this.castling = state & 15;
    this.ep = ((state >> 4) & 0xff) - 1;
    this.halfmove = U[u + U_HALFMOVE]!;
    this.hashLo = U[u + U_HASH_LO]!;
    this.hashHi = U[u + U_HASH_HI]!;
  }

  /** The move made at undo-stack position `ply` (0 for a null move). */
  moveAt(ply: number): Move {
    return this.undo[ply * UNDO_STRIDE + U_MOVE]!;
  }

  /** The piece captured by the move at `ply` (0 if none). */
  capturedAt(ply: number): number {
    return (this.undo[ply * UNDO_STRIDE + U_STATE]! >> 12) - 6;
  }

  /** Is `sq` attacked by any piece of colour `by`? */
  isAttacked(sq: number, by: Color): boolean {
    const P = this.pieces;
    const L = this.layout;
    const off = L.offBoard;
    const pad = L.pad;
    // Pawns of colour `by` attack forward: a white pawn on sq - rank - file attacks sq.
    const pawn = by * PAWN;
    const back = sq - by * L.rankStep;
    if (!off[back - L.fileStep + pad] && P[back - L.fileStep] === pawn) return true;
    if (!off[back + L.fileStep + pad] && P[back + L.fileStep] === pawn) return true;
    const knight = by * KNIGHT;
    const C = this.counts;
    if (C[knight + 6] !== 0) {
      const ko = L.knightOffsets;
      for (let i = 0; i < 8; i++) {
        const t = sq + ko[i]!;
        if (!off[t + pad] && P[t] === knight) return true;
      }
    }
    const queen = by * QUEEN;
    const rook = by * ROOK;
    const bishop = by * BISHOP;
    const queens = C[queen + 6]!;
    // Orthogonal rays (rooks, queens) then diagonal rays (bishops, queens); a king one step away.
    if (queens + C[rook + 6]! !== 0) {
      const ro = L.rookOffsets;
      for (let i = 0; i < 4; i++) {
        const d = ro[i]!;
        let t = sq + d;
        while (!off[t + pad]) {
          const p = P[t]!;
          if (p !== 0) {
            if (p === rook || p === queen) return true;
            break;
          }
          t += d;
        }
      }
    }
    if (queens + C[bishop + 6]! !== 0) {
      const bo = L.bishopOffsets;
      for (let i = 0; i < 4; i++) {
        const d = bo[i]!;
        let t = sq + d;
        while (!off[t + pad]) {
          const p = P[t]!;
          if (p !== 0) {
            if (p === bishop || p === queen) return true;
            break;
          }
          t += d;
        }
      }
    }
    const ks = this.kings[by === 1 ? 0 : 1]!;
    const df = L.fileOf[ks]! - L.fileOf[sq]!;
    const dr = L.rankOf[ks]! - L.rankOf[sq]!;
    return df <= 1 && df >= -1 && dr <= 1 && dr >= -1 && (df | dr) !== 0;
  }

  /** Is the side to move in check? */
  inCheck(): boolean {
    const side = this.side;
    return this.isAttacked(this.kings[side === 1 ? 0 : 1]!, -side as Color);
  }

  /** After make(): did the move leave the mover's own king attacked (an illegal move)? */
  leftInCheck(): boolean {
    const mover = -this.side as Color;
    return this.isAttacked(this.kings[mover === 1 ? 0 : 1]!, this.side);
  }

  /** How many earlier positions in the history equal the current one (same side to move). */
  repetitions(): number {
    let n = 0;
    const stop = Math.max(0, this.ply - this.halfmove);
    for (let i = this.ply - 2; i >= stop; i -= 2) {
      const u = i * UNDO_STRIDE;
      if (this.undo[u + U_HASH_LO] === this.hashLo && this.undo[u + U_HASH_HI] === this.hashHi) n++;
    }
    return n;
  }

  /** The hash of the position before the move at undo-stack position `ply`. */
  hashBefore(ply: number): [number, number] {
    return [this.undo[ply * UNDO_STRIDE + U_HASH_LO]!, this.undo[ply * UNDO_STRIDE + U_HASH_HI]!];
  }
}
