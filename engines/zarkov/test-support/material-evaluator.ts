// A material-only stand-in for Zarkov's evaluator (the seed's piece values, typed from the seed; side to move's view),
// so the search, book and learn tests pin the search and not the ~100 heuristics. It honours the
// evaluator contract the search relies on: evaluate, threats (pieces attacked and undefended),
// pieceValue, phase, setStyle.

import type { Board } from '../../../core/board.js';
import type { Color } from '../../../core/types.js';
import type { EvalTerm } from '../../engine.js';
import { ZarkovEvaluator, type ZarkovStyle } from '../evaluator.js';

/**
 * The seed's piece values ("Pawn=100, Knight=325, Bishop=335, Rook=540, Queen=1050"), by role
 * (king 0), typed here from the seed and not imported from search.ts, so that a test of the search
 * does not move with the constants it checks.
 */
const SEED_PIECE_VALUES: readonly number[] = [0, 100, 325, 335, 540, 1050, 0];

export class MaterialEvaluator extends ZarkovEvaluator {
  /** Hanging pieces per side after the last evaluate: [white, black]. */
  private hanging = [0, 0];
  /** Whether threats() reports hanging pieces (off: the search never sees a threat from it). */
  constructor(private readonly countHanging = true) {
    super();
  }

  override setStyle(_style: ZarkovStyle): void {}

  override evaluate(board: Board, trace?: EvalTerm[]): number {
    let white = 0;
    let black = 0;
    for (let role = 1; role <= 5; role++) {
      white += SEED_PIECE_VALUES[role]! * board.counts[6 + role]!;
      black += SEED_PIECE_VALUES[role]! * board.counts[6 - role]!;
    }
    trace?.push({ name: 'material', group: 'material', white, black });
    if (this.countHanging) {
      this.hanging = [0, 0];
      const L = board.layout;
      for (let s = 0; s < 64; s++) {
        const sq = L.squares[s]!;
        const p = board.pieces[sq]!;
        if (p === 0 || Math.abs(p) === 6) continue;
        const own = (p > 0 ? 1 : -1) as Color;
        if (board.isAttacked(sq, -own as Color) && !board.isAttacked(sq, own))
          this.hanging[own === 1 ? 0 : 1]!++;
      }
    }
    const s = white - black;
    return board.side === 1 ? s : -s;
  }

  override threats(color: Color): number {
    return this.countHanging ? this.hanging[color === 1 ? 0 : 1]! : 0;
  }

  override pieceValue(role: number): number {
    return SEED_PIECE_VALUES[role] ?? 0;
  }

  override phase(): number {
    return 0;
  }
}
