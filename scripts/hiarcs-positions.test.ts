// The seed's headline figure on a fixed subset: every 8th position of the 1983 games (272 of
// 2174), searched at the standard depth 4, median positions examined between 200 and 600
// ("about 350"). The full run is `npm run hiarcs-positions`.

import { expect, test } from 'vitest';
import { measure, positions1983, summarize } from './hiarcs-positions.js';

test('positions1983 replays every move of the three 1983 files', () => {
  expect(positions1983().length).toBe(2174);
});

test('HIARCS examines a median of 200..600 positions a move (every 8th 1983 position)', () => {
  const fens = positions1983().filter((_, i) => i % 8 === 0);
  const { nodes } = measure(fens, 4);
  const s = summarize(nodes);
  expect(s.median).toBeGreaterThanOrEqual(200);
  expect(s.median).toBeLessThanOrEqual(600);
});

test('summarize: quartiles by interpolation', () => {
  expect(summarize([1, 2, 3, 4, 5])).toMatchObject({
    count: 5,
    min: 1,
    q1: 2,
    median: 3,
    q3: 4,
    max: 5,
    mean: 3,
  });
});
