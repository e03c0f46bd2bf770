// Zarkov's move generator, as the seed prints it (part 1): per piece type a list of offsets
// added to the origin square, a destination dropped when `tsq & 0x88` is non-zero, bishops,
// rooks and queens stepping on until they meet a man or leave the board. It writes legal moves
// only, in one pass: a look outward from the king first finds the men pinned to it and the men
// giving check, so no move needs to be made to be proved legal but en passant.
//
//   not in check     a pinned man moves only along its pin line; the king only to squares not
//                    attacked once it has left its own
//   check by one     the king steps out, or another (unpinned) man takes the checker or steps
//                    between it and the king (`evasion` marks those squares)
//   double check     the king moves
//
// The core generator (core/movegen.ts) gives the same moves on any layout; this one is 0x88 only
// and is Zarkov's hot path ("computational efficiency in these routines is of utmost
// importance"). Moves are packed as core/move.ts says; the order is the board order a1..h8 and,
// per man, the offset order of attacks.ts (castling last).

import type { Board } from '../../core/board.js';
import * as moveBits from '../../core/move.js';
import * as castleBits from '../../core/setup.js';
import * as pieceCodes from '../../core/types.js';
import type { Color } from '../../core/types.js';
import * as offsets from './attacks.js';

const { FLAG_CAPTURE, FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP } = moveBits;
const { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ } = castleBits;
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;
// Module copies of imported bindings: V8 folds these, but reloads an import at every use.
const { KING_OFFSETS, KNIGHT_OFFSETS, LINE_OFFSETS } = offsets;

// A piece code times a side is -0 for an empty square and Black to move, and one -0 sends V8's
// multiply to floating point: where a square may be empty the product is Math.imul's.

const PROMO_Q = QUEEN << 16;
const PROMO_R = ROOK << 16;
const PROMO_B = BISHOP << 16;
const PROMO_N = KNIGHT << 16;

/** One generator per search: its scratch tables (pins, evasion squares) are its own. */
export class ZarkovMoveGen {
  /** Pin line per square: the step of the line through the king, 0 when the man is not pinned. */
  private readonly pinLine = new Int8Array(128);
  private readonly pinned = new Int32Array(8);
  private pinCount = 0;
  /** In single check: 1 on the checker's square and on each square between it and the king. */
  private readonly evasion = new Uint8Array(128);
  /** The squares marked in `evasion` (at most 8: one line of 7 squares in single check; in double check they go unused). */
  private readonly evasionSquares = new Int32Array(8);
  private evasionCount = 0;
  private checks = 0;

  /** Writes the legal moves (only captures and promotions with `tactical`) from `start`; returns the new end. */
  generate(b: Board, out: Int32Array, start: number, tactical: boolean): number {
    const P = b.pieces;
    const side = b.side;
    const king = b.kings[side === 1 ? 0 : 1]!;
    this.scanKing(b, king);
    const checks = this.checks;
    let n = start;
    if (checks < 2) {
      const pinLine = this.pinLine;
      const evasion = this.evasion;
      const inCheck = checks === 1;
      const quiet = !tactical;
      for (let from = 0; from < 0x78; from++) {
        if ((from & 0x88) !== 0) {
          from += 7;
          continue;
        }
        const role = Math.imul(P[from]!, side);
        if (role <= 0 || role === KING) continue;
        const pin = pinLine[from]!;
        if (pin !== 0 && inCheck) continue; // a pinned man can neither take the checker nor block
        if (role === PAWN) {
          n = this.pawnMoves(b, out, n, from, pin, inCheck, quiet);
        } else if (role === KNIGHT) {
          if (pin !== 0) continue; // a pinned knight never stays on its line
          for (let j = 0; j < 8; j++) {
            const to = from + KNIGHT_OFFSETS[j]!;
            if ((to & 0x88) !== 0) continue; // off the board
            const q = P[to]!;
            if (inCheck && evasion[to] === 0) continue;
            if (q === 0) {
              if (quiet) out[n++] = from | (to << 8);
            } else if (q * side < 0) out[n++] = from | (to << 8) | FLAG_CAPTURE;
          }
        } else {
          const last = role === BISHOP ? 4 : 8;
          for (let j = role === ROOK ? 4 : 0; j < last; j++) {
            const d = LINE_OFFSETS[j]!;
            if (pin !== 0 && d !== pin && d !== -pin) continue;
            for (let to = from + d; (to & 0x88) === 0; to += d) {
              const q = P[to]!;
              if (q === 0) {
                if (quiet && (!inCheck || evasion[to] !== 0)) out[n++] = from | (to << 8);
                continue;
              }
              if (q * side < 0 && (!inCheck || evasion[to] !== 0)) out[n++] = from | (to << 8) | FLAG_CAPTURE;
              break;
            }
          }
        }
      }
      if (b.ep !== -1) n = this.enPassant(b, out, n);
    }
    n = this.kingMoves(b, out, n, king, tactical);
    this.clearScratch();
    return n;
  }

