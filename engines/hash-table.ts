// The transposition table shared by the engines: a power-of-two array of entries indexed by the
// low half of the position's 64-bit Zobrist key and checked with the high half; every store
// replaces what was in the slot. GNU Chess 1987 (engines/gnu/hash.ts, 16,384 entries) and Zarkov
// (engines/zarkov/search.ts, sized by its Hash option) use it unchanged.
//
// One entry is four Int32 slots (16 bytes):
//
//   [0] check key (hashHi)   [1] best move   [2] score   [3] (depth + 1) << 2 | bound
//
// where 0 in slot [3] marks an empty entry. Mate scores are stored relative to the node and made
// relative to the root again when read ("search techniques", docs/sources.md: "Forcing
// progress in winning positions"): a score s >= mateBound found `ply` plies from the root is stored as
// s + ply, because the mate is (MATE - s) - ply plies below the node whatever path led there;
// read back at another ply it becomes stored - ply'. Losing mates mirror it.

export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

/** Bytes one entry takes (four Int32 slots). */
export const HASH_ENTRY_BYTES = 16;
const STRIDE = 4;

/** A root-relative score as stored for a node `ply` plies from the root (mates made node-relative). */
export function toStoredScore(score: number, ply: number, mateBound: number): number {
  return score >= mateBound ? score + ply : score <= -mateBound ? score - ply : score;
}

/** A stored node-relative score made relative to the root again, for a node `ply` plies from it. */
export function fromStoredScore(stored: number, ply: number, mateBound: number): number {
  return stored >= mateBound ? stored - ply : stored <= -mateBound ? stored + ply : stored;
}

export class HashTable {
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** A table of `entries` entries, rounded down to a power of two (at least one). */
  constructor(entries: number) {
    const size = 2 ** Math.floor(Math.log2(Math.max(1, entries)));
    this.slots = new Int32Array(size * STRIDE);
    this.mask = size - 1;
  }

  /** How many entries the table holds. */
  get entries(): number {
    return this.mask + 1;
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
    return fromStoredScore(this.slots[i + 2]!, ply, mateBound);
  }

  /** Stores a result for a node `ply` plies from the root, always replacing the slot. */
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
    this.slots[i] = hi;
    this.slots[i + 1] = move;
    this.slots[i + 2] = toStoredScore(score, ply, mateBound);
    this.slots[i + 3] = ((Math.max(0, depth) + 1) << 2) | bound;
  }
}
