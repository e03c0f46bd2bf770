// GNU Chess 1987's once-per-move position examination: everything the evaluator reads from the
// ROOT position and then reuses at every node of the search (../shared/reference/gnu-1987.md,
// "Weights" and "Position examination").
//
// - stage 0..10 from both sides' non-pawn material, and the weights recomputed from it;
// - "developed" flags, weak squares, Kfield (KATAK next to each enemy king);
// - per-square tables for pawns, knights, bishops and kings, per colour, kept both as named
//   components (for the trace) and as one combined value per role (for the hot path);
// - whether each king had castled, or moved without castling, by the root.
//
// Table layout: `comp[(component * 2 + colorIndex) * size + square]` and
// `value[(role * 2 + colorIndex) * size + square]`, square in the board layout's numbering
// (`size` = layout.size), colorIndex 0 White, 1 Black. Rooks and queens have no square table.
//
// Integer arithmetic follows C: a division truncates toward zero (`(a / b) | 0`).
//
// CHOICES where the sources are silent:
// - "distance" is the king-move (Chebyshev) distance; "taxicab" is named as such.
// - knights: "(5 - distance) to each king (x2)" is read as 2 * ((5 - d(own K)) + (5 - d(enemy
//   K))); KNIGHTPOST counts every enemy man within two squares, pawns and king included.
// - developed: no own knight or bishop on b1, c1, f1, g1 (whichever piece it is).
// - weak squares ignore pawn captures that change files.
// - the king's pawn-proximity "rank weight" is the pawn's rank counted from its own side (1 on
//   its second rank .. 6 on its seventh), x4 for a passed pawn; the square two ahead is clipped
//   to the last rank; no pawns on the board: no term.
// - the king tables blend as (opening * (10 - stage) + ending * stage) / 10.

import type { Board } from '../../core/board.js';
import type { Layout } from '../../core/layout.js';
import * as moveBits from '../../core/move.js';
import * as pieceCodes from '../../core/types.js';
import * as T from './tables.js';

const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;

// Square-table components (see the header). Each becomes one term of the trace.
export const C_PAWN_ADVANCE = 0;
export const C_PAWN_SHIELD = 1;
export const C_KNIGHT_CENTRE = 2;
export const C_KNIGHT_KINGS = 3;
export const C_KNIGHT_POST = 4;
export const C_KNIGHT_STRONG = 5;
export const C_KNIGHT_HOME = 6;
export const C_BISHOP_SQUARE = 7;
export const C_BISHOP_STAGE = 8;
export const C_BISHOP_STRONG = 9;
export const C_KING_SQUARE = 10;
export const C_KING_PAWNS = 11;
export const COMPONENTS = 12;

/** Chebyshev distance between two Square64 indexes (the 1987 program's "distance"). */
export function distance64(a: number, b: number): number {
  const df = Math.abs((a & 7) - (b & 7));
  const dr = Math.abs((a >> 3) - (b >> 3));
  return df > dr ? df : dr;
}

/** Taxicab (Manhattan) distance between two Square64 indexes. */
export function taxicab64(a: number, b: number): number {
  return Math.abs((a & 7) - (b & 7)) + Math.abs((a >> 3) - (b >> 3));
}

/** The game stage 0..10 from the non-pawn material of both sides, kings excluded [ref]. */
export function stageOf(totalEmtl: number): number {
  if (totalEmtl > T.STAGE_OPENING_MTL) return 0;
  if (totalEmtl < T.STAGE_ENDING_MTL) return 10;
  return ((T.STAGE_OPENING_MTL - totalEmtl) / T.STAGE_STEP) | 0;
}

/** A side's non-pawn material, king excluded (the 1987 `emtl`), from the board's piece counts. */
export function emtlOf(board: Board, color: 1 | -1): number {
  const C = board.counts;
  return (
    T.PIECE_VALUE[KNIGHT]! * C[color * KNIGHT + 6]! +
    T.PIECE_VALUE[BISHOP]! * C[color * BISHOP + 6]! +
    T.PIECE_VALUE[ROOK]! * C[color * ROOK + 6]! +
    T.PIECE_VALUE[QUEEN]! * C[color * QUEEN + 6]!
  );
}

