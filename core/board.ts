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
import * as layoutBits from './layout.js';
import { squareAt, type Layout } from './layout.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, type Setup } from './setup.js';
import * as pieceCodes from './types.js';
import type { Color, Square64 } from './types.js';
import { zobristFor, type ZobristKeys } from './zobrist.js';

// V8 reloads an imported binding at every use in optimized code but folds a module-level
// constant, so the hot paths use module copies of the imported constants (measured: ~6% perft).
const { FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP } = moveBits;
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;
const { JUMP_SLOTS } = layoutBits;

/** How the generator finds en-passant captures (see docs/board-layouts.md). */
export type EpMethod = 'direct' | 'insert-pawn';

const INITIAL_STACK = 1024;

// Castling rights, en-passant square and halfmove clock, packed in one number (`state`):
//
//   bits  0..3   castling rights (setup.ts CASTLE_*)
//   bits  4..11  en-passant square + 1 (0: none)
//   bits 12..30  halfmove clock (FEN allows at most 100000; 19 bits hold 524287)
const EP_SHIFT = 4;
const EP_BITS = 0xff << EP_SHIFT;
const HALFMOVE_SHIFT = 12;
const HALFMOVE_ONE = 1 << HALFMOVE_SHIFT;

// The undo stack: UNDO_STRIDE slots per ply, in one array. Slots of ply p: the state and hash of
// the position at ply p (p moves after the set-up), and the move made from it (with the captured
// piece + 6 in bits 24..27) once one is. The current position's state and hash live in the slots
// of `ply` itself: make() reads them there and writes the next position's into the slots of
// ply + 1, and unmake() only steps back a ply, so nothing is saved or restored twice.
//
//   ply p:  [move from p | captured + 6 << 24] [state at p] [hash lo at p] [hash hi at p]
const UNDO_STRIDE = 4;
const UNDO_SHIFT = 2;
const U_MOVE = 0;
const U_STATE = 1;
const U_HASH_LO = 2;
const U_HASH_HI = 3;
const CAPTURED_SHIFT = 24;
const MOVE_BITS = (1 << CAPTURED_SHIFT) - 1;

