// What a GUI expects of any engine's answer, the same for every engine: a wrapper around an
// engine that adds
//
// - the ponder move: when the search's line ends at its first move and the position after it
//   has a legal reply, the reply a one-ply look finds best (each reply made and the position
//   statically evaluated by the engine's own evaluation; the replier takes the lowest score for
//   the engine). The search itself is not touched.
//
// Positions reach the inner engine unchanged; the wrapper keeps the FEN and moves to play on.

import { START_FEN } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { legalMoves } from '../core/movegen.js';
import type { Result } from '../core/result.js';
import { boardAfterMoves, makeUci } from '../core/uci-move.js';
import type {
  Engine,
  EngineMeta,
  Evaluation,
  OptionSpec,
  SearchHooks,
  SearchLimits,
  SearchResult,
} from './engine.js';

/** An engine whose answers always name a ponder move when there is one. */
export class AnalysisEngine implements Engine {
  readonly meta: EngineMeta;
  readonly options: readonly OptionSpec[];
  private fen = START_FEN;
  private moves: readonly string[] = [];

  constructor(private readonly inner: Engine) {
    this.meta = inner.meta;
    this.options = inner.options;
  }

  setOption(name: string, value: string): Result<void, string> {
    return this.inner.setOption(name, value);
  }

  newGame(): void {
    this.inner.newGame();
  }

  setPosition(fen: string, moves: readonly string[] = []): Result<void, string> {
    const set = this.inner.setPosition(fen, moves);
    if (set.ok) {
      this.fen = fen;
      this.moves = [...moves];
    }
    return set;
  }

  search(limits: SearchLimits, hooks?: SearchHooks): SearchResult {
    return this.withPonder(this.inner.search(limits, hooks));
  }

  evaluate(trace?: boolean): Evaluation {
    return this.inner.evaluate(trace);
  }

  warnings(): string[] {
    return this.inner.warnings?.() ?? [];
  }

  /** `result` with a ponder move when its line has none and the position after its move has a reply. */
  private withPonder(result: SearchResult): SearchResult {
    if (result.bestmove === null || result.ponder !== undefined) return result;
    const reply = this.bestReply(result.bestmove);
    return reply === undefined ? result : { ...result, ponder: reply };
  }

  /**
   * The reply to `move` a one-ply look prefers: the legal reply after which the engine's static
   * evaluation (its own side to move again) is lowest; the first such in move-generation order.
   * None when the game ends with the move (no legal reply, or drawn by the fifty-move rule or a
   * third occurrence).
   */
  private bestReply(move: string): string | undefined {
    const line = [...this.moves, move];
    const after = boardAfterMoves(this.fen, line, X88);
    if (!after.ok) return undefined;
    const board = after.value;
    if (board.halfmove >= 100 || board.repetitions() >= 2) return undefined;
    const replies = legalMoves(board).map((m) => makeUci(board, m));
    if (replies.length <= 1) return replies[0];
    let best: string | undefined;
    let bestScore = Infinity;
    for (const reply of replies) {
      if (!this.inner.setPosition(this.fen, [...line, reply]).ok) continue;
      const score = this.inner.evaluate().sideToMove;
      if (score < bestScore) {
        bestScore = score;
        best = reply;
      }
    }
    this.inner.setPosition(this.fen, this.moves);
    return best;
  }
}

/** `engine` with the analysis services above. */
export function withAnalysis(engine: Engine): Engine {
  return new AnalysisEngine(engine);
}
