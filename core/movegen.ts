// Move generation by offsets, written once against the Layout interface: every loop below runs
// unchanged on the 10x10 mailbox and on 0x88. Sliders step along an offset until they meet a
// piece or leave the board (`offBoard[to + PAD]`); knights and kings take the squares their
// offsets reach on the board, listed once per square by the layout (knightTargets, kingTargets).
//
// One pass writes either the pseudo-legal moves or the legal ones. For legal moves a look
// outward from the king first marks the men pinned to it (`b.pinStep`: the step of the pin line)
// and, in single check, the squares that answer the check (`b.evasion`: the checker, and the
// squares between it and the king when it slides). Then a pinned man moves only along its line;
// in check every other man must land on a marked square; the king goes only where it is not
// attacked once it has left its square; in double check only the king moves; en passant (two
// pawns leave one rank) is made and tested. So no other move is made to be proved legal.
//
// Two lists carry over from one generation to the next, on the board, and are checked (against
// the piece counts, and square by square: the men's list as the generator walks it, starting
// again from a fresh scan if a square fails), so any caller in any order gets the same moves:
// the side's men in board order (listMen: between sibling positions they have not moved, and the
// 64-square scan is skipped), and the enemy's bishops, rooks and queens as the enemy's
// last generation listed them, moved by the last move (enemySliderLines: the look outward from
// the king walks only the lines on which one of them stands).
//
// The order is the same in both modes: the men in board order a1, b1, ..., h8, each man's moves
// in its offset order (a pawn: push, double step, then its captures towards a and towards h),
// HIARCS's inserted-pawn en passant after them, castling last.
//
// Moves are written into a caller-owned Int32Array from `start`; each function returns the new
// end, so engines keep one preallocated buffer with a slice per ply and allocate nothing.

import type { Board } from './board.js';
import type { Layout } from './layout.js';
import * as layoutBits from './layout.js';
import * as moveBits from './move.js';
import * as castleBits from './setup.js';
import * as pieceCodes from './types.js';
import type { Color } from './types.js';

// A piece code times a side can be 0 times -1, which JavaScript makes -0: V8 then does the
// multiply in floating point. Math.imul keeps such products (an empty square's) in integers.
//
// Module copies of imported constants and helpers: V8 folds these in optimized code but
// reloads an imported binding at every use (see core/board.ts).
const { FLAG_CAPTURE, FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP } = moveBits;
const { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ } = castleBits;
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;
const { JUMP_SLOTS } = layoutBits;

/** Longest pseudo-legal move list of any reachable position is 218 legal; leave room. */
export const MAX_MOVES = 256;

/** Generate every pseudo-legal move. */
export const GEN_ALL = 0;
/** Generate only captures (en passant included) and promotions. */
export const GEN_TACTICAL = 1;

/** Promotion roles in move bits 16..18, in the order they are generated. */
const PROMO_Q = QUEEN << 16;
const PROMO_R = ROOK << 16;
const PROMO_B = BISHOP << 16;
const PROMO_N = KNIGHT << 16;

/** Safety of a square the castling king passes: known safe, known attacked, or not yet known. */
const SAFE = 1;
const ATTACKED = 0;
const UNKNOWN = -1;

/** Room for one side's men in b.menList and b.sliderList (White's list, then Black's). */
const HINT_SIZE = 64;

/**
 * Lists the men of `side` in board order in b.menList from `base` and returns how many. The list
 * the last generation for that side left there is kept when there are as many as the side has
 * men (between two sibling positions, where only the other side moved and took nothing, it still
 * holds): generate checks each listed square as it comes to it and calls scanMen if one fails.
 * Otherwise the board is scanned (scanMen).
 */
function listMen(b: Board, side: Color, base: number): number {
  const C = b.counts;
  const own =
    C[6 + side]! +
    C[6 + 2 * side]! +
    C[6 + 3 * side]! +
    C[6 + 4 * side]! +
    C[6 + 5 * side]! +
    C[6 + 6 * side]!;
  const count = b.menCount[side === 1 ? 0 : 1]!;
  return count === own ? count : scanMen(b, side, base);
}

/** Lists the men of `side` in b.menList from `base`, scanning a1, b1, ..., h8; returns how many. */
function scanMen(b: Board, side: Color, base: number): number {
  const P = b.pieces;
  const men = b.menList;
  // Board order, rank by rank: a rank's squares are fileStep apart, the ranks rankStep apart.
  const L = b.layout;
  const fileStep = L.fileStep;
  const rankStep = L.rankStep;
  const rankLength = 8 * fileStep;
  let n = base;
  for (let row = L.squares[0]!, rowEnd = row + 8 * rankStep; row !== rowEnd; row += rankStep) {
    for (let from = row, end = row + rankLength; from !== end; from += fileStep) {
      if (Math.imul(P[from]!, side) > 0) men[n++] = from;
    }
  }
  b.menCount[side === 1 ? 0 : 1] = n - base;
  return n - base;
}

