// GNU Chess 1987's positional evaluator (see docs/engines/gnu.md and ../shared/reference/gnu-1987.md).
//
// CONTRACT between the search and the evaluator (the search relies on exactly this):
// - prepare(board) runs the once-per-move position examination (stage, weights, per-square
//   tables, developed flags, weak squares) for the root position; evaluate() reuses it at every
//   node until the next prepare(), as the 1987 program did.
// - evaluate(board, trace?) returns the full evaluation in centipawns from the side to move's
//   point of view. With a trace array, it pushes one EvalTerm per term (white and black
//   separately, positive = good for that side) such that the sum of (white - black) over the
//   terms equals the White-view total exactly.
// - after evaluate(), hung(color) is the number of hung pieces that side had in that position.
// - pieceValue(role) and squareValue(piece, sq) are the material value of a role (1..6) and the
//   examination's square-table value of a signed piece on a square (used by quiescence
//   futility and move ordering).
// - material(color) is the side's material in the 1987 program's sense (king included).

import type { Board } from '../../core/board.js';
import type { Color } from '../../core/types.js';
import type { EvalTerm } from '../engine.js';

export class GnuEvaluator {
  /** Runs the once-per-move examination of the position (before each search). */
  prepare(_board: Board): void {
    throw new Error('not implemented');
  }

  /** Full evaluation from the side to move's point of view; fills `trace` when given. */
  evaluate(_board: Board, _trace?: EvalTerm[]): number {
    throw new Error('not implemented');
  }

  /** Hung pieces of `color` found by the last evaluate(). */
  hung(_color: Color): number {
    throw new Error('not implemented');
  }

  /** The game stage 0..10 computed by the last prepare(). */
  get stage(): number {
    throw new Error('not implemented');
  }

  /** Material value of a role (1 pawn .. 6 king). */
  pieceValue(_role: number): number {
    throw new Error('not implemented');
  }

  /** Square-table value of signed piece `piece` on square `sq` (board layout numbering). */
  squareValue(_piece: number, _sq: number): number {
    throw new Error('not implemented');
  }

  /** Material of `color`, king included (999), as the 1987 program counted it. */
  material(_board: Board, _color: Color): number {
    throw new Error('not implemented');
  }
}
