// Throw-away searches that let the JIT compile an engine's search before a search that counts:
// a timed one (the engine host, before its first clock or movetime search) or a measured one
// (`ttychess bench`, unless --no-warm-up). Without them the first few hundred milliseconds run
// in slower code, and a short movetime reaches two plies less.

import type { Engine } from './engine.js';

/**
 * Positions searched to warm up, out of every book: middlegames quiet and sharp, and an ending,
 * so that the evaluation's terms of every phase are compiled.
 */
export const WARM_UP_FENS: readonly string[] = [
  'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8',
  'r1b2rk1/2q1bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP1QPPP/R4RK1 w - - 0 12',
  '2rq1rk1/pp1bppbp/3p1np1/8/3NP3/1BN1BP2/PPPQ2PP/2KR3R b - - 0 12',
  '8/5pk1/6p1/3P4/2K5/5P2/6PP/8 w - - 0 40',
];

/** Nodes of each warm-up search, and the most the whole warm-up may take (a loaded machine). */
export const WARM_UP_NODES = 25_000;
export const WARM_UP_MAX_MS = 2000;

/**
 * Searches each warm-up position on a new instance from `create` (book off), within
 * WARM_UP_NODES a search and WARM_UP_MAX_MS in all; returns the nodes searched. The engine that
 * will search for real is never touched, so its answers do not depend on the warm-up.
 */
export function warmUp(
  create: () => Engine | undefined,
  now: () => number = () => performance.now(),
): number {
  const deadline = now() + WARM_UP_MAX_MS;
  const stop = {
    get stopped(): boolean {
      return now() > deadline;
    },
  };
  let nodes = 0;
  for (const fen of WARM_UP_FENS) {
    const scratch = create();
    if (scratch === undefined || !scratch.setPosition(fen).ok) break;
    scratch.setOption('OwnBook', 'false'); // an engine without the option refuses it: no matter
    nodes += scratch.search({ nodes: WARM_UP_NODES }, { stop }).nodes;
    if (stop.stopped) break;
  }
  return nodes;
}