/** The examination of one root position; reused (not reallocated) from one prepare() to the next. */
export class Examination {
  layout: Layout | null = null;
  size = 0;
  stage = 0;

  // Weights recomputed from the stage [ref, "Weights"].
  padvncm = 5;
  pawnShield = 10;
  knightPost = 0;
  knightStrong = 3;
  bishopStrong = 3;
  khopn = -15;
  khopnx = -7;
  kcastld = 10;
  kmovd = -40;
  ksfty = 8;

  /** 1 when the side (index 0 White, 1 Black) has its knights and bishops off b1 c1 f1 g1 (b8 c8 f8 g8). */
  readonly developed = new Uint8Array(2);
  /** 1 when the side had castled by the root; 1 in `moved` when its king moved without castling. */
  readonly castled = new Uint8Array(2);
  readonly moved = new Uint8Array(2);
  /** Board squares of the kings, the ply and side to move at the root. */
  readonly rootKing = new Int32Array(2);
  rootPly = 0;
  rootSide: 1 | -1 = 1;

  /** Square-table components, combined values per role, Kfield and weak squares (see the header). */
  comp = new Int16Array(0);
  value = new Int16Array(0);
  kfield = new Int8Array(0);
  /** weak[colorIndex * 64 + Square64] = 1 when that side's pawns can never attack the square. */
  readonly weak = new Uint8Array(128);

  /** Scratch for the examination itself: the king's pawn-proximity sum per Square64, the men. */
  readonly pawnProximity = new Int32Array(64);
  readonly men = new Int32Array(64);
}

function sizeFor(ex: Examination, layout: Layout): void {
  if (ex.layout === layout) return;
  ex.layout = layout;
  ex.size = layout.size;
  ex.comp = new Int16Array(COMPONENTS * 2 * layout.size);
  ex.value = new Int16Array(7 * 2 * layout.size);
  ex.kfield = new Int8Array(2 * layout.size);
}

/** Sets the stage-dependent weights [ref, "Weights"]. */
function setWeights(ex: Examination, stage: number): void {
  ex.stage = stage;
  ex.padvncm = ((10 + stage) / 2) | 0;
  ex.pawnShield = 10 - stage;
  ex.knightPost = ((stage + 2) / 3) | 0;
  ex.knightStrong = ((stage + 6) / 2) | 0;
  ex.bishopStrong = ((stage + 6) / 2) | 0;
  ex.khopn = ((3 * stage - 30) / 2) | 0;
  ex.khopnx = (ex.khopn / 2) | 0;
  ex.kcastld = (10 / (stage + 1)) | 0;
  ex.kmovd = (-40 / (stage + 1)) | 0;
  ex.ksfty = stage >= 8 ? 0 : 8 - stage;
}

/**
 * Runs the examination of `board` (the root of the coming search) into `ex`.
 * Allocates only when the board's layout differs from the previous call's.
 */
