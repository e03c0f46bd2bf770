import { describe, expect, test } from 'vitest';
import { DEFAULT_ENGINES, Registry } from '../../engines/registry.js';
import { SCORE_LEGEND } from '../format/compare-table.js';
import { fakeRegistry, newLog } from '../test-support/fake-engine.js';
import { runCompare } from './compare.js';
import { localEngines } from './lineup.js';
import { EXIT_USAGE } from './output.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

/** Two fakes, in process: "gnu" (bench depth 2) and "zarkov" (bench depth 1, a mate score). */
function two(log = newLog()) {
  return localEngines(
    fakeRegistry(
      { id: 'gnu', name: 'Fake GNU', log },
      { id: 'zarkov', name: 'Fake Zarkov', benchDepth: 1, score: { mate: 3 }, log },
    ),
  );
}

describe('runCompare, plain output', () => {
  test('a column per engine: evaluation by group, then the search; scores in pawns, White', async () => {
    const out = await runCompare({ depth: '2' }, two());
    expect(out.code).toBe(0);
    expect(out.stderr).toEqual([]);
    expect(out.stdout).toEqual([
      `Position: ${START}`,
      'Search: depth 2',
      SCORE_LEGEND,
      '',
      '               Fake GNU                         Fake Zarkov',
      '               gnu                              zarkov',
      'evaluation',
      '  material      0.00                             0.00',
      '  pawns            -                                -',
      '  pieces           -                                -',
      '  mobility     +0.20                            +0.20',
      '  king safety      -                                -',
      '  other        +0.10                            +0.10',
      '  total        +0.30                            +0.30',
      'search',
      '  best move    a3                               a3',
      '  score        +0.20                               M3',
      '  depth        2/3                              2/3',
      '  nodes        220                              220',
      '  time         2 ms                             2 ms',
      '  pv           1. a3 a5                         1. a3 a5',
    ]);
  });

  test("with Black to move the search scores are turned to White's view; the eval is White's already", async () => {
    const out = await runCompare({ fen: AFTER_E4, depth: 1 }, two());
    expect(out.stdout).toContain('  total        -0.30                            -0.30');
    expect(out.stdout).toContain('  score        -0.10                              -M3');
    expect(out.stdout).toContain('  pv           1... a5                          1... a5');
  });

  test('without a limit each engine searches to its own bench depth', async () => {
    const log = newLog();
    const out = await runCompare({}, two(log));
    expect(out.stdout[1]).toBe('Search: bench depth (gnu 2, zarkov 1)');
    expect(log.searches).toEqual([{ depth: 2 }, { depth: 1 }]);
  });

  test('--engines picks engines and their order; each gets a new game and the position', async () => {
    const log = newLog();
    const out = await runCompare({ engines: 'zarkov', fen: AFTER_E4, movetime: '50' }, two(log));
    expect(out.stdout[4]).toBe('               Fake Zarkov');
    expect(log).toMatchObject({ instances: 2, newGames: 1, searches: [{ movetime: 50 }] });
    expect(log.positions).toEqual([{ fen: AFTER_E4, moves: [] }]);
  });
});

describe('runCompare --json', () => {
  test('one line: the fen, then per engine the eval (groups, total) and the search, White view', async () => {
    const out = await runCompare({ fen: AFTER_E4, depth: 2, json: true }, two());
    expect(out.code).toBe(0);
    expect(out.stdout).toHaveLength(1);
    const groups = { material: 0, pawns: 0, pieces: 0, mobility: -20, 'king safety': 0, other: -10 };
    expect(JSON.parse(out.stdout[0]!)).toEqual({
      fen: AFTER_E4,
      engines: [
        {
          engine: 'gnu',
          eval: { total: -30, groups },
          search: {
            bestmove: 'a7a5',
            san: 'a5',
            score: { cp: -20 },
            depth: 2,
            seldepth: 3,
            nodes: 220,
            ms: 2,
            pv: ['a7a5', 'a2a3'],
          },
        },
        {
          engine: 'zarkov',
          eval: { total: -30, groups },
          search: {
            bestmove: 'a7a5',
            san: 'a5',
            score: { mate: -3 },
            depth: 2,
            seldepth: 3,
            nodes: 220,
            ms: 2,
            pv: ['a7a5', 'a2a3'],
          },
        },
      ],
    });
    expect(out.stdout[0]).toMatch(
      /^\{"fen":.*"engines":\[\{"engine":"gnu","eval":\{"total":-30,"groups":\{"material":0,"pawns":0,/,
    );
  });

  test('no legal move: bestmove and san null, the pv empty', async () => {
    const mated = 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1';
    const out = await runCompare({ fen: mated, engines: 'gnu', depth: 1, json: true }, two());
    expect(JSON.parse(out.stdout[0]!).engines[0].search).toMatchObject({
      bestmove: null,
      san: null,
      score: { mate: 0 },
      pv: [],
    });
  });
});

describe('runCompare refuses bad input in one line, exit 2, before any engine is made', () => {
  test.each([
    [{ depth: '0' }, "ttychess: --depth '0' is not a whole number from 1 to 64"],
    [{ movetime: 'soon' }, "ttychess: --movetime 'soon' is not a whole number from 1 to 86400000"],
    [{ fen: 'garbage' }, "ttychess: FEN: 'garbage' has 1 fields; expected 6 (or 4 without the clocks)"],
    [
      { engines: 'gnu,hiarcs' },
      "ttychess: compare: --engines: no engine 'hiarcs'; choose one of gnu, zarkov",
    ],
    [{ engines: 'gnu,gnu' }, "ttychess: compare: --engines: 'gnu' is named twice"],
  ])('%j', async (args, message) => {
    const log = newLog();
    const out = await runCompare(args, two(log));
    expect(out).toEqual({ stdout: [], stderr: [message], code: EXIT_USAGE });
    expect(log.instances).toBe(0);
  });

  test('no engines registered', async () => {
    const out = await runCompare({}, localEngines(new Registry([])));
    expect(out.stderr).toEqual(['ttychess: compare: no engines are built yet']);
    expect(out.code).toBe(EXIT_USAGE);
  });
});

describe('runCompare, notices', () => {
  const FIVE_QUEENS = '8/4k3/8/8/8/8/8/QQQQKQ2 w - - 0 1';
  const gnuOnly = () => localEngines(new Registry(DEFAULT_ENGINES.filter((e) => e.meta.id === 'gnu')));

  test("gnu past the 1987 program's scale: after the table, one line names the engine and what the original could not score", async () => {
    const out = await runCompare({ fen: FIVE_QUEENS, depth: '2' }, gnuOnly());
    expect(out.code).toBe(0);
    const notes = out.stdout.filter((l) => l.includes('note: '));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^gnu: note: GNU Chess 1987 cannot score this: .*; gnu holds/);
    expect(out.stdout.at(-1)).toBe(notes[0]);
  });

  test("in JSON, under the engine's search; an ordinary position has none", async () => {
    const out = await runCompare({ fen: FIVE_QUEENS, depth: '2', json: true }, gnuOnly());
    const record = JSON.parse(out.stdout[0]!) as { engines: { search: { notices?: { kind: string }[] } }[] };
    expect(record.engines[0]!.search.notices?.map((n) => n.kind)).toEqual(['beyond-original']);
    const plain = await runCompare({ depth: '2' }, gnuOnly());
    expect(plain.stdout.filter((l) => l.includes('note: '))).toEqual([]);
  });
});
