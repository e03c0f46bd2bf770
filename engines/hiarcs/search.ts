// HIARCS 0.5's search: a fixed 4-ply plausible-move search (seed, "Search").
//
//   ply 1  every legal move is made and scored by the position evaluation (plus the exchange-
//          adjusted value of a capture, and the swap-off look with the player to move: men left
//          en prise count against the move, as the swap-off routine saw them). Moves are ordered with captures and checks ahead of
//          their score. Searched further: the high-interest tactical moves (captures, checks,
//          forks, queen promotions; at most TacticalMoves of them, best ordered first) and the
//          best PositionalMoves quiet moves. A quiet move whose 4-ply value falls more than
//          UnsoundMargin below its ply-1 score "proved tactically unsound" (a fall of exactly
//          UnsoundMargin is still sound): the next quiet move is selected in its place (at most
//          Reselections times). In check, every evasion.
//   ply 2  check evasions, checks, captures, forks, promotions (plausible.ts)
//   ply 3  check evasions, captures, forks, promotions
//   ply 4  no move is made: the swap-off evaluation of every threatened capture (swap.ts)
//
// At plies 2 and 3 the side to move may also decline every tactical move and stand on the
// static value of the position (evaluation plus its swap-off look); in check it may not.
// Plain negamax over the plausible tree, no alpha-beta cut-offs (the seed's inspiration is Harris's
// "alternative to the alpha-beta minimax procedure"), so every root move's value is exact (the
// unsound test needs it). Scores are from the side to move's view; at the root the side to move is
// the computer (board.ts's positive side).
//
// Positions counted ("nodes", the seed's "positions/moves"): every position made in the tree
// (all ply-1 moves, each ply-2 and ply-3 move searched) plus, at the horizon, every threatened
// capture the ply-4 swap-off examines. Classifying a move (making it to see whether it checks or
// forks) is move generation, not a position examined, and is not counted.

import { FLAG_CAPTURE, FLAG_EP } from '../../core/move.js';
import { MAX_MOVES } from '../../core/movegen.js';
import { makeUci } from '../../core/uci-move.js';
import type { InfoRecord, SearchHooks, SearchLimits, SearchResult } from '../engine.js';
import { noLegalMove, restrictRoot, SearchClock, toUciScore } from '../search-common.js';
import type { HiarcsBoard } from './board.js';
import { EvasionScratch, generateEvasions, isMated } from './evasion.js';
import { exchangeValue, PIECE_VALUES, totalMaterial } from './material.js';
import { admitted, classify, CLASS_CAPTURE, CLASS_CHECK, CLASS_FORK, CLASS_PROMOTION } from './plausible.js';
import { Positional } from './positional.js';
import { swapLook, type SwapLook } from './swap.js';

export const MATE = 20000;
export const MATE_BOUND = 19000;
const INFINITE = 30000;
/** The standard search: moves at plies 1 to 3, the swap-off evaluation at ply 4. */
export const STANDARD_DEPTH = 4;
const MAX_PLY = 6;
/** Ordering bonuses at ply 1: captures and checks come earlier than their score says. */
export const CAPTURE_FIRST = 100;
export const CHECK_FIRST = 50;

/** The tuning of the selection rules and the leaf evaluation (engine options). */
export interface HiarcsSettings {
  readonly positionalMoves: number;
  readonly tacticalMoves: number;
  readonly reselections: number;
  readonly unsoundMargin: number;
  /** Percent of a swap-off gain the side to move is credited with at the horizon. */
  readonly swapWeight: number;
  /** Percent of the second-largest threat (a fork: only one man can be saved) debited. */
  readonly forkWeight: number;
}

export const DEFAULT_SETTINGS: HiarcsSettings = {
  positionalMoves: 2,
  tacticalMoves: 6,
  reselections: 2,
  unsoundMargin: 50,
  swapWeight: 75,
  forkWeight: 50,
};

/** Statistics of the last search, for tests and the positions script. */
export interface RootStats {
  /** Moves searched beyond ply 1, and how many were quiet (positional) moves. */
  searched: number;
  positional: number;
  reselected: number;
}

