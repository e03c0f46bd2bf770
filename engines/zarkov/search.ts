// Zarkov's search, from "How Zarkov Plays Chess" (the seed, docs/sources.md, part 3) and
// Stanback's repetition rule ([ref]). Every choice the sources leave
// open is a named constant below and a row of docs/engines/zarkov.md.
//
//   iterative deepening   one ply at a time (1, 2, 3, ...) until the depth, node or time limit
//   full width            every legal move at every node above the horizon; the root is never
//                         pruned or reduced
//   alpha-beta            fail-soft principal variation search: the first move with the full
//                         window, the others with a null window and a re-search when they beat
//                         alpha
//   transposition table   ../hash-table.ts (mate scores stored relative to the node)
//   learn table           learned positions (learn.ts), probed before the transposition table
//   quiescence            stand pat, then captures and promotions until none remain (a side in
//                         check there with no legal move at all is mated)
//   null move             R = 2, when the static score is at least beta; zugzwang guard below
//   reduced depth         quiet moves the program deems poor: 2 plies for a blunder that hangs
//                         the moved piece, 1 ply for a late quiet move with no history
//   threat heuristics     a null-move threat or a hanging piece stops null move and reductions
//                         at the node
//   extensions            check, single reply, recapture, pawn to the 7th: +1 ply a move at
//                         most, and at most half the iteration's depth (at least 1) on one path
//   ordering              hash move, captures (most valuable victim, least valuable attacker),
//                         promotions, two killers per ply, history
//   repetition            Stanback's rule (repetitionDraw below)
//
// Scores are centipawns from the side to move's view. A side mated p plies from the root scores
// -(MATE - p) there.

import type { Board } from '../../core/board.js';
import * as moveBits from '../../core/move.js';
import { MAX_MOVES } from '../../core/movegen.js';
import * as pieceCodes from '../../core/types.js';
import type { Color } from '../../core/types.js';
import { makeUci } from '../../core/uci-move.js';
import type { InfoRecord, SearchHooks, SearchLimits, SearchResult } from '../engine.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, type HashTable } from '../hash-table.js';
import { PvCache } from '../pv-cache.js';
import {
  extendLine,
  extendPv,
  mustStop,
  noLegalMove,
  pickBest,
  pvToUci,
  restrictRoot,
  SearchClock,
  toUciScore,
} from '../search-common.js';
import { givesCheck } from './checks.js';
import type { ZarkovEvaluator } from './evaluator.js';
import type { LearnTable } from './learn.js';
import { ZarkovMoveGen } from './movegen.js';

const { FLAG_CAPTURE } = moveBits;
const { PAWN, KNIGHT, ROOK, KING } = pieceCodes;

export const MATE = 32000;
/** Scores at or beyond this are mates. */
export const MATE_BOUND = 31000;
const INFINITY = 32001;
export const MAX_PLY = 100;
/** The deepest iteration: extensions may double it and quiescence goes further still. */
export const MAX_DEPTH = 40;
const SLOT = MAX_MOVES;
/** Lines kept for exact hash hits (../pv-cache.ts): 4096 of 32 moves, about 0.5 MB. */
const PV_CACHE_ENTRIES = 4096;

/** The seed's piece values (pawn 100, knight 325, bishop 335, rook 540, queen 1050), by role. */
export const SEED_VALUES: readonly number[] = [0, 100, 325, 335, 540, 1050, 0];

/**
 * Null-move reduction: the side to move passes and the opponent searches depth - 1 - R. R = 2,
 * the reduction of the null-move programs of Zarkov's time (Beal 1989, the Hitech and Zarkov
 * generation): R = 1 wins little, R = 3 misses too much at the 5 to 7 plies of 1990.
 */
export const NULL_MOVE_R = 2;
/**
 * Zugzwang guard, part 1: the side to move needs non-pawn material worth at least a rook (a
 * rook, a queen or two minor pieces). With pawns only, or a lone minor piece, passing is too
 * often the best "move" and the null move would lie.
 */
