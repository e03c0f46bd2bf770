// Helpers for the GNU evaluator's tests: boards from FEN, a traced evaluation read by term name,
// and the colour-mirrored FEN. Never built into dist/ (tsconfig.build.json leaves test-support out).

import { Board } from '../../../core/board.js';
import { parseFen } from '../../../core/fen.js';
import { X88, type Layout } from '../../../core/layout.js';
import type { EvalTerm } from '../../engine.js';
import { GnuEvaluator } from '../evaluator.js';

/** A board for `fen` (which must be valid) in `layout`. */
export function board(fen: string, layout: Layout = X88): Board {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(`${fen}: ${setup.error.message}`);
  return Board.fromSetup(setup.value, layout);
}

export interface Traced {
  /** evaluate()'s result: side to move's view. */
  readonly score: number;
  /** The White-view sum of the trace. */
  readonly sum: number;
  readonly terms: readonly EvalTerm[];
  readonly evaluator: GnuEvaluator;
  readonly board: Board;
  /** [white, black] of the named term (throws on an unknown name). */
  term(name: string): [number, number];
}

/** Prepares and evaluates `fen` with a trace. */
export function traced(fen: string, layout: Layout = X88): Traced {
  const b = board(fen, layout);
  const evaluator = new GnuEvaluator();
  evaluator.prepare(b);
  return tracedBoard(b, evaluator);
}

/** Evaluates an already prepared board with a trace. */
export function tracedBoard(b: Board, evaluator: GnuEvaluator): Traced {
  const terms: EvalTerm[] = [];
  const score = evaluator.evaluate(b, terms);
  const sum = terms.reduce((s, t) => s + t.white - t.black, 0);
  return {
    score,
    sum,
    terms,
    evaluator,
    board: b,
    term(name: string): [number, number] {
      const t = terms.find((x) => x.name === name);
      if (!t) throw new Error(`no term "${name}"`);
      return [t.white, t.black];
    },
  };
}

/** The same position with the board flipped top to bottom, colours swapped, the other side to move. */
export function mirrorFen(fen: string): string {
  const [placement, turn, castling, ep, ...rest] = fen.trim().split(/\s+/);
  const swapCase = (s: string) =>
    s.replace(/[a-zA-Z]/g, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
  const rows = placement!.split('/').reverse().map(swapCase);
  let rights = '-';
  if (castling && castling !== '-') {
    const swapped = swapCase(castling);
    rights = ['K', 'Q', 'k', 'q'].filter((r) => swapped.includes(r)).join('');
  }
  const epOut = ep && ep !== '-' ? ep[0]! + String(9 - Number(ep[1])) : '-';
  return [rows.join('/'), turn === 'w' ? 'b' : 'w', rights, epOut, ...(rest.length ? rest : ['0', '1'])].join(
    ' ',
  );
}