export class HiarcsSearch {
  readonly positional = new Positional();
  nodes = 0;
  readonly stats: RootStats = { searched: 0, positional: 0, reselected: 0 };
  /** Moves searched at each ply in the last search (index = ply), for the move-class tests. */
  readonly trace: number[][] = [];
  /** With traceOn: the classes (plausible.ts) of each move admitted at ply 2 and 3 (index = ply). */
  readonly traceClasses: number[][] = [];
  /** With traceOn: each root move searched beyond ply 1 (as trace[1]), its ply-1 score and its value. */
  readonly traceRoot: { score: number; value: number }[] = [];
  traceOn = false;
  private settings: HiarcsSettings = DEFAULT_SETTINGS;
  private clock!: SearchClock;
  private readonly moves = new Int32Array(MAX_MOVES * MAX_PLY);
  private readonly keys = new Int32Array(MAX_MOVES * MAX_PLY);
  private readonly rootScore = new Int32Array(MAX_MOVES);
  private readonly rootClass = new Int32Array(MAX_MOVES);
  private readonly rootAdjust = new Int32Array(MAX_MOVES);
  private readonly rootValue = new Int32Array(MAX_MOVES);
  private readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLen = new Int32Array(MAX_PLY + 1);
  private readonly evasion = new EvasionScratch();
  private readonly swapScratch = new Int32Array(64);
  private readonly look: SwapLook = { gain: 0, threat1: 0, threat2: 0, examined: 0 };

  constructor(private readonly hb: HiarcsBoard) {}

  /** Searches the current position (the side to move is the computer) within `limits`. */
  run(limits: SearchLimits, hooks: SearchHooks | undefined, settings: HiarcsSettings): SearchResult {
    const hb = this.hb;
    const b = hb.core;
    this.settings = settings;
    this.clock = new SearchClock(limits, hooks, b.side);
    hb.setComputer(b.side);
    this.nodes = 0;
    this.stats.searched = 0;
    this.stats.positional = 0;
    this.stats.reselected = 0;
    this.trace.length = 0;
    this.traceClasses.length = 0;
    this.traceRoot.length = 0;
    for (let p = 0; p <= MAX_PLY; p++) {
      this.trace.push([]);
      this.traceClasses.push([]);
    }
    const maxDepth = Math.max(1, Math.min(limits.depth ?? STANDARD_DEPTH, STANDARD_DEPTH));

    // Ply 1: every move, made and scored.
    const inCheck = hb.inCheck();
    const M = this.moves;
    const all = inCheck ? generateEvasions(hb, M, 0, this.evasion) : hb.generate(M, 0);
    if (all === 0) {
      return noLegalMove(inCheck, this.clock.elapsed());
    }
    const n = restrictRoot(M, 0, all, limits.searchmoves, (m) => makeUci(b, m));
    for (let i = 0; i < n; i++) {
      const m = M[i]!;
      const c = classify(hb, m, inCheck);
      const adjust = this.exchangeAdjust(m);
      hb.make(m);
      this.nodes++;
      // The position evaluation and, with the player to move, its swap-off look: a move that
      // leaves a man en prise scores low at once.
      let s = -this.leaf(2, adjust, false);
      if (c & CLASS_CHECK && isMated(hb, this.moves, this.evasion, MAX_MOVES * (MAX_PLY - 1))) s = MATE - 1;
      else if (b.repetitions() >= 2 || b.halfmove >= 100) s = 0;
      hb.unmake();
      this.rootScore[i] = s;
      this.rootClass[i] = c;
      this.rootAdjust[i] = adjust;
      this.keys[i] = s + (c & CLASS_CAPTURE ? CAPTURE_FIRST : 0) + (c & CLASS_CHECK ? CHECK_FIRST : 0);
    }
    this.sortRoot(n);

    let bestIndex = 0;
    for (let i = 1; i < n; i++) if (this.rootScore[i]! > this.rootScore[bestIndex]!) bestIndex = i;
    let info = this.info(1, this.rootScore[bestIndex]!, [M[bestIndex]!]);
    hooks?.onInfo?.(info);

    if (maxDepth > 1 && !this.clock.check(this.nodes)) {
      const deep = this.searchRoot(n, inCheck, maxDepth);
      if (deep !== -1) {
        bestIndex = deep;
        const line = [M[deep]!];
        for (let i = 2; i < this.rootPvLen; i++) line.push(this.rootPv[i]!);
        info = this.info(maxDepth, this.rootValue[deep]!, line);
        hooks?.onInfo?.(info);
      }
    }
    const pv = info.pv;
    return {
      ...info,
      ...this.clock.spent(this.nodes),
      bestmove: pv[0]!,
      ...(pv[1] ? { ponder: pv[1] } : {}),
      source: 'search',
    };
  }

