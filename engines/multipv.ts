// MultiPV for any engine: the N best root moves, each with its own score and line, from an
// engine that can search some root moves only (SearchLimits.searchmoves).
//
// Depth by depth: at depth d the engine searches the root moves to depth d, then again without
// the move it chose, and so on until N lines; once the whole depth is done the lines are sorted
// by score (best first) and each is reported with its number (InfoRecord.multipv). The answer
// is line 1 of the last complete depth. Every search of a depth restarts the engine's iterative deepening from depth 1 (with
// its hash table, Zarkov gets most of that back): MultiPV N costs about N times a search.
//
// The limits hold for the whole: a node limit counts every search's nodes; a time budget and a
// stop end the search in progress, which keeps the last complete depth (or, before one, what
// line 1 of the first depth found). The search ends after the last depth asked for, or when no
// line got deeper than at the depth before (the engine stops on a mate, HIARCS at 4 plies).

import type { Board } from '../core/board.js';
import { legalMoves } from '../core/movegen.js';
import { makeUci } from '../core/uci-move.js';
import type { Engine, InfoRecord, Score, SearchHooks, SearchLimits, SearchResult } from './engine.js';
import { SearchClock } from './search-common.js';

/** The deepest depth MultiPV asks for when the limits name none. */
export const MULTIPV_MAX_DEPTH = 64;

/**
 * Searches `engine`'s position (`board`, the same position on the core board) for its `lines`
 * best root moves within `limits`; reports every line of every complete depth through
 * hooks.onInfo. `lines` is at least 2 (MultiPV 1 is the engine's own search). `finish` is
 * applied to each line's answer before it is ranked (the wrapper's mate proofs).
 */
export function searchMultiPv(
  engine: Engine,
  board: Board,
  lines: number,
  limits: SearchLimits,
  hooks: SearchHooks | undefined,
  finish: (line: SearchResult) => SearchResult = (line) => line,
): SearchResult {
  if (legalMoves(board).length === 0) return engine.search(limits, hooks);
  const clock = new SearchClock(limits, hooks, board.side);
  const now = hooks?.now ?? (() => performance.now());
  const legal = legalMoves(board).map((m) => makeUci(board, m));
  const only = limits.searchmoves?.filter((m) => legal.includes(m));
  const roots = only !== undefined && only.length > 0 ? only : legal;
  const count = Math.min(lines, roots.length);
  let nodes = 0;
  const stop = {
    get stopped(): boolean {
      return clock.check(nodes);
    },
  };
  const inner: SearchHooks = { stop, now };
  const maxDepth = Math.min(limits.depth ?? MULTIPV_MAX_DEPTH, MULTIPV_MAX_DEPTH);
  let complete: SearchResult[] | undefined;
  let first: SearchResult | undefined;
  let reached = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const found: SearchResult[] = [];
    const left = [...roots];
    while (found.length < count && !clock.stopped) {
      const nodeLimit = limits.nodes === undefined ? {} : { nodes: Math.max(1, limits.nodes - nodes) };
      const r = engine.search({ depth, searchmoves: left, ...nodeLimit }, inner);
      nodes += r.nodes;
      clock.check(nodes);
      first ??= r;
      if (clock.stopped || r.bestmove === null) break;
      found.push(finish(r));
      left.splice(left.indexOf(r.bestmove), 1);
      if (left.length === 0) break;
    }
    if (found.length < count) break; // cut off: the depth before stands
    // Best first, as GUIs list them: a later line's search may score above an earlier one's
    // (windows and bonuses differ between searches); ties keep the order found.
    found.sort((x, y) => scoreKey(y.score) - scoreKey(x.score));
    complete = found;
    const ms = Math.round(clock.elapsed());
    found.forEach((r, i) => hooks?.onInfo?.(lineInfo(r, i + 1, nodes, ms)));
    const deepest = Math.max(...found.map((r) => r.depth));
    if (deepest <= reached) break;
    reached = deepest;
    if (clock.check(nodes) || !clock.roomForIteration()) break;
  }
  const best = complete?.[0] ?? first ?? engine.search({ depth: 1 }, inner);
  return { ...best, multipv: 1, nodes, ms: Math.round(clock.elapsed()) };
}

/** Line `k` of a depth as reported: its own move, score and pv; the whole search's nodes and time. */
function lineInfo(r: SearchResult, k: number, nodes: number, ms: number): InfoRecord {
  return { depth: r.depth, seldepth: r.seldepth, score: r.score, nodes, ms, pv: r.pv, multipv: k };
}

/** A score as one number to sort by: mates beyond every centipawn score, sooner mates first. */
export function scoreKey(score: Score): number {
  if ('cp' in score) return score.cp;
  return score.mate > 0 ? 100_000 - score.mate : -100_000 - score.mate;
}
