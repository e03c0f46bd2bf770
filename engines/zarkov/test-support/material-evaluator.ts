// A material-only stand-in for Zarkov's evaluator (the seed's piece values, side to move's view),
// so the search, book and learn tests pin the search and not the ~100 heuristics. It honours the
// evaluator contract the search relies on: evaluate, threats (pieces attacked and undefended),
// pieceValue, phase, setStyle.

import type { Board } from '../../../core/board.js';
import type { Color } from '../../../core/types.js';
import type { EvalTerm } from '../../engine.js';
import { ZarkovEvaluator, type ZarkovStyle } from '../evaluator.js';
import { SEED_VALUES } from '../search.js';

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
      white += SEED_VALUES[role]! * board.counts[6 + role]!;
      black += SEED_VALUES[role]! * board.counts[6 - role]!;
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
    return SEED_VALUES[role] ?? 0;
  }

  override phase(): number {
    return 0;
  }
}
