// Zarkov's attack and defence tables, built as the seed describes: "the same technique" as move
// generation, adding each piece's offsets to its square and dropping any destination for which
// (sq & 0x88) is non-zero, sliders stepping on until they meet a man or leave the board.
//
// Squares are 0x88 numbers (rank in the high nibble, file in the low nibble; a1 = 0x00,
// e8 = 0x74, h8 = 0x77):
//
//   0x70 0x71 ... 0x77 | 0x78 .. 0x7f   rank 8    the right half (bit 3 set) and every number
//   ...                | (off board)              with bit 7 set are off the board, so one
//   0x00 0x01 ... 0x07 | 0x08 .. 0x0f   rank 1    AND with 0x88 catches every step off it
//
// One table per side, `atk[side * 128 + sq]` (White 0, Black 1):
//
//   bits 0..7    how many of the side's men attack (or, on its own men, defend) the square;
//                direct attacks only: a slider stops at the first man, which it attacks
//   bits 9..14   one bit per attacking role, bit 8 + role (pawn 1 .. king 6): the lowest set
//                bit names the cheapest attacker
//
// A byte per square (`info`) holds what a step needs to know: a man stands here, a pawn of
// either side attacks it, it lies in a king zone or in the centre. Men and pawns go in first,
// then the kings and their zones, then the pieces; each piece also reports how many safe
// squares it reaches (not own-occupied, not attacked by an enemy pawn: its mobility) and how
// many squares of the enemy king zone and of the centre it hits, for the evaluator.
//
// Also here, since they are 0x88 geometry: the distance and direction between two squares,
// looked up by their difference (each difference of two on-board squares is unique in 0x88).

import * as pieceCodes from '../../core/types.js';

const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;

export const ATK_COUNT_MASK = 0xff;
export const ATK_ROLE_SHIFT = 8;
/** Squares per side in `atk`: a 0x88 board is 128 numbers long. */
export const SIDE_STRIDE = 128;

export const PAWN_BIT = 1 << (ATK_ROLE_SHIFT + PAWN);
export const KNIGHT_BIT = 1 << (ATK_ROLE_SHIFT + KNIGHT);
export const BISHOP_BIT = 1 << (ATK_ROLE_SHIFT + BISHOP);
export const ROOK_BIT = 1 << (ATK_ROLE_SHIFT + ROOK);
export const QUEEN_BIT = 1 << (ATK_ROLE_SHIFT + QUEEN);
export const KING_BIT = 1 << (ATK_ROLE_SHIFT + KING);

/** The seed's KnightOffsets[], in its order: from f3 (0x25) they reach d4 e5 g5 h4 h2 g1 e1 d2. */
export const KNIGHT_OFFSETS: Int32Array = Int32Array.from([
  0x0e, 0x1f, 0x21, 0x12, -0x0e, -0x1f, -0x21, -0x12,
]);
/** King steps: N, S, E, W, NE, NW, SE, SW. */
export const KING_OFFSETS: Int32Array = Int32Array.from([0x10, -0x10, 0x01, -0x01, 0x11, 0x0f, -0x0f, -0x11]);
/** Slider lines: the bishop's four diagonals (0..3), then the rook's four lines (4..7). */
export const LINE_OFFSETS: Int32Array = Int32Array.from([0x11, 0x0f, -0x0f, -0x11, 0x10, -0x10, 0x01, -0x01]);

/**
 * Square facts, one byte per 0x88 square (AttackTables.info), so that a step reads one byte to
 * learn whether the square is occupied, safe, in a king zone or in the centre.
 */
export const INFO_WHITE_MAN = 1;
export const INFO_BLACK_MAN = 2;
export const INFO_MAN = INFO_WHITE_MAN | INFO_BLACK_MAN;
/** Attacked by a White pawn / by a Black pawn. */
export const INFO_WHITE_PAWN = 4;
export const INFO_BLACK_PAWN = 8;
/** In White's king zone / Black's (the king's square and its neighbours). */
export const INFO_WHITE_ZONE = 16;
export const INFO_BLACK_ZONE = 32;
/** d4, e4, d5 or e5. */
export const INFO_CENTRE = 64;

/** The role (1..6) of the cheapest attacker in a table entry, or 0 if none. */
export function cheapestAttacker(entry: number): number {
  const roles = entry >>> ATK_ROLE_SHIFT;
  if (roles === 0) return 0;
  return 31 - Math.clz32(roles & -roles);
}

/** Offset of a difference `a - b` of two 0x88 squares in DISTANCE and DIRECTION. */
export const DIFF_BIAS = 0x77;

/** King-move (Chebyshev) distance between a and b: DISTANCE[a - b + DIFF_BIAS]. */
export const DISTANCE: Uint8Array = (() => {
  const t = new Uint8Array(2 * DIFF_BIAS + 1);
  for (let a = 0; a < 128; a++) {
    if ((a & 0x88) !== 0) continue;
    for (let b = 0; b < 128; b++) {
      if ((b & 0x88) !== 0) continue;
      t[a - b + DIFF_BIAS] = Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 4) - (b >> 4)));
    }
  }
  return t;
})();