  /** Pushes (quiet ones unless tactical), promotions (all four pieces) and captures of a pawn on `from`. */
  private pawnMoves(
    b: Board,
    out: Int32Array,
    n: number,
    from: number,
    pin: number,
    inCheck: boolean,
    quiet: boolean,
  ): number {
    const P = b.pieces;
    const side = b.side;
    const evasion = this.evasion;
    const fwd = side * 16;
    const to = from + fwd;
    const promoting = to >> 4 === (side === 1 ? 7 : 0);
    if (P[to] === 0 && (pin === 0 || pin === fwd || pin === -fwd)) {
      if (!inCheck || evasion[to] !== 0) {
        if (promoting) n = promotions(out, n, from | (to << 8));
        else if (quiet) out[n++] = from | (to << 8);
      }
      const two = to + fwd;
      if (quiet && from >> 4 === (side === 1 ? 1 : 6) && P[two] === 0 && (!inCheck || evasion[two] !== 0))
        out[n++] = from | (two << 8) | FLAG_DOUBLE;
    }
    for (let k = -1; k <= 1; k += 2) {
      const t = to + k;
      if ((t & 0x88) !== 0 || Math.imul(P[t]!, side) >= 0) continue;
      if (pin !== 0 && pin !== fwd + k && pin !== -(fwd + k)) continue;
      if (inCheck && evasion[t] === 0) continue;
      if (promoting) n = promotions(out, n, from | (t << 8) | FLAG_CAPTURE);
      else out[n++] = from | (t << 8) | FLAG_CAPTURE;
    }
    return n;
  }

  /** En passant onto b.ep: it empties two squares of a line, so it is made and tested. */
  private enPassant(b: Board, out: Int32Array, n: number): number {
    const P = b.pieces;
    const side = b.side;
    const ep = b.ep;
    const pawn = side * PAWN;
    for (let k = -1; k <= 1; k += 2) {
      const from = ep - side * 16 + k;
      if ((from & 0x88) !== 0 || P[from] !== pawn) continue;
      const m = from | (ep << 8) | FLAG_CAPTURE | FLAG_EP;
      b.make(m);
      const illegal = b.leftInCheck();
      b.unmake();
      if (!illegal) out[n++] = m;
    }
    return n;
  }

