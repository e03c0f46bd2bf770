// Period strength and pace on the three engines: the exact node budget, the wait measured on a
// fake clock (no wall-clock asserts), and a stop that ends the wait at once.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../core/fen.js';
import type { Engine, SearchHooks } from './engine.js';
import { GnuEngine } from './gnu/engine.js';
import { HiarcsEngine } from './hiarcs/engine.js';
import { DEFAULT_MOVE_OVERHEAD, withAnalysis } from './analysis.js';
import { paceWait, periodBudget, periodLimits, PeriodEngine, withPeriod } from './period.js';
import { MOVETIME_MARGIN_MS } from './search-common.js';
import { registry } from './registry.js';
import { ZarkovEngine } from './zarkov/engine.js';

const MIDDLEGAME = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';

/** A fake clock and a sleeper that moves it, so pacing is checked without waiting. */
function fakeTime() {
  const clock = { t: 0, slept: 0 };
  const sleep = (ms: number) => {
    clock.t += ms;
    clock.slept += ms;
  };
  return { clock, sleep, now: () => clock.t };
}

function setUp(engine: Engine, options: Record<string, string>): Engine {
  for (const [k, v] of Object.entries(options))
    expect(engine.setOption(k, v)).toEqual({ ok: true, value: undefined });
  expect(engine.setPosition(MIDDLEGAME).ok).toBe(true);
  return engine;
}

type Sleep = (ms: number) => void;
// [id, rate, unit, seconds a move for the tests (HIARCS's whole search is a few hundred positions), make]
const ENGINES = [
  ['hiarcs', 7, 'positions', 20, (s?: Sleep) => withPeriod(new HiarcsEngine(), s)],
  ['zarkov', 2500, 'nodes', 4, (s?: Sleep) => withPeriod(new ZarkovEngine(), s)],
  ['gnu', 300, 'nodes', 10, (s?: Sleep) => withPeriod(new GnuEngine(), s)],
] as const;

describe('period options', () => {
  test.each(ENGINES)(
    '%s: Period, PeriodRate (its machine, %i %s a second) and PeriodMoveTime (180 s)',
    (id, rate) => {
      const engine = registry.create(id)!;
      const byName = new Map(engine.options.map((o) => [o.name, o]));
      expect(byName.get('Period')).toMatchObject({
        type: 'combo',
        default: 'off',
        choices: ['off', 'strength', 'pace'],
      });
      expect(byName.get('PeriodRate')).toMatchObject({ type: 'spin', default: rate });
      expect(byName.get('PeriodMoveTime')).toMatchObject({ type: 'spin', default: 180 });
    },
  );

  test('a bad value or an unknown name is refused in one line naming the option', () => {
    const engine = registry.create('gnu')!;
    const bad = engine.setOption('Period', 'fast');
    expect(bad).toEqual({ ok: false, error: "option Period: 'fast' is not one of off, strength, pace" });
    const unknown = engine.setOption('Perod', 'pace');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok)
      expect(unknown.error).toMatch(/^no option 'Perod'; options are .*Period, PeriodRate, PeriodMoveTime$/);
  });

  test('the budget is rate x seconds, one more limit: the caller’s depth, clock and smaller node count hold', () => {
    expect(periodBudget(7, 50)).toBe(350);
    expect(periodBudget(2500, 180)).toBe(450_000);
    expect(periodLimits({}, 900)).toEqual({ nodes: 900 });
    expect(periodLimits({ depth: 3, nodes: 10, movetime: 500 }, 900)).toEqual({
      depth: 3,
      nodes: 10,
      movetime: 500,
    });
    expect(periodLimits({ nodes: 5000, wtime: 1000, btime: 1000 }, 900)).toEqual({
      nodes: 900,
      wtime: 1000,
      btime: 1000,
    });
  });

  test('a depth given with period strength holds: depth 1 is one ply, far short of the budget (issue 25, item 9)', () => {
    const engine = registry.create('zarkov')!;
    expect(engine.setOption('Period', 'strength').ok).toBe(true);
    expect(engine.setOption('OwnBook', 'false').ok).toBe(true);
    const r = engine.search({ depth: 1 });
    expect(r.depth).toBe(1);
    expect(r.nodes).toBeLessThan(1000);
  });

  test('the wait: nodes / rate seconds from the start, never past the time allowed', () => {
    expect(paceWait(350, 7, 0, undefined)).toBe(50_000);
    expect(paceWait(350, 7, 20_000, undefined)).toBe(30_000);
    expect(paceWait(350, 7, 0, 10_000)).toBe(10_000);
    expect(paceWait(350, 7, 60_000, undefined)).toBe(0);
  });
});