/**
 * The lines from the side to move's king worth a look for scanKing: bit i for lineOffsets[i],
 * set when an enemy slider that moves along that line stands on it (maybe behind other men).
 * The enemy's sliders are those the last generation for the enemy noted in b.sliderList, moved
 * by the last move made, if they check out: every square holds an enemy bishop, rook or queen,
 * there are as many as the enemy has, and none stood on the last move's target (which only an
 * out-of-date list can show). Otherwise all eight lines.
 */
function enemySliderLines(b: Board, king: number): number {
  const side = b.side;
  const enemy = -side;
  const index = side === 1 ? 1 : 0;
  const count = b.sliderCount[index]!;
  const C = b.counts;
  if (count !== C[6 + BISHOP * enemy]! + C[6 + ROOK * enemy]! + C[6 + QUEEN * enemy]!) return 0xff;
  const last = b.ply > 0 ? b.moveAt(b.ply - 1) : 0;
  const lastFrom = last & 0xff;
  const lastTo = (last >> 8) & 0xff;
  const P = b.pieces;
  const L = b.layout;
  const toIndex = L.toIndex;
  const sliders = b.sliderList;
  const kingRow = toIndex[king]! << 6;
  let rays = 0;
  for (let j = index * HINT_SIZE, end = j + count; j !== end; j++) {
    let sq = sliders[j]!;
    if (sq === lastTo && lastTo !== lastFrom) return 0xff;
    if (sq === lastFrom) sq = lastTo;
    const role = Math.imul(P[sq]!, enemy);
    if (role < BISHOP || role > QUEEN) return 0xff;
    const line = LINE_INDEX[kingRow | toIndex[sq]!]! - 1;
    if (line >= 0 && (role === QUEEN || role === (line < 4 ? BISHOP : ROOK))) rays |= 1 << line;
  }
  return rays;
}

/**
 * LINE_INDEX[from * 64 + to] (both Square64): 1 + the index into Layout.lineOffsets of the line
 * from `from` through `to` (0..3 the diagonals, 4..7 the files and ranks, in that table's order),
 * or 0 when the two squares share no line. The same for every layout; built once, read only.
 */
const LINE_INDEX = buildLineIndex();

function buildLineIndex(): Int8Array {
  // (file step, rank step) of each line, in the order of Layout.lineOffsets.
  const steps = [
    [1, 1],
    [-1, 1],
    [1, -1],
    [-1, -1],
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
  ] as const;
  const table = new Int8Array(64 * 64);
  for (let from = 0; from < 64; from++) {
    steps.forEach(([df, dr], line) => {
      for (
        let f = (from & 7) + df, r = (from >> 3) + dr;
        f >= 0 && f < 8 && r >= 0 && r < 8;
        f += df, r += dr
      ) {
        table[from * 64 + r * 8 + f] = line + 1;
      }
    });
  }
  return table;
}

/** scanKing's result: the number of checkers in the low byte, the marked squares from this bit up. */
const MARKS_SHIFT = 8;

/** Writes the pseudo-legal moves of the side to move into `out` from `start`; returns the new end. */
export function generatePseudo(b: Board, out: Int32Array, start: number, mode: number = GEN_ALL): number {
  return generate(b, out, start, mode, false);
}

/** Writes the legal moves into `out` from `start`; returns the new end (see the module comment). */
export function generateLegal(b: Board, out: Int32Array, start: number, mode: number = GEN_ALL): number {
  return generate(b, out, start, mode, true);
}

/**
 * The one generator behind generatePseudo and generateLegal. Knights and kings take one step
 * along each of their offsets; bishops, rooks and queens repeat a step along their lines (the
 * layout lists the four diagonal lines, then the four straight ones) until blocked or off the
 * board. With `legal` the king is scanned first and each move is filtered as it is written.
 */