  /** King steps to squares not attacked once the king has left its own; castling when allowed. */
  private kingMoves(b: Board, out: Int32Array, n: number, king: number, tactical: boolean): number {
    const P = b.pieces;
    const side = b.side;
    const enemy = -side as Color;
    P[king] = 0;
    for (let j = 0; j < 8; j++) {
      const to = king + KING_OFFSETS[j]!;
      if ((to & 0x88) !== 0) continue;
      const q = P[to]!;
      if (Math.imul(q, side) > 0 || (tactical && q === 0)) continue;
      if (b.isAttacked(to, enemy)) continue;
      out[n++] = king | (to << 8) | (q !== 0 ? FLAG_CAPTURE : 0);
    }
    P[king] = side * KING;
    if (tactical || this.checks !== 0) return n;
    const rights = b.castling & (side === 1 ? CASTLE_WK | CASTLE_WQ : CASTLE_BK | CASTLE_BQ);
    if (rights === 0) return n;
    const e = side === 1 ? 0x04 : 0x74;
    const rook = side * ROOK;
    if (
      (rights & (CASTLE_WK | CASTLE_BK)) !== 0 &&
      P[e + 1] === 0 &&
      P[e + 2] === 0 &&
      P[e + 3] === rook &&
      !b.isAttacked(e + 1, enemy) &&
      !b.isAttacked(e + 2, enemy)
    )
      out[n++] = e | ((e + 2) << 8) | FLAG_CASTLE;
    if (
      (rights & (CASTLE_WQ | CASTLE_BQ)) !== 0 &&
      P[e - 1] === 0 &&
      P[e - 2] === 0 &&
      P[e - 3] === 0 &&
      P[e - 4] === rook &&
      !b.isAttacked(e - 1, enemy) &&
      !b.isAttacked(e - 2, enemy)
    )
      out[n++] = e | ((e - 2) << 8) | FLAG_CASTLE;
    return n;
  }

  /**
   * Looks out from the king along the eight lines (pins, slider checks), then at the knight and
   * pawn squares around it (checks). Fills pinLine, and for one checker the evasion squares.
   */
  private scanKing(b: Board, king: number): void {
    const P = b.pieces;
    const side = b.side;
    let checks = 0;
    let pins = 0;
    for (let j = 0; j < 8; j++) {
      const d = LINE_OFFSETS[j]!;
      const slider = j < 4 ? BISHOP : ROOK;
      let own = -1;
      for (let t = king + d; (t & 0x88) === 0; t += d) {
        const p = P[t]!;
        if (p === 0) continue;
        if (p * side > 0) {
          if (own !== -1) break;
          own = t;
          continue;
        }
        const role = -p * side;
        if (role === QUEEN || role === slider) {
          if (own === -1) {
            checks++;
            for (let s = king + d; ; s += d) {
              this.markEvasion(s);
              if (s === t) break;
            }
          } else {
            this.pinLine[own] = d;
            this.pinned[pins++] = own;
          }
        }
        break;
      }
    }
    const knight = -side * KNIGHT;
    for (let j = 0; j < 8; j++) {
      const t = king + KNIGHT_OFFSETS[j]!;
      if ((t & 0x88) === 0 && P[t] === knight) {
        checks++;
        this.markEvasion(t);
      }
    }
    const pawn = -side * PAWN;
    for (let k = -1; k <= 1; k += 2) {
      const t = king + side * 16 + k;
      if ((t & 0x88) === 0 && P[t] === pawn) {
        checks++;
        this.markEvasion(t);
      }
    }
    this.checks = checks;
    this.pinCount = pins;
  }

  private markEvasion(sq: number): void {
    if (this.evasionCount < 8) {
      this.evasion[sq] = 1;
      this.evasionSquares[this.evasionCount++] = sq;
    }
  }

  private clearScratch(): void {
    for (let i = 0; i < this.pinCount; i++) this.pinLine[this.pinned[i]!] = 0;
    for (let i = 0; i < this.evasionCount; i++) this.evasion[this.evasionSquares[i]!] = 0;
    this.pinCount = 0;
    this.evasionCount = 0;
  }
}

/** The four promotions of one pawn move, queen first. */
function promotions(out: Int32Array, n: number, base: number): number {
  out[n++] = base | PROMO_Q;
  out[n++] = base | PROMO_R;
  out[n++] = base | PROMO_B;
  out[n++] = base | PROMO_N;
  return n;
}
