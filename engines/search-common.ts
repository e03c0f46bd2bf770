// Search plumbing shared by the engines: mate-score conversion, the time budget, the check that
// ends a search (node limit, clock, stop signal), move picking, the principal variation, and
// the book asked before a search.

import type { Board } from '../core/board.js';
import { generateLegal, MAX_MOVES } from '../core/movegen.js';
import type { Color } from '../core/types.js';
import { makeUci } from '../core/uci-move.js';
import type { Score, SearchHooks, SearchLimits, SearchResult } from './engine.js';

/**
 * A score from the side to move's view, where `mate - p` means "mate delivered p plies from
 * the root" and `-(mate - p)` means "mated p plies from the root", as a UCI score.
 */
export function toUciScore(score: number, mate: number, mateBound: number): Score {
  if (score >= mateBound) return { mate: Math.ceil((mate - score) / 2) };
  if (score <= -mateBound) return { mate: -Math.ceil((mate + score) / 2) };
  return { cp: score | 0 }; // | 0 turns a negated draw, -0, into 0
}

/** Milliseconds of the clock always kept back for the protocol round trip (GUI, pipes, worker). */
export const MOVE_OVERHEAD_MS = 20;

/**
 * Milliseconds of a fixed `movetime` left for what follows the search: the result crossing from
 * the worker, the `bestmove` line, a pause of the garbage collector or of a busy machine.
 * Measured with `npm run movetime` (docs/uci.md, "Time"): the search's own overrun is under a
 * millisecond, the rest 1 ms typically and up to about 8 ms in one search of a hundred.
 */
export const MOVETIME_MARGIN_MS = 10;

/**
 * The limits with `overhead` milliseconds taken off every time limit (the `Move Overhead`
 * option, engines/analysis.ts): `movetime` and both clocks, never below 1 ms; depth, nodes and
 * increments as they were. With 0 the same object.
 */
export function withMoveOverhead(limits: SearchLimits, overhead: number): SearchLimits {
  if (overhead <= 0) return limits;
  const out: { -readonly [K in keyof SearchLimits]: SearchLimits[K] } = { ...limits };
  if (out.movetime !== undefined) out.movetime = Math.max(1, out.movetime - overhead);
  if (out.wtime !== undefined) out.wtime = Math.max(1, out.wtime - overhead);
  if (out.btime !== undefined) out.btime = Math.max(1, out.btime - overhead);
  return out;
}

/**
 * How long to think: `movetime` less MOVETIME_MARGIN_MS, or a share of the clock: remaining / moves to go
 * (30 if unknown) plus most of the increment, never more than a fifth of what is left and
 * keeping a safety margin for the protocol round trip (a tenth of what is left, at least
 * MOVE_OVERHEAD_MS and at most 50 ms): the increment arrives only after the move.
 */
export function timeBudget(limits: SearchLimits, side: Color): number | undefined {
  if (limits.movetime !== undefined) return Math.max(1, limits.movetime - MOVETIME_MARGIN_MS);
  const left = side === 1 ? limits.wtime : limits.btime;
  if (left === undefined) return undefined;
  const inc = (side === 1 ? limits.winc : limits.binc) ?? 0;
  const togo = Math.max(1, Math.min(limits.movestogo ?? 30, 50));
  const share = left / togo + inc * 0.8;
  const margin = Math.min(50, Math.max(MOVE_OVERHEAD_MS, left * 0.1));
  return Math.max(1, Math.min(share, left / 5 + inc * 0.8, left - margin));
}

/** Decides when a search must end; polled cheaply from the node loop. */
export class SearchClock {
  readonly started: number;
  private readonly now: () => number;
  private readonly stop: SearchHooks['stop'];
  readonly budget: number | undefined;
  /** Whether the budget is a fixed movetime (used whole) rather than a share of a clock. */
  private readonly fixed: boolean;
  readonly nodeLimit: number;
  stopped = false;

  constructor(limits: SearchLimits, hooks: SearchHooks | undefined, side: Color) {
    this.now = hooks?.now ?? (() => performance.now());
    this.stop = hooks?.stop;
    this.started = this.now() - Math.max(0, hooks?.spentBefore ?? 0);
    this.budget = limits.infinite ? undefined : timeBudget(limits, side);
    this.fixed = limits.movetime !== undefined;
    this.nodeLimit = limits.nodes ?? Infinity;
  }

  elapsed(): number {
    return this.now() - this.started;
  }

  /** True (and remembered) once the node limit, the time budget or the stop signal says so. */
  check(nodes: number): boolean {
    if (this.stopped) return true;
    if (
      nodes >= this.nodeLimit ||
      this.stop?.stopped ||
      (this.budget !== undefined && this.elapsed() >= this.budget)
    ) {
      this.stopped = true;
    }
    return this.stopped;
  }

  /**
   * Whether another iteration is worth starting. A fixed `movetime` is used to the end (the
   * iteration is cut off when the budget is spent, and the last finished one answers); on a
   * clock, only while more than half the budget is left, since the next iteration usually takes
   * longer than all before it and the time saved is kept for later moves.
   */
  roomForIteration(): boolean {
    if (this.budget === undefined || this.fixed) return true;
    return this.elapsed() < this.budget * 0.5;
  }

  /** What the search has spent so far: its nodes and whole milliseconds. */
  spent(nodes: number): { nodes: number; ms: number } {
    return { nodes, ms: Math.round(this.elapsed()) };
  }
}