function generate(b: Board, out: Int32Array, start: number, mode: number, legal: boolean): number {
  const P = b.pieces;
  const L = b.layout;
  const off = L.offBoard;
  const pad = L.pad;
  const side = b.side;
  const lines = L.lineOffsets;
  const pinStep = b.pinStep;
  const evasion = b.evasion;
  const quiet = mode === GEN_ALL;
  const capture = FLAG_CAPTURE;
  const epTarget = b.epMethod === 'direct' ? b.ep : -1;
  const king = b.kings[side === 1 ? 0 : 1]!;
  const scan = legal ? scanKing(b, king, enemySliderLines(b, king)) : 0;
  const checks = scan & 0xff;
  const inCheck = checks !== 0;
  const c = b.castleSq;
  const fSquare = side === 1 ? c.f1 : c.f8;
  const dSquare = side === 1 ? c.d1 : c.d8;
  let fSafe = UNKNOWN;
  let dSafe = UNKNOWN;
  let n = start | 0; // `| 0`: V8 then keeps the count untagged (start comes in tagged)
  // The side's men in board order (b.menList), and its sliders noted for the next ply's scanKing.
  const base = side === 1 ? 0 : HINT_SIZE;
  const men = b.menList;
  let menEnd = base + listMen(b, side, base);
  const sliders = b.sliderList;
  let slidersEnd = base;
  // No square marked by scanKing: no man is pinned (and the side is not in check).
  const marked = scan >> MARKS_SHIFT !== 0;
  for (let j = base; j < menEnd; j++) {
    const from = men[j]!;
    const p = Math.imul(P[from]!, side);
    if (p <= 0) {
      // The carried list is out of date (see listMen): the men are listed afresh, and the
      // generation starts again.
      menEnd = base + scanMen(b, side, base);
      j = base - 1;
      n = start | 0;
      slidersEnd = base;
      continue;
    }
    if (p >= BISHOP && p <= QUEEN) sliders[slidersEnd++] = from;
    if (p === KING) {
      // In legal mode the king is lifted while its targets are tested.
      if (legal) P[king] = 0;
      const jumps = L.kingTargets;
      for (let k = from * JUMP_SLOTS, to = jumps[k]!; to >= 0; to = jumps[++k]!) {
        const q = P[to]!;
        const flags = q === 0 ? 0 : capture;
        if (Math.imul(q, side) > 0 || (q === 0 && !quiet)) continue;
        if (legal) {
          const attacked = b.isAttacked(to, -side as Color);
          // Not in check, lifting the king changes nothing for the square beside it on its rank.
          if (to === fSquare) fSafe = attacked ? ATTACKED : SAFE;
          else if (to === dSquare) dSafe = attacked ? ATTACKED : SAFE;
          if (attacked) continue;
        }
        out[n++] = from | (to << 8) | flags;
      }
      if (legal) P[king] = side * KING;
      continue;
    }
    if (checks > 1) continue; // double check: only the king moves
    if (p === PAWN) {
      n = pawnMoves(L, evasion, P, side, out, n, from, epTarget, quiet, inCheck, marked ? pinStep[from]! : 0);
    } else if (p === KNIGHT) {
      if (marked && pinStep[from] !== 0) continue; // a pinned knight never stays on its line
      const jumps = L.knightTargets;
      for (let k = from * JUMP_SLOTS, to = jumps[k]!; to >= 0; to = jumps[++k]!) {
        if (inCheck && evasion[to] === 0) continue;
        const q = P[to]!;
        if (q === 0) {
          if (quiet) out[n++] = from | (to << 8);
        } else if (q * side < 0) {
          out[n++] = from | (to << 8) | capture;
        }
      }
    } else {
      const pin = marked ? pinStep[from]! : 0;
      const last = p === BISHOP ? 4 : 8;
      for (let i = p === ROOK ? 4 : 0; i < last; i++) {
        const d = lines[i]!;
        if (pin !== 0 && d !== pin && d !== -pin) continue;
        for (let to = from + d; !off[to + pad]; to += d) {
          const q = P[to]!;
          if (q === 0) {
            if (quiet && !(inCheck && evasion[to] === 0)) out[n++] = from | (to << 8);
            continue;
          }
          if (q * side < 0 && !(inCheck && evasion[to] === 0)) out[n++] = from | (to << 8) | capture;
          break;
        }
      }
    }
  }
  b.sliderCount[side === 1 ? 0 : 1] = slidersEnd - base;
  if (legal && epTarget !== -1) n = keepLegalEnPassant(b, out, start, n);
  if (legal) clearScan(b, scan >> MARKS_SHIFT);
  if (b.ep !== -1 && b.epMethod === 'insert-pawn' && checks < 2) n = genEpByInsertedPawn(b, out, n, legal);
  if (quiet && hasCastlingRights(b)) {
    n = genCastles(b, out, n, legal ? inCheck : b.inCheck(), fSafe, dSafe);
  }
  return n;
}

