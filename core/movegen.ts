// Move generation by offsets, written once against the Layout interface: every loop below runs
// unchanged on the 10x10 mailbox and on 0x88. Sliders step along an offset until they meet a
// piece or leave the board (`offBoard[to + PAD]`).
//
// Moves are written into a caller-owned Int32Array from `start`; each function returns the new
// end, so engines keep one preallocated buffer with a slice per ply and allocate nothing.

import type { Board } from './board.js';
import type { Layout } from './layout.js';
import * as moveBits from './move.js';
import * as castleBits from './setup.js';
import * as pieceCodes from './types.js';
import type { Color } from './types.js';

// Module copies of imported constants and helpers: V8 folds these in optimized code but
// reloads an imported binding at every use (see core/board.ts).
const { encodeMove, FLAG_CAPTURE, FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP } = moveBits;
const { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ } = castleBits;
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;

/** Longest pseudo-legal move list of any reachable position is 218 legal; leave room. */
export const MAX_MOVES = 256;

/** Generate every pseudo-legal move. */
export const GEN_ALL = 0;
/** Generate only captures (en passant included) and promotions. */
export const GEN_TACTICAL = 1;

function addPawnMove(
  out: Int32Array,
  n: number,
  from: number,
  to: number,
  flags: number,
  promoting: boolean,
): number {
  if (promoting) {
    out[n++] = encodeMove(from, to, QUEEN, flags);
    out[n++] = encodeMove(from, to, ROOK, flags);
    out[n++] = encodeMove(from, to, BISHOP, flags);
    out[n++] = encodeMove(from, to, KNIGHT, flags);
    return n;
  }
  out[n++] = encodeMove(from, to, 0, flags);
  return n;
}

/**
 * Pawn moves from `from` for `side`: the push, the double step from the pawn's second rank,
 * then the captures (en passant onto `epTarget`, -1 for none). With `quiet` false, only
 * captures and promotions.
 */
function genPawn(
  P: Int8Array,
  L: Layout,
  side: Color,
  epTarget: number,
  out: Int32Array,
  n: number,
  from: number,
  quiet: boolean,
): number {
  const fwd = side * L.rankStep;
  const to = from + fwd;
  const promoting = L.rankOf[to] === (side === 1 ? 7 : 0);
  if (P[to] === 0 && (quiet || promoting)) {
    n = addPawnMove(out, n, from, to, 0, promoting);
    if (quiet && L.rankOf[from] === (side === 1 ? 1 : 6) && P[to + fwd] === 0) {
      out[n++] = from | ((to + fwd) << 8) | FLAG_DOUBLE;
    }
  }
  const off = L.offBoard;
  const pad = L.pad;
  let t = to - L.fileStep;
  for (let k = 0; k < 2; k++, t += 2 * L.fileStep) {
    if (off[t + pad]) continue;
    if (P[t]! * side < 0) {
      n = addPawnMove(out, n, from, t, FLAG_CAPTURE, promoting);
    } else if (t === epTarget) {
      out[n++] = from | (t << 8) | FLAG_CAPTURE | FLAG_EP;
    }
  }
  return n;
}

/** Safety of a square the castling king passes: known safe, known attacked, or not yet known. */
const SAFE = 1;
const ATTACKED = 0;
const UNKNOWN = -1;

/**
 * Castling moves (the king's two-square move), fully checked here: the squares between king
 * and rook empty, and the king neither in check nor passing or landing on an attacked square.
 * `fSafe` and `dSafe` may pass on what is already known of the squares the king crosses
 * (f1/d1 or f8/d8) from testing the king's one-step moves there.
 */