/**
 * The line step from b towards a (one of LINE_OFFSETS) when a and b share a rank, file or
 * diagonal, else 0: DIRECTION[a - b + DIFF_BIAS].
 */
export const DIRECTION: Int8Array = (() => {
  const t = new Int8Array(2 * DIFF_BIAS + 1);
  for (let b = 0; b < 128; b++) {
    if ((b & 0x88) !== 0) continue;
    for (let j = 0; j < 8; j++) {
      const d = LINE_OFFSETS[j]!;
      for (let a = b + d; (a & 0x88) === 0; a += d) t[a - b + DIFF_BIAS] = d;
    }
  }
  return t;
})();

/** Steps from the rim (0) to the centre four squares (3), by 0x88 square. */
export const CENTRE_STEPS: Uint8Array = (() => {
  const t = new Uint8Array(128);
  for (let sq = 0; sq < 128; sq++) {
    if ((sq & 0x88) !== 0) continue;
    const f = sq & 7;
    const r = sq >> 4;
    const df = f < 4 ? 3 - f : f - 4;
    const dr = r < 4 ? 3 - r : r - 4;
    t[sq] = 3 - Math.max(df, dr);
  }
  return t;
})();

/**
 * Attack and defence tables of one position, with the outputs of the last piece added. Owned
 * by an evaluator instance and reused: clear(), then the caller sets each man's INFO_*_MAN bit
 * and adds the pawns, the kings, the king zones (markZone) and the pieces, in that order.
 */
export class AttackTables {
  /** atk[side * 128 + sq], side 0 White, 1 Black (see the header). */
  readonly atk = new Int32Array(2 * SIDE_STRIDE);
  /** INFO_* bits per 0x88 square. */
  readonly info = new Uint8Array(SIDE_STRIDE);
  /** Safe squares the last piece reaches: not own-occupied, not attacked by an enemy pawn. */
  mobility = 0;
  /** Squares of the enemy king zone the last piece attacks. */
  zoneHits = 0;
  /** Centre squares (d4 e4 d5 e5) the last piece attacks. */
  centreHits = 0;

  /** Empties the tables; only the centre marks stay. */
  clear(): void {
    this.atk.fill(0);
    const info = this.info;
    info.fill(0);
    info[0x33] = INFO_CENTRE;
    info[0x34] = INFO_CENTRE;
    info[0x43] = INFO_CENTRE;
    info[0x44] = INFO_CENTRE;
  }

  /** Adds the two diagonal captures of a pawn of colour c (1 White, -1 Black) on sq. */
  addPawn(sq: number, c: number): void {
    const atk = this.atk;
    const info = this.info;
    const base = c === 1 ? 0 : SIDE_STRIDE;
    const mark = c === 1 ? INFO_WHITE_PAWN : INFO_BLACK_PAWN;
    const ahead = sq + (c === 1 ? 0x10 : -0x10);
    let t = ahead - 1;
    if ((t & 0x88) === 0) {
      atk[base + t] = (atk[base + t]! + 1) | PAWN_BIT;
      info[t] |= mark;
    }
    t = ahead + 1;
    if ((t & 0x88) === 0) {
      atk[base + t] = (atk[base + t]! + 1) | PAWN_BIT;
      info[t] |= mark;
    }
  }

  /** Adds the eight steps of a king of colour c on sq. */
  addKing(sq: number, c: number): void {
    const atk = this.atk;
    const base = c === 1 ? 0 : SIDE_STRIDE;
    for (let j = 0; j < 8; j++) {
      const t = sq + KING_OFFSETS[j]!;
      if ((t & 0x88) === 0) atk[base + t] = (atk[base + t]! + 1) | KING_BIT;
    }
  }

  /** Marks the zone of the king of colour c on sq: its square and the neighbours on the board. */
  markZone(sq: number, c: number): void {
    const info = this.info;
    const mark = c === 1 ? INFO_WHITE_ZONE : INFO_BLACK_ZONE;
    info[sq] |= mark;
    for (let j = 0; j < 8; j++) {
      const t = sq + KING_OFFSETS[j]!;
      if ((t & 0x88) === 0) info[t] |= mark;
    }
  }

