// Search plumbing shared by the engines: mate-score conversion, the time budget, and the
// check that ends a search (node limit, clock, stop signal).

import type { Color } from '../core/types.js';
import type { Score, SearchHooks, SearchLimits } from './engine.js';

/**
 * A score from the side to move's view, where `mate - p` means "mate delivered p plies from
 * the root" and `-(mate - p)` means "mated p plies from the root", as a UCI score.
 */
export function toUciScore(score: number, mate: number, mateBound: number): Score {
  if (score >= mateBound) return { mate: Math.ceil((mate - score) / 2) };
  if (score <= -mateBound) return { mate: -Math.ceil((mate + score) / 2) };
  return { cp: score };
}

/** Milliseconds of the clock always kept back for the protocol round trip (GUI, pipes, worker). */
export const MOVE_OVERHEAD_MS = 20;

/**
 * How long to think: `movetime` exactly, or a share of the clock: remaining / moves to go
 * (30 if unknown) plus most of the increment, never more than a fifth of what is left and
 * keeping a safety margin for the protocol round trip (a tenth of what is left, at least
 * MOVE_OVERHEAD_MS and at most 50 ms): the increment arrives only after the move.
 */
export function timeBudget(limits: SearchLimits, side: Color): number | undefined {
  if (limits.movetime !== undefined) return Math.max(1, limits.movetime - 5);
  const left = side === 1 ? limits.wtime : limits.btime;
  if (left === undefined) return undefined;
  const inc = (side === 1 ? limits.winc : limits.binc) ?? 0;
  const togo = Math.max(1, Math.min(limits.movestogo ?? 30, 50));
  const share = left / togo + inc * 0.8;
  const margin = Math.min(50, Math.max(MOVE_OVERHEAD_MS, left * 0.1));
  return Math.max(1, Math.min(share, left / 5 + inc * 0.8, left - margin));
}

/** Decides when a search must end; polled cheaply from the node loop. */
export class SearchClock {
  readonly started: number;
  private readonly now: () => number;
  private readonly stop: SearchHooks['stop'];
  readonly budget: number | undefined;
  readonly nodeLimit: number;
  stopped = false;

  constructor(limits: SearchLimits, hooks: SearchHooks | undefined, side: Color) {
    this.now = hooks?.now ?? (() => performance.now());
    this.stop = hooks?.stop;
    this.started = this.now();
    this.budget = limits.infinite ? undefined : timeBudget(limits, side);
    this.nodeLimit = limits.nodes ?? Infinity;
  }

  elapsed(): number {
    return this.now() - this.started;
  }

  /** True (and remembered) once the node limit, the time budget or the stop signal says so. */
  check(nodes: number): boolean {
    if (this.stopped) return true;
    if (
      nodes >= this.nodeLimit ||
      this.stop?.stopped ||
      (this.budget !== undefined && this.elapsed() >= this.budget)
    ) {
      this.stopped = true;
    }
    return this.stopped;
  }

  /** Whether another iteration is worth starting (more than half the budget left). */
  roomForIteration(): boolean {
    return this.budget === undefined || this.elapsed() < this.budget * 0.5;
  }
}
