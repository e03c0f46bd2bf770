// The evaluation chart: golden charts for small cases, then the rules every chart keeps
// (width, capitals, one row per height step, compression of long games).

import { describe, expect, test } from 'vitest';
import { evalChart, type ChartOptions, type ChartSeries } from './eval-chart.js';

const TITLE = 'HOW THE ENGINES SAW THE GAME, IN PAWNS (WHITE IS BETTER ABOVE 0)';

function series(label: string, mark: string, scores: readonly (number | null)[]): ChartSeries {
  return { label, mark, scores };
}

describe('evalChart: golden charts', () => {
  test.each<[string, ChartSeries[], ChartOptions, string[]]>([
    ['no series at all', [], { result: '*' }, [TITLE, 'NO EVALUATIONS TO DRAW.', 'RESULT * (UNFINISHED)']],
    [
      'series with no scores',
      [series('Hiarcs 0.5', 'H', [])],
      { result: '1-0' },
      [TITLE, 'NO EVALUATIONS TO DRAW.', 'H = HIARCS 0.5', 'RESULT 1-0 (WHITE WON)'],
    ],
    [
      'a single ply',
      [series('Hiarcs 0.5', 'H', [250])],
      { result: '0-1', height: 5 },
      [
        TITLE,
        '+5 |',
        '   |H',
        ' 0 +-',
        '   |',
        '-5 |',
        '   +-',
        '    1',
        'H = HIARCS 0.5',
        'RESULT 0-1 (BLACK WON)',
      ],
    ],
    [
      'only nulls: the axes and no marks',
      [series('Zarkov', 'Z', [null, null, null])],
      { result: '1/2-1/2', height: 3 },
      [TITLE, '+5 |', ' 0 +---', '-5 |', '   +---', '    1', 'Z = ZARKOV', 'RESULT 1/2-1/2 (DRAWN)'],
    ],
    [
      'two engines, overlapping marks, a mate clipped to the top, a null left blank',
      [series('Hiarcs 0.5', 'h', [0, 100, 99_999, -300]), series('GNU Chess', 'G', [0, -100, null, -300])],
      { result: '1-0', height: 5, clampCp: 200 },
      [
        TITLE,
        '+2 |  H',
        '   | H',
        ' 0 +*---',
        '   | G',
        '-2 |   *',
        '   +----',
        '    1',
        'H = HIARCS 0.5   G = GNU CHESS   * = SEVERAL',
        'RESULT 1-0 (WHITE WON)',
      ],
    ],
    [
      'all-equal scores lie on one row',
      [series('GNU Chess', 'G', [30, 30, 30, 30, 30, 30])],
      { result: '*', height: 9, firstMove: 12 },
      [
        TITLE,
        '+5 |',
        '   |',
        '   |',
        '   |',
        ' 0 +GGGGGG',
        '   |',
        '   |',
        '   |',
        '-5 |',
        '   +------',
        '    12',
        'G = GNU CHESS',
        'RESULT * (UNFINISHED)',
      ],
    ],
  ])('%s', (_name, input, options, expected) => {
    expect(evalChart(input, options)).toEqual(expected);
  });
});

/** 200 plies (100 moves) of three engines that drift apart. */
const LONG_GAME = [
  series(
    'HIARCS 0.5',
    'H',
    Array.from({ length: 200 }, (_, i) => i * 4 - 300),
  ),
  series(
    'ZARKOV',
    'Z',
    Array.from({ length: 200 }, (_, i) => (i % 9 === 0 ? null : 300 - i * 3)),
  ),
  series(
    'GNU CHESS',
    'G',
    Array.from({ length: 190 }, (_, i) => Math.round(400 * Math.sin(i / 20))),
  ),
];

describe('evalChart: what every chart keeps to', () => {
  test.each<[string, ChartSeries[], ChartOptions]>([
    ['a long game on the paper', LONG_GAME, { result: '1-0' }],
    ['a long game, narrow and low', LONG_GAME, { result: '0-1', width: 40, height: 8 }],
    ['a long game from move 30', LONG_GAME, { result: '1/2-1/2', firstMove: 30, clampCp: 1000 }],
    ['one ply', [series('HIARCS 0.5', 'H', [0])], { result: '*' }],
    [
      'a long legend',
      LONG_GAME.map((s) => ({ ...s, label: `${s.label} WITH A VERY LONG NAME INDEED` })),
      { result: '*' },
    ],
  ])('%s: capitals, within the width, rows as asked, the result last', (_name, input, options) => {
    const lines = evalChart(input, options);
    const width = options.width ?? 72;
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(width);
      expect(line).toBe(line.toUpperCase());
      expect(line).toMatch(/^[\x20-\x7e]*$/);
      expect(line).toBe(line.trimEnd());
    }
    const rowsAsked = options.height ?? 15;
    const plotRows = lines.filter((l) => /^ *[-+]?[\d.]* [|+]/.test(l) && !/^ *\+[-+]*$/.test(l));
    expect(plotRows).toHaveLength(rowsAsked % 2 === 1 ? rowsAsked : rowsAsked - 1);
    expect(lines.at(-1)).toMatch(/^RESULT /);
    expect(evalChart(input, options)).toEqual(lines); // deterministic
  });

  test('a long game is compressed into the plot, and the x axis names round move numbers', () => {
    const lines = evalChart(LONG_GAME, { result: '1-0' });
    const zero = lines.find((l) => l.startsWith(' 0 +'))!;
    // 200 plies in at most 68 columns: 3 plies a column, 67 columns.
    expect(zero.length - ' 0 +'.length).toBe(67);
    const numbers = lines[lines.length - 3]!;
    expect(numbers.trim().split(/ +/)).toEqual(['1', '10', '20', '30', '40', '50', '60', '70', '80', '90']);
    expect(lines).toContain('H = HIARCS 0.5   Z = ZARKOV   G = GNU CHESS   * = SEVERAL');
  });

  test('a column holding several plies shows their mean', () => {
    // 300 plies in 68 columns: 5 a column. The first five average 0, the next five +500.
    const scores = [-200, -100, 0, 100, 200, 500, 500, 500, 500, 500, ...Array<number>(290).fill(0)];
    const lines = evalChart([series('X', 'X', scores)], { result: '*', height: 3 });
    expect(lines[1]).toBe('+5 | X');
    expect(lines[2]!.slice(0, 6)).toBe(' 0 +X-');
  });

  test('marks are printed as one capital; an unprintable mark as ?', () => {
    const lines = evalChart([series('a', 'a', [0]), series('b', '\u00e9', [500])], {
      result: '*',
      height: 3,
    });
    expect(lines).toContain(' 0 +A');
    expect(lines).toContain('+5 |?');
    expect(lines).toContain('A = A   ? = B');
  });

  test.each([
    ['1-0', 'RESULT 1-0 (WHITE WON)'],
    ['0-1', 'RESULT 0-1 (BLACK WON)'],
    ['1/2-1/2', 'RESULT 1/2-1/2 (DRAWN)'],
    ['*', 'RESULT * (UNFINISHED)'],
    ['abandoned', 'RESULT ABANDONED'],
  ])('result %s', (result, line) => {
    expect(evalChart([series('X', 'X', [0])], { result }).at(-1)).toBe(line);
  });
});
