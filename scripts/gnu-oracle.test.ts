// gnu-oracle's timed searches (`npm run oracle-gnu -- --speed`): the searches they time are the
// comparison's own, node for node, although one evaluator serves them all. No time is asserted.

import { describe, expect, test } from 'vitest';
import { compareSearch, searchRecords, timeSearches } from './gnu-oracle.js';

describe('timeSearches', () => {
  test('searches each record of the depth as compareSearch does: the same nodes in all', () => {
    // The first ten at depth 2: among them a position whose side has developed (game-003)
    // before ones that have not, so development flags carried over would change the nodes.
    const records = searchRecords()
      .filter((r) => r.depth === 2)
      .slice(0, 10);
    const expected = records.reduce((sum, r) => sum + compareSearch(r).ours.nodes, 0);
    const speed = timeSearches(records, 2);
    expect(speed).toMatchObject({ depth: 2, searches: 10, nodes: expected });
    expect(speed.ms).toBeGreaterThanOrEqual(0);
  });

  test('a depth with no record times nothing', () => {
    expect(timeSearches(searchRecords().slice(0, 5), 9)).toEqual({ depth: 9, searches: 0, nodes: 0, ms: 0 });
  });
});