/**
 * Pawn moves from `from`: the push, the double step from the pawn's second rank, then the
 * captures (en passant onto `epTarget`, -1 for none). With `quiet` false, only captures and
 * promotions. `L`, `evasion`, `P` and `side` are the board's layout, evasion marks, pieces and
 * side to move. In legal mode a pinned pawn keeps to its pin line (`pin`, 0 for none) and in
 * check a move must land on an evasion square; an en-passant capture is written untested
 * (generate tests it after its loop). (Kept under V8's 460 bytes of bytecode, the most it
 * inlines: `node --print-bytecode --print-bytecode-filter=pawnMoves` prints its length.)
 */
function pawnMoves(
  L: Layout,
  evasion: Uint8Array,
  P: Int8Array,
  side: Color,
  out: Int32Array,
  n: number,
  from: number,
  epTarget: number,
  quiet: boolean,
  inCheck: boolean,
  pin: number,
): number {
  // One load gives file and rank. A pawn stands on ranks 2..7, so `to` is on the board, and
  // its captures towards a and towards h are, but for the one towards a from file a (h, h).
  const sq = L.toIndex[from]!;
  const rank = side === 1 ? sq >> 3 : 7 - (sq >> 3); // counted from the pawn's own side
  const promoting = rank === 6;
  const fwd = side * L.rankStep;
  const to = from + fwd;
  if (P[to] === 0 && (quiet || promoting) && (pin === 0 || pin === fwd || pin === -fwd)) {
    if (!inCheck || evasion[to] !== 0) n = addPawnMove(out, n, from | (to << 8), promoting);
    const two = to + fwd;
    if (quiet && rank === 1 && P[two] === 0 && (!inCheck || evasion[two] !== 0)) {
      out[n++] = from | (two << 8) | FLAG_DOUBLE;
    }
  }
  const fileStep = L.fileStep;
  const file = sq & 7;
  const last = file === 7 ? to - fileStep : to + fileStep;
  for (let t = file === 0 ? to + fileStep : to - fileStep; t <= last; t += 2 * fileStep) {
    if (Math.imul(P[t]!, side) < 0) {
      const d = t - from;
      if ((pin === 0 || d === pin || d === -pin) && (!inCheck || evasion[t] !== 0)) {
        n = addPawnMove(out, n, from | (t << 8) | FLAG_CAPTURE, promoting);
      }
    } else if (t === epTarget) {
      out[n++] = from | (t << 8) | FLAG_CAPTURE | FLAG_EP;
    }
  }
  return n;
}

/**
 * Keeps of the moves out[from..end) all but the en-passant captures that do not survive being
 * made and tested (the order is kept); returns the new end.
 */
function keepLegalEnPassant(b: Board, out: Int32Array, from: number, end: number): number {
  let w = from;
  for (let i = from; i < end; i++) {
    const m = out[i]!;
    if ((m & FLAG_EP) === 0 || legalByMaking(b, m)) out[w++] = m;
  }
  return w;
}

/** Writes a pawn move (from, to and flags already packed), as four promotions when `promoting`. */
function addPawnMove(out: Int32Array, n: number, m: number, promoting: boolean): number {
  if (promoting) return addPromotions(out, n, m);
  out[n] = m;
  return n + 1;
}

/** Writes a pawn's move to the last rank (from, to and flags already packed) as its four promotions. */
function addPromotions(out: Int32Array, n: number, m: number): number {
  out[n++] = m | PROMO_Q;
  out[n++] = m | PROMO_R;
  out[n++] = m | PROMO_B;
  out[n++] = m | PROMO_N;
  return n;
}

/** Is the move legal? Made, the king tested, taken back (for en passant only). */
function legalByMaking(b: Board, m: number): boolean {
  b.make(m);
  const illegal = b.leftInCheck();
  b.unmake();
  return !illegal;
}

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
    if (passSafe && !b.isAttacked(g, enemy)) out[n++] = king | (g << 8) | FLAG_CASTLE;
  }
  if (
    b.castling & (white ? CASTLE_WQ : CASTLE_BQ) &&
    P[d] === 0 &&
    P[cc] === 0 &&
    P[bb] === 0 &&
    P[a] === rook
  ) {
    const passSafe = dSafe === UNKNOWN ? !b.isAttacked(d, enemy) : dSafe === SAFE;
    if (passSafe && !b.isAttacked(cc, enemy)) out[n++] = king | (cc << 8) | FLAG_CASTLE;
  }
  return n;
}