export const NULL_MIN_PIECES = SEED_VALUES[ROOK]!;
/**
 * Zugzwang guard, part 2: no null move in the ending, once the material on the board (both
 * sides, pawns included, the seed's values) is below half of the 8,500 of the initial position.
 * Zarkov's weights already change with the material left (seed part 2); zugzwang lives there.
 */
export const ENDGAME_MATERIAL = 4250;
/**
 * Null-move threat: when the null-move search fails low by more than this below the static score
 * (or shows a mate against the side that passed), the opponent threatens something real.
 */
export const THREAT_MARGIN = 200;
/** Reductions are tried only at nodes at least this deep (so a reduced move still gets 1 ply). */
export const REDUCE_MIN_DEPTH = 3;
/** A quiet move that leaves the moved piece hanging (a blunder) is searched this much shallower. */
export const REDUCE_BLUNDER = 2;
/** A late quiet move with no history is searched this much shallower. */
export const REDUCE_LATE = 1;
/** Moves searched at a node before a quiet move counts as late. */
export const LATE_MOVE = 4;
/**
 * Lazy evaluation in the quiescence search: a node's score is first estimated from its parent's
 * (the last full evaluation on the path plus the material each move since has won); when the
 * estimate is this far above beta the side to move stands pat on it without the full
 * evaluation. The seed says Zarkov "mostly" evaluated on the fly at every node; this is the
 * "mostly": a position a piece ahead of what it needs is not worth 3 microseconds of heuristics.
 */
export const LAZY_MARGIN = 200;
/** Quiescence futility: a capture that leaves the score this far short of alpha even after winning the piece is skipped. */
export const DELTA_MARGIN = 150;
/** Two captured pieces within this many centipawns make a recapture. */
const RECAPTURE_SLACK = 100;
/** History counters are halved when one passes this. */
const HISTORY_MAX = 1 << 14;

// Move-ordering keys: one number per move, larger first.
const ORDER_HASH = 1 << 30;
const ORDER_TACTICAL = 1 << 24;
const ORDER_KILLER = 1 << 20;

export interface ZarkovSearchSettings {
  readonly hash: HashTable;
  readonly nullMove: boolean;
  /** The zugzwang guard on null moves. Always on in play; off only to show what it prevents. */
  readonly zugzwangGuard?: boolean;
  /** Reduced-depth search of poor moves. Always on in play; off only to show what it does. */
  readonly reductions?: boolean;
  /** The threat heuristics (a hanging man, a null-move threat). Always on in play; off only to show what they do. */
  readonly threats?: boolean;
  /** Centipawns a draw costs the side to move at the root. */
  readonly contempt: number;
  /** Learned positions, probed like the transposition table; null when learning is off. */
  readonly learn: LearnTable | null;
}

/** What the learn table needs from the last search: its 2-ply score and its final one. */
export interface SearchScores {
  /** The score of the 2-ply iteration, if it finished. */
  readonly shallow: number | undefined;
  /** The score and depth of the last finished iteration. */
  readonly final: number;
  readonly depth: number;
}

/**
 * Stanback's repetition rule ([ref], his development history): the hashes of every position of
 * the game and the search are kept; the check is made only when at least 4 plies have passed
 * since the last irreversible move (halfmove >= 4); only positions with the same side to move
 * are compared (every second one going back); two matches are a draw, and one match counts as
 * a draw when the node is more than 2 plies beyond the root. `lo`/`hi` hold the hashes by height
 * (0 = the game's first position), `height` is the current position's; the scan also stops at a
 * null move (`nulls[h]` = 1 when the move made at height h was a pass), since a pass is no move
 * of the game.
 */
export function repetitionDraw(
  lo: Int32Array,
  hi: Int32Array,
  nulls: Uint8Array,
  height: number,
  halfmove: number,
  ply: number,
): boolean {
  if (halfmove < 4) return false;
  const keyLo = lo[height]!;
  const keyHi = hi[height]!;
  const stop = Math.max(0, height - halfmove);
  let matches = 0;
  for (let h = height - 1; h >= stop; h--) {
    if (nulls[h]) break;
    if (((height - h) & 1) === 0 && lo[h] === keyLo && hi[h] === keyHi) matches++;
  }
  return matches >= 2 || (matches === 1 && ply > 2);
}