/**
 * One step of a selection sort over a move list: the move with the largest key in
 * moves[i..end) is swapped (with its key) into slot i and returned. Searches call it once per
 * move tried, so a cutoff leaves the rest unsorted.
 */
export function pickBest(moves: Int32Array, keys: Int32Array, i: number, end: number): number {
  let bestAt = i;
  for (let j = i + 1; j < end; j++) if (keys[j]! > keys[bestAt]!) bestAt = j;
  const m = moves[bestAt]!;
  if (bestAt !== i) {
    moves[bestAt] = moves[i]!;
    moves[i] = m;
    const k = keys[bestAt]!;
    keys[bestAt] = keys[i]!;
    keys[i] = k;
  }
  return m;
}

/**
 * The triangular principal-variation table: row `ply` (of `width` moves) becomes `m` followed by
 * row ply + 1; `lengths[ply]` is set to match.
 */
export function extendPv(pv: Int32Array, lengths: Int32Array, width: number, ply: number, m: number): void {
  const row = ply * width;
  pv[row] = m;
  const next = (ply + 1) * width;
  const len = lengths[ply + 1]!;
  let n = 1;
  for (let i = 0; i < len; i++) pv[row + n++] = pv[next + i]!;
  lengths[ply] = n;
}

/** Whether a search must stop at this node: the node limit, or (read every 128 nodes) time and the stop signal. */
export function mustStop(clock: SearchClock, nodes: number): boolean {
  if (nodes >= clock.nodeLimit || (nodes & 127) === 0) return clock.check(nodes);
  return clock.stopped;
}

/** The first `length` moves of `pv` as UCI strings, played out on `board` and taken back. */
export function pvToUci(board: Board, pv: Int32Array, length: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < length; i++) {
    const m = pv[i]!;
    out.push(makeUci(board, m));
    board.make(m);
  }
  for (let i = 0; i < length; i++) board.unmake();
  return out;
}

/**
 * Keeps only the root moves whose UCI text `name` gives is in `only` (a search's `searchmoves`):
 * moves[start..end) is compacted in place, in order, and `keys` (when given) moved with it;
 * returns the new end. With no such move, or `only` undefined, nothing changes.
 */
export function restrictRoot(
  moves: Int32Array,
  start: number,
  end: number,
  only: readonly string[] | undefined,
  name: (m: number) => string,
  keys?: Int32Array,
): number {
  if (only === undefined) return end;
  const wanted = new Set(only);
  let kept = 0;
  for (let i = start; i < end; i++) if (wanted.has(name(moves[i]!))) kept++;
  if (kept === 0) return end;
  let w = start;
  for (let i = start; i < end; i++) {
    if (!wanted.has(name(moves[i]!))) continue;
    moves[w] = moves[i]!;
    if (keys) keys[w] = keys[i]!;
    w++;
  }
  return w;
}

/**
 * A principal variation lengthened past where the search's own table ended it: from the end of
 * `line` (its first `length` moves), the move `next` names for each position (a transposition
 * table's best move; 0 for none) is added while it is legal there, the line is shorter than
 * `limit`, and the position it leads to has not occurred before in the game or the line (a
 * repetition ends the line: the search saw a draw there). Returns the new length; `line` must
 * have room for `limit` moves. The board is left as it was.
 */
export function extendLine(
  board: Board,
  line: Int32Array,
  length: number,
  limit: number,
  next: (board: Board) => number,
): number {
  for (let i = 0; i < length; i++) board.make(line[i]!);
  let n = length;
  const legal = new Int32Array(MAX_MOVES);
  while (n < limit && board.halfmove < 100 && (n === 0 || board.repetitions() === 0)) {
    const m = next(board);
    if (m === 0) break;
    const count = generateLegal(board, legal, 0);
    let found = false;
    for (let i = 0; i < count && !found; i++) found = legal[i] === m;
    if (!found) break;
    line[n++] = m;
    board.make(m);
  }
  for (let i = 0; i < n; i++) board.unmake();
  return n;
}

/**
 * The book's move if it has one, else the search: a book answer is reported as one empty
 * iteration (depth 0, no score) and returned with source 'book'. Analysis (`go infinite`) and
 * a search restricted to some root moves never ask the book: a GUI asking for them wants the
 * engine's own lines.
 */
export function bookFirst(
  limits: SearchLimits,
  hooks: SearchHooks | undefined,
  bookReply: () => string | undefined,
  search: () => SearchResult,
): SearchResult {
  const fromBook = limits.infinite === true || limits.searchmoves !== undefined ? undefined : bookReply();
  if (fromBook === undefined) return search();
  const info = { depth: 0, seldepth: 0, score: { cp: 0 }, nodes: 0, ms: 0, pv: [fromBook] };
  hooks?.onInfo?.(info);
  return { ...info, bestmove: fromBook, source: 'book' };
}

/** The answer of a search whose side to move has no legal move: mated (mate 0) or stalemated (0). */
export function noLegalMove(inCheck: boolean, ms: number): SearchResult {
  return {
    bestmove: null,
    source: 'search',
    depth: 0,
    seldepth: 0,
    score: inCheck ? { mate: 0 } : { cp: 0 },
    nodes: 0,
    ms: Math.round(ms),
    pv: [],
  };
}