function genCastles(
  b: Board,
  out: Int32Array,
  n: number,
  inCheck: boolean,
  fSafe: number,
  dSafe: number,
): number {
  if (inCheck) return n;
  const P = b.pieces;
  const c = b.castleSq;
  const side = b.side;
  const white = side === 1;
  const enemy = -side as Color;
  const rook = side * ROOK;
  const king = white ? c.e1 : c.e8;
  const f = white ? c.f1 : c.f8;
  const g = white ? c.g1 : c.g8;
  const d = white ? c.d1 : c.d8;
  const cc = white ? c.c1 : c.c8;
  const bb = white ? c.b1 : c.b8;
  const h = white ? c.h1 : c.h8;
  const a = white ? c.a1 : c.a8;
  if (b.castling & (white ? CASTLE_WK : CASTLE_BK) && P[f] === 0 && P[g] === 0 && P[h] === rook) {
    const passSafe = fSafe === UNKNOWN ? !b.isAttacked(f, enemy) : fSafe === SAFE;
    if (passSafe && !b.isAttacked(g, enemy)) out[n++] = encodeMove(king, g, 0, FLAG_CASTLE);
  }
  if (
    b.castling & (white ? CASTLE_WQ : CASTLE_BQ) &&
    P[d] === 0 &&
    P[cc] === 0 &&
    P[bb] === 0 &&
    P[a] === rook
  ) {
    const passSafe = dSafe === UNKNOWN ? !b.isAttacked(d, enemy) : dSafe === SAFE;
    if (passSafe && !b.isAttacked(cc, enemy)) out[n++] = encodeMove(king, cc, 0, FLAG_CASTLE);
  }
  return n;
}

/**
 * HIARCS's en-passant method: an enemy pawn is placed on the en-passant square, the pawn
 * captures are generated as ordinary captures, and the pawn is taken away again; captures onto
 * that square are then marked en passant. Only pawn captures are generated with the stand-in
 * pawn present, so no other piece can capture it or be blocked by it.
 */
function genEpByInsertedPawn(b: Board, out: Int32Array, n: number): number {
  const P = b.pieces;
  const L = b.layout;
  const ep = b.ep;
  const side = b.side;
  P[ep] = -side * PAWN;
  const pawnRow = ep - side * L.rankStep;
  for (let dir = -1; dir <= 1; dir += 2) {
    const from = pawnRow + dir * L.fileStep;
    if (L.offBoard[from + L.pad] || P[from] !== side * PAWN) continue;
    const before = n;
    n = genPawn(P, L, side, -1, out, n, from, false);
    for (let i = before; i < n; i++) {
      const m = out[i]!;
      if (((m >> 8) & 0xff) === ep) out[i] = m | FLAG_EP;
    }
    // Keep only the en-passant capture: this pawn's other captures were generated already.
    let w = before;
    for (let i = before; i < n; i++) if (out[i]! & FLAG_EP) out[w++] = out[i]!;
    n = w;
  }
  P[ep] = 0;
  return n;
}

/** Writes the pseudo-legal moves of the side to move into `out` from `start`; returns the new end. */
export function generatePseudo(b: Board, out: Int32Array, start: number, mode: number = GEN_ALL): number {
  const n = generateInto(b, out, start, mode);
  return mode === GEN_ALL && hasCastlingRights(b) ? genCastles(b, out, n, b.inCheck(), UNKNOWN, UNKNOWN) : n;
}

function hasCastlingRights(b: Board): boolean {
  return (b.castling & (b.side === 1 ? CASTLE_WK | CASTLE_WQ : CASTLE_BK | CASTLE_BQ)) !== 0;
}

/**
 * Every pseudo-legal move but castling. Knights and kings take one step along each of their
 * offsets; bishops, rooks and queens repeat a step along their lines (the layout lists the four
 * diagonal lines, then the four straight ones) until blocked or off the board.
 */
