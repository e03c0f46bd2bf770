import { describe, expect, test } from 'vitest';
import { makeRandom } from './random.js';

/** The first `n` numbers of a generator. */
function take(random: () => number, n: number): number[] {
  return Array.from({ length: n }, () => random());
}

describe('makeRandom', () => {
  test('the same seed gives the same sequence, from independent generators', () => {
    const a = makeRandom(1987);
    const b = makeRandom(1987);
    expect(take(a, 100)).toEqual(take(b, 100));
  });

  test('different seeds give different sequences', () => {
    expect(take(makeRandom(1), 10)).not.toEqual(take(makeRandom(2), 10));
  });

  test('a generator is not disturbed by another one drawing', () => {
    const a = makeRandom(42);
    const first = a();
    const b = makeRandom(42);
    take(makeRandom(7), 50);
    expect(b()).toBe(first);
  });

  test('numbers lie in [0, 1) and spread over ten buckets', () => {
    const random = makeRandom(0);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 10)]!++;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });

  test('only the low 32 bits of the seed count', () => {
    expect(take(makeRandom(5 + 2 ** 32), 5)).toEqual(take(makeRandom(5), 5));
  });
});