export function examine(board: Board, ex: Examination): void {
  const L = board.layout;
  sizeFor(ex, L);
  const size = L.size;
  const P = board.pieces;
  const S = L.squares;

  setWeights(ex, stageOf(emtlOf(board, 1) + emtlOf(board, -1)));
  const stage = ex.stage;

  // Developed flags: no own knight or bishop left on b1, c1, f1, g1 (b8, c8, f8, g8).
  for (let ci = 0; ci < 2; ci++) {
    const c = ci === 0 ? 1 : -1;
    const back = ci === 0 ? 0 : 56;
    let home = 0;
    for (const file of [1, 2, 5, 6]) {
      const p = P[S[back + file]!]! * c;
      if (p === KNIGHT || p === BISHOP) home++;
    }
    ex.developed[ci] = home === 0 ? 1 : 0;
  }

  // Pawn extents per file: White's lowest rank, Black's highest rank (-1 / 8 when none).
  const whiteLow = [8, 8, 8, 8, 8, 8, 8, 8];
  const blackHigh = [-1, -1, -1, -1, -1, -1, -1, -1];
  const whitePawnFiles = [0, 0, 0, 0, 0, 0, 0, 0];
  const blackPawnFiles = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let s = 0; s < 64; s++) {
    const p = P[S[s]!]!;
    const f = s & 7;
    const r = s >> 3;
    if (p === PAWN) {
      whitePawnFiles[f]!++;
      if (r < whiteLow[f]!) whiteLow[f] = r;
    } else if (p === -PAWN) {
      blackPawnFiles[f]!++;
      if (r > blackHigh[f]!) blackHigh[f] = r;
    }
  }

  // Weak squares: White's pawns can attack (f, r) only from an adjacent file below rank r;
  // Black's only from an adjacent file above it. Captures that change files are not foreseen.
  for (let s = 0; s < 64; s++) {
    const f = s & 7;
    const r = s >> 3;
    let whiteCan = false;
    let blackCan = false;
    for (const nf of [f - 1, f + 1]) {
      if (nf < 0 || nf > 7) continue;
      if (whiteLow[nf]! < r) whiteCan = true;
      if (blackHigh[nf]! > r) blackCan = true;
    }
    ex.weak[s] = whiteCan ? 0 : 1;
    ex.weak[64 + s] = blackCan ? 0 : 1;
  }

  // Kings at the root, and the king's pawn-proximity sum Pd for every square.
  const kw = L.toIndex[board.kings[0]!]!;
  const kb = L.toIndex[board.kings[1]!]!;
  const pd = ex.pawnProximity;
  pd.fill(0);
  let pawnMaterial = 0;
  for (let s = 0; s < 64; s++) {
    const p = P[S[s]!]!;
    if (p !== PAWN && p !== -PAWN) continue;
    pawnMaterial += T.VALUE_P;
    const f = s & 7;
    const r = s >> 3;
    // Rank weight: the pawn's rank counted from its own side (1 on its second rank .. 6 on its
    // seventh), x4 if passed (no enemy pawn on its file). Target: the square two ahead, or the
    // last rank if that is nearer.
    const own = p > 0 ? r : 7 - r;
    const passed = p > 0 ? blackPawnFiles[f] === 0 : whitePawnFiles[f] === 0;
    const weight = own * (passed ? T.PASSED_PROXIMITY_WEIGHT : 1);
    const tr = p > 0 ? Math.min(7, r + 2) : Math.max(0, r - 2);
    const target = tr * 8 + f;
    for (let k = 0; k < 64; k++) pd[k]! += weight * distance64(k, target);
  }

  // Every man of each side, as Square64, for the knights' KNIGHTPOST count.
  const men = ex.men;
  let nMen = 0;
  for (let s = 0; s < 64; s++) if (P[S[s]!] !== 0) men[nMen++] = s;

  const comp = ex.comp;
  const value = ex.value;
  comp.fill(0);
  value.fill(0);
  ex.kfield.fill(0);
  const blend = 10 - stage;
  const proxDivisor = 2 * pawnMaterial;
  for (let ci = 0; ci < 2; ci++) {
    const c = ci === 0 ? 1 : -1;
    const ownKing = ci === 0 ? kw : kb;
    const enemyKing = ci === 0 ? kb : kw;
    const enemyWeak = (1 - ci) * 64;
    for (let s = 0; s < 64; s++) {
      const sq = S[s]!;
      const m = ci === 0 ? s : s ^ 56; // White's view of the square
      const f = s & 7;
      const at = (component: number) => (component * 2 + ci) * size + sq;

      // Pawns: advancement x PADVNCM / 10; PAWNSHIELD on files a-c, f-h within 2 of the own king.
      comp[at(C_PAWN_ADVANCE)] = ((ex.padvncm * T.PAWN_ADVANCE[m]!) / 10) | 0;
      comp[at(C_PAWN_SHIELD)] = (f <= 2 || f >= 5) && distance64(s, ownKing) <= 2 ? ex.pawnShield : 0;

      // Knights: centre table, (5 - distance) to each king x2, KNIGHTPOST per enemy man within
      // two squares, KNIGHTSTRONG on squares weak for the enemy, -5 on b1/g1 (b8/g8).
      comp[at(C_KNIGHT_CENTRE)] = T.KNIGHT_CENTRE[m]!;
      comp[at(C_KNIGHT_KINGS)] =
        T.KNIGHT_KING_FACTOR * (T.KING_NEAR - distance64(s, kw) + (T.KING_NEAR - distance64(s, kb)));
      let near = 0;
      for (let i = 0; i < nMen; i++) {
        const t = men[i]!;
        if (P[S[t]!]! * c < 0 && distance64(s, t) <= 2) near++;
      }
      comp[at(C_KNIGHT_POST)] = near * ex.knightPost;
      comp[at(C_KNIGHT_STRONG)] = ex.weak[enemyWeak + s] ? ex.knightStrong : 0;
      comp[at(C_KNIGHT_HOME)] = m === 1 || m === 6 ? T.KNIGHT_UNDEVELOPED : 0;

      // Bishops: table + stage + BISHOPSTRONG on squares weak for the enemy.
      comp[at(C_BISHOP_SQUARE)] = T.BISHOP_SQUARE[m]!;
      comp[at(C_BISHOP_STAGE)] = stage;
      comp[at(C_BISHOP_STRONG)] = ex.weak[enemyWeak + s] ? ex.bishopStrong : 0;

      // Kings: opening and ending tables blended by stage, minus Pd * stage^2 / (2 * pawn material).
      comp[at(C_KING_SQUARE)] = ((T.KING_OPENING[m]! * blend + T.KING_ENDING[m]! * stage) / 10) | 0;
      comp[at(C_KING_PAWNS)] = proxDivisor === 0 ? 0 : -(((pd[s]! * stage * stage) / proxDivisor) | 0);

      const v = (role: number) => (role * 2 + ci) * size + sq;
      value[v(PAWN)] = comp[at(C_PAWN_ADVANCE)]! + comp[at(C_PAWN_SHIELD)]!;
      value[v(KNIGHT)] =
        comp[at(C_KNIGHT_CENTRE)]! +
        comp[at(C_KNIGHT_KINGS)]! +
        comp[at(C_KNIGHT_POST)]! +
        comp[at(C_KNIGHT_STRONG)]! +
        comp[at(C_KNIGHT_HOME)]!;
      value[v(BISHOP)] = comp[at(C_BISHOP_SQUARE)]! + comp[at(C_BISHOP_STAGE)]! + comp[at(C_BISHOP_STRONG)]!;
      value[v(KING)] = comp[at(C_KING_SQUARE)]! + comp[at(C_KING_PAWNS)]!;

      // Kfield: KATAK on each square next to the enemy king.
      ex.kfield[ci * size + sq] = distance64(s, enemyKing) === 1 ? T.KATAK : 0;
    }
  }

  examineCastling(board, ex);
}

