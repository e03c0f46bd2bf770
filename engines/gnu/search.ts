// The search of GNU Chess as of December 1987 (figures from ../shared/reference/gnu-1987.md):
// iterative deepening over a full-width alpha-beta search with a one-sided +90 aspiration
// window at the root, lazy evaluation, check and horizon extensions (at most 11 plies beyond
// the nominal depth), a quiescence search with stand-pat and a futility skip, the program's
// move ordering (PV, three killers, killers from two plies back, MVV/LVA-style captures with a
// recapture bonus, promotions, pawns to the 7th, in-check king moves, history capped at 180),
// repetition pulled toward the contempt value, and an optional transposition table.
//
// Scores are centipawns from the side to move's view. Mate: a side mated p plies from the root
// scores -(9999 - p) there, so mates are reported as +/-(9999 - ply).

import { makeUci } from '../../core/uci-move.js';
import * as moveBits from '../../core/move.js';
import * as pieceCodes from '../../core/types.js';
import type { Color } from '../../core/types.js';
import type { InfoRecord, SearchHooks, SearchLimits, SearchResult } from '../engine.js';
import { extendPv, mustStop, pickBest, pvToUci, SearchClock, toUciScore } from '../search-common.js';
import type { GnuEvaluator } from './evaluator.js';
import type { GnuHashTable } from './hash.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from './hash.js';
import type { GnuPosition } from './position.js';

const { FLAG_CAPTURE, FLAG_EP } = moveBits;
const { PAWN, QUEEN, KING } = pieceCodes;

export const MATE = 9999;
/** Scores at or beyond this are mates. */
export const MATE_BOUND = 9000;
const INFINITY = 10001;
/** The root window: alpha -9000, beta previous score + 90. */
const WINDOW = 9000;
const ASPIRATION = 90;
export const MAX_PLY = 64;
const MAX_EXTENSION = 11;
const SLOT = 256;

// Move-ordering scores.
const ORDER_PV = 2000;
const ORDER_KILLERS = [80, 70, 60];
const ORDER_OLD_KILLERS = [40, 30];
const ORDER_RECAPTURE = 800;
const ORDER_PROMOTION = 500;
const ORDER_SEVENTH = 500;
const ORDER_CHECK_KING_SAFE = 400;
const ORDER_CHECK_KING_ATTACKED = -200;
const HISTORY_CAP = 180;
/** A repeated position is pulled this far toward the contempt value. */
const REPETITION_PULL = 20;

export interface GnuSearchSettings {
  /** Centipawns the engine's side gives up to avoid a draw (a draw scores -contempt for it). */
  readonly contempt: number;
  readonly hash: GnuHashTable | null;
}

/** One search instance per engine: owns every table, so engines never share state. */
export class GnuSearch {
  private readonly moves = new Int32Array(MAX_PLY * SLOT);
  private readonly order = new Int32Array(MAX_PLY * SLOT);
  private readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  private readonly previousPv = new Int32Array(MAX_PLY);
  private previousPvLength = 0;
  private followPv = false;
  private readonly killers = new Int32Array(MAX_PLY * 3);
  private readonly history = new Int32Array(128 * 128);
  /** The incremental estimate of each ply's position, from its side to move's view. */
  private readonly estimate = new Int32Array(MAX_PLY + 1);
  private readonly checkAt = new Uint8Array(MAX_PLY + 1);
  /** 1 where a node was extended at the horizon (its children may not be). */
  private readonly horizonAt = new Uint8Array(MAX_PLY + 1);
  private readonly rootMoves = new Int32Array(SLOT);
  private readonly rootScores = new Int32Array(SLOT);
  private rootCount = 0;
  private nodes = 0;
  private seldepth = 0;
  private nominal = 0;
  private contempt = 0;
  private hash: GnuHashTable | null = null;
  private clock!: SearchClock;

  constructor(
    private pos: GnuPosition,
    private readonly ev: GnuEvaluator,
  ) {}

  /** Searches `pos` from now on (a new position in the same game keeps history and killers). */
  attach(pos: GnuPosition): void {
    this.pos = pos;
  }

