// Zarkov's evaluation (see docs/engines/zarkov.md and ../shared/seeds/zarkov.txt).
//
// CONTRACT between the search and the evaluator (the search relies on exactly this):
// - evaluate(board, trace?) computes the whole evaluation on the fly (as the seed says Zarkov
//   mostly did: pawn structure, bishop and rook mobility, king safety dynamically at every
//   node) and returns centipawns from the side to move's point of view. With a trace array it
//   pushes one EvalTerm per heuristic (name, group, white, black; positive = good for that
//   side) such that the sum of (white - black) equals the White-view total exactly.
// - setStyle(style) scales the king-attack and king-safety weights (Balanced 1, Cautious and
//   Aggressive as documented).
// - after evaluate(), threats(color) is the number of that side's pieces left hanging (attacked
//   and undefended, or attacked by a cheaper piece): the search's threat heuristic reads it.
// - pieceValue(role) is the material value of a role (1 pawn .. 5 queen; king 0) at the
//   current phase, for move ordering and futility.
// - phase(board) is 0 (opening) .. 256 (bare ending), from the total material left.

import type { Board } from '../../core/board.js';
import type { Color } from '../../core/types.js';
import type { EvalTerm } from '../engine.js';

export const ZARKOV_STYLES = ['Balanced', 'Cautious', 'Aggressive'] as const;
export type ZarkovStyle = (typeof ZARKOV_STYLES)[number];

export class ZarkovEvaluator {
  setStyle(_style: ZarkovStyle): void {
    throw new Error('not implemented');
  }

  evaluate(_board: Board, _trace?: EvalTerm[]): number {
    throw new Error('not implemented');
  }

  threats(_color: Color): number {
    throw new Error('not implemented');
  }

  pieceValue(_role: number): number {
    throw new Error('not implemented');
  }

  phase(_board: Board): number {
    throw new Error('not implemented');
  }
}