/** Moves make() hands on to makeSpecial: en passant, castling, a double step, a promotion (bits 16..18). */
const SPECIAL = FLAG_EP | FLAG_CASTLE | FLAG_DOUBLE | (7 << 16);

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
  /** Fullmove number of the set-up position, and 1 if Black was to move then (fullmove is derived). */
  private firstFullmove = 1;
  private blackFirst = 0;
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
  /**
   * ... and its notes from one generation to the next (core/movegen.ts, listMen and
   * enemySliderLines), checked before use: each side's men in board order (White's from 0,
   * Black's from 64) with their counts [White, Black], and each side's bishops, rooks and queens.
   */
  readonly menList = new Int32Array(128);
  readonly menCount = new Int32Array(2);
  readonly sliderList = new Int32Array(128);
  readonly sliderCount = new Int32Array(2).fill(-1);

  readonly castleSq: CastleSquares;
  /** Rights kept when a move touches a square: rights &= castleMask[from] & castleMask[to]. */
  readonly castleMask: Uint8Array;
  readonly zobrist: ZobristKeys;
  // The zobrist keys make() uses on every move, as fields of their own (one load fewer each).
  private readonly zp: Int32Array;
  private readonly sideLo: number;
  private readonly sideHi: number;

  // Undo stack, UNDO_STRIDE slots per ply (see U_*); the saved hashes are also the position history.
  private undo = new Int32Array(INITIAL_STACK * UNDO_STRIDE);

  constructor(layout: Layout) {
    this.layout = layout;
    this.pieces = new Int8Array(layout.size);
    this.pinStep = new Int8Array(layout.size);
    this.evasion = new Uint8Array(layout.size);
    this.castleSq = castleSquaresFor(layout);
    this.zobrist = zobristFor(layout);
    this.zp = this.zobrist.piece;
    this.sideLo = this.zobrist.sideLo;
    this.sideHi = this.zobrist.sideHi;
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

  /** Castling rights, en-passant square and halfmove clock, packed (see EP_SHIFT above). */
  private get state(): number {
    return this.undo[(this.ply << UNDO_SHIFT) + U_STATE]!;
  }

  private set state(state: number) {
    this.undo[(this.ply << UNDO_SHIFT) + U_STATE] = state;
  }

  /** The Zobrist hash of the position, low word. */
  get hashLo(): number {
    return this.undo[(this.ply << UNDO_SHIFT) + U_HASH_LO]!;
  }

  /** ... and high word. */
  get hashHi(): number {
    return this.undo[(this.ply << UNDO_SHIFT) + U_HASH_HI]!;
  }

  /** Flips the bits `lo`, `hi` of the current hash. */
  private xorHash(lo: number, hi: number): void {
    const u = this.ply << UNDO_SHIFT;
    this.undo[u + U_HASH_LO]! ^= lo;
    this.undo[u + U_HASH_HI]! ^= hi;
  }

  /** Castling rights (setup.ts CASTLE_* bits). */
  get castling(): number {
    return this.state & 15;
  }

  /** En-passant target square, or -1. */
  get ep(): number {
    return ((this.state >> EP_SHIFT) & 0xff) - 1;
  }

  /** Halfmove clock: moves since the last capture or pawn move. */
  get halfmove(): number {
    return this.state >> HALFMOVE_SHIFT;
  }

  private setState(castling: number, ep: number, halfmove: number): void {
    this.state = castling | ((ep + 1) << EP_SHIFT) | (halfmove << HALFMOVE_SHIFT);
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
    b.firstFullmove = setup.fullmove;
    b.blackFirst = setup.turn === -1 ? 1 : 0;
    let ep = -1;
    if (setup.ep !== -1) {
      const epSq = layout.squares[setup.ep]!;
      const pawnSq = epSq - setup.turn * layout.rankStep;
      if (
        b.pieces[pawnSq - layout.fileStep] === setup.turn * PAWN ||
        b.pieces[pawnSq + layout.fileStep] === setup.turn * PAWN
      ) {
        ep = epSq;
      }
    }
    b.setState(setup.castling, ep, setup.halfmove);
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
    b.firstFullmove = this.firstFullmove;
    b.blackFirst = this.blackFirst;
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
    const [lo, hi] = this.computeHash();
    const u = this.ply << UNDO_SHIFT;
    this.undo[u + U_HASH_LO] = lo;
    this.undo[u + U_HASH_HI] = hi;
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
   *
   * The common move (a man goes from `from` to `to`, taking what stood there) is done here;
   * castling's rook, en passant's pawn, promotion and a double step's en-passant square are
   * left to makeSpecial, so this path stays short.
   */
  make(m: Move): void {
    const ply = this.ply;
    // This position's slots and the next one's (see UNDO_STRIDE above). The stack grows before
    // anything is read: V8 reloads what was read before a call that may have been made.
    const u = ply << UNDO_SHIFT;
    const v = u + UNDO_STRIDE;
    if (v + UNDO_STRIDE > this.undo.length) this.grow();
    const U = this.undo;
    const P = this.pieces;
    const zp = this.zp;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const piece = P[from]!;
    const captured = P[to]!;
    const side = this.side;
    const state = U[u + U_STATE]!;
    let lo = U[u + U_HASH_LO]!;
    let hi = U[u + U_HASH_HI]!;
    U[u + U_MOVE] = m | ((captured + 6) << CAPTURED_SHIFT);

    P[from] = 0;
    P[to] = piece;
    let k = ((piece + 6) << 8) | (from << 1);
    lo ^= zp[k]!;
    hi ^= zp[k + 1]!;
    k = ((piece + 6) << 8) | (to << 1);
    lo ^= zp[k]!;
    hi ^= zp[k + 1]!;
    // The new state: rights as they were (see below), no en-passant square, the clock
    // reset by a capture or a pawn move and advanced by any other.
    let next = (state & ~EP_BITS) + HALFMOVE_ONE;
    if (captured !== 0) {
      k = ((captured + 6) << 8) | (to << 1);
      lo ^= zp[k]!;
      hi ^= zp[k + 1]!;
      this.counts[captured + 6]!--;
      next = state & 15;
    } else if (piece === PAWN * side) {
      next = state & 15;
    }
    if (piece === KING * side) this.kings[side === 1 ? 0 : 1] = to;
    if ((state & EP_BITS) !== 0) {
      const f = this.layout.fileOf[((state >> EP_SHIFT) & 0xff) - 1]! * 2;
      lo ^= this.zobrist.epFile[f]!;
      hi ^= this.zobrist.epFile[f + 1]!;
    }
    // Castling rights are lost by a move from or to a king's or rook's square.
    const rights = next & 15;
    if (rights !== 0) {
      const kept = rights & this.castleMask[from]! & this.castleMask[to]!;
      if (kept !== rights) {
        const z = this.zobrist.castling;
        lo ^= z[rights * 2]! ^ z[kept * 2]!;
        hi ^= z[rights * 2 + 1]! ^ z[kept * 2 + 1]!;
        next ^= rights ^ kept;
      }
    }
    U[v + U_STATE] = next;
    U[v + U_HASH_LO] = lo ^ this.sideLo;
    U[v + U_HASH_HI] = hi ^ this.sideHi;
    this.side = -side as Color;
    this.ply = ply + 1;
    if ((m & SPECIAL) !== 0) this.makeSpecial(m, side, u);
  }

  /**
   * The rest of a special move, once make() has moved the man (`side` moved it; its undo-stack
   * slots start at `u`): en passant takes the pawn behind `to`, a promotion replaces the pawn,
   * castling moves the rook, a double step sets the en-passant square.
   */
  private makeSpecial(m: Move, side: Color, u: number): void {
    const to = (m >> 8) & 0xff;
    const promo = (m >> 16) & 7;
    if (m & FLAG_EP) {
      const capSq = to - side * this.layout.rankStep;
      const pawn = this.pieces[capSq]!;
      this.undo[u + U_MOVE] = m | ((pawn + 6) << CAPTURED_SHIFT);
      this.counts[pawn + 6]!--;
      this.replace(capSq, pawn, 0);
    } else if (promo !== 0) {
      this.counts[PAWN * side + 6]!--;
      this.counts[promo * side + 6]!++;
      this.replace(to, PAWN * side, promo * side);
    } else if (m & FLAG_CASTLE) {
      const rookMove = this.castlingRook(m & 0xff, to);
      const rook = ROOK * side;
      this.replace(rookMove & 0xff, rook, 0);
      this.replace(rookMove >> 8, 0, rook);
    } else if (m & FLAG_DOUBLE) {
      this.setEnPassant(to, side);
    }
  }

  /** Puts `now` on `sq` in place of `was`, hash included (counts are the caller's). */
  private replace(sq: number, was: number, now: number): void {
    const zp = this.zobrist.piece;
    this.pieces[sq] = now;
    if (was !== 0) this.xorHash(zp[((was + 6) << 8) | (sq << 1)]!, zp[((was + 6) << 8) | ((sq << 1) + 1)]!);
    if (now !== 0) this.xorHash(zp[((now + 6) << 8) | (sq << 1)]!, zp[((now + 6) << 8) | ((sq << 1) + 1)]!);
  }

  /** The rook's move (from | to << 8, no allocation) when the king castles from `kingFrom` to `kingTo`. */
  private castlingRook(kingFrom: number, kingTo: number): number {
    const f = this.layout.fileStep;
    return kingTo > kingFrom ? (kingTo + f) | ((kingTo - f) << 8) : (kingTo - 2 * f) | ((kingTo + f) << 8);
  }

  /** After `side`'s double step to `to`: the square passed is the en-passant square if an enemy pawn stands beside. */
  private setEnPassant(to: number, side: Color): void {
    const L = this.layout;
    const enemyPawn = -side * PAWN;
    if (this.pieces[to - L.fileStep] !== enemyPawn && this.pieces[to + L.fileStep] !== enemyPawn) return;
    const epSq = to - side * L.rankStep;
    const f = L.fileOf[epSq]! * 2;
    this.state |= (epSq + 1) << EP_SHIFT;
    this.xorHash(this.zobrist.epFile[f]!, this.zobrist.epFile[f + 1]!);
  }

  /** Takes back the last move made with make(): the common move here, the rest in unmakeSpecial. */
  unmake(): void {
    const ply = --this.ply;
    const U = this.undo;
    const u = ply << UNDO_SHIFT;
    const m = U[u + U_MOVE]!;
    const P = this.pieces;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const side = -this.side as Color;
    const piece = P[to]!;
    const captured = (m >> CAPTURED_SHIFT) - 6;
    P[from] = piece;
    P[to] = captured;
    if (captured !== 0) this.counts[captured + 6]!++;
    if (piece === KING * side) this.kings[side === 1 ? 0 : 1] = from;
    this.side = side;
    if ((m & SPECIAL) !== 0) this.unmakeSpecial(m, side, captured);
  }

  /** Takes back the rest of a special move after unmake() has moved the man back (see makeSpecial). */
  private unmakeSpecial(m: Move, side: Color, captured: number): void {
    const P = this.pieces;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    if (m & FLAG_EP) {
      P[to] = 0;
      P[to - side * this.layout.rankStep] = captured;
    } else if ((m >> 16) & 7) {
      this.counts[P[from]! + 6]!--;
      this.counts[PAWN * side + 6]!++;
      P[from] = PAWN * side;
    } else if (m & FLAG_CASTLE) {
      const rookMove = this.castlingRook(from, to);
      P[rookMove & 0xff] = P[rookMove >> 8]!;
      P[rookMove >> 8] = 0;
    }
  }

  /** Passes the move to the opponent (for null-move search). Never call it while in check. */
  makeNull(): void {
    const ply = this.ply;
    const u = ply << UNDO_SHIFT;
    const v = u + UNDO_STRIDE;
    if (v + UNDO_STRIDE > this.undo.length) this.grow();
    const U = this.undo;
    const Z = this.zobrist;
    const state = U[u + U_STATE]!;
    let lo = U[u + U_HASH_LO]! ^ Z.sideLo;
    let hi = U[u + U_HASH_HI]! ^ Z.sideHi;
    if ((state & EP_BITS) !== 0) {
      const f = this.layout.fileOf[((state >> EP_SHIFT) & 0xff) - 1]! * 2;
      lo ^= Z.epFile[f]!;
      hi ^= Z.epFile[f + 1]!;
    }
    U[u + U_MOVE] = 6 << CAPTURED_SHIFT;
    U[v + U_STATE] = (state & ~EP_BITS) + HALFMOVE_ONE;
    U[v + U_HASH_LO] = lo;
    U[v + U_HASH_HI] = hi;
    this.side = -this.side as Color;
    this.ply = ply + 1;
  }

  /** Takes back makeNull(). */
  unmakeNull(): void {
    this.ply--;
    this.side = -this.side as Color;
  }

  /** The move made at undo-stack position `ply` (0 for a null move). */
  moveAt(ply: number): Move {
    return this.undo[ply * UNDO_STRIDE + U_MOVE]! & MOVE_BITS;
  }

  /** The piece captured by the move at `ply` (0 if none). */
  capturedAt(ply: number): number {
    return (this.undo[ply * UNDO_STRIDE + U_MOVE]! >> CAPTURED_SHIFT) - 6;
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
      const jumps = L.knightTargets;
      for (let k = sq * JUMP_SLOTS, t = jumps[k]!; t >= 0; t = jumps[++k]!) {
        if (P[t] === knight) return true;
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
