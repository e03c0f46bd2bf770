// A cache of GNU Chess 1987's full evaluations, valid for one examination (the square tables
// the evaluation reads are the root's): the same position (men, side to move, castling state)
// evaluated again gives back the score, both hung counts and every man's positional value,
// exactly as the evaluation left them. It changes no result, only how often the evaluation runs.
//
// Two arrays, so that a lookup that misses (about two in three) reads one word of a small array
// that stays in the processor's cache, and only a hit reads the slot's record:
//
//   check[slot]                   the key's high half
//   record[slot * 36 + 0..2]      the key's low half, word, score
//   word                          bits 24-31 the examination's stamp (0 = never written),
//                                 bits 16-23 the number of men, bits 8-15 Black's hung, 0-7 White's
//   record[slot * 36 + 4 + i]     each man as (value << 6) | square, in piece-list order
//
// A new examination takes the next stamp instead of clearing the table; only when the stamps
// run out (255 examinations) are the words cleared.

import type { GnuBoard } from './board.js';

/** Men per record: a side's 16 twice. */
export const CACHED_MEN = 32;

/** Slots (a power of two). */
const SLOTS = 1 << 14;
/** A record: the key's low half, the word, the score, one unused, then the men. */
const MEN_AT = 4;
const RECORD = MEN_AT + CACHED_MEN;
const LAST_STAMP = 255;

export class EvalCache {
  private readonly check = new Int32Array(SLOTS);
  private readonly record = new Int32Array(SLOTS * RECORD);
  private stamp = 0;
  /** The slot of the last lookup, and its key: where `score` reads and `store` writes. */
  private slot = 0;
  private lo = 0;
  private hi = 0;

  /** Forgets every entry: a new examination. */
  clear(): void {
    if (this.stamp === LAST_STAMP) {
      for (let i = 1; i < this.record.length; i += RECORD) this.record[i] = 0;
      this.stamp = 0;
    }
    this.stamp++;
  }

  /**
   * Looks the board's position up. On a hit, writes every man's value into board.svalue and the
   * hung counts into `hung`, and returns true; otherwise remembers the slot for `store`.
   */
  lookup(b: GnuBoard, hung: Int32Array): boolean {
    const flags =
      b.castled[0]! | (b.castled[1]! << 1) | (b.kingMoved[0]! > 0 ? 4 : 0) | (b.kingMoved[1]! > 0 ? 8 : 0);
    const lo = b.keyLo ^ Math.imul(flags + 1, 0x9e3779b9);
    const hi = b.keyHi;
    const slot = (lo ^ (hi >>> 7)) & (SLOTS - 1);
    this.slot = slot;
    if (this.check[slot] === hi) {
      const record = this.record;
      const at = slot * RECORD;
      const word = record[at + 1]!;
      if (word >>> 24 === this.stamp && record[at] === lo) {
        const n = (word >> 16) & 0xff;
        const svalue = b.svalue;
        for (let i = at + MEN_AT; i < at + MEN_AT + n; i++) {
          const x = record[i]!;
          svalue[x & 63] = x >> 6;
        }
        hung[0] = word & 0xff;
        hung[1] = (word >> 8) & 0xff;
        return true;
      }
    }
    this.lo = lo;
    this.hi = hi;
    return false;
  }

  /** The score found by the last lookup (when it hit). */
  score(): number {
    return this.record[this.slot * RECORD + 2]!;
  }

  /**
   * Stores the evaluation of the position the last (missed) lookup was for: its score, hung
   * counts and the `n` men of `men`, each as (value << 6) | square (as evaluate packs them).
   */
  store(score: number, hung: Int32Array, men: Int32Array, n: number): void {
    const at = this.slot * RECORD;
    const record = this.record;
    this.check[this.slot] = this.hi;
    record[at] = this.lo;
    record[at + 1] = (this.stamp << 24) | (n << 16) | (hung[1]! << 8) | hung[0]!;
    record[at + 2] = score;
    // A loop over the n men: cheaper than set(), a call into the runtime for 32 words.
    for (let i = 0; i < n; i++) record[at + MEN_AT + i] = men[i]!;
  }
}
