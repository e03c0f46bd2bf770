// HIARCS 0.5's position evaluation, term by term, for each side on the computer-relative board.
// Formulas from the seed are exact; numbers the seed leaves open are marked (choice) and listed
// in docs/engines/hiarcs.md. Ranks are counted from each side's own back rank (1..8), files
// a..h as 1..8 for both sides (the pawn file table is not mirrored).
//
//   pawn    (rank - 2) * FILE_BONUS[file]                FILE_BONUS = {1, 0, 4, 6, 7, 3, 0, 0}
//   knight  (8 - |4.5 - rank| * 2 - |4.5 - file|) * 2    centre (Ng1-f3: -3 -> +7, exactly +10)
//           max(0, 5 - (rank distance + file distance))  to the enemy king
//           +10 off the back rank (choice), +25 for a fork of two or more men (choice)
//   bishop  -10 on the back rank (choice), moves * 2 - 7
//   rook    moves; 7 - min(rank, file distance) to the enemy king; open file +10, semi-open +5;
//           +20 on the rank in front of the enemy king's (the 7th); +4 per enemy pawn and +8
//           per enemy piece attacked (choices)
//   queen   moves / 2; 7 - king distance (the larger of rank and file distance); +5 per enemy
//           piece attacked (choices)
//   king    +30 castled (on the back rank, files a, b, c, g or h) while the enemy has more than
//           a rook and a minor; edge closeness in the middlegame, centre closeness in the
//           endgame, closeness to the nearest pawn when only kings and pawns are left (choices)

import type { EvalGroup } from '../engine.js';
import type { HiarcsBoard } from './board.js';
import { forkTargets } from './swap.js';
import { PIECE_VALUES } from './material.js';
import { MAILBOX } from '../../core/layout.js';

const OFF = MAILBOX.offBoard;
const PAD = MAILBOX.pad;
const DIRECTIONS = Int32Array.from([11, 9, -9, -11, 1, -1, 10, -10]);

/** The pawn advance bonus per file, a..h (seed). */
export const FILE_BONUS = Int32Array.from([1, 0, 4, 6, 7, 3, 0, 0]);

/** Term indices; the trace lists them in this order. */
export const T_MATERIAL = 0;
export const T_PAWN_ADVANCE = 1;
export const T_KNIGHT_CENTRE = 2;
export const T_KNIGHT_KING = 3;
export const T_KNIGHT_DEVELOP = 4;
export const T_KNIGHT_FORK = 5;
export const T_BISHOP_BACK = 6;
export const T_BISHOP_MOBILITY = 7;
export const T_ROOK_MOBILITY = 8;
export const T_ROOK_KING = 9;
export const T_ROOK_FILE = 10;
export const T_ROOK_SEVENTH = 11;
export const T_ROOK_ATTACK = 12;
export const T_QUEEN_MOBILITY = 13;
export const T_QUEEN_KING = 14;
export const T_QUEEN_ATTACK = 15;
export const T_KING_CASTLED = 16;
export const T_KING_PLACE = 17;
export const T_SWAP = 18;

/** Every term: name and comparison group, in trace order. */
export const HIARCS_TERMS: readonly (readonly [string, EvalGroup])[] = [
  ['material', 'material'],
  ['pawn: advance', 'pawns'],
  ['knight: centre', 'pieces'],
  ['knight: enemy king', 'pieces'],
  ['knight: development', 'pieces'],
  ['knight: fork', 'pieces'],
  ['bishop: back rank', 'pieces'],
  ['bishop: mobility', 'mobility'],
  ['rook: mobility', 'mobility'],
  ['rook: enemy king', 'pieces'],
  ['rook: open file', 'pieces'],
  ["rook: enemy king's rank - 1", 'pieces'],
  ['rook: attacks', 'pieces'],
  ['queen: mobility', 'mobility'],
  ['queen: enemy king', 'pieces'],
  ['queen: attacks', 'pieces'],
  ['king: castled', 'king safety'],
  ['king: edge, centre or pawns', 'king safety'],
  ['swap-off', 'other'],
];
export const TERM_COUNT = HIARCS_TERMS.length;

