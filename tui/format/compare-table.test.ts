import { describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import type { Evaluation, Score, SearchResult } from '../../engines/engine.js';
import {
  formatCompareTable,
  formatWhiteScore,
  groupSums,
  pawns,
  SCORE_LEGEND,
  whiteScore,
  wrapMoves,
  type CompareColumn,
} from './compare-table.js';

/** A board for a FEN known to be valid. */
function board(fen: string) {
  const b = boardFromFen(fen, X88);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/** A search result with the given score and pv (the best move is the pv's first). */
function result(score: Score, pv: readonly string[], extra: Partial<SearchResult> = {}): SearchResult {
  return {
    depth: 3,
    seldepth: 7,
    score,
    nodes: 12345,
    ms: 41.4,
    pv,
    bestmove: pv[0] ?? null,
    source: 'search',
    ...extra,
  };
}

/** White has a pawn more and a better pawn structure; Black has the safer king. */
const EVAL: Evaluation = {
  total: 95,
  sideToMove: 95,
  terms: [
    { name: 'material', group: 'material', white: 4000, black: 3900 },
    { name: 'doubled', group: 'pawns', white: -10, black: -20 },
    { name: 'isolated', group: 'pawns', white: -5, black: 0 },
    { name: 'shield', group: 'king safety', white: 0, black: 10 },
  ],
};

describe('pawns', () => {
  test.each([
    [35, '+0.35'],
    [-120, '-1.20'],
    [0, '0.00'],
    [-0, '0.00'],
    [5, '+0.05'],
    [1234, '+12.34'],
  ])('%d cp -> %s', (cp, text) => {
    expect(pawns(cp)).toBe(text);
  });
});

describe("scores turned to White's point of view", () => {
  test.each([
    [{ cp: 35 }, 'White', { cp: 35 }, '+0.35'],
    [{ cp: 35 }, 'Black', { cp: -35 }, '-0.35'],
    [{ cp: -120 }, 'Black', { cp: 120 }, '+1.20'],
    [{ cp: 0 }, 'Black', { cp: 0 }, '0.00'],
    [{ mate: 3 }, 'White', { mate: 3 }, 'M3'],
    [{ mate: 3 }, 'Black', { mate: -3 }, '-M3'],
    [{ mate: -2 }, 'White', { mate: -2 }, '-M2'],
    [{ mate: -2 }, 'Black', { mate: 2 }, 'M2'],
    [{ mate: 0 }, 'White', { mate: 0 }, '-M0'],
    [{ mate: 0 }, 'Black', { mate: 0 }, 'M0'],
  ] as const)('%j with %s to move -> %j, %s', (score, side, white, text) => {
    expect(whiteScore(score, side)).toEqual(white);
    expect(formatWhiteScore(score, side)).toBe(text);
  });
});

describe('groupSums', () => {
  test('sums white - black per group; a group without terms is undefined; the sums make the total', () => {
    const sums = groupSums(EVAL);
    expect(sums).toEqual({
      material: 100,
      pawns: 5,
      pieces: undefined,
      mobility: undefined,
      'king safety': -10,
      other: undefined,
    });
    expect(Object.values(sums).reduce<number>((a, b) => a + (b ?? 0), 0)).toBe(EVAL.total);
  });

  test('without terms every group is undefined', () => {
    expect(Object.values(groupSums({ total: 10, sideToMove: 10 }))).toEqual(Array(6).fill(undefined));
  });
});

describe('wrapMoves', () => {
  test('breaks between moves, keeping a move number with its move', () => {
    expect(wrapMoves('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6', 12)).toEqual(['1. e4 e5', '2. Nf3 Nc6', '3. Bb5 a6']);
    expect(wrapMoves('12... Nc6 13. d4', 10)).toEqual(['12... Nc6', '13. d4']);
  });

  test('a line that fits, an empty line, a unit wider than the width', () => {
    expect(wrapMoves('1. e4', 20)).toEqual(['1. e4']);
    expect(wrapMoves('', 20)).toEqual([]);
    expect(wrapMoves('1. Qxf7# x', 4)).toEqual(['1. Qxf7#', 'x']);
  });
});

describe('formatCompareTable', () => {
  const columns: CompareColumn[] = [
    {
      meta: { id: 'gnu', name: 'GNU Chess 1987' },
      evaluation: EVAL,
      result: result({ cp: 13 }, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5a4', 'g8f6']),
    },
    {
      meta: { id: 'zarkov', name: 'Zarkov' },
      evaluation: {
        total: -20,
        sideToMove: -20,
        terms: [{ name: 'all', group: 'other', white: 0, black: 20 }],
      },
      result: result({ mate: 4 }, ['d2d4'], { nodes: 987654321, ms: 2000 }),
    },
  ];

  test('a column per engine: group sums, total, then the search; scores right-aligned', () => {
    expect(formatCompareTable(board(START_FEN), columns)).toEqual([
      SCORE_LEGEND,
      '',
      '               GNU Chess 1987                   Zarkov',
      '               gnu                              zarkov',
      'evaluation',
      '  material     +1.00                                -',
      '  pawns        +0.05                                -',
      '  pieces           -                                -',
      '  mobility         -                                -',
      '  king safety  -0.10                                -',
      '  other            -                            -0.20',
      '  total        +0.95                            -0.20',
      'search',
      '  best move    e4                               d4',
      '  score        +0.13                               M4',
      '  depth        3/7                              3/7',
      '  nodes        12345                            987654321',
      '  time         41 ms                            2000 ms',
      '  pv           1. e4 e5 2. Nf3 Nc6 3. Bb5 a6    1. d4',
      '               4. Ba4 Nf6',
    ]);
  });

  test('with Black to move the search score is turned round, the evaluation is not', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    const lines = formatCompareTable(board(fen), [
      { ...columns[0]!, result: result({ cp: 13 }, ['e7e5', 'g1f3']) },
      { ...columns[1]!, result: result({ mate: 4 }, ['d7d5']) },
    ]);
    expect(lines.find((l) => l.startsWith('  total'))).toBe(
      '  total        +0.95                            -0.20',
    );
    expect(lines.find((l) => l.startsWith('  score'))).toBe(
      '  score        -0.13                              -M4',
    );
    expect(lines.find((l) => l.startsWith('  pv'))).toBe(
      '  pv           1... e5 2. Nf3                   1... d5',
    );
  });

  test('no legal move, a book move, and a move not legal here', () => {
    const lines = formatCompareTable(board(START_FEN), [
      { ...columns[0]!, result: result({ mate: 0 }, []) },
      { ...columns[1]!, result: result({ cp: 0 }, ['e2e5'], { bestmove: 'e2e5' }) },
      {
        meta: { id: 'hiarcs', name: 'HIARCS' },
        evaluation: EVAL,
        result: result({ cp: 5 }, ['g1f3'], { source: 'book' }),
      },
    ]);
    expect(lines.find((l) => l.startsWith('  best move'))).toBe(
      '  best move    (none)                [e2e5]                Nf3 (book)',
    );
    expect(lines.find((l) => l.startsWith('  score'))).toBe(
      '  score          -M0                  0.00                 +0.05',
    );
    expect(lines.find((l) => l.startsWith('  pv'))).toBe(
      '  pv                                 [e2e5]                1. Nf3',
    );
  });
});