function hasCastlingRights(b: Board): boolean {
  return (b.castling & (b.side === 1 ? CASTLE_WK | CASTLE_WQ : CASTLE_BK | CASTLE_BQ)) !== 0;
}

/**
 * HIARCS's en-passant method: an enemy pawn is placed on the en-passant square, the pawn
 * captures are generated as ordinary captures, and the pawn is taken away again; captures onto
 * that square are then marked en passant (and, for legal moves, made and tested). Only pawn
 * captures are generated with the stand-in pawn present, so no other piece can capture it or be
 * blocked by it. Called with the king scan cleared, so no pin or check filter applies here.
 */
function genEpByInsertedPawn(b: Board, out: Int32Array, n: number, legal: boolean): number {
  const P = b.pieces;
  const L = b.layout;
  const ep = b.ep;
  const side = b.side;
  const first = n;
  P[ep] = -side * PAWN;
  const pawnRow = ep - side * L.rankStep;
  for (let dir = -1; dir <= 1; dir += 2) {
    const from = pawnRow + dir * L.fileStep;
    if (L.offBoard[from + L.pad] || P[from] !== side * PAWN) continue;
    const before = n;
    n = pawnMoves(L, b.evasion, P, side, out, n, from, -1, false, false, 0);
    // Keep only the en-passant capture: this pawn's other captures were generated already.
    let w = before;
    for (let i = before; i < n; i++) {
      const m = out[i]!;
      if (((m >> 8) & 0xff) === ep) out[w++] = m | FLAG_EP;
    }
    n = w;
  }
  P[ep] = 0;
  if (!legal) return n;
  let w = first;
  for (let i = first; i < n; i++) if (legalByMaking(b, out[i]!)) out[w++] = out[i]!;
  return w;
}

/**
 * One look outward from the side to move's king on `king`: writes the step of the pin line into
 * b.pinStep for each man pinned to it, counts the men giving check, and marks in b.evasion the
 * squares that answer a check (the checker, and the squares between a sliding checker and the
 * king). Every square it marks is listed in b.scanMarks for clearScan. Returns the number of
 * checkers plus the number of marked squares shifted by MARKS_SHIFT. Only the lines whose bit is
 * set in `rays` are walked (bit i: lineOffsets[i]; see enemySliderLines); knights and pawns are
 * always looked for.
 */
function scanKing(b: Board, king: number, rays: number): number {
  const P = b.pieces;
  const L = b.layout;
  const off = L.offBoard;
  const pad = L.pad;
  const side = b.side;
  const lines = L.lineOffsets;
  const pinStep = b.pinStep;
  const evasion = b.evasion;
  const marks = b.scanMarks;
  let n = 0;
  let checks = 0;
  for (let i = 0; i < 8; i++) {
    if ((rays & (1 << i)) === 0) continue;
    const d = lines[i]!;
    const slider = i < 4 ? BISHOP : ROOK;
    let own = -1;
    let t = king + d;
    for (; !off[t + pad]; t += d) {
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
          for (let e = king + d; e !== t + d; e += d) {
            evasion[e] = 1;
            marks[n++] = e;
          }
        } else {
          pinStep[own] = d;
          marks[n++] = own;
        }
      }
      break;
    }
  }
  const knight = -side * KNIGHT;
  const jumps = L.knightTargets;
  for (let k = king * JUMP_SLOTS, t = jumps[k]!; t >= 0; t = jumps[++k]!) {
    if (P[t] === knight) {
      checks++;
      evasion[t] = 1;
      marks[n++] = t;
    }
  }
  const ahead = king + side * L.rankStep;
  const pawn = -side * PAWN;
  for (let k = -1; k <= 1; k += 2) {
    const t = ahead + k * L.fileStep;
    if (!off[t + pad] && P[t] === pawn) {
      checks++;
      evasion[t] = 1;
      marks[n++] = t;
    }
  }
  return checks | (n << MARKS_SHIFT);
}

/** Undoes scanKing's marks: the `count` squares listed in b.scanMarks. */
function clearScan(b: Board, count: number): void {
  const marks = b.scanMarks;
  for (let i = 0; i < count; i++) {
    const sq = marks[i]!;
    b.pinStep[sq] = 0;
    b.evasion[sq] = 0;
  }
}

/** The legal moves as a fresh array (convenience for the edges; engines use generateLegal). */
export function legalMoves(b: Board, mode: number = GEN_ALL): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = generateLegal(b, buf, 0, mode);
  return Array.from(buf.subarray(0, n));
}
