// Messages between the main thread and an engine worker (see engine-worker.ts, engine-host.ts).

import type { Evaluation, InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';

export type HostRequest =
  | { readonly kind: 'setOption'; readonly id: number; readonly name: string; readonly value: string }
  | { readonly kind: 'newGame'; readonly id: number }
  | {
      readonly kind: 'setPosition';
      readonly id: number;
      readonly fen: string;
      readonly moves: readonly string[];
    }
  | {
      readonly kind: 'search';
      readonly id: number;
      readonly limits: SearchLimits;
      /** When this move's time began, on the shared epoch clock (epochNow); the worker counts it. */
      readonly since?: number;
    }
  | { readonly kind: 'evaluate'; readonly id: number; readonly trace: boolean }
  | { readonly kind: 'ping'; readonly id: number };

export type WorkerReply =
  | { readonly kind: 'done'; readonly id: number }
  | { readonly kind: 'failed'; readonly id: number; readonly error: string }
  | { readonly kind: 'info'; readonly id: number; readonly info: InfoRecord }
  | { readonly kind: 'warning'; readonly id: number; readonly text: string }
  | { readonly kind: 'result'; readonly id: number; readonly result: SearchResult }
  | { readonly kind: 'evaluation'; readonly id: number; readonly evaluation: Evaluation };

/**
 * Milliseconds since the epoch with sub-millisecond precision: one clock for every thread
 * (performance.now() counts from each thread's own start).
 */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** What a worker is started with: the engine id and the shared stop flag. */
export interface WorkerStart {
  readonly engine: string;
  /**
   * Search a little before answering the first request, so that the first real search does not
   * pay for the JIT compiling the engine (protocol engines, which play on a clock, ask for it).
   * Without it the worker warms up before its first search on a clock or a movetime.
   */
  readonly warmUp?: boolean;
  /** Int32Array over a SharedArrayBuffer; element 0 is 1 while a stop is requested. */
  readonly stop: SharedArrayBuffer;
}
