import { describe, expect, test } from 'vitest';
import { formatEvalTable, signed } from './eval-table.js';

describe('formatEvalTable', () => {
  test('aligns long names and values, net = white - black', () => {
    const lines = formatEvalTable(
      {
        total: -1195,
        sideToMove: 1195,
        terms: [
          { name: 'material', group: 'material', white: 3100, black: 4300 },
          { name: 'passed pawns on the seventh', group: 'pawns', white: 5, black: 0 },
        ],
      },
      'Black',
    );
    expect(lines).toEqual([
      'term                         group     white  black    net',
      'material                     material   3100   4300  -1200',
      'passed pawns on the seventh  pawns         5      0     +5',
      "total (White's view)                                 -1195",
      'side to move (Black)                                 +1195',
    ]);
  });

  test('without terms it still gives the totals', () => {
    expect(formatEvalTable({ total: 0, sideToMove: 0 }, 'White')).toEqual([
      'term  group  white  black    net',
      "total (White's view)           0",
      'side to move (White)           0',
    ]);
  });

  test('signed', () => {
    expect([signed(3), signed(0), signed(-2)]).toEqual(['+3', '0', '-2']);
  });
});
