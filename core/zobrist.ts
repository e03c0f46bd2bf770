// Zobrist keys: 64-bit position hashes kept as two 32-bit halves (lo, hi) so the hot path
// never touches BigInt. Keys are drawn per (piece, Square64) from a fixed-seed generator, so
// the same position hashes the same on both layouts.
//
// The generator must not be linear over GF(2). A xorshift stream is: each output is a fixed
// linear function of the one before, so with lo and hi drawn one after the other every key had
// hi = A(lo) for one matrix A, and so had every XOR of keys. The 64-bit keys were really 32-bit
// ones (two unrelated positions of one bench run shared a key). A Weyl sequence passed through
// a multiply-xorshift finalizer (the splitmix / murmur3 fmix32 construction) has no such
// structure: the keys span all 64 dimensions (zobrist.test.ts).

import type { Layout } from './layout.js';

/** Weyl sequence (step: the golden ratio in 32 bits) through a multiply-xorshift mixer. */
function randomStream(seed: number): () => number {
  let x = seed | 0;
  return () => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
}

export interface ZobristKeys {
  /** Keys for piece p (-6..6) on square sq (< 128): lo at [((p + 6) << 8) | (sq << 1)], hi at +1. */
  readonly piece: Int32Array;
  /** Side-to-move key (xored in when Black is to move). */
  readonly sideLo: number;
  readonly sideHi: number;
  /** Castling-rights keys, one per rights mask 0..15 (lo, hi pairs). */
  readonly castling: Int32Array;
  /** En-passant file keys (lo, hi pairs), files 0..7. */
  readonly epFile: Int32Array;
}

const cache = new Map<string, ZobristKeys>();

/** The keys for a layout (built once, shared: they are read-only). */
export function zobristFor(layout: Layout): ZobristKeys {
  const hit = cache.get(layout.id);
  if (hit) return hit;
  const next = randomStream(0x1983_0bad);
  const byIndex = new Int32Array(13 * 64 * 2);
  for (let i = 0; i < byIndex.length; i++) byIndex[i] = next();
  const piece = new Int32Array(13 * 256);
  for (let p = 0; p < 13; p++) {
    for (let s64 = 0; s64 < 64; s64++) {
      const sq = layout.squares[s64]!;
      piece[(p << 8) | (sq << 1)] = byIndex[(p * 64 + s64) * 2]!;
      piece[((p << 8) | (sq << 1)) + 1] = byIndex[(p * 64 + s64) * 2 + 1]!;
    }
  }
  const sideLo = next();
  const sideHi = next();
  const rights = new Int32Array(8); // one key pair per right bit
  for (let i = 0; i < 8; i++) rights[i] = next();
  const castling = new Int32Array(32);
  for (let mask = 0; mask < 16; mask++) {
    for (let bit = 0; bit < 4; bit++) {
      if (mask & (1 << bit)) {
        castling[mask * 2] = castling[mask * 2]! ^ rights[bit * 2]!;
        castling[mask * 2 + 1] = castling[mask * 2 + 1]! ^ rights[bit * 2 + 1]!;
      }
    }
  }
  const epFile = new Int32Array(16);
  for (let i = 0; i < 16; i++) epFile[i] = next();
  const keys: ZobristKeys = { piece, sideLo, sideHi, castling, epFile };
  cache.set(layout.id, keys);
  return keys;
}