  /** Forgets killers and history (a new game). */
  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
  }

  /** Searches the position within `limits`; reports each finished iteration. */
  run(limits: SearchLimits, hooks: SearchHooks | undefined, settings: GnuSearchSettings): SearchResult {
    const b = this.pos.board;
    this.clock = new SearchClock(limits, hooks, b.side);
    this.contempt = settings.contempt;
    this.hash = settings.hash;
    this.nodes = 0;
    this.seldepth = 0;
    this.killers.fill(0);
    this.previousPvLength = 0;
    this.ev.prepare(b);
    const rootEval = this.ev.evaluate(b);
    this.estimate[0] = rootEval;

    this.collectRootMoves();
    if (this.rootCount === 0) {
      const mated = b.inCheck();
      return {
        bestmove: null,
        source: 'search',
        depth: 0,
        seldepth: 0,
        score: mated ? { mate: 0 } : { cp: 0 },
        nodes: 0,
        ms: Math.round(this.clock.elapsed()),
        pv: [],
      };
    }

    const maxDepth = Math.min(limits.depth ?? MAX_PLY - MAX_EXTENSION - 2, MAX_PLY - MAX_EXTENSION - 2);
    let score = rootEval;
    let best: InfoRecord | undefined;
    let bestMove = this.rootMoves[0]!;
    for (let depth = 1; depth <= maxDepth; depth++) {
      this.nominal = depth;
      let s = this.searchRoot(-WINDOW, score + ASPIRATION, depth);
      if (!this.clock.stopped && s >= score + ASPIRATION) s = this.searchRoot(-WINDOW, WINDOW, depth);
      if (!this.clock.stopped && s >= WINDOW) s = this.searchRoot(-WINDOW, INFINITY, depth);
      if (!this.clock.stopped && s <= -WINDOW) s = this.searchRoot(-INFINITY, WINDOW, depth);
      if (this.clock.stopped) {
        // An unfinished iteration: keep the last finished one. If none finished, take the
        // best root move searched so far, or else the first root move in order.
        if (best === undefined && this.pvLength[0]! > 0) {
          bestMove = this.pv[0]!;
          this.savePv();
          best = this.info(depth, s);
          hooks?.onInfo?.(best);
        }
        break;
      }
      score = s;
      bestMove = this.pv[0]!;
      this.savePv();
      best = this.info(depth, score);
      hooks?.onInfo?.(best);
      this.sortRootMoves();
      if (Math.abs(score) >= MATE_BOUND && depth > MATE - Math.abs(score) + 1) break;
      if (!this.clock.roomForIteration()) break;
    }
    const result = best ?? this.info(0, score);
    const pv = result.pv.length > 0 ? result.pv : [makeUci(b, bestMove)];
    return { ...result, pv, bestmove: pv[0]!, ...(pv[1] ? { ponder: pv[1] } : {}), source: 'search' };
  }

  private info(depth: number, score: number): InfoRecord {
    const pv = pvToUci(this.pos.board, this.previousPv, this.previousPvLength);
    return {
      depth,
      seldepth: Math.max(this.seldepth, depth),
      score: toUciScore(score, MATE, MATE_BOUND),
      nodes: this.nodes,
      ms: Math.round(this.clock.elapsed()),
      pv,
    };
  }

  /** The legal root moves in the program's order, sorted by their ordering scores. */
  private collectRootMoves(): void {
    const pos = this.pos;
    const b = pos.board;
    const end = pos.generate(this.moves, 0, false);
    const inCheck = b.inCheck();
    let n = 0;
    for (let i = 0; i < end; i++) {
      const m = this.moves[i]!;
      pos.make(m);
      const illegal = b.leftInCheck();
      pos.unmake();
      if (illegal) continue;
      this.rootMoves[n] = m;
      this.rootScores[n] = this.orderScore(m, 0, inCheck, 0);
      n++;
    }
    this.rootCount = n;
    this.sortRootMoves();
  }

  /** Selection sort of the root moves by score, swapping the best remaining into place. */
  private sortRootMoves(): void {
    const moves = this.rootMoves;
    const scores = this.rootScores;
    for (let i = 0; i < this.rootCount; i++) {
      let bestAt = i;
      for (let j = i + 1; j < this.rootCount; j++) if (scores[j]! > scores[bestAt]!) bestAt = j;
      if (bestAt !== i) {
        const m = moves[i]!;
        moves[i] = moves[bestAt]!;
        moves[bestAt] = m;
        const s = scores[i]!;
        scores[i] = scores[bestAt]!;
        scores[bestAt] = s;
      }
    }
  }

  /** Keeps the finished iteration's PV; its moves become the first killer of each ply. */
  private savePv(): void {
    const n = this.pvLength[0]!;
    for (let i = 0; i < n; i++) {
      const m = this.pv[i]!;
      this.previousPv[i] = m;
      this.killers[i * 3] = m;
    }
    this.previousPvLength = n;
  }

  private searchRoot(alpha: number, beta: number, depth: number): number {
    const pos = this.pos;
    let best = -INFINITY;
    this.nodes++;
    this.pvLength[0] = 0;
    const following = this.previousPvLength > 0;
    for (let i = 0; i < this.rootCount; i++) {
      const m = this.rootMoves[i]!;
      this.estimate[1] = -(this.estimate[0]! + this.gain(m));
      pos.make(m);
      this.followPv = following && m === this.previousPv[0];
      const score = -this.search(-beta, -alpha, depth - 1, 1);
      pos.unmake();
      if (this.clock.stopped) return best;
      this.rootScores[i] = score;
      if (score > best) {
        best = score;
        if (score > alpha || i === 0) {
          if (score > alpha) alpha = score;
          this.setPv(0, m);
        }
        if (score >= beta) {
          for (let j = i + 1; j < this.rootCount; j++) this.rootScores[j] = -INFINITY;
          break;
        }
      }
    }
    return best;
  }

  private setPv(ply: number, m: number): void {
    extendPv(this.pv, this.pvLength, MAX_PLY, ply, m);
  }

  private drawScore(ply: number): number {
    return (ply & 1) === 0 ? -this.contempt : this.contempt;
  }

  /** The mover's gain by the estimate: material and square values, before the move is made. */
  private gain(m: number): number {
    const b = this.pos.board;
    const ev = this.ev;
    const P = b.pieces;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const piece = P[from]!;
    let g = 0;
    if (m & FLAG_CAPTURE) {
      const capSq = m & FLAG_EP ? to - b.side * 16 : to;
      const victim = P[capSq]!;
      g += ev.pieceValue(Math.abs(victim)) + ev.squareValue(victim, capSq);
    }
    const promo = (m >> 16) & 7;
    const placed = promo ? promo * b.side : piece;
    g += ev.squareValue(placed, to) - ev.squareValue(piece, from);
    if (promo) g += ev.pieceValue(QUEEN) - ev.pieceValue(PAWN);
    return g;
  }

  /**
   * True when this node must stop (node limit, time, stop signal). The clock is read every 128
   * nodes: a few milliseconds even while the code is still cold, so a 10 ms budget holds
   * (every 1024 overshot low clocks by up to 100 ms; node counts do not depend on it).
   */
  private stopHere(): boolean {
    return mustStop(this.clock, this.nodes);
  }

  private search(alpha: number, beta: number, depth: number, ply: number): number {
    const pos = this.pos;
    const b = pos.board;
    this.nodes++;
    this.pvLength[ply] = 0;
    if (ply > this.seldepth) this.seldepth = ply;
    if (this.stopHere()) return 0;
    if (b.halfmove >= 100) return this.drawScore(ply);
    const reps = b.repetitions();
    if (reps >= 2) return this.drawScore(ply);
    if (ply >= MAX_PLY - 1) return this.ev.evaluate(b);

    const inCheck = b.inCheck();
    this.checkAt[ply] = inCheck ? 1 : 0;
    const canExtend = ply < this.nominal + MAX_EXTENSION;
    if (inCheck && canExtend) {
      depth++;
      // Alternating checks by different pieces (a mate threat): one more ply.
      if (ply >= 2 && this.checkAt[ply - 2] && this.checkerDiffers()) depth++;
    }
    this.horizonAt[ply] = 0;
    if (depth <= 0) {
      // At the horizon: extend one ply for a pawn just moved to its 7th rank, or for more than
      // one hung piece of the side to move (once: not again right below such an extension);
      // otherwise resolve captures in the quiescence search.
      const may = canExtend && this.horizonAt[ply - 1] === 0;
      if (may && this.pawnToSeventh(b.moveAt(b.ply - 1))) {
        depth = 1;
      } else {
        const stand = this.staticScore(ply, 1, beta);
        if (!(may && this.fullAt && this.ev.hung(b.side) > 1))
          return this.quiesceFrom(stand, alpha, beta, ply, 1);
        depth = 1;
      }
      this.horizonAt[ply] = 1;
    }

    const hash = this.hash;
    let hashMove = 0;
    if (hash !== null) {
      const hit = hash.probe(b.hashLo, b.hashHi);
      if (hit >= 0) {
        hashMove = hash.move(hit);
        if (hash.depth(hit) >= depth && reps === 0) {
          const s = hash.score(hit, ply, MATE_BOUND);
          const bound = hash.bound(hit);
          if (
            bound === BOUND_EXACT ||
            (bound === BOUND_LOWER && s >= beta) ||
            (bound === BOUND_UPPER && s <= alpha)
          ) {
            return s;
          }
        }
      }
    }

    const start = ply * SLOT;
    const end = pos.generate(this.moves, start, false);
    const pvMove = this.followPv && ply < this.previousPvLength ? this.previousPv[ply]! : hashMove;
    const lastTo = (b.moveAt(b.ply - 1) >> 8) & 0xff;
    for (let i = start; i < end; i++)
      this.order[i] = this.orderScore(this.moves[i]!, ply, inCheck, pvMove, lastTo);

    const alpha0 = alpha;
    let best = -INFINITY;
    let bestMove = 0;
    let legal = 0;
    const wasFollowing = this.followPv;
    for (let i = start; i < end; i++) {
      const m = this.pick(i, end);
      this.estimate[ply + 1] = -(this.estimate[ply]! + this.gain(m));
      pos.make(m);
      if (b.leftInCheck()) {
        pos.unmake();
        continue;
      }
      legal++;
      this.followPv = wasFollowing && m === pvMove && legal === 1;
      const score = -this.search(-beta, -alpha, depth - 1, ply + 1);
      pos.unmake();
      if (this.clock.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          this.setPv(ply, m);
          this.bumpHistory(m, depth);
          if (score >= beta) {
            this.addKiller(ply, m);
            break;
          }
        }
      }
    }
    this.followPv = false;

    if (legal === 0) return inCheck ? -(MATE - ply) : this.drawScore(ply);
    if (best < beta && bestMove !== 0) this.killers[ply * 3 + 2] = bestMove;
    if (reps === 1) {
      const c = this.drawScore(ply);
      best = best > c ? Math.max(c, best - REPETITION_PULL) : Math.min(c, best + REPETITION_PULL);
    }
    if (hash !== null && reps === 0) {
      const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
      hash.store(b.hashLo, b.hashHi, depth, bound, best, bestMove, ply, MATE_BOUND);
    }
    return best;
  }

  /** Whether the full evaluation was computed by the last staticScore(). */
  private fullAt = false;

  /**
   * The stand-pat score with the program's lazy evaluation: the full evaluation at ply 1, in
   * bare-king endings, at the first quiescence level if estimate - 250 < beta, at the second
   * if estimate - 50 < beta, at the third after a pawn move if estimate - 50 < beta; the
   * incremental estimate everywhere else.
   */
  private staticScore(ply: number, level: number, beta: number): number {
    const b = this.pos.board;
    const e = this.estimate[ply]!;
    const C = b.counts;
    const bareKing =
      C[6 + 1]! + C[6 + 2]! + C[6 + 3]! + C[6 + 4]! + C[6 + 5]! === 0 ||
      C[6 - 1]! + C[6 - 2]! + C[6 - 3]! + C[6 - 4]! + C[6 - 5]! === 0;
    let full = ply === 1 || bareKing;
    if (!full) {
      if (level === 1) full = e - 250 < beta;
      else if (level === 2) full = e - 50 < beta;
      else if (level === 3)
        full = e - 50 < beta && Math.abs(b.pieces[(b.moveAt(b.ply - 1) >> 8) & 0xff]!) === PAWN;
    }
    this.fullAt = full;
    if (!full) return e;
    const score = this.ev.evaluate(b);
    this.estimate[ply] = score;
    return score;
  }

  private quiesce(alpha: number, beta: number, ply: number, level: number): number {
    // Depth is below zero here, so even a check's +1 leaves it a capture search: only the
    // node at the horizon itself (depth 0, in search()) turns a check into a full-width ply.
    const b = this.pos.board;
    this.pvLength[ply] = 0;
    this.nodes++;
    if (ply > this.seldepth) this.seldepth = ply;
    if (this.stopHere()) return 0;
    if (ply >= MAX_PLY - 1) return this.ev.evaluate(b);
    return this.quiesceFrom(this.staticScore(ply, level, beta), alpha, beta, ply, level);
  }

  /** Quiescence from a known stand-pat score: captures and promotions only. */
  private quiesceFrom(stand: number, alpha: number, beta: number, ply: number, level: number): number {
    this.pvLength[ply] = 0;
    if (stand >= beta) return stand;
    if (stand > alpha) alpha = stand;
    const pos = this.pos;
    const b = pos.board;
    const P = b.pieces;
    const start = ply * SLOT;
    const end = pos.generate(this.moves, start, true);
    const lastTo = (b.moveAt(b.ply - 1) >> 8) & 0xff;
    for (let i = start; i < end; i++) this.order[i] = this.orderScore(this.moves[i]!, ply, false, 0, lastTo);
    let best = stand;
    for (let i = start; i < end; i++) {
      const m = this.pick(i, end);
      const to = (m >> 8) & 0xff;
      if (m & FLAG_CAPTURE) {
        // Futility: skip a capture that cannot raise the score to alpha.
        const capSq = m & FLAG_EP ? to - b.side * 16 : to;
        const victim = P[capSq]!;
        const attacker = Math.abs(P[m & 0xff]!);
        if (
          stand + this.ev.pieceValue(Math.abs(victim)) + this.ev.squareValue(victim, capSq) - attacker <
          alpha
        )
          continue;
      }
      this.estimate[ply + 1] = -(this.estimate[ply]! + this.gain(m));
      pos.make(m);
      if (b.leftInCheck()) {
        pos.unmake();
        continue;
      }
      const score = -this.quiesce(-beta, -alpha, ply + 1, level + 1);
      pos.unmake();
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

  /** Moves the best-ordered remaining move into slot i (selection sort, not stable) and returns it. */
  private pick(i: number, end: number): number {
    return pickBest(this.moves, this.order, i, end);
  }

  /** The program's ordering score of a move at `ply`. */
  private orderScore(m: number, ply: number, inCheck: boolean, pvMove: number, lastTo = -1): number {
    if (m === pvMove && m !== 0) return ORDER_PV;
    const b = this.pos.board;
    const P = b.pieces;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const piece = P[from]!;
    const role = Math.abs(piece);
    let s = 0;
    const k = ply * 3;
    const K = this.killers;
    if (m === K[k]) s += ORDER_KILLERS[0]!;
    else if (m === K[k + 1]) s += ORDER_KILLERS[1]!;
    else if (m === K[k + 2]) s += ORDER_KILLERS[2]!;
    if (ply >= 2) {
      if (m === K[k - 6]) s += ORDER_OLD_KILLERS[0]!;
      else if (m === K[k - 5]) s += ORDER_OLD_KILLERS[1]!;
    }
    if (m & FLAG_CAPTURE) {
      const victim = m & FLAG_EP ? PAWN : Math.abs(P[to]!);
      s += this.ev.pieceValue(victim) - role;
      if (to === lastTo) s += ORDER_RECAPTURE;
    }
    if ((m >> 16) & 7) s += ORDER_PROMOTION;
    else if (role === PAWN && to >> 4 === (piece > 0 ? 6 : 1)) s += ORDER_SEVENTH;
    if (inCheck && role === KING) {
      s += b.isAttacked(to, -b.side as Color) ? ORDER_CHECK_KING_ATTACKED : ORDER_CHECK_KING_SAFE;
    }
    return s + this.history[(from << 7) | to]!;
  }

  private bumpHistory(m: number, depth: number): void {
    const i = ((m & 0xff) << 7) | ((m >> 8) & 0xff);
    this.history[i] = Math.min(HISTORY_CAP, this.history[i]! + depth);
  }

  private addKiller(ply: number, m: number): void {
    const k = ply * 3;
    if (this.killers[k] === m) return;
    this.killers[k + 1] = this.killers[k]!;
    this.killers[k] = m;
  }

  /**
   * Did a different piece give this check than the check two plies before? The same piece
   * would have started its move where the earlier checking move ended.
   */
  private checkerDiffers(): boolean {
    const b = this.pos.board;
    if (b.ply < 3) return false;
    const now = b.moveAt(b.ply - 1);
    const before = b.moveAt(b.ply - 3);
    return before !== 0 && (now & 0xff) !== ((before >> 8) & 0xff);
  }

  /** A pawn move to its 7th rank (White) or 2nd (Black). */
  private pawnToSeventh(m: number): boolean {
    if (m === 0) return false;
    const b = this.pos.board;
    const to = (m >> 8) & 0xff;
    const piece = b.pieces[to]!;
    return Math.abs(piece) === PAWN && to >> 4 === (piece > 0 ? 6 : 1);
  }
}
