// Two square numberings behind one interface. The move generator is written once against it.
//
// mailbox (HIARCS 0.5, 1983): square = file * 10 + rank, files and ranks counted from 1, so
//   a1 = 11, a8 = 18, h1 = 81, h8 = 88. File 0, file 9, rank 0 and rank 9 form a one-square
//   border; going one file is +-10, one rank +-1. A knight jump from a corner can leave the
//   100-square array altogether (11 - 21 = -10, 88 + 21 = 109), so the off-board table also
//   covers PAD squares beyond each end of the array.
//
// 0x88 (Zarkov): square = rank * 16 + file, files and ranks counted from 0, so a1 = 0x00,
//   e8 = 0x74, h8 = 0x77. A square is off the board iff (square & 0x88) != 0; the off-board table
//   is that predicate written out for every square a move can reach.
//
// Both layouts answer "is `to` off the board?" as `offBoard[to + PAD]`, one typed-array load,
// so the generator's hot loop is the same code for both. For knights and kings, which take one
// step along each offset, each layout also lists per square the steps that stay on the board.

import { FILE_NAMES, RANK_NAMES, square64, type Square64 } from './types.js';

export const LAYOUT_IDS = ['mailbox', '0x88'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

/** Squares a move can step beyond the array on either side (the longest offset, a knight's 0x21). */
export const PAD = 34;

export interface Layout {
  readonly id: LayoutId;
  /** Length of a board array in this numbering (largest square + 1). */
  readonly size: number;
  /** Step of one file (towards h) and of one rank (towards 8). */
  readonly fileStep: number;
  readonly rankStep: number;
  /** 1 where `index - PAD` is off the board, for every index a move can reach. */
  readonly offBoard: Uint8Array;
  /** PAD again, as a field: hot loops copy it into a local (a module constant is a load per use). */
  readonly pad: number;
  /** File 0..7 and rank 0..7 of each on-board square (-1 elsewhere), indexed by square. */
  readonly fileOf: Int8Array;
  readonly rankOf: Int8Array;
  /** The 64 on-board squares, a1, b1, ..., h8 (index = Square64). */
  readonly squares: Int32Array;
  /** Square64 of each on-board square (-1 elsewhere), indexed by square. */
  readonly toIndex: Int8Array;
  /** Offsets, derived from the two steps. */
  readonly knightOffsets: Int32Array;
  readonly kingOffsets: Int32Array;
  readonly bishopOffsets: Int32Array;
  readonly rookOffsets: Int32Array;
  /** The bishop's four lines then the rook's four: sliders index into one table. */
  readonly lineOffsets: Int32Array;
  /**
   * The squares a knight (a king) reaches from each square: its on-board `square + offset` in the
   * order of knightOffsets (kingOffsets), then -1; JUMP_SLOTS slots a square, from square *
   * JUMP_SLOTS. A loop over them skips the off-board test and the off-board offsets.
   */
  readonly knightTargets: Int8Array;
  readonly kingTargets: Int8Array;
}

/** Slots a square in Layout.knightTargets and kingTargets: eight targets at most, then -1. */
export const JUMP_SLOTS = 9;

/** The square number of (file, rank), both 0..7. */
export function squareAt(layout: Layout, file: number, rank: number): number {
  return layout.squares[file + rank * 8]!;
}

/** The Square64 of a square number of this layout. */
export function indexOf(layout: Layout, sq: number): Square64 {
  return layout.toIndex[sq]! as Square64;
}

/** "e4" for a square of this layout. */
export function nameOf(layout: Layout, sq: number): string {
  return FILE_NAMES[layout.fileOf[sq]!]! + RANK_NAMES[layout.rankOf[sq]!]!;
}

interface LayoutSpec {
  id: LayoutId;
  size: number;
  fileStep: number;
  rankStep: number;
  squareOf(file: number, rank: number): number;
  isOff(sq: number): boolean;
  knightOffsets?: number[];
}

function buildLayout(spec: LayoutSpec): Layout {
  const { fileStep: f, rankStep: r } = spec;
  const offBoard = new Uint8Array(spec.size + 2 * PAD);
  for (let i = 0; i < offBoard.length; i++) offBoard[i] = spec.isOff(i - PAD) ? 1 : 0;
  const fileOf = new Int8Array(spec.size).fill(-1);
  const rankOf = new Int8Array(spec.size).fill(-1);
  const toIndex = new Int8Array(spec.size).fill(-1);
  const squares = new Int32Array(64);
  for (let rank = 0; rank < 8; rank++) {
    for (let file = 0; file < 8; file++) {
      const sq = spec.squareOf(file, rank);
      if (spec.isOff(sq)) throw new Error(`layout ${spec.id}: ${file},${rank} maps off the board`);
      fileOf[sq] = file;
      rankOf[sq] = rank;
      toIndex[sq] = square64(file, rank);
      squares[square64(file, rank)] = sq;
    }
  }
  const knightOffsets = Int32Array.from(
    spec.knightOffsets ?? [
      2 * r + f,
      2 * r - f,
      r + 2 * f,
      r - 2 * f,
      -r + 2 * f,
      -r - 2 * f,
      -2 * r + f,
      -2 * r - f,
    ],
  );
  const kingOffsets = Int32Array.from([r, -r, f, -f, r + f, r - f, -r + f, -r - f]);
  // Plain objects and typed arrays, not frozen: V8 reads frozen arrays markedly slower.
  return {
    id: spec.id,
    size: spec.size,
    fileStep: f,
    rankStep: r,
    offBoard,
    pad: PAD,
    fileOf,
    rankOf,
    squares,
    toIndex,
    knightOffsets,
    kingOffsets,
    bishopOffsets: Int32Array.from([r + f, r - f, -r + f, -r - f]),
    rookOffsets: Int32Array.from([r, -r, f, -f]),
    lineOffsets: Int32Array.from([r + f, r - f, -r + f, -r - f, r, -r, f, -f]),
    knightTargets: jumpTargets(spec, knightOffsets),
    kingTargets: jumpTargets(spec, kingOffsets),
  };
}

/** Layout.knightTargets or kingTargets: from each on-board square, the on-board square + offset. */
function jumpTargets(spec: LayoutSpec, offsets: Int32Array): Int8Array {
  const table = new Int8Array(spec.size * JUMP_SLOTS).fill(-1);
  for (let sq = 0; sq < spec.size; sq++) {
    if (spec.isOff(sq)) continue;
    let k = sq * JUMP_SLOTS;
    for (const d of offsets) if (!spec.isOff(sq + d)) table[k++] = sq + d;
  }
  return table;
}

/** HIARCS's 10x10 numbering: a1 = 11 ... h8 = 88, border files 0 and 9, border ranks 0 and 9. */
export const MAILBOX: Layout = buildLayout({
  id: 'mailbox',
  size: 100,
  fileStep: 10,
  rankStep: 1,
  squareOf: (file, rank) => (file + 1) * 10 + (rank + 1),
  isOff: (sq) => sq < 0 || sq >= 100 || sq % 10 === 0 || sq % 10 === 9 || sq < 10 || sq >= 90,
});

/** Zarkov's numbering: rank in the high nibble, file in the low nibble; off board iff sq & 0x88. */
export const X88: Layout = buildLayout({
  id: '0x88',
  size: 128,
  fileStep: 1,
  rankStep: 16,
  squareOf: (file, rank) => rank * 16 + file,
  isOff: (sq) => (sq & 0x88) !== 0,
  // The knight offsets exactly as Zarkov's KnightOffsets[] lists them.
  knightOffsets: [0x0e, 0x1f, 0x21, 0x12, -0x0e, -0x1f, -0x21, -0x12],
});

export const LAYOUTS: Readonly<Record<LayoutId, Layout>> = { mailbox: MAILBOX, '0x88': X88 };

/** The layout named `id`, or undefined. */
export function layoutById(id: string): Layout | undefined {
  return (LAYOUTS as Record<string, Layout>)[id];
}
