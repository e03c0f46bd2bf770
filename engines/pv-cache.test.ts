import { describe, expect, test } from 'vitest';
import { PV_CACHE_LINE, PvCache } from './pv-cache.js';

describe('PvCache', () => {
  test('gives back the line stored for a position, and nothing for another position in its slot', () => {
    const cache = new PvCache(16);
    const line = Int32Array.from([0, 0, 11, 22, 33]);
    cache.store(5, 77, line, 2, 3);
    const out = new Int32Array(10);
    expect(cache.load(5, 77, out, 4)).toBe(3);
    expect([...out.subarray(4, 7)]).toEqual([11, 22, 33]);
    expect(cache.load(5, 78, out, 0)).toBe(0); // same slot, other check key
    expect(cache.load(21, 77, out, 0)).toBe(0); // same slot (21 & 15 = 5), other low key
    expect(cache.load(6, 77, out, 0)).toBe(0); // empty slot
  });

  test('a later store replaces the slot; clear forgets every line', () => {
    const cache = new PvCache(16);
    cache.store(5, 1, Int32Array.from([1, 2]), 0, 2);
    cache.store(21, 2, Int32Array.from([3]), 0, 1);
    const out = new Int32Array(4);
    expect(cache.load(5, 1, out, 0)).toBe(0);
    expect(cache.load(21, 2, out, 0)).toBe(1);
    expect(out[0]).toBe(3);
    cache.clear();
    expect(cache.load(21, 2, out, 0)).toBe(0);
  });

  test(`keeps at most ${PV_CACHE_LINE} moves of a line`, () => {
    const cache = new PvCache(4);
    const long = Int32Array.from({ length: PV_CACHE_LINE + 5 }, (_, i) => i + 1);
    cache.store(1, 1, long, 0, long.length);
    const out = new Int32Array(long.length);
    expect(cache.load(1, 1, out, 0)).toBe(PV_CACHE_LINE);
    expect(out[PV_CACHE_LINE - 1]).toBe(PV_CACHE_LINE);
    expect(out[PV_CACHE_LINE]).toBe(0);
  });
});
