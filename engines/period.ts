// Period strength and period pace, the same for every engine: a wrapper around any engine whose
// metadata names its period machine (EngineMeta.period).
//
// - Period strength: the search gets the node budget the original had, its machine's rate times
//   the period's time a move (PeriodRate x PeriodMoveTime), as one more limit: a depth, a smaller
//   node count or a clock the caller gives still holds, and the first reached ends the search.
// - Period pace: the same search, then a wait until the search has taken as long as it took on
//   the period machine (nodes / PeriodRate seconds), never past the time the limits allow; a stop
//   ends the wait at once.
//
// The three options (Period, PeriodRate, PeriodMoveTime) join the engine's own, so UCI
// `setoption`, `--option` and the teletype set them as any other. docs/period.md gives each
// machine, its rate and its source.

import { err, type Result } from '../core/result.js';
import type {
  Engine,
  EngineMeta,
  Evaluation,
  OptionSpec,
  PeriodMachine,
  SearchHooks,
  SearchLimits,
  SearchResult,
} from './engine.js';
import { OptionValues } from './options.js';
import { MOVE_OVERHEAD } from './analysis.js';
import { timeBudget, withMoveOverhead } from './search-common.js';

export const PERIOD_MODES = ['off', 'strength', 'pace'] as const;
export type PeriodMode = (typeof PERIOD_MODES)[number];

/** The period options of an engine that ran on `machine`. */
export function periodOptions(machine: PeriodMachine): OptionSpec[] {
  return [
    {
      name: 'Period',
      type: 'combo',
      default: 'off',
      choices: PERIOD_MODES,
      help: `strength: search what the original could on its ${machine.machine} in its time a move; pace: the same, taking as long as it did.`,
    },
    {
      name: 'PeriodRate',
      type: 'spin',
      default: machine.rate,
      min: 1,
      max: 10_000_000,
      help: `${machine.unit === 'positions' ? 'Positions' : 'Nodes'} a second of the period machine (${machine.machine}: about ${machine.rate}).`,
    },
    {
      name: 'PeriodMoveTime',
      type: 'spin',
      default: machine.moveSeconds,
      min: 1,
      max: 86_400,
      help: 'Seconds a move the original had (its tournaments: 40 moves in 2 hours, about 180).',
    },
  ];
}

/** The node budget of period strength: rate x seconds a move. */
export function periodBudget(rate: number, moveSeconds: number): number {
  return Math.max(1, Math.round(rate * moveSeconds));
}

/**
 * The limits of a period search: the node budget joins the caller's limits (its depth, clock and
 * `infinite` hold; of two node counts the smaller), so the tighter wins: a GUI's `go depth 1` at
 * period strength searches one ply, not the whole budget (issue 25, item 9).
 */
export function periodLimits(limits: SearchLimits, budget: number): SearchLimits {
  return { ...limits, nodes: Math.min(limits.nodes ?? budget, budget) };
}

/**
 * How many milliseconds period pace still has to wait: `nodes` at `rate` a second, counted from
 * the start of the search, never past `budget` (undefined: no limit).
 */
export function paceWait(nodes: number, rate: number, elapsed: number, budget: number | undefined): number {
  const target = Math.min((nodes * 1000) / rate, budget ?? Infinity);
  return Math.max(0, target - elapsed);
}

/** Blocks the thread for `ms` milliseconds. */
export type Sleeper = (ms: number) => void;

/** A real sleep without a busy loop: Atomics.wait on a private buffer nobody notifies. */
export function atomicSleeper(): Sleeper {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  return (ms) => {
    if (ms > 0) Atomics.wait(cell, 0, 0, ms);
  };
}

/** The longest single sleep while pacing, so a stop is noticed within it. */
export const PACE_SLICE_MS = 25;

/** Side to move (1 White, -1 Black) after `fen` and `moves`. */
function sideAfter(fen: string, moves: readonly string[]): 1 | -1 {
  const white = fen.trim().split(/\s+/)[1] !== 'b';
  return white === (moves.length % 2 === 0) ? 1 : -1;
}

/** An engine with the period options; everything else passes through unchanged. */
export class PeriodEngine implements Engine {
  readonly meta: EngineMeta;
  readonly options: readonly OptionSpec[];
  private readonly values: OptionValues;
  private readonly own: ReadonlySet<string>;
  private side: 1 | -1 = 1;
  /** The inner engine's Move Overhead in milliseconds, as last set (its default until then). */
  private overhead: number;

  constructor(
    private readonly inner: Engine,
    machine: PeriodMachine,
    private readonly sleep: Sleeper = atomicSleeper(),
  ) {
    const specs = periodOptions(machine);
    this.meta = inner.meta;
    this.options = [...inner.options, ...specs];
    this.values = new OptionValues(specs);
    this.own = new Set(specs.map((s) => s.name.toLowerCase()));
    const overhead = inner.options.find((o) => o.name === MOVE_OVERHEAD);
    this.overhead = overhead?.type === 'spin' ? overhead.default : 0;
  }

  /** The current mode. */
  get mode(): PeriodMode {
    return this.values.string('Period') as PeriodMode;
  }

  /** The node budget a period search gets now. */
  get budget(): number {
    return periodBudget(this.values.number('PeriodRate'), this.values.number('PeriodMoveTime'));
  }

  setOption(name: string, value: string): Result<void, string> {
    if (this.own.has(name.trim().toLowerCase())) return this.values.set(name, value);
    const set = this.inner.setOption(name, value);
    // The inner engine's Move Overhead (engines/analysis.ts) shortens pace's wait as it does the search.
    if (set.ok && name.trim().toLowerCase() === MOVE_OVERHEAD.toLowerCase()) this.overhead = Number(value);
    // An unknown name: name every option, the period ones included.
    if (!set.ok && set.error.startsWith('no option '))
      return err(`no option '${name}'; options are ${this.options.map((s) => s.name).join(', ')}`);
    return set;
  }

  newGame(): void {
    this.inner.newGame();
  }

  setPosition(fen: string, moves: readonly string[] = []): Result<void, string> {
    const set = this.inner.setPosition(fen, moves);
    if (set.ok) this.side = sideAfter(fen, moves);
    return set;
  }

  search(limits: SearchLimits, hooks?: SearchHooks): SearchResult {
    const mode = this.mode;
    if (mode === 'off') return this.inner.search(limits, hooks);
    const now = hooks?.now ?? (() => performance.now());
    const started = now();
    const result = this.inner.search(periodLimits(limits, this.budget), hooks);
    if (mode === 'strength') return result;
    const budget = limits.infinite
      ? undefined
      : timeBudget(withMoveOverhead(limits, this.overhead), this.side);
    const rate = this.values.number('PeriodRate');
    for (;;) {
      if (hooks?.stop?.stopped) break;
      const wait = paceWait(result.nodes, rate, now() - started, budget);
      if (wait <= 0) break;
      this.sleep(Math.min(wait, PACE_SLICE_MS));
    }
    return { ...result, ms: Math.round(now() - started) };
  }

  evaluate(trace?: boolean): Evaluation {
    return this.inner.evaluate(trace);
  }

  warnings(): string[] {
    return this.inner.warnings?.() ?? [];
  }
}

/** `engine` with the period options when its metadata names its period machine. */
export function withPeriod(engine: Engine, sleep?: Sleeper): Engine {
  const machine = engine.meta.period;
  return machine ? new PeriodEngine(engine, machine, sleep) : engine;
}