  private readonly rootPv = new Int32Array(MAX_PLY + 1);
  private rootPvLen = 0;

  /**
   * Plies 2 and deeper under the selected root moves; returns the index of the best root move
   * searched (or -1 if stopped before any finished).
   */
  private searchRoot(n: number, inCheck: boolean, maxDepth: number): number {
    const hb = this.hb;
    const M = this.moves;
    const set = this.settings;
    let best = -1;
    const consider = (i: number): number => {
      const m = M[i]!;
      hb.make(m);
      let v: number;
      if (this.rootScore[i] === MATE - 1 || (this.rootScore[i] === 0 && this.isDraw())) {
        v = this.rootScore[i]!;
        this.pvLen[2] = 2;
      } else {
        v = -this.search(2, maxDepth - 2, this.rootAdjust[i]!);
      }
      hb.unmake();
      if (this.clock.stopped) return -INFINITE;
      this.rootValue[i] = v;
      this.stats.searched++;
      this.trace[1]!.push(m);
      if (this.traceOn) this.traceRoot.push({ score: this.rootScore[i]!, value: v });
      if (best === -1 || v > this.rootValue[best]!) {
        best = i;
        this.rootPvLen = this.pvLen[2]!;
        for (let k = 2; k < this.rootPvLen; k++) this.rootPv[k] = this.pv[2 * MAX_PLY + k]!;
      }
      return v;
    };
    // Tactical moves first, in order; in check every evasion.
    let tactical = 0;
    const TACTICAL = CLASS_CAPTURE | CLASS_CHECK | CLASS_FORK | CLASS_PROMOTION;
    for (let i = 0; i < n && !this.clock.stopped; i++) {
      const c = this.rootClass[i]!;
      const promo = (M[i]! >> 16) & 7;
      const interesting = (c & TACTICAL) !== 0 && (promo === 0 || promo === 5);
      if (!inCheck && (!interesting || tactical >= set.tacticalMoves)) continue;
      tactical++;
      consider(i);
    }
    if (inCheck) return best;
    // Then the positional moves, by their ply-1 score.
    const order: number[] = [];
    for (let i = 0; i < n; i++) {
      const c = this.rootClass[i]!;
      const promo = (M[i]! >> 16) & 7;
      const interesting = (c & TACTICAL) !== 0 && (promo === 0 || promo === 5);
      if (!interesting) order.push(i);
    }
    order.sort((a, b) => this.rootScore[b]! - this.rootScore[a]! || a - b);
    let taken = 0;
    let reselected = 0;
    for (let k = 0; k < order.length && taken < set.positionalMoves && !this.clock.stopped; k++) {
      const i = order[k]!;
      const v = consider(i);
      this.stats.positional++;
      if (v < this.rootScore[i]! - set.unsoundMargin && reselected < set.reselections) {
        reselected++;
        this.stats.reselected++;
      } else {
        taken++;
      }
    }
    return best;
  }

  /** Is the position after the root move a draw by repetition or the fifty-move rule? */
  private isDraw(): boolean {
    const b = this.hb.core;
    return b.repetitions() >= 2 || b.halfmove >= 100;
  }

