// Zobrist keys (zobrist.ts) must behave as 64-bit random keys: no linear tie between their
// halves, and no shared key for positions that differ.

import { expect, test } from 'vitest';
import { boardFromFen } from './fen.js';
import { MAILBOX, X88 } from './layout.js';
import { zobristFor } from './zobrist.js';

/** Rank over GF(2) of 64-bit vectors given as (lo, hi) pairs of 32-bit words. */
function rank64(vectors: Array<[number, number]>): number {
  const rows = vectors.map(([lo, hi]) => [lo >>> 0, hi >>> 0] as [number, number]);
  let rank = 0;
  for (let bit = 63; bit >= 0 && rank < rows.length; bit--) {
    const word = bit >= 32 ? 1 : 0;
    const mask = (1 << (bit & 31)) >>> 0;
    const pivot = rows.findIndex((r, i) => i >= rank && (r[word] & mask) !== 0);
    if (pivot < 0) continue;
    [rows[rank], rows[pivot]] = [rows[pivot]!, rows[rank]!];
    const p = rows[rank]!;
    for (let i = 0; i < rows.length; i++) {
      if (i !== rank && (rows[i]![word] & mask) !== 0)
        rows[i] = [(rows[i]![0] ^ p[0]) >>> 0, (rows[i]![1] ^ p[1]) >>> 0];
    }
    rank++;
  }
  return rank;
}

test('the 64-bit piece keys span all 64 dimensions (the halves are not tied by a linear map)', () => {
  const z = zobristFor(X88);
  const keys: Array<[number, number]> = [];
  for (let p = 0; p < 13; p++) {
    if (p === 6) continue;
    for (const sq of X88.squares)
      keys.push([z.piece[(p << 8) | (sq << 1)]!, z.piece[((p << 8) | (sq << 1)) + 1]!]);
  }
  expect(rank64(keys)).toBe(64);
  // Even a handful of keys is independent, as random 64-bit vectors would be.
  expect(rank64(keys.slice(0, 40))).toBe(40);
});

test('two positions that shared a key under the old xorshift keys now differ', () => {
  const a = boardFromFen('r3k2r/p1ppqpb1/1n2pnp1/3PN3/1p2P3/4BQ2/PPP1NP1P/R4K2 b kq - 0 4', X88);
  const b = boardFromFen('r4rk1/3n1ppp/p2p4/1p2p1Pn/4P3/1PqBB3/1PPQ3P/2KR3R w - - 0 17', X88);
  if (!a.ok || !b.ok) throw new Error('bad FEN');
  expect([a.value.hashLo, a.value.hashHi]).not.toEqual([b.value.hashLo, b.value.hashHi]);
});

test('the same position hashes the same on both layouts', () => {
  const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
  const a = boardFromFen(fen, X88);
  const b = boardFromFen(fen, MAILBOX);
  if (!a.ok || !b.ok) throw new Error('bad FEN');
  expect([a.value.hashLo, a.value.hashHi]).toEqual([b.value.hashLo, b.value.hashHi]);
});
