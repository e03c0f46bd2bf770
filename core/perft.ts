// Perft: the number of leaf positions of the legal move tree to a given depth, the standard
// check of a move generator against published tables. Every leaf move is made and tested for
// legality (no bulk counting of the last ply's move list).

import type { Board } from './board.js';
import { MAX_MOVES, generateLegal } from './movegen.js';

/** A perft walker with its own move buffer (one slice of MAX_MOVES per ply). */
export class Perft {
  private readonly buf: Int32Array;

  constructor(maxDepth = 32) {
    this.buf = new Int32Array(MAX_MOVES * (maxDepth + 1));
  }

  /** Leaf count of the legal tree under `b` to `depth` plies. */
  count(b: Board, depth: number): number {
    if (depth <= 0) return 1;
    return this.walk(b, depth, 0);
  }

  private walk(b: Board, depth: number, start: number): number {
    const buf = this.buf;
    // `| 0`: V8 then counts in untagged integers (a parameter or a call's result comes in tagged).
    const first = start | 0;
    const end = generateLegal(b, buf, first) | 0;
    let nodes = 0;
    if (depth === 1) {
      // Each leaf move is still made and taken back: no bulk counting of the list.
      for (let i = first; i < end; i++) {
        b.make(buf[i]!);
        nodes++;
        b.unmake();
      }
      return nodes;
    }
    for (let i = first; i < end; i++) {
      b.make(buf[i]!);
      nodes += this.walk(b, depth - 1, end);
      b.unmake();
    }
    return nodes;
  }

  /** Per-move leaf counts at the root (the "divide" listing), in generation order. */
  divide(b: Board, depth: number): Array<{ move: number; nodes: number }> {
    const buf = this.buf;
    const end = generateLegal(b, buf, 0);
    const rows: Array<{ move: number; nodes: number }> = [];
    for (let i = 0; i < end; i++) {
      const m = buf[i]!;
      b.make(m);
      rows.push({ move: m, nodes: depth <= 1 ? 1 : this.walk(b, depth - 1, end) });
      b.unmake();
    }
    return rows;
  }
}

/** Leaf count of the legal move tree to `depth` (convenience wrapper). */
export function perft(b: Board, depth: number): number {
  return new Perft(depth + 1).count(b, depth);
}