/**
 * What a node returns when its null-move search reached beta (`s` >= beta): fail-soft, the
 * null-move search's own score, but never a mate. A mate found after a pass is no mate of the
 * position (a pass is no move: in zugzwang the side to move has none as good), so from MATE_BOUND
 * up the node returns beta, the bound the null move does prove. The null move itself is tried
 * only when beta is no mate score.
 */
export function nullMoveCutoff(s: number, beta: number): number {
  return s >= MATE_BOUND ? beta : s;
}

/** One search instance per engine: owns every table, so engines never share state. */
export class ZarkovSearch {
  private readonly gen = new ZarkovMoveGen();
  private readonly moves = new Int32Array(MAX_PLY * SLOT);
  private readonly order = new Int32Array(MAX_PLY * SLOT);
  private readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  private readonly previousPv = new Int32Array(MAX_PLY);
  /** The lines of exact nodes, restored on an exact hash hit (report only: ../pv-cache.ts). */
  private readonly pvCache = new PvCache(PV_CACHE_ENTRIES);
  private previousPvLength = 0;
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly history = new Int32Array(128 * 128);
  /** Plies of extension on the path to each ply. */
  private readonly extended = new Int32Array(MAX_PLY + 1);
  /** Whether the side to move at each ply is in check (set by the parent after its move). */
  private readonly checked = new Uint8Array(MAX_PLY + 1);
  /** Estimated static score per ply (side to move's view): see LAZY_MARGIN. */
  private readonly estimate = new Int32Array(MAX_PLY + 1);
  /** Position hashes by height (game positions, then the search path), and null-move marks. */
  private histLo = new Int32Array(1024);
  private histHi = new Int32Array(1024);
  private nulls = new Uint8Array(1024);
  private readonly rootMoves = new Int32Array(SLOT);
  private rootCount = 0;
  private nodes = 0;
  private seldepth = 0;
  /** Plies of extension one path may gain in this iteration. */
  private extensionCap = 1;
  private settings!: ZarkovSearchSettings;
  private guard = true;
  private reduceOn = true;
  private threatsOn = true;
  private clock!: SearchClock;
  /** Scores of the last search, for the learn table. */
  scores: SearchScores = { shallow: undefined, final: 0, depth: 0 };

  constructor(
    private board: Board,
    private readonly ev: ZarkovEvaluator,
  ) {}

  /** Searches `board` from now on (a new position in the same game keeps history). */
  attach(board: Board): void {
    this.board = board;
  }

