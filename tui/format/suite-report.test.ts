import { describe, expect, test } from 'vitest';
import type { SearchResult } from '../../engines/engine.js';
import type { SolveResult } from '../suite/solve.js';
import { formatProgress, formatSuiteReport, solvedCount, type SuiteRun } from './suite-report.js';

/** A judged position: solved or not, the move played, what was wanted, and its nodes. */
function solve(id: string, solved: boolean, played: string, wanted: Partial<SolveResult>, nodes = 100) {
  const result: SearchResult = {
    depth: 3,
    seldepth: 3,
    score: { cp: 0 },
    nodes,
    ms: 1,
    pv: [],
    bestmove: 'a2a3',
    source: 'search',
  };
  return { id, line: 1, fen: '', solved, played, bm: [], am: [], result, ...wanted } satisfies SolveResult;
}

describe('formatSuiteReport', () => {
  test('per engine: solved of total and nodes, then the failures aligned; a blank line between', () => {
    const gnu: SuiteRun = {
      meta: { id: 'gnu', name: 'GNU Chess 1987' },
      results: [
        solve('WAC.001', true, 'Qg6', { bm: ['Qg6'] }),
        solve('WAC.002', false, 'h5', { bm: ['Rxb2'] }),
        solve('WAC.013', false, 'Qxb2', { am: ['Qxb2'] }),
        solve('line 9', false, 'Nf3', { bm: ['e4', 'd4'], am: ['Nf3'] }, 250),
      ],
    };
    const zarkov: SuiteRun = {
      meta: { id: 'zarkov', name: 'Zarkov' },
      results: [solve('WAC.001', true, 'Qg6', {})],
    };
    expect(solvedCount(gnu)).toBe(1);
    expect(formatSuiteReport([gnu, zarkov])).toEqual([
      'GNU Chess 1987 (gnu): 1 of 4 solved, 550 nodes',
      '  WAC.002  played h5    bm Rxb2',
      '  WAC.013  played Qxb2  am Qxb2',
      '  line 9   played Nf3   bm e4 d4; am Nf3',
      '',
      'Zarkov (zarkov): 1 of 1 solved, 100 nodes',
    ]);
  });
});

describe('formatProgress', () => {
  test.each([
    [[{ id: 'gnu', done: 0 }], 20, '[....................] 0/20  gnu 0/20'],
    [[{ id: 'gnu', done: 10 }], 20, '[##########..........] 10/20  gnu 10/20'],
    [
      [
        { id: 'gnu', done: 20 },
        { id: 'zarkov', done: 5 },
      ],
      20,
      '[############........] 25/40  gnu 20/20  zarkov 5/20',
    ],
  ])('%j of %d', (entries, total, line) => {
    expect(formatProgress(entries, total)).toBe(line);
  });

  test('is cut to one column less than the terminal', () => {
    expect(formatProgress([{ id: 'gnu', done: 1 }], 2, 10)).toBe('[########');
  });
});
