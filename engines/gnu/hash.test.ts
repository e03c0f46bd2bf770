import { expect, test } from 'vitest';
import { BOUND_EXACT, BOUND_LOWER, GnuHashTable } from './hash.js';

test('a mate score is stored relative to the node and read back relative to the root', () => {
  const t = new GnuHashTable();
  // Found at ply 3: mate delivered 7 plies from the root (9999 - 7).
  t.store(12345, 777, 4, BOUND_EXACT, 9999 - 7, 0x1234, 3, 9000);
  const i = t.probe(12345, 777);
  expect(i).toBeGreaterThanOrEqual(0);
  // Read at ply 5 through another path: the mate is still 4 plies below this node.
  expect(t.score(i, 5, 9000)).toBe(9999 - 9);
  expect(t.score(i, 3, 9000)).toBe(9999 - 7);
  expect(t.depth(i)).toBe(4);
  expect(t.bound(i)).toBe(BOUND_EXACT);
  expect(t.move(i)).toBe(0x1234);
  t.store(99, 1, 2, BOUND_LOWER, -(9999 - 6), 0, 2, 9000);
  expect(t.score(t.probe(99, 1), 4, 9000)).toBe(-(9999 - 8));
});

test('the check key rejects another position in the same slot', () => {
  const t = new GnuHashTable();
  t.store(5, 1, 1, BOUND_EXACT, 10, 0, 0, 9000);
  expect(t.probe(5, 2)).toBe(-1);
  expect(t.probe(5 + 16384, 1)).toBeGreaterThanOrEqual(0);
  expect(new GnuHashTable().probe(5, 1)).toBe(-1);
});