function generateInto(b: Board, out: Int32Array, start: number, mode: number): number {
  const P = b.pieces;
  const L = b.layout;
  const off = L.offBoard;
  const pad = L.pad;
  const side = b.side;
  const squares = L.squares;
  const lines = L.lineOffsets;
  const quiet = mode === GEN_ALL;
  const capture = FLAG_CAPTURE;
  const epTarget = b.epMethod === 'direct' ? b.ep : -1;
  let n = start;
  for (let s = 0; s < 64; s++) {
    const from = squares[s]!;
    const p = P[from]! * side;
    if (p <= 0) continue;
    if (p === PAWN) {
      n = genPawn(P, L, side, epTarget, out, n, from, quiet);
    } else if (p === KNIGHT || p === KING) {
      const steps = p === KNIGHT ? L.knightOffsets : L.kingOffsets;
      for (let i = 0; i < 8; i++) {
        const to = from + steps[i]!;
        if (off[to + pad]) continue;
        const q = P[to]!;
        if (q === 0) {
          if (quiet) out[n++] = from | (to << 8);
        } else if (q * side < 0) {
          out[n++] = from | (to << 8) | capture;
        }
      }
    } else {
      const last = p === BISHOP ? 4 : 8;
      for (let i = p === ROOK ? 4 : 0; i < last; i++) {
        const d = lines[i]!;
        for (let to = from + d; !off[to + pad]; to += d) {
          const q = P[to]!;
          if (q === 0) {
            if (quiet) out[n++] = from | (to << 8);
            continue;
          }
          if (q * side < 0) out[n++] = from | (to << 8) | capture;
          break;
        }
      }
    }
  }
  if (b.ep !== -1 && b.epMethod === 'insert-pawn') n = genEpByInsertedPawn(b, out, n);
  return n;
}

/**
 * Writes the legal moves into `out` from `start`; returns the new end. Moves are proved legal
 * without being made. A king move is legal when its target is not attacked once the king has
 * left its square. Out of check, a piece that is not pinned to its king may go anywhere, and a
 * pinned one only along its pin line. In check from one man, the others must take the checker or
 * step between it and the king (a pinned piece can do neither); in double check only the king
 * moves. En passant, which empties two squares of a line, is made and tested.
 */
export function generateLegal(b: Board, out: Int32Array, start: number, mode: number = GEN_ALL): number {
  const P = b.pieces;
  const L = b.layout;
  const side = b.side;
  const king = b.kings[side === 1 ? 0 : 1]!;
  const scan = scanKing(b, king);
  const pins = scan & 0xff;
  const checks = scan >> CHECKS_SHIFT;
  const inCheck = checks !== 0;
  const end = generateInto(b, out, start, mode);
  const pinned = b.pinScratch;
  const fileOf = L.fileOf;
  const rankOf = L.rankOf;
  const kingFile = fileOf[king]!;
  const kingRank = rankOf[king]!;
  // The one checker: its square, and for a slider the unit step from the king toward it and
  // the distance (the squares strictly between may be blocked).
  const checker = pinned[CHECKER_AT]!;
  const checkFile = pinned[CHECKER_AT + 1]!;
  const checkRank = pinned[CHECKER_AT + 2]!;
  const checkSpan = pinned[CHECKER_AT + 3]!;
  const c = b.castleSq;
  const fSquare = side === 1 ? c.f1 : c.f8;
  const dSquare = side === 1 ? c.d1 : c.d8;
  let fSafe = UNKNOWN;
  let dSafe = UNKNOWN;
  let w = start;
  for (let i = start; i < end; i++) {
    const m = out[i]!;
    const from = m & 0xff;
    if (from === king) {
      // A king move: is the target attacked once the king has left its square?
      const to = (m >> 8) & 0xff;
      P[king] = 0;
      const attacked = b.isAttacked(to, -side as Color);
      P[king] = side * KING;
      if (!attacked) out[w++] = m;
      // Not in check, so lifting the king changes nothing for the square next to it on its rank.
      if (to === fSquare) fSafe = attacked ? ATTACKED : SAFE;
      else if (to === dSquare) dSafe = attacked ? ATTACKED : SAFE;
      continue;
    }
    if (checks > 1) continue;
    if ((m & FLAG_EP) !== 0) {
      b.make(m);
      const illegal = b.leftInCheck();
      b.unmake();
      if (!illegal) out[w++] = m;
      continue;
    }
    const to = (m >> 8) & 0xff;
    if (inCheck && to !== checker) {
      // Not a capture of the checker: it must land strictly between the king and a slider.
      if (checkSpan === 0) continue;
      const df = fileOf[to]! - kingFile;
      const dr = rankOf[to]! - kingRank;
      const steps = df !== 0 ? df * checkFile : dr * checkRank;
      if (df !== steps * checkFile || dr !== steps * checkRank || steps <= 0 || steps >= checkSpan) continue;
    }
    let legal = true;
    for (let k = 0; k < pins; k++) {
      if (pinned[k * 3] !== from) continue;
      // Legal only along the pin line: (to - king) parallel to the pin direction (df, dr).
      legal =
        !inCheck &&
        (fileOf[to]! - kingFile) * pinned[k * 3 + 2]! === (rankOf[to]! - kingRank) * pinned[k * 3 + 1]!;
      break;
    }
    if (legal) out[w++] = m;
  }
  if (mode === GEN_ALL && hasCastlingRights(b)) w = genCastles(b, out, w, inCheck, fSafe, dSafe);
  return w;
}

