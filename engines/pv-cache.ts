// The principal variations of exact nodes, kept beside a transposition table so that a search
// answered from the table still reports its whole line.
//
// A node whose score is exact stores its line (the triangular table's row) under its position's
// key; a later exact hash hit on that position copies the line back into the triangular table
// in place of the search the hit saved. Only the report changes: no score, bound or move
// ordering reads this table, so node counts and moves stay as they were without it.
//
// Entry i (indexed by the low 32 bits of the key, always replaced):
//
//   keyLo[i] keyHi[i]   the position            length[i]   moves in the line (0: empty)
//   moves[i * LINE .. i * LINE + length[i])     the line, first move first

/** Moves kept of one line. */
export const PV_CACHE_LINE = 32;

export class PvCache {
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly length: Uint8Array;
  private readonly moves: Int32Array;
  private readonly mask: number;

  /** A cache of `entries` lines (a power of two). */
  constructor(entries: number) {
    this.keyLo = new Int32Array(entries);
    this.keyHi = new Int32Array(entries);
    this.length = new Uint8Array(entries);
    this.moves = new Int32Array(entries * PV_CACHE_LINE);
    this.mask = entries - 1;
  }

  /** Forgets every line. */
  clear(): void {
    this.length.fill(0);
  }

  /** Keeps `count` moves of `from` starting at `at` as the line of position (lo, hi). */
  store(lo: number, hi: number, from: Int32Array, at: number, count: number): void {
    const i = lo & this.mask;
    const n = Math.min(count, PV_CACHE_LINE);
    this.keyLo[i] = lo;
    this.keyHi[i] = hi;
    this.length[i] = n;
    const base = i * PV_CACHE_LINE;
    for (let k = 0; k < n; k++) this.moves[base + k] = from[at + k]!;
  }

  /** Copies the line of position (lo, hi) into `to` at `at`; returns its length (0 if none is kept). */
  load(lo: number, hi: number, to: Int32Array, at: number): number {
    const i = lo & this.mask;
    const n = this.length[i]!;
    if (n === 0 || this.keyLo[i] !== lo || this.keyHi[i] !== hi) return 0;
    const base = i * PV_CACHE_LINE;
    for (let k = 0; k < n; k++) to[at + k] = this.moves[base + k]!;
    return n;
  }
}
