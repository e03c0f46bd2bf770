import { describe, expect, test } from 'vitest';
import type { OptionSpec } from '../../engines/engine.js';
import { GNU_META } from '../../engines/gnu/engine.js';
import {
  formatBestmove,
  formatError,
  formatId,
  formatInfo,
  formatInfoString,
  formatOption,
  MAX_INFO_STRING,
} from './format.js';

test('id lines name the engine and its author', () => {
  expect(formatId(GNU_META)).toEqual(['id name GNU Chess 1987', 'id author John Stanback']);
});

describe('option lines, one per type', () => {
  test.each<[OptionSpec, string]>([
    [
      { name: 'Hash', type: 'spin', default: 1, min: 1, max: 1024, help: '' },
      'option name Hash type spin default 1 min 1 max 1024',
    ],
    [
      { name: 'Contempt', type: 'spin', default: 0, min: -500, max: 500, help: '' },
      'option name Contempt type spin default 0 min -500 max 500',
    ],
    [
      { name: 'OwnBook', type: 'check', default: true, help: '' },
      'option name OwnBook type check default true',
    ],
    [
      { name: 'Use Hash', type: 'check', default: false, help: '' },
      'option name Use Hash type check default false',
    ],
    [
      { name: 'Style', type: 'combo', default: 'Normal', choices: ['Solid', 'Normal', 'Risky'], help: '' },
      'option name Style type combo default Normal var Solid var Normal var Risky',
    ],
    [
      { name: 'BookFile', type: 'string', default: '', help: '' },
      'option name BookFile type string default <empty>',
    ],
    [
      { name: 'Path', type: 'string', default: '/tmp/a b', help: '' },
      'option name Path type string default /tmp/a b',
    ],
  ])('%j', (spec, line) => {
    expect(formatOption(spec)).toBe(line);
  });
});

describe('info lines', () => {
  test('centipawns, nps from nodes and time, the pv', () => {
    expect(
      formatInfo({ depth: 5, seldepth: 9, score: { cp: 13 }, nodes: 15230, ms: 41, pv: ['g1f3', 'b8c6'] }),
    ).toBe('info depth 5 seldepth 9 score cp 13 nodes 15230 nps 371463 time 41 pv g1f3 b8c6');
  });

  test('mate scores, no time (nps 0), fractional ms rounded', () => {
    expect(
      formatInfo({ depth: 3, seldepth: 4, score: { mate: -2 }, nodes: 790, ms: 0.4, pv: ['a1a8'] }),
    ).toBe('info depth 3 seldepth 4 score mate -2 nodes 790 nps 0 time 0 pv a1a8');
  });

  test('an empty pv leaves the pv field out; a given pv replaces the record’s', () => {
    const info = { depth: 1, seldepth: 1, score: { cp: 0 }, nodes: 1, ms: 1, pv: ['e2e4'] };
    expect(formatInfo(info, [])).toBe('info depth 1 seldepth 1 score cp 0 nodes 1 nps 1000 time 1');
    expect(formatInfo(info, ['d2d4'])).toMatch(/ pv d2d4$/);
  });
});

describe('bestmove', () => {
  test.each([
    [['e2e4', undefined], 'bestmove e2e4'],
    [['e7e8q', 'h7h8'], 'bestmove e7e8q ponder h7h8'],
    [[null, undefined], 'bestmove 0000'],
  ] as const)('%j', ([move, ponder], line) => {
    expect(formatBestmove(move, ponder)).toBe(line);
  });
});

describe('info string', () => {
  test('errors are one line', () => {
    expect(formatError('go: depth five\nis bad\r')).toBe('info string error: go: depth five is bad');
  });

  test('control characters in echoed input are escaped, not passed through (issue 25, item 11)', () => {
    expect(formatInfoString("ignored: go\x1b[2J\x07 'x\u202ey'")).toBe(
      "info string ignored: go\\x1b[2J\\x07 'x\\u202ey'",
    );
  });

  test('a megabyte of input comes back cut', () => {
    const line = formatError(`setoption: book file '${'/x'.repeat(500_000)}': no such file`);
    expect(line.length).toBeLessThanOrEqual('info string '.length + MAX_INFO_STRING);
    expect(line).toMatch(/^info string error: setoption: book file '(\/x)+\/?\.\.\.': no such file$/);
  });

  test('long text is cut on whole characters', () => {
    const line = formatInfoString('♞'.repeat(1000));
    expect([...line.slice('info string '.length)]).toHaveLength(MAX_INFO_STRING);
    expect(line.endsWith('♞...')).toBe(true);
  });
});