/**
 * One look outward from the side to move's king on `king`: finds the pieces pinned to it
 * (written as (square, file step, rank step) triples into b.pinScratch) and the men giving check
 * (the last one found at b.pinScratch[CHECKER_AT]: its square, then for a slider the unit file
 * and rank steps from the king toward it and its distance, 0 for a knight or pawn). Returns the
 * number of pins plus the number of checkers shifted by CHECKS_SHIFT.
 */
function scanKing(b: Board, king: number): number {
  const P = b.pieces;
  const L = b.layout;
  const off = L.offBoard;
  const pad = L.pad;
  const side = b.side;
  const out = b.pinScratch;
  let n = 0;
  let checks = 0;
  for (let dir = 0; dir < 8; dir++) {
    const df = DIR_FILE[dir]!;
    const dr = DIR_RANK[dir]!;
    const d = df * L.fileStep + dr * L.rankStep;
    const slider = df !== 0 && dr !== 0 ? BISHOP : ROOK;
    let own = -1;
    let span = 0;
    for (let t = king + d; !off[t + pad]; t += d) {
      span++;
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
          out[CHECKER_AT] = t;
          out[CHECKER_AT + 1] = df;
          out[CHECKER_AT + 2] = dr;
          out[CHECKER_AT + 3] = span;
        } else {
          out[n * 3] = own;
          out[n * 3 + 1] = df;
          out[n * 3 + 2] = dr;
          n++;
        }
      }
      break;
    }
  }
  const knight = -side * KNIGHT;
  const ko = L.knightOffsets;
  for (let i = 0; i < 8; i++) {
    const t = king + ko[i]!;
    if (!off[t + pad] && P[t] === knight) {
      checks++;
      out[CHECKER_AT] = t;
      out[CHECKER_AT + 3] = 0;
    }
  }
  const ahead = king + side * L.rankStep;
  const pawn = -side * PAWN;
  for (let k = -1; k <= 1; k += 2) {
    const t = ahead + k * L.fileStep;
    if (!off[t + pad] && P[t] === pawn) {
      checks++;
      out[CHECKER_AT] = t;
      out[CHECKER_AT + 3] = 0;
    }
  }
  return n | (checks << CHECKS_SHIFT);
}

/** scanKing's result: pins in the low byte, the number of checkers from this bit up. */
const CHECKS_SHIFT = 8;
/** Where scanKing leaves the checker in b.pinScratch, after room for eight pin triples. */
const CHECKER_AT = 24;

const DIR_FILE = new Int8Array([1, -1, 0, 0, 1, 1, -1, -1]);
const DIR_RANK = new Int8Array([0, 0, 1, -1, 1, -1, 1, -1]);

/** The legal moves as a fresh array (convenience for the edges; engines use generateLegal). */
export function legalMoves(b: Board, mode: number = GEN_ALL): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = generateLegal(b, buf, 0, mode);
  return Array.from(buf.subarray(0, n));
}