export const KNIGHT_DEVELOPED = 10;
export const KNIGHT_FORK = 25;
export const BISHOP_BACK_RANK = -10;
export const ROOK_OPEN = 10;
export const ROOK_SEMI_OPEN = 5;
export const ROOK_SEVENTH = 20;
export const ROOK_HITS_PAWN = 4;
export const ROOK_HITS_PIECE = 8;
export const QUEEN_HITS_PIECE = 5;
export const KING_CASTLED = 30;
/** Enemy non-pawn material at or below which the king heads for the centre. */
export const ENDGAME_MATERIAL = 1300;

/** The knight's centre term (seed formula), file and rank 1..8. */
export function knightCentre(file: number, rank: number): number {
  return (8 - Math.abs(4.5 - rank) * 2 - Math.abs(4.5 - file)) * 2;
}

/** Bishop mobility (seed formula). */
export function bishopMobility(moves: number): number {
  return moves * 2 - 7;
}

/** The pawn advance bonus (seed formula): rank counted from the pawn's own side, file 1..8. */
export function pawnAdvance(file: number, rank: number): number {
  return (rank - 2) * FILE_BONUS[file - 1]!;
}

/**
 * The positional evaluator. `acc` holds each term for the computer (even slots) and the player
 * (odd slots) after evaluate(); the swap-off term is filled in by the search's leaf evaluation.
 */
export class Positional {
  readonly acc = new Int32Array(TERM_COUNT * 2);
  /** Pawns per file 0..9: computer at [file], player at [10 + file]. */
  private readonly pawns = new Int8Array(20);
  /** Non-pawn, non-king material: [computer, player]. */
  private readonly pieces = new Int32Array(2);

  /** Material and position, computer minus player, in centipawns (swap-off not included). */
  evaluate(hb: HiarcsBoard): number {
    const S = hb.sq;
    const acc = this.acc;
    acc.fill(0);
    this.pawns.fill(0);
    this.pieces.fill(0);
    for (let s = 11; s <= 88; s++) {
      const p = S[s]!;
      if (p === 0) continue;
      const side = p > 0 ? 0 : 1;
      const role = p > 0 ? p : -p;
      if (role === 1) this.pawns[side * 10 + ((s / 10) | 0)]!++;
      else if (role !== 6) this.pieces[side]! += PIECE_VALUES[role]!;
    }
    for (let s = 11; s <= 88; s++) {
      const p = S[s]!;
      if (p === 0) continue;
      const g = p > 0 ? 1 : -1;
      const side = p > 0 ? 0 : 1;
      const role = p * g;
      const file = (s / 10) | 0;
      const rank = hb.relRank(g, s);
      if (role !== 6) acc[T_MATERIAL * 2 + side]! += PIECE_VALUES[role]!;
      const ek = hb.king(-g);
      const kdf = Math.abs(file - ((ek / 10) | 0));
      const kdr = Math.abs((s % 10) - (ek % 10));
      switch (role) {
        case 1:
          acc[T_PAWN_ADVANCE * 2 + side]! += pawnAdvance(file, rank);
          break;
        case 2:
          acc[T_KNIGHT_CENTRE * 2 + side]! += knightCentre(file, rank);
          acc[T_KNIGHT_KING * 2 + side]! += Math.max(0, 5 - (kdf + kdr));
          if (rank !== 1) acc[T_KNIGHT_DEVELOP * 2 + side]! += KNIGHT_DEVELOPED;
          if (forkTargets(hb, s) >= 2) acc[T_KNIGHT_FORK * 2 + side]! += KNIGHT_FORK;
          break;
        case 3:
          if (rank === 1) acc[T_BISHOP_BACK * 2 + side]! += BISHOP_BACK_RANK;
          acc[T_BISHOP_MOBILITY * 2 + side]! += bishopMobility(this.slide(S, s, g, 0, 4, side, -1));
          break;
        case 4: {
          acc[T_ROOK_MOBILITY * 2 + side]! += this.slide(S, s, g, 4, 8, side, T_ROOK_ATTACK);
          acc[T_ROOK_KING * 2 + side]! += 7 - Math.min(kdf, kdr);
          const own = this.pawns[side * 10 + file]!;
          const theirs = this.pawns[(1 - side) * 10 + file]!;
          if (own === 0) acc[T_ROOK_FILE * 2 + side]! += theirs === 0 ? ROOK_OPEN : ROOK_SEMI_OPEN;
          if (rank === hb.relRank(g, ek) - 1) acc[T_ROOK_SEVENTH * 2 + side]! += ROOK_SEVENTH;
          break;
        }
        case 5:
          acc[T_QUEEN_MOBILITY * 2 + side]! += this.slide(S, s, g, 0, 8, side, T_QUEEN_ATTACK) >> 1;
          acc[T_QUEEN_KING * 2 + side]! += 7 - Math.max(kdf, kdr);
          break;
        case 6:
          acc[T_KING_CASTLED * 2 + side]! += this.castled(file, rank, side);
          acc[T_KING_PLACE * 2 + side]! += this.kingPlace(S, s, file, side);
          break;
      }
    }
    let total = 0;
    for (let t = 0; t < TERM_COUNT; t++) total += acc[t * 2]! - acc[t * 2 + 1]!;
    return total;
  }