  /** Forgets killers and history (a new game). */
  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
    this.pvCache.clear();
  }

  /** Searches the position within `limits`; reports each finished iteration. */
  run(limits: SearchLimits, hooks: SearchHooks | undefined, settings: ZarkovSearchSettings): SearchResult {
    const b = this.board;
    this.clock = new SearchClock(limits, hooks, b.side);
    this.settings = settings;
    this.guard = settings.zugzwangGuard ?? true;
    this.reduceOn = settings.reductions ?? true;
    this.threatsOn = settings.threats ?? true;
    this.nodes = 0;
    this.seldepth = 0;
    this.killers.fill(0);
    this.previousPvLength = 0;
    this.extended[0] = 0;
    this.scores = { shallow: undefined, final: 0, depth: 0 };
    this.prepareHistory();

    this.rootCount = this.gen.generate(b, this.rootMoves, 0, false);
    if (this.rootCount === 0) {
      return noLegalMove(b.inCheck(), this.clock.elapsed());
    }
    this.rootCount = restrictRoot(this.rootMoves, 0, this.rootCount, limits.searchmoves, (m) =>
      makeUci(b, m),
    );
    // Evaluate first: the ordering's piece values are those of this position's phase.
    this.estimate[0] = this.ev.score(b);
    this.orderRoot();

    const maxDepth = Math.max(1, Math.min(limits.depth ?? MAX_DEPTH, MAX_DEPTH));
    let best: InfoRecord | undefined;
    // Until an iteration finishes, the static score (reported as depth 0 if none does).
    let score = this.estimate[0]!;
    let shallow: number | undefined;
    let finished = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      this.extensionCap = Math.max(1, depth >> 1);
      const s = this.searchRoot(depth);
      if (this.clock.stopped) break; // an unfinished iteration is not reported
      score = s;
      finished = depth;
      if (depth === 2) shallow = s;
      this.savePv(depth);
      best = this.info(depth, score);
      hooks?.onInfo?.(best);
      // A stop signalled while the iteration was reported (or a limit reached by it) ends the
      // search now, not at the next iteration's first clock reading.
      if (this.clock.check(this.nodes)) break;
      if (Math.abs(score) >= MATE_BOUND && depth > MATE - Math.abs(score) + 1) break;
      if (!this.clock.roomForIteration()) break;
    }
    this.scores = { shallow, final: score, depth: finished };
    const result = best ?? this.info(0, score);
    const pv = result.pv.length > 0 ? result.pv : [makeUci(b, this.rootMoves[0]!)];
    return {
      ...result,
      ...this.clock.spent(this.nodes),
      pv,
      bestmove: pv[0]!,
      ...(pv[1] ? { ponder: pv[1] } : {}),
      source: 'search',
    };
  }

  /** Copies the game's position hashes (and its null moves) below the root into the history. */
  private prepareHistory(): void {
    const b = this.board;
    const need = b.ply + MAX_PLY + 2;
    if (this.histLo.length < need) {
      this.histLo = new Int32Array(need * 2);
      this.histHi = new Int32Array(need * 2);
      this.nulls = new Uint8Array(need * 2);
    }
    for (let h = 0; h < b.ply; h++) {
      const [lo, hi] = b.hashBefore(h);
      this.histLo[h] = lo;
      this.histHi[h] = hi;
      this.nulls[h] = b.moveAt(h) === 0 ? 1 : 0;
    }
    this.histLo[b.ply] = b.hashLo;
    this.histHi[b.ply] = b.hashHi;
  }

  private info(depth: number, score: number): InfoRecord {
    const pv = pvToUci(this.board, this.previousPv, this.previousPvLength);
    return {
      depth,
      seldepth: Math.max(this.seldepth, depth),
      score: toUciScore(score, MATE, MATE_BOUND),
      nodes: this.nodes,
      ms: Math.round(this.clock.elapsed()),
      pv,
    };
  }

  /** Orders the root moves once: the hash move first, then by the ordering keys (stable). */
  private orderRoot(): void {
    const b = this.board;
    const hit = this.settings.hash.probe(b.hashLo, b.hashHi);
    const hashMove = hit >= 0 ? this.settings.hash.move(hit) : 0;
    const keyed: [number, number][] = [];
    for (let i = 0; i < this.rootCount; i++) {
      const m = this.rootMoves[i]!;
      keyed.push([m, this.orderKey(m, 0, hashMove)]);
    }
    keyed.sort((x, y) => y[1] - x[1]);
    for (let i = 0; i < keyed.length; i++) this.rootMoves[i] = keyed[i]![0];
  }

  /**
   * Keeps the finished iteration's PV, lengthened from the transposition table to the
   * iteration's depth where a hash cut-off ended it early (the search below a node answered from
   * the table leaves no line of its own): the report only, the search is not touched.
   */
  private savePv(depth: number): void {
    const n = this.pvLength[0]!;
    for (let i = 0; i < n; i++) this.previousPv[i] = this.pv[i]!;
    const hash = this.settings.hash;
    this.previousPvLength = extendLine(this.board, this.previousPv, n, Math.max(n, depth), (b) => {
      const hit = hash.probe(b.hashLo, b.hashHi);
      return hit >= 0 ? hash.move(hit) : 0;
    });
  }

  /** One iteration at the root: every move, the best moved to the front for the next one. */
  private searchRoot(depth: number): number {
    const b = this.board;
    this.nodes++;
    this.pvLength[0] = 0;
    let alpha = -INFINITY;
    const beta = INFINITY;
    let best = -INFINITY;
    let bestAt = 0;
    const single = this.rootCount === 1;
    for (let i = 0; i < this.rootCount; i++) {
      const m = this.rootMoves[i]!;
      this.estimate[1] = 0 - (this.estimate[0]! + this.gain(m));
      const check = givesCheck(b, m);
      b.make(m);
      this.checked[1] = check ? 1 : 0;
      const ext = this.extension(0, single, check);
      this.enter(1, m);
      const d = depth - 1 + ext;
      let score: number;
      if (i === 0) {
        score = 0 - this.search(0 - beta, 0 - alpha, d, 1, true);
      } else {
        score = 0 - this.search(0 - alpha - 1, 0 - alpha, d, 1, true);
        if (score > alpha && !this.clock.stopped) score = 0 - this.search(0 - beta, 0 - alpha, d, 1, true);
      }
      b.unmake();
      if (this.clock.stopped) break;
      if (score > best) {
        best = score;
        bestAt = i;
        this.setPv(0, m);
        if (score > alpha) alpha = score;
      }
    }
    // Move-to-front keeps the others in their previous order.
    const m = this.rootMoves[bestAt]!;
    for (let i = bestAt; i > 0; i--) this.rootMoves[i] = this.rootMoves[i - 1]!;
    this.rootMoves[0] = m;
    if (!this.clock.stopped) {
      this.settings.hash.store(b.hashLo, b.hashHi, depth, BOUND_EXACT, best, m, 0, MATE_BOUND);
    }
    return best;
  }

  /** Records the position just entered at `ply` (after move `m`, 0 for a pass) in the history. */
  private enter(ply: number, m: number): void {
    const b = this.board;
    const h = b.ply;
    this.histLo[h] = b.hashLo;
    this.histHi[h] = b.hashHi;
    this.nulls[h - 1] = m === 0 ? 1 : 0;
    if (ply > this.seldepth) this.seldepth = ply;
  }

  private setPv(ply: number, m: number): void {
    extendPv(this.pv, this.pvLength, MAX_PLY, ply, m);
  }

  private drawScore(ply: number): number {
    const c = this.settings.contempt;
    return (ply & 1) === 0 ? 0 - c : c; // 0 - 0 is +0: a -0 score would turn V8's integers into doubles
  }

  /** True when this node must stop (node limit, time, stop signal); the clock is read every 128 nodes. */
  private stopHere(): boolean {
    return mustStop(this.clock, this.nodes);
  }

  private search(alpha: number, beta: number, depth: number, ply: number, allowNull: boolean): number {
    if (depth <= 0) return this.quiesce(alpha, beta, ply);
    const b = this.board;
    const settings = this.settings;
    this.nodes++;
    this.pvLength[ply] = 0;
    if (this.stopHere()) return 0;
    if (b.halfmove >= 100) return this.drawScore(ply);
    if (repetitionDraw(this.histLo, this.histHi, this.nulls, b.ply, b.halfmove, ply))
      return this.drawScore(ply);
    if (ply >= MAX_PLY - 1) return this.ev.score(b);
    const lo = b.hashLo;
    const hi = b.hashHi;

    // Learned positions first: a score from a deeper search of an earlier game.
    const learn = settings.learn;
    if (learn !== null && learn.size > 0) {
      const at = learn.find(lo, hi);
      if (at >= 0 && learn.depth(at) >= depth) return learn.score(at, ply, MATE_BOUND);
    }

    const hash = settings.hash;
    let hashMove = 0;
    const hit = hash.probe(lo, hi);
    if (hit >= 0) {
      hashMove = hash.move(hit);
      if (hash.depth(hit) >= depth) {
        const s = hash.score(hit, ply, MATE_BOUND);
        const bound = hash.bound(hit);
        if (bound === BOUND_EXACT) {
          this.pvLength[ply] = this.pvCache.load(lo, hi, this.pv, ply * MAX_PLY);
          return s;
        }
        if ((bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }

    const inCheck = this.checked[ply] === 1;
    // Threat heuristics: the static score, and whether the side to move has a piece hanging.
    let threatened = false;
    let staticScore = 0;
    if (!inCheck && depth >= 2) {
      staticScore = this.ev.score(b);
      this.estimate[ply] = staticScore;
      threatened = this.threatsOn && this.ev.threats(b.side) > 0;
    }

    // Null move: pass, and if the opponent still cannot reach beta searching R plies less, cut.
    if (
      allowNull &&
      settings.nullMove &&
      !inCheck &&
      !threatened &&
      depth >= 2 &&
      staticScore >= beta &&
      beta < MATE_BOUND &&
      beta > -MATE_BOUND &&
      (!this.guard || this.nullMoveSafe())
    ) {
      this.estimate[ply + 1] = 0 - staticScore;
      this.checked[ply + 1] = 0;
      b.makeNull();
      this.enter(ply + 1, 0);
      this.extended[ply + 1] = this.extended[ply]!;
      const s = 0 - this.search(0 - beta, 1 - beta, depth - 1 - NULL_MOVE_R, ply + 1, false);
      b.unmakeNull();
      if (this.clock.stopped) return 0;
      if (s >= beta) return nullMoveCutoff(s, beta);
      // A null-move threat: passing loses a lot, or gets mated.
      if (this.threatsOn && (s <= -MATE_BOUND || s < staticScore - THREAT_MARGIN)) threatened = true;
    }

    const start = ply * SLOT;
    const end = this.gen.generate(b, this.moves, start, false);
    if (end === start) return inCheck ? -(MATE - ply) : this.drawScore(ply);
    const single = end - start === 1;
    for (let i = start; i < end; i++) this.order[i] = this.orderKey(this.moves[i]!, ply, hashMove);

    const mayReduce = this.reduceOn && depth >= REDUCE_MIN_DEPTH && !inCheck && !threatened;
    const alpha0 = alpha;
    let best = -INFINITY;
    let bestMove = 0;
    let searched = 0;
    const k = ply * 2;
    for (let i = start; i < end; i++) {
      const m = this.pick(i, end);
      const quiet = (m & FLAG_CAPTURE) === 0 && ((m >> 16) & 7) === 0;
      const special = m === hashMove || m === this.killers[k] || m === this.killers[k + 1];
      this.estimate[ply + 1] = 0 - (this.estimate[ply]! + this.gain(m));
      const check = givesCheck(b, m);
      b.make(m);
      this.checked[ply + 1] = check ? 1 : 0;
      const ext = this.extension(ply, single, check);
      this.enter(ply + 1, m);
      this.extended[ply + 1] = this.extended[ply]! + ext;
      const d = depth - 1 + ext;
      let reduce = 0;
      // (The first move searched is never reduced: it takes the full-window branch below.)
      if (mayReduce && quiet && !special && ext === 0 && !check) {
        if (this.hangsMovedPiece(m)) reduce = REDUCE_BLUNDER;
        else if (searched >= LATE_MOVE && this.history[historyIndex(m)] === 0) reduce = REDUCE_LATE;
      }
      let score: number;
      if (searched === 0) {
        score = 0 - this.search(0 - beta, 0 - alpha, d, ply + 1, true);
      } else {
        score = 0 - this.search(0 - alpha - 1, 0 - alpha, d - reduce, ply + 1, true);
        if (score > alpha && reduce > 0 && !this.clock.stopped)
          score = 0 - this.search(0 - alpha - 1, 0 - alpha, d, ply + 1, true);
        if (score > alpha && score < beta && !this.clock.stopped)
          score = 0 - this.search(0 - beta, 0 - alpha, d, ply + 1, true);
      }
      b.unmake();
      if (this.clock.stopped) return 0;
      searched++;
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          this.setPv(ply, m);
          if (score >= beta) {
            if (quiet) {
              this.addKiller(ply, m);
              this.bumpHistory(m, depth);
            }
            break;
          }
        }
      }
    }

    const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
    hash.store(lo, hi, depth, bound, best, bestMove, ply, MATE_BOUND);
    if (bound === BOUND_EXACT) this.pvCache.store(lo, hi, this.pv, ply * MAX_PLY, this.pvLength[ply]!);
    return best;
  }

  /** Stand pat, then captures (and promotions) until none remain; a side in check with no move is mated. */
  private quiesce(alpha: number, beta: number, ply: number): number {
    const b = this.board;
    this.nodes++;
    this.pvLength[ply] = 0;
    if (ply > this.seldepth) this.seldepth = ply;
    if (this.stopHere()) return 0;
    if (ply >= MAX_PLY - 1) return this.ev.score(b);
    const inCheck = this.checked[ply] === 1;
    const start = ply * SLOT;
    // In check, the side to move is mated if it has no legal move at all; otherwise it stands
    // pat like any other side (the seed's quiescence looks at capturing moves only), and its
    // captures and promotions are picked out of the legal moves already generated.
    let end = start;
    if (inCheck) {
      end = this.gen.generate(b, this.moves, start, false);
      if (end === start) return -(MATE - ply);
      end = keepTactical(this.moves, start, end);
    }
    // Lazy evaluation: far enough above beta on the estimate, stand pat on it.
    const e = this.estimate[ply]!;
    if (!inCheck && e - LAZY_MARGIN >= beta) return e;
    let stand = e;
    let evaluated = false;
    if (inCheck || e + LAZY_MARGIN > alpha) {
      stand = this.ev.score(b);
      this.estimate[ply] = stand;
      evaluated = true;
    }
    if (stand >= beta) return stand;
    if (stand > alpha) alpha = stand;
    let best = stand;
    if (!inCheck) {
      // The evaluation's attack tables may already show that there is nothing to capture.
      if (evaluated && !this.ev.mayCapture(b, b.side)) return best;
      end = this.gen.generate(b, this.moves, start, true);
    }
    for (let i = start; i < end; i++) this.order[i] = this.orderKey(this.moves[i]!, ply, 0);
    for (let i = start; i < end; i++) {
      const m = this.pick(i, end);
      const gain = this.gain(m);
      const check = givesCheck(b, m);
      // Futility: a capture that cannot bring the score near alpha is not worth a node, unless
      // it gives check (it may mate).
      if (!inCheck && !check && stand + gain + DELTA_MARGIN <= alpha) continue;
      this.estimate[ply + 1] = 0 - (stand + gain);
      b.make(m);
      this.checked[ply + 1] = check ? 1 : 0;
      const score = 0 - this.quiesce(0 - beta, 0 - alpha, ply + 1);
      b.unmake();
      if (this.clock.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          this.setPv(ply, m);
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  /**
   * The extension of the move just made from a node at `ply` (called after make): one ply for a
   * forced sequence (the move gives check, is the only legal reply, recaptures on the square
   * of the previous capture a piece of about the same value, or takes a pawn to its 7th rank),
   * none once the path has gained half the iteration's depth (at least 1): the cap keeps a
   * string of checks and recaptures from doubling the search.
   */
  private extension(ply: number, single: boolean, check: boolean): number {
    if (this.extended[ply]! >= this.extensionCap) return 0;
    const b = this.board;
    if (single || check) return 1;
    const h = b.ply - 1;
    const m = b.moveAt(h);
    const to = (m >> 8) & 0xff;
    const piece = b.pieces[to]!;
    if (piece === PAWN && to >> 4 === 6) return 1;
    if (piece === -PAWN && to >> 4 === 1) return 1;
    if (h >= 1 && (m & FLAG_CAPTURE) !== 0) {
      const previous = b.moveAt(h - 1);
      const earlier = Math.abs(b.capturedAt(h - 1));
      if (earlier !== 0 && ((previous >> 8) & 0xff) === to) {
        const now = Math.abs(b.capturedAt(h));
        if (Math.abs(SEED_VALUES[now]! - SEED_VALUES[earlier]!) < RECAPTURE_SLACK) return 1;
      }
    }
    return 0;
  }

  /**
   * The zugzwang guard: the side to move has non-pawn material worth a rook or more, and the
   * position is no ending (the material on the board, both sides and pawns included, is at least
   * ENDGAME_MATERIAL).
   */
  private nullMoveSafe(): boolean {
    const C = this.board.counts;
    const side = this.board.side;
    let own = 0;
    let total = 0;
    for (let role = PAWN; role < KING; role++) {
      const v = SEED_VALUES[role]!;
      const mine = C[6 + side * role]!;
      const theirs = C[6 - side * role]!;
      if (role >= KNIGHT) own += mine * v;
      total += (mine + theirs) * v;
    }
    return own >= NULL_MIN_PIECES && total >= ENDGAME_MATERIAL;
  }

  /**
   * After a quiet move `m`: does the moved piece (not a pawn or the king) now stand where an
   * enemy pawn attacks it, or where the enemy attacks it and no piece of its own defends it?
   * Such a move is a blunder by the program's lights and gets the deeper reduction.
   */
  private hangsMovedPiece(m: number): boolean {
    const b = this.board;
    const to = (m >> 8) & 0xff;
    const piece = b.pieces[to]!;
    const role = piece < 0 ? -piece : piece;
    if (role === PAWN || role === KING) return false;
    const enemy = b.side;
    const enemyPawn = enemy * PAWN;
    const back = to - enemy * 16;
    if (((back - 1) & 0x88) === 0 && b.pieces[back - 1] === enemyPawn) return true;
    if (((back + 1) & 0x88) === 0 && b.pieces[back + 1] === enemyPawn) return true;
    return b.isAttacked(to, enemy) && !b.isAttacked(to, -enemy as Color);
  }

  /** The material move `m` wins at the current phase: the man it takes, and a promotion's gain. */
  private gain(m: number): number {
    const promo = (m >> 16) & 7;
    let g = promo === 0 ? 0 : this.ev.pieceValue(promo) - this.ev.pieceValue(PAWN);
    if ((m & FLAG_CAPTURE) !== 0)
      g += this.ev.pieceValue(Math.abs(this.board.pieces[(m >> 8) & 0xff]!) || PAWN);
    return g;
  }

  /** Moves the best-ordered remaining move into slot i (selection sort) and returns it. */
  private pick(i: number, end: number): number {
    return pickBest(this.moves, this.order, i, end);
  }

  /**
   * The ordering key of a move at `ply`: the hash move; captures, most valuable victim first and
   * then least valuable attacker, and promotions (by the piece gained); the two killers; then the
   * history count.
   */
  private orderKey(m: number, ply: number, hashMove: number): number {
    if (m === hashMove && m !== 0) return ORDER_HASH;
    const P = this.board.pieces;
    const to = (m >> 8) & 0xff;
    const promo = (m >> 16) & 7;
    if ((m & FLAG_CAPTURE) !== 0 || promo !== 0) {
      const victim = m & FLAG_CAPTURE ? Math.abs(P[to]!) || PAWN : 0;
      const attacker = Math.abs(P[m & 0xff]!);
      const gain =
        this.ev.pieceValue(victim) + (promo ? this.ev.pieceValue(promo) - this.ev.pieceValue(PAWN) : 0);
      return ORDER_TACTICAL + gain * 8 - attacker;
    }
    const k = ply * 2;
    if (m === this.killers[k]) return ORDER_KILLER + 2;
    if (m === this.killers[k + 1]) return ORDER_KILLER + 1;
    return this.history[historyIndex(m)]!;
  }

  /** A quiet move that caused a cutoff: history += depth squared (halving all when one gets large). */
  private bumpHistory(m: number, depth: number): void {
    const i = historyIndex(m);
    const v = this.history[i]! + depth * depth;
    this.history[i] = v;
    if (v > HISTORY_MAX)
      for (let j = 0; j < this.history.length; j++) this.history[j] = this.history[j]! >> 1;
  }

  private addKiller(ply: number, m: number): void {
    const k = ply * 2;
    if (this.killers[k] === m) return;
    this.killers[k + 1] = this.killers[k]!;
    this.killers[k] = m;
  }
}

/** Keeps only the captures and promotions of moves[start..end) (in order); returns the new end. */
function keepTactical(moves: Int32Array, start: number, end: number): number {
  let w = start;
  for (let i = start; i < end; i++) {
    const m = moves[i]!;
    if ((m & FLAG_CAPTURE) !== 0 || ((m >> 16) & 7) !== 0) moves[w++] = m;
  }
  return w;
}

/** The history table's index of a move: from-square and to-square (0x88, 7 bits each). */
function historyIndex(m: number): number {
  return ((m & 0x7f) << 7) | ((m >> 8) & 0x7f);
}
