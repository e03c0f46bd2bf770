// What a GUI expects of any engine's answer, the same for every engine: a wrapper around an
// engine that adds
//
// - the ponder move: when the search's line ends at its first move and the position after it
//   has a legal reply, the reply a one-ply look finds best (each reply made and the position
//   statically evaluated by the engine's own evaluation; the replier takes the lowest score for
//   the engine). The search itself is not touched.
//
// - the mate a score in centipawns hides: when the side to move has a single legal move (GNU
//   answers it after one ply) or the score is PROOF_CP or more either way, a short forced mate
//   is looked for on the core board (mate-proof.ts): a mate after the engine's move, or, when
//   every legal move is mated, the mate after the engine's; found, the answer reports it as a
//   mate with the proved line as its pv. The engine's own iterations, reported as they finish,
//   keep its own scores (the trace of what it saw).
//
// - MultiPV (the option, 1 to MULTIPV_MAX): the N best root moves with their own scores and
//   lines (multipv.ts); at 1 the engine's own search runs, exactly as without the wrapper.
//
// - Move Overhead (the option, milliseconds): taken off every time limit before the search sees
//   it (search-common.ts withMoveOverhead), so the answer reaches the GUI within its time.
//
// Positions reach the inner engine unchanged; the wrapper keeps the FEN and moves to play on.

import { START_FEN } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { legalMoves } from '../core/movegen.js';
import { err, type Result } from '../core/result.js';
import { boardAfterMoves, makeUci, parseUci } from '../core/uci-move.js';
import { findMate, matedWithin, type MateBudget } from './mate-proof.js';
import { searchMultiPv } from './multipv.js';
import { OptionValues } from './options.js';
import { withMoveOverhead } from './search-common.js';
import type {
  Engine,
  EngineMeta,
  Evaluation,
  OptionSpec,
  SearchHooks,
  SearchLimits,
  SearchResult,
} from './engine.js';

/** A centipawn score at least this large, either way, is checked for a short forced mate. */
export const PROOF_CP = 3000;
/** The longest mate a proof looks for, in moves, and the positions it may look at. */
export const PROOF_MOVES = 2;
export const PROOF_BUDGET = 5000;
/** The most moves a mate's line may lack and still be completed (the same budget). */
export const LINE_MOVES = 3;

/**
 * Move Overhead's default, in milliseconds: what a `go movetime 1000` needs so that a runner on
 * a loaded 2-core machine reads the `bestmove` within 1000 ms (docs/uci.md, "Time").
 */
export const DEFAULT_MOVE_OVERHEAD = 50;

/** The option's name, as protocols and sessions look it up. */
export const MOVE_OVERHEAD = 'Move Overhead';

/** The most lines MultiPV may ask for. */
export const MULTIPV_MAX = 32;

/** The options the wrapper adds to every engine's own. */
export const ANALYSIS_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'MultiPV',
    type: 'spin',
    default: 1,
    min: 1,
    max: MULTIPV_MAX,
    help: 'Report the N best root moves, each with its own score and line (N searches a depth: about N times the time).',
  },
  {
    name: MOVE_OVERHEAD,
    type: 'spin',
    default: DEFAULT_MOVE_OVERHEAD,
    min: 0,
    max: 5000,
    help: 'Milliseconds taken off every time limit (movetime, st, the clock) for the trip to the GUI and a busy machine.',
  },
];

/** An engine whose answers always name a ponder move when there is one, with MultiPV. */
export class AnalysisEngine implements Engine {
  readonly meta: EngineMeta;
  readonly options: readonly OptionSpec[];
  private fen = START_FEN;
  private moves: readonly string[] = [];
  private readonly values = new OptionValues(ANALYSIS_OPTIONS);
  private readonly own: ReadonlySet<string> = new Set(ANALYSIS_OPTIONS.map((o) => o.name.toLowerCase()));

  constructor(private readonly inner: Engine) {
    this.meta = inner.meta;
    this.options = [...inner.options, ...ANALYSIS_OPTIONS];
  }

