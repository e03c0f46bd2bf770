import { describe, expect, test } from 'vitest';
import { parseFen } from '../../core/fen.js';
import { Registry } from '../../engines/registry.js';
import { FakeEngine, fakeMeta, fakeRegistry, newLog } from '../test-support/fake-engine.js';
import { BENCH_POSITIONS } from './bench-positions.js';
import { runBench } from './bench.js';
import { EXIT_USAGE } from './output.js';

/** A clock that advances 10 ms per reading, so every search takes 10 ms. */
function fakeClock(): () => number {
  let t = 0;
  return () => (t += 10);
}

const TWO = [
  { name: 'start', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' },
  { name: 'rook ending', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' },
];

describe('BENCH_POSITIONS', () => {
  test('are valid, distinct and named', () => {
    expect(BENCH_POSITIONS.length).toBeGreaterThanOrEqual(8);
    for (const p of BENCH_POSITIONS) expect(parseFen(p.fen).ok, p.name).toBe(true);
    expect(new Set(BENCH_POSITIONS.map((p) => p.fen)).size).toBe(BENCH_POSITIONS.length);
    expect(new Set(BENCH_POSITIONS.map((p) => p.name)).size).toBe(BENCH_POSITIONS.length);
  });
});

describe('runBench', () => {
  test('searches every position to benchDepth; per-position nodes, totals, and Nodes searched last', () => {
    // The fake at depth 2 reports 200 nodes plus the root moves: 20 at the start, 17 in the ending.
    const out = runBench({ engine: 'gnu' }, fakeRegistry(), fakeClock(), TWO);
    expect(out.code).toBe(0);
    expect(out.stdout).toEqual([
      'Fake Chess (gnu), depth 2',
      '   1  start                220 nodes       10 ms',
      '   2  rook ending          217 nodes       10 ms',
      'gnu: 437 nodes, 20 ms',
      '',
      'Total time: 20 ms',
      'Nodes/second: 21850',
      'Nodes searched: 437',
    ]);
  });

  test('--warm-up: throw-away instances search first, untimed; the timed searches and the signature are unchanged', () => {
    const log = newLog();
    const cold = runBench({ engine: 'gnu' }, fakeRegistry(), fakeClock(), TWO);
    const warm = runBench({ engine: 'gnu', 'warm-up': true }, fakeRegistry({ log }), fakeClock(), TWO);
    // The fake searches each of the four warm-up positions to depth 3 within its node limit.
    expect(warm.stdout[1]).toMatch(/^warm-up: \d+ nodes on throw-away instances, not timed$/);
    expect(warm.stdout.filter((_, i) => i !== 1)).toEqual(cold.stdout);
    expect(log.instances).toBe(1 + 4);
    expect(log.searches.slice(0, 4)).toEqual([
      { nodes: 25_000 },
      { nodes: 25_000 },
      { nodes: 25_000 },
      { nodes: 25_000 },
    ]);
  });

  test('one engine instance per engine, a new game before each position, a depth limit only', () => {
    const log = newLog();
    runBench({}, fakeRegistry({ log, benchDepth: 4 }), fakeClock(), TWO);
    expect(log.instances).toBe(1);
    expect(log.newGames).toBe(2);
    expect(log.positions.map((p) => p.fen)).toEqual(TWO.map((p) => p.fen));
    expect(log.searches).toEqual([{ depth: 4 }, { depth: 4 }]);
  });

  test('without --engine benches every registered engine and sums them', () => {
    const registry = fakeRegistry(
      { id: 'gnu', benchDepth: 1 },
      { id: 'zarkov', name: 'Fake Zarkov', benchDepth: 3 },
    );
    const out = runBench({}, registry, fakeClock(), TWO);
    expect(out.stdout).toContain('Fake Chess (gnu), depth 1');
    expect(out.stdout).toContain('Fake Zarkov (zarkov), depth 3');
    expect(out.stdout).toContain('gnu: 237 nodes, 20 ms');
    expect(out.stdout).toContain('zarkov: 637 nodes, 20 ms');
    expect(out.stdout.at(-1)).toBe('Nodes searched: 874');
  });

  test('the node total is the same on every run, whatever the clock', () => {
    const a = runBench({}, fakeRegistry(), fakeClock());
    const b = runBench({}, fakeRegistry(), () => performance.now());
    expect(a.stdout.at(-1)).toMatch(/^Nodes searched: \d+$/);
    expect(b.stdout.at(-1)).toBe(a.stdout.at(-1));
    expect(a.stdout.filter((l) => /^ +\d+ {2}/.test(l))).toHaveLength(BENCH_POSITIONS.length);
  });

  test('an engine that refuses a position stops the bench with exit 1', () => {
    const meta = fakeMeta();
    const refusing = new Registry([
      {
        meta,
        create: () => {
          const engine = new FakeEngine();
          engine.setPosition = () => ({ ok: false, error: 'no thanks' });
          return engine;
        },
      },
    ]);
    const out = runBench({}, refusing, fakeClock(), TWO);
    expect(out.code).toBe(1);
    expect(out.stderr).toEqual(['ttychess: bench: gnu refused position 1 (start): no thanks']);
  });

  test.each([
    [{ engine: 'zarkov' }, fakeRegistry(), "no engine 'zarkov'; choose one of gnu"],
    [{}, new Registry([]), 'bench: no engines are built yet'],
    [{ engine: 'gnu' }, new Registry([]), "no engine 'gnu': no engines are built yet"],
  ])('%j is refused in one line, exit 2', (args, registry, message) => {
    expect(runBench(args, registry, fakeClock(), TWO)).toEqual({
      stdout: [],
      stderr: [`ttychess: ${message}`],
      code: EXIT_USAGE,
    });
  });
});