describe('period strength: exactly the budget', () => {
  test.each(ENGINES)(
    '%s: %i %s a second x %i s, with no other limit (a deeper depth than it reaches holds too)',
    (_id, rate, _unit, seconds, make) => {
      const time = fakeTime();
      const engine = setUp(make(time.sleep), { Period: 'strength', PeriodMoveTime: String(seconds) });
      const result = engine.search({ depth: 60 }, { now: time.now });
      expect(time.clock.slept).toBe(0); // strength does not wait
      expect(result.nodes).toBe(rate * seconds);
      expect(result.bestmove).toMatch(/^[a-h][1-8][a-h][1-8]/);
    },
  );

  test('off: the engine searches its own limits, untouched', () => {
    const plain = new GnuEngine();
    plain.setPosition(MIDDLEGAME);
    const wrapped = setUp(withPeriod(new GnuEngine()), {});
    expect(wrapped.search({ depth: 3 })).toMatchObject({ nodes: plain.search({ depth: 3 }).nodes });
  });
});

describe('period pace: the same search, taking the period time', () => {
  test.each(ENGINES)(
    '%s: N nodes at %i %s a second wait N / rate seconds',
    (_id, rate, _unit, seconds, make) => {
      const time = fakeTime();
      const engine = setUp(make(time.sleep), { Period: 'pace', PeriodMoveTime: String(seconds) });
      const result = engine.search({}, { now: time.now });
      expect(result.nodes).toBe(rate * seconds);
      expect(time.clock.t).toBeCloseTo((result.nodes * 1000) / rate, 6);
      expect(result.ms).toBe(seconds * 1000);
    },
  );

  test('a stop ends the wait at once', () => {
    const time = fakeTime();
    const stop = { stopped: false };
    const sleep = (ms: number) => {
      time.sleep(ms);
      if (time.clock.t >= 1000) stop.stopped = true;
    };
    const engine = setUp(
      new PeriodEngine(
        new GnuEngine(),
        { machine: 'Sun-3', rate: 300, moveSeconds: 180, unit: 'nodes' },
        sleep,
      ),
      {
        Period: 'pace',
        PeriodMoveTime: '20',
      },
    );
    const hooks: SearchHooks = { now: time.now, stop };
    engine.search({}, hooks);
    // The search alone would wait 20 s; the stop came after the first second.
    expect(time.clock.t).toBeGreaterThanOrEqual(1000);
    expect(time.clock.t).toBeLessThan(1000 + 25 + 1);
  });

  test('the wait never runs past the time the limits allow', () => {
    const time = fakeTime();
    const engine = setUp(withPeriod(new GnuEngine(), time.sleep), { Period: 'pace', PeriodMoveTime: '20' });
    engine.search({ movetime: 3000 }, { now: time.now });
    expect(time.clock.t).toBeLessThanOrEqual(3000);
    expect(time.clock.t).toBeGreaterThan(2900);
  });

  test("the wait keeps the inner engine's Move Overhead back, as the search does (default, then 300)", () => {
    for (const [overhead, end] of [
      [undefined, 3000 - DEFAULT_MOVE_OVERHEAD - MOVETIME_MARGIN_MS],
      ['300', 3000 - 300 - MOVETIME_MARGIN_MS],
    ] as const) {
      const time = fakeTime();
      const engine = setUp(withPeriod(withAnalysis(new GnuEngine()), time.sleep), {
        Period: 'pace',
        PeriodMoveTime: '20',
        ...(overhead !== undefined ? { 'Move Overhead': overhead } : {}),
      });
      engine.search({ movetime: 3000 }, { now: time.now });
      expect(time.clock.t).toBeLessThanOrEqual(end);
      expect(time.clock.t).toBeGreaterThan(end - 100);
    }
  });

  test('the side to move is followed through the moves (Black after 1. e4, with one second left)', () => {
    const time = fakeTime();
    const engine = withPeriod(new ZarkovEngine(), time.sleep);
    engine.setOption('Period', 'pace');
    engine.setOption('PeriodMoveTime', '1');
    engine.setOption('OwnBook', 'false');
    engine.setPosition(START_FEN, ['e2e4']);
    const r = engine.search({ wtime: 60_000, btime: 1000 }, { now: time.now });
    // Black to move with one second left: the wait stops well inside it.
    expect(r.nodes).toBe(2500);
    expect(time.clock.t).toBeLessThan(1000);
  });
});