  setOption(name: string, value: string): Result<void, string> {
    if (this.own.has(name.trim().toLowerCase())) return this.values.set(name, value);
    const set = this.inner.setOption(name, value);
    if (!set.ok && set.error.startsWith('no option '))
      return err(`no option '${name}'; options are ${this.options.map((s) => s.name).join(', ')}`);
    return set;
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

  search(given: SearchLimits, hooks?: SearchHooks): SearchResult {
    const limits = withMoveOverhead(given, this.values.number(MOVE_OVERHEAD));
    const lines = this.values.number('MultiPV');
    if (lines === 1) return this.withPonder(this.withMate(this.inner.search(limits, hooks)));
    const root = boardAfterMoves(this.fen, this.moves, X88);
    if (!root.ok) return this.inner.search(limits, hooks);
    return this.withPonder(
      searchMultiPv(this.inner, root.value, lines, limits, hooks, (line) => this.withMate(line)),
    );
  }

  evaluate(trace?: boolean): Evaluation {
    return this.inner.evaluate(trace);
  }

  warnings(): string[] {
    return this.inner.warnings?.() ?? [];
  }

  /** `result` reported as a mate when a short forced mate is proved where it gave centipawns. */
  private withMate(result: SearchResult): SearchResult {
    if (result.bestmove === null) return result;
    if ('mate' in result.score) return this.mateLine(result, result.score.mate);
    const root = boardAfterMoves(this.fen, this.moves, X88);
    if (!root.ok) return result;
    const board = root.value;
    const moves = legalMoves(board);
    if (moves.length !== 1 && Math.abs(result.score.cp) < PROOF_CP) return result;
    const best = parseUci(board, result.bestmove);
    if (!best.ok) return result;
    const budget: MateBudget = { left: PROOF_BUDGET };
    board.make(best.value);
    // Won: every reply to the engine's move is mated.
    const won = matedWithin(board, PROOF_MOVES - 1, budget);
    // Lost: the engine's move is met by a mate, and so is every other move.
    const lost = won === undefined ? findMate(board, PROOF_MOVES, budget) : undefined;
    board.unmake();
    const rest = won ?? lost;
    if (rest === undefined) return result;
    if (lost !== undefined) {
      for (const m of moves) {
        if (m === best.value) continue;
        board.make(m);
        const escapes = findMate(board, PROOF_MOVES, budget) === undefined;
        board.unmake();
        if (escapes) return result;
      }
    }
    const line = [best.value, ...rest];
    const pv: string[] = [];
    for (const m of line) {
      pv.push(makeUci(board, m));
      board.make(m);
    }
    const plies = line.length;
    const mate = won !== undefined ? (plies + 1) / 2 : -(plies / 2);
    return { ...result, score: { mate }, pv, ...(pv[1] ? { ponder: pv[1] } : {}) };
  }

  /**
   * `result` with its pv lengthened to the mate it reports (2n - 1 plies for mate n, 2n for
   * mate -n) where the search's own line stops short of it (GNU's line for a side mated in one
   * ends at its own move), proved on the core board within the budget; else as it was.
   */
  private mateLine(result: SearchResult, mate: number): SearchResult {
    const need = mate > 0 ? 2 * mate - 1 : -2 * mate;
    if (result.pv.length >= need || need - result.pv.length > 2 * LINE_MOVES) return result;
    const root = boardAfterMoves(this.fen, [...this.moves, ...result.pv], X88);
    if (!root.ok) return result;
    const board = root.value;
    const left = need - result.pv.length;
    const budget: MateBudget = { left: PROOF_BUDGET };
    const rest =
      left % 2 === 1 ? findMate(board, (left + 1) / 2, budget) : matedWithin(board, left / 2, budget);
    if (rest === undefined || rest.length === 0) return result;
    const pv = [...result.pv];
    for (const m of rest) {
      pv.push(makeUci(board, m));
      board.make(m);
    }
    return { ...result, pv, ...(pv[1] ? { ponder: pv[1] } : {}) };
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