  /**
   * Negamax below the root: `ply` is the ply of the move about to be chosen (2 or 3), `left`
   * the plies of moves left before the swap-off ply, `adjust` the exchange bonuses earned on
   * the way (computer's view).
   */
  private search(ply: number, left: number, adjust: number): number {
    const hb = this.hb;
    this.pvLen[ply] = ply;
    if (this.clock.check(this.nodes)) return 0;
    if (left === 0) return this.leaf(ply, adjust, true);
    const inCheck = hb.inCheck();
    const M = this.moves;
    const K = this.keys;
    const base = ply * MAX_MOVES;
    let end: number;
    if (inCheck) {
      end = generateEvasions(hb, M, base, this.evasion);
      if (end === base) return -(MATE - (ply - 1));
    } else {
      end = hb.generate(M, base);
      if (end === base) return 0;
    }
    let best = -INFINITE;
    if (!inCheck) {
      best = this.leaf(ply, adjust, false);
    }
    // Keep the plausible moves, ordered: captures of the most valuable man first, then checks.
    const S = hb.sq;
    let k = base;
    for (let i = base; i < end; i++) {
      const m = M[i]!;
      const c = classify(hb, m, inCheck);
      if (!admitted(ply, c, (m >> 16) & 7)) continue;
      if (this.traceOn) this.traceClasses[ply]!.push(c);
      const victim = m & FLAG_EP ? 1 : Math.abs(S[(m >> 8) & 0xff]!);
      M[k] = m;
      K[k] = PIECE_VALUES[victim]! * 4 - Math.abs(S[m & 0xff]!) + (c & CLASS_CHECK ? 50 : 0);
      k++;
    }
    for (let i = base + 1; i < k; i++) {
      const m = M[i]!;
      const key = K[i]!;
      let j = i - 1;
      for (; j >= base && K[j]! < key; j--) {
        M[j + 1] = M[j]!;
        K[j + 1] = K[j]!;
      }
      M[j + 1] = m;
      K[j + 1] = key;
    }
    for (let i = base; i < k; i++) {
      const m = M[i]!;
      const a = adjust + this.exchangeAdjust(m);
      hb.make(m);
      this.nodes++;
      if (this.traceOn) this.trace[ply]!.push(m);
      const v = -this.search(ply + 1, left - 1, a);
      hb.unmake();
      if (this.clock.stopped) return best;
      if (v > best) {
        best = v;
        this.pv[ply * MAX_PLY + ply] = m;
        const len = this.pvLen[ply + 1]!;
        for (let j = ply + 1; j < len; j++) this.pv[ply * MAX_PLY + j] = this.pv[(ply + 1) * MAX_PLY + j]!;
        this.pvLen[ply] = Math.max(len, ply + 1);
      }
    }
    return best;
  }

  /**
   * The static value for the side to move: material and position (computer's view, turned to
   * the side to move's), the exchange bonuses earned on the way, and the swap-off look. At the
   * horizon (`horizon`), a side in check with no evasion is mated, and the threatened captures
   * examined are counted as positions.
   */
  leaf(ply: number, adjust: number, horizon: boolean): number {
    const hb = this.hb;
    const g = hb.toMove();
    const base = (this.positional.evaluate(hb) + adjust) * g;
    if (hb.inCheck()) {
      if (horizon && isMated(hb, this.moves, this.evasion, MAX_MOVES * (MAX_PLY - 1)))
        return -(MATE - (ply - 1));
      return base;
    }
    const look = swapLook(hb, g, this.swapScratch, this.look);
    if (horizon) this.nodes += look.examined;
    return base + this.swapTerm(look);
  }

  /** The swap-off look as a score for the side to move (uncertain gains count less than won material). */
  swapTerm(look: SwapLook): number {
    const s = this.settings;
    return Math.round((look.gain * s.swapWeight - look.threat2 * s.forkWeight) / 100);
  }

  /** Sets the settings used by leaf() and swapTerm() outside a search (static evaluation). */
  configure(settings: HiarcsSettings): void {
    this.settings = settings;
  }

  /** What the exchange formula adds to a capture by the computer (0 for other moves). */
  private exchangeAdjust(m: number): number {
    if (!(m & FLAG_CAPTURE) || this.hb.toMove() < 0) return 0;
    const S = this.hb.sq;
    const victim = m & FLAG_EP ? 1 : -S[(m >> 8) & 0xff]!;
    const v = PIECE_VALUES[victim]!;
    return Math.round(exchangeValue(v, totalMaterial(S, 1), totalMaterial(S, -1))) - v;
  }

  /** Sorts the root moves (and their scores, classes, adjustments) by ordering key, best first. */
  private sortRoot(n: number): void {
    const idx = Array.from({ length: n }, (_, i) => i);
    idx.sort((a, b) => this.keys[b]! - this.keys[a]! || a - b);
    const copy = (arr: Int32Array): void => {
      const old = arr.slice(0, n);
      for (let i = 0; i < n; i++) arr[i] = old[idx[i]!]!;
    };
    copy(this.moves);
    copy(this.rootScore);
    copy(this.rootClass);
    copy(this.rootAdjust);
    copy(this.keys);
  }

  private info(depth: number, score: number, line: readonly number[]): InfoRecord {
    const b = this.hb.core;
    const pv: string[] = [];
    let made = 0;
    for (const m of line) {
      pv.push(makeUci(b, m));
      b.make(m);
      made++;
    }
    for (let i = 0; i < made; i++) b.unmake();
    return {
      depth,
      seldepth: depth,
      score: toUciScore(score, MATE, MATE_BOUND),
      nodes: this.nodes,
      ms: Math.round(this.clock.elapsed()),
      pv,
    };
  }
}
