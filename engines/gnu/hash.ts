// GNU Chess 1987's optional transposition table: 16,384 entries with a 32-bit check key,
// off by default as it was in 1987. Mate scores are stored relative to the node (see
// ../shared/seeds/search-techniques.txt) and made relative to the root again when read.

export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

/** Entries in the 1987 table. */
export const GNU_HASH_ENTRIES = 16384;
const STRIDE = 4;

export class GnuHashTable {
  // Per entry: check key, move, score, depth << 2 | bound (depth + 1; 0 = empty).
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(entries = GNU_HASH_ENTRIES) {
    const size = 2 ** Math.floor(Math.log2(Math.max(1, entries)));
    this.slots = new Int32Array(size * STRIDE);
    this.mask = size - 1;
  }

  clear(): void {
    this.slots.fill(0);
  }

  /** The entry index holding this position, or -1. */
  probe(lo: number, hi: number): number {
    const i = (lo & this.mask) * STRIDE;
    return this.slots[i + 3] !== 0 && this.slots[i] === hi ? i : -1;
  }

  move(i: number): number {
    return this.slots[i + 1]!;
  }

  depth(i: number): number {
    return (this.slots[i + 3]! >> 2) - 1;
  }

  bound(i: number): number {
    return this.slots[i + 3]! & 3;
  }

  /** The stored score made relative to the root again, for a node `ply` plies from it. */
  score(i: number, ply: number, mateBound: number): number {
    const s = this.slots[i + 2]!;
    if (s >= mateBound) return s - ply;
    if (s <= -mateBound) return s + ply;
    return s;
  }

  /** Stores a result, always replacing (the 1987 table kept no replacement policy we know of). */
  store(
    lo: number,
    hi: number,
    depth: number,
    bound: number,
    score: number,
    move: number,
    ply: number,
    mateBound: number,
  ): void {
    const i = (lo & this.mask) * STRIDE;
    const s = score >= mateBound ? score + ply : score <= -mateBound ? score - ply : score;
    this.slots[i] = hi;
    this.slots[i + 1] = move;
    this.slots[i + 2] = s;
    this.slots[i + 3] = ((Math.max(0, depth) + 1) << 2) | bound;
  }
}