  /**
   * Adds a knight of colour c on sq (the seed's loop: offset, 0x88 test), measuring its
   * mobility, zone hits and centre hits.
   */
  addKnight(sq: number, c: number): void {
    const atk = this.atk;
    const info = this.info;
    const base = c === 1 ? 0 : SIDE_STRIDE;
    const unsafe = c === 1 ? INFO_WHITE_MAN | INFO_BLACK_PAWN : INFO_BLACK_MAN | INFO_WHITE_PAWN;
    const zoneBit = c === 1 ? INFO_BLACK_ZONE : INFO_WHITE_ZONE;
    let mobility = 0;
    let zone = 0;
    let centre = 0;
    for (let j = 0; j < 8; j++) {
      const t = sq + KNIGHT_OFFSETS[j]!;
      if ((t & 0x88) !== 0) continue; // off the board
      atk[base + t] = (atk[base + t]! + 1) | KNIGHT_BIT;
      const m = info[t]!;
      if (m === 0) {
        mobility++;
        continue;
      }
      if ((m & unsafe) === 0) mobility++;
      if ((m & zoneBit) !== 0) zone++;
      if ((m & INFO_CENTRE) !== 0) centre++;
    }
    this.mobility = mobility;
    this.zoneHits = zone;
    this.centreHits = centre;
  }

  /**
   * Adds a bishop (lines 0..3), rook (4..7) or queen (0..7) of colour c on sq, stepping each
   * line until a man or the edge; measures mobility, zone hits and centre hits.
   */
  addSlider(sq: number, c: number, role: number): void {
    const atk = this.atk;
    const info = this.info;
    const base = c === 1 ? 0 : SIDE_STRIDE;
    const unsafe = c === 1 ? INFO_WHITE_MAN | INFO_BLACK_PAWN : INFO_BLACK_MAN | INFO_WHITE_PAWN;
    const zoneBit = c === 1 ? INFO_BLACK_ZONE : INFO_WHITE_ZONE;
    const bit = 1 << (ATK_ROLE_SHIFT + role);
    const first = role === ROOK ? 4 : 0;
    const last = role === BISHOP ? 4 : 8;
    let mobility = 0;
    let zone = 0;
    let centre = 0;
    for (let j = first; j < last; j++) {
      const d = LINE_OFFSETS[j]!;
      for (let t = sq + d; (t & 0x88) === 0; t += d) {
        atk[base + t] = (atk[base + t]! + 1) | bit;
        const m = info[t]!;
        if (m === 0) {
          mobility++;
          continue;
        }
        if ((m & unsafe) === 0) mobility++;
        if ((m & zoneBit) !== 0) zone++;
        if ((m & INFO_CENTRE) !== 0) centre++;
        if ((m & INFO_MAN) !== 0) break; // a slider stops at the first man
      }
    }
    this.mobility = mobility;
    this.zoneHits = zone;
    this.centreHits = centre;
  }

  /**
   * Adds every man of the board `pieces` (0x88 numbering), as the evaluator does, for tests and
   * tools: men marked, pawns, kings, zones, then the pieces.
   */
  addAll(pieces: Int8Array): void {
    const info = this.info;
    for (let sq = 0; sq < 128; sq++) {
      if ((sq & 0x88) !== 0 || pieces[sq] === 0) continue;
      info[sq] |= pieces[sq]! > 0 ? INFO_WHITE_MAN : INFO_BLACK_MAN;
    }
    for (let pass = 0; pass < 3; pass++) {
      for (let sq = 0; sq < 128; sq++) {
        if ((sq & 0x88) !== 0) continue;
        const p = pieces[sq]!;
        const c = p > 0 ? 1 : -1;
        const role = p > 0 ? p : -p;
        if (pass === 0 && role === PAWN) this.addPawn(sq, c);
        else if (pass === 1 && role === KING) {
          this.addKing(sq, c);
          this.markZone(sq, c);
        } else if (pass === 2 && role === KNIGHT) this.addKnight(sq, c);
        else if (pass === 2 && role >= BISHOP && role <= QUEEN) this.addSlider(sq, c, role);
      }
    }
  }
}

/**
 * Which men reach a square on an empty board across a difference `target - origin` of two 0x88
 * squares: REACH[target - origin + DIFF_BIAS] holds REACH_* bits. The "same technique" turned
 * round: one lookup says whether a man could attack a square at all, before any stepping.
 */
export const REACH_WHITE_PAWN = 1;
export const REACH_BLACK_PAWN = 2;
export const REACH_KNIGHT = 4;
export const REACH_BISHOP = 8;
export const REACH_ROOK = 16;
export const REACH_KING = 32;
export const REACH: Uint8Array = (() => {
  const t = new Uint8Array(2 * DIFF_BIAS + 1);
  t[0x0f + DIFF_BIAS] = REACH_WHITE_PAWN;
  t[0x11 + DIFF_BIAS] = REACH_WHITE_PAWN;
  t[-0x0f + DIFF_BIAS] = REACH_BLACK_PAWN;
  t[-0x11 + DIFF_BIAS] = REACH_BLACK_PAWN;
  for (let j = 0; j < 8; j++) {
    t[KNIGHT_OFFSETS[j]! + DIFF_BIAS] |= REACH_KNIGHT;
    t[KING_OFFSETS[j]! + DIFF_BIAS] |= REACH_KING;
    const d = LINE_OFFSETS[j]!;
    const bit = j < 4 ? REACH_BISHOP : REACH_ROOK;
    for (let k = 1; k < 8; k++) t[k * d + DIFF_BIAS] |= bit;
  }
  return t;
})();
