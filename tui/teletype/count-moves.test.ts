import { expect, test } from 'vitest';
import { parseFen, START_FEN } from '../../core/fen.js';
import type { Setup } from '../../core/setup.js';
import { countInSteps } from './count-moves.js';

const start = (parseFen(START_FEN) as { ok: true; value: Setup }).value;

function count(depth: number): Promise<number> {
  return new Promise((resolve) => countInSteps(start, depth, resolve));
}

// Start-position perft counts (chessprogramming.org "Perft Results").
test.each([
  [0, 1],
  [1, 20],
  [3, 8902],
])('counts the start position to depth %i: %i', async (depth, nodes) => {
  expect(await count(depth)).toBe(nodes);
});

test('a cancelled count never reports', async () => {
  let reported = false;
  const cancel = countInSteps(start, 3, () => (reported = true));
  cancel();
  await new Promise((r) => setTimeout(r, 50));
  expect(reported).toBe(false);
});