  /**
   * Squares a slider on `s` (sign `g`) reaches along directions first..last-1, captures
   * included; attacks on enemy men are added to term `attackTerm` (-1: none).
   */
  private slide(
    S: Int8Array,
    s: number,
    g: number,
    first: number,
    last: number,
    side: number,
    attackTerm: number,
  ): number {
    let moves = 0;
    for (let i = first; i < last; i++) {
      const d = DIRECTIONS[i]!;
      for (let t = s + d; !OFF[t + PAD]; t += d) {
        const q = S[t]! * g;
        if (q === 0) {
          moves++;
          continue;
        }
        if (q < 0) {
          moves++;
          if (attackTerm === T_ROOK_ATTACK) {
            if (q === -1) this.acc[attackTerm * 2 + side]! += ROOK_HITS_PAWN;
            else if (q !== -6) this.acc[attackTerm * 2 + side]! += ROOK_HITS_PIECE;
          } else if (attackTerm === T_QUEEN_ATTACK && q !== -1 && q !== -6) {
            this.acc[attackTerm * 2 + side]! += QUEEN_HITS_PIECE;
          }
        }
        break;
      }
    }
    return moves;
  }

  /** The castled bonus: a king on its back rank on files a, b, c, g or h, before the endgame. */
  private castled(file: number, rank: number, side: number): number {
    if (this.pieces[1 - side]! <= ENDGAME_MATERIAL) return 0;
    return rank === 1 && (file <= 3 || file >= 7) ? KING_CASTLED : 0;
  }

  /**
   * The king's place by stage: near the edge while the enemy has more than ENDGAME_MATERIAL in
   * pieces, near the centre after that, near the closest pawn (either side's) when no pieces
   * are left at all.
   */
  private kingPlace(S: Int8Array, s: number, file: number, side: number): number {
    const rank = s % 10;
    const centreDistance = Math.abs(4.5 - rank) + Math.abs(4.5 - file);
    if (this.pieces[1 - side]! > ENDGAME_MATERIAL) return Math.round(4 * (centreDistance - 4));
    if (this.pieces[0]! + this.pieces[1]! > 0) return Math.round(4 * (4 - centreDistance));
    let nearest = 8;
    for (let t = 11; t <= 88; t++) {
      if (S[t] !== 1 && S[t] !== -1) continue;
      const d = Math.max(Math.abs(((t / 10) | 0) - file), Math.abs((t % 10) - rank));
      if (d < nearest) nearest = d;
    }
    return 2 * (7 - nearest);
  }
}
