// Counting positions (perft) for the teletype without freezing it: one first move's subtree per
// turn of the event loop, so keys (Ctrl-C) are still read while a count runs.

import { Board } from '../../core/board.js';
import { X88 } from '../../core/layout.js';
import { legalMoves } from '../../core/movegen.js';
import { Perft } from '../../core/perft.js';
import type { Setup } from '../../core/setup.js';

/** Starts counting; calls `done` with the leaf count unless the returned cancel is called first. */
export function countInSteps(setup: Setup, depth: number, done: (nodes: number) => void): () => void {
  const board = Board.fromSetup(setup, X88);
  const walker = new Perft(depth + 1);
  const moves = depth === 0 ? [] : legalMoves(board);
  let next = 0;
  let nodes = depth === 0 ? 1 : 0;
  let cancelled = false;
  const stepOnce = () => {
    if (cancelled) return;
    if (next >= moves.length) {
      done(nodes);
      return;
    }
    board.make(moves[next++]!);
    nodes += walker.count(board, depth - 1);
    board.unmake();
    handle = setImmediate(stepOnce);
  };
  let handle = setImmediate(stepOnce);
  return () => {
    cancelled = true;
    clearImmediate(handle);
  };
}
