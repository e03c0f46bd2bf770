// Helpers for the GNU evaluator's tests: boards from FEN (the core board and the 1987 board), a
// traced evaluation read by term name or by a man's square, and the colour-mirrored FEN. Never built into dist/ (tsconfig.build.json leaves test-support out).

import { Board } from '../../../core/board.js';
import { parseFen } from '../../../core/fen.js';
import { X88, type Layout } from '../../../core/layout.js';
import type { EvalTerm } from '../../engine.js';
import { GnuBoard } from '../board.js';
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
  readonly board: GnuBoard;
  /** [white, black] of the named term (throws on an unknown name). */
  term(name: string): [number, number];
  /** The positional value of the man on `square` (e.g. 'e4'), its owner's view. */
  value(square: string): number;
}

/** The 1987 board for `fen` (which must be valid). */
export function gnuBoard(fen: string): GnuBoard {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(`${fen}: ${setup.error.message}`);
  return new GnuBoard(setup.value);
}

/** Examines and evaluates `fen` with a trace. */
export function traced(fen: string): Traced {
  const b = gnuBoard(fen);
  const evaluator = new GnuEvaluator();
  evaluator.examine(b);
  const terms: EvalTerm[] = [];
  const score = evaluator.evaluateTerms(b, terms);
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
    value(square: string): number {
      return b.svalue[(square.charCodeAt(1) - 49) * 8 + square.charCodeAt(0) - 97]!;
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