/**
 * Works out whether each king had castled, or moved without castling, by the root.
 *
 * The board keeps its move history (moveAt), so the king's walk is traced back from its square
 * now to the position the board was set up from; a castling move or another king move found on
 * the way settles the question. For the set-up position itself (a FEN carries no such history)
 * a king on its back rank on files a, b, c, g or h counts as castled, and any other king off
 * e1/e8 as moved without castling. Castling sticks: a castled king that walks on stays castled.
 */
function examineCastling(board: Board, ex: Examination): void {
  const L = board.layout;
  const ply = board.ply;
  const kingAt = [board.kings[0]!, board.kings[1]!];
  const castledInGame = [0, 0];
  const movedInGame = [0, 0];
  for (let i = ply - 1; i >= 0; i--) {
    const m = board.moveAt(i);
    if (m === 0) continue;
    const mover = (ply - i) & 1 ? -board.side : board.side;
    const ci = mover === 1 ? 0 : 1;
    if (moveBits.moveTo(m) === kingAt[ci]) {
      kingAt[ci] = moveBits.moveFrom(m);
      if (moveBits.isCastle(m)) castledInGame[ci] = 1;
      else movedInGame[ci] = 1;
    }
  }
  for (let ci = 0; ci < 2; ci++) {
    const s = L.toIndex[kingAt[ci]!]!;
    const backRank = ci === 0 ? 0 : 7;
    const f = s & 7;
    const castledBefore = s >> 3 === backRank && f !== 3 && f !== 4 && f !== 5;
    const movedBefore = !castledBefore && s !== backRank * 8 + 4;
    ex.castled[ci] = castledBefore || castledInGame[ci] ? 1 : 0;
    ex.moved[ci] = !ex.castled[ci] && (movedBefore || movedInGame[ci]) ? 1 : 0;
    ex.rootKing[ci] = board.kings[ci]!;
  }
  ex.rootPly = ply;
  ex.rootSide = board.side;
}
