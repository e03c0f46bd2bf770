import { expect, test } from 'vitest';
import { BOUND_UPPER, fromStoredScore, HashTable, toStoredScore } from './hash-table.js';

const MATE = 32000;
const BOUND = 31000;

test.each([
  // score found at ply, stored as, read back at another ply
  ['a mate delivered 7 plies from the root, found at ply 3', MATE - 7, 3, MATE - 4, 5, MATE - 9],
  ['being mated 6 plies from the root, found at ply 2', -(MATE - 6), 2, -(MATE - 4), 4, -(MATE - 8)],
  ['an ordinary score is stored as it is', 123, 9, 123, 2, 123],
])('%s', (_name, score, ply, stored, readPly, read) => {
  expect(toStoredScore(score, ply, BOUND)).toBe(stored);
  expect(fromStoredScore(stored, readPly, BOUND)).toBe(read);
  const t = new HashTable(1024);
  t.store(77, 88, 5, BOUND_UPPER, score, 0x1234, ply, BOUND);
  const i = t.probe(77, 88);
  expect(t.score(i, readPly, BOUND)).toBe(read);
  expect([t.depth(i), t.bound(i), t.move(i)]).toEqual([5, BOUND_UPPER, 0x1234]);
});

test('the size rounds down to a power of two; the check key rejects another position', () => {
  const t = new HashTable(1000);
  expect(t.entries).toBe(512);
  t.store(5, 1, 1, BOUND_UPPER, 10, 0, 0, BOUND);
  expect(t.probe(5, 2)).toBe(-1);
  expect(t.probe(5 + 512, 1)).toBeGreaterThanOrEqual(0);
  t.clear();
  expect(t.probe(5, 1)).toBe(-1);
});
