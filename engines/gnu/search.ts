// The search of GNU Chess as of December 1987, rebuilt move for move from the exact rules S1-S12
// of the reference ("[ref]", see docs/sources.md) and checked against the program's own output
// (fixtures/gnu-1987, npm run oracle-gnu).
//
// Iterative deepening over one recursive full-width alpha-beta search. Plies count from 1 at the
// root; a move made at ply p leads to a node at ply p + 1. Scores are centipawns from the side to
// move's view. Moves are pseudo-legal: a node whose side to move can take the enemy king scores
// 10001 - ply, so an illegal move is refuted by its node (which counts, like every move made);
// a mate delivered k plies from the root is worth 10000 - k - 1, and a side with no legal move is
// scored as mated whether or not it is in check [S12].
//
// Per node: the lazy evaluation (an estimate carried down from the parent, the full evaluation
// only where S8 says), the extensions of S6, the move list (full width when depth > 0, else
// captures and promotions with stand pat and the futility skip of S7), the ordering of S5 and
// S7 with a selection sort, the +depth score bonus of S1, strict cut-offs (S2), and the history
// and killer updates of S4 and S5. The root list persists across iterations (S3).

import type { EngineNotice, InfoRecord, SearchHooks, SearchLimits, SearchResult } from '../engine.js';
import { noLegalMove, restrictRoot, SearchClock, toUciScore } from '../search-common.js';
import {
  BLACK,
  F_CAPTURE,
  F_CASTLE,
  F_EP,
  F_PAWN_THREAT,
  F_PROMOTE,
  KING,
  moveFrom,
  moveTo,
  PAWN,
  VALUE,
  WHITE,
  type GnuBoard,
} from './board.js';
import type { GnuEvaluator } from './evaluator.js';
import type { SearchTrace } from './trace.js';

/** Mate scale: a king capture at ply p scores 10001 - p; mate in n is 10000 - 2n [S10]. */
export const KING_CAPTURE = 10001;
export const MATE_BOUND = 9000;
const WINDOW = 9000;
/**
 * The largest evaluation the search uses: the mate range begins at 9000 and the score bonus of S1
 * may add up to a ply's depth at each ply, so evaluations stay MAX_PLY below it.
 */
const SCORE_LIMIT = MATE_BOUND - 64;
const ASPIRATION = 90;
export const MAX_PLY = 64;
const TREE = 8000;
/**
 * How far past the nominal depth a node may still generate moves: a node deeper than this returns
 * its score as it stands. 7 plies in the first iteration, 11 after (read from the oracle: with
 * these, 93.7% of the depth-1 searches count the original's nodes exactly, against 76.6% with no
 * such limit; 6 or 8 in the first iteration, or 9, 10 or 12 after, agree less).
 */
const PLY_LIMIT_FIRST = 7;
const PLY_LIMIT = 11;

const ORDER_PV = 2000;
const ORDER_KILLER1 = 80;
const ORDER_KILLER2 = 70;
const ORDER_KILLER3 = 60;
const ORDER_OLD_KILLER1 = 40;
const ORDER_OLD_KILLER3 = 30;
const ORDER_RECAPTURE = 800;
const ORDER_PROMOTION = 500;
const ORDER_SEVENTH = 500;
const ORDER_CHECK_KING_ATTACKED = -200;
const ORDER_CHECK_KING_SAFE = 400;
const ORDER_CHECK_KILLER = 200;
const ORDER_QUIESCENCE_PROMOTION = 980;
const HISTORY_CAP = 180;
/** The estimate's bonus after a capture made by a pawn [S8]. */
const T_PAWN_CAPTURE = 10;

/** What a search that held scores at SCORE_LIMIT says (one line). */
export const BEYOND_SCALE: EngineNotice = {
  kind: 'beyond-original',
  text:
    'GNU Chess 1987 cannot score this: a lead of five queens or eight rooks passes 9000, where ' +
    'its mate scores begin; gnu holds such scores at 8936 and searches on',
};

/** Node flags kept beside each tree entry. */
const EXACT = 1;

/** One line the 1987 program printed during a search: '&' a new best root move, '+' above the window, '.' an iteration. */
export interface IterationLine {
  readonly d: number;
  readonly mark: '&' | '+' | '.';
  readonly score: number;
  readonly nodes: number;
  readonly pv: readonly number[];
}

export interface GnuSearchSettings {
  /** Centipawns a draw costs the engine. */
  readonly contempt: number;
  /** Collects every iteration line (for the oracle comparison). */
  readonly lines?: IterationLine[];
  /** Records the search node by node, in the original's trace format (for the oracle). */
  readonly trace?: SearchTrace;
}

/** Swaps entries i and j of a table. */
function swapEntries(a: Int32Array, i: number, j: number): void {
  const x = a[i]!;
  a[i] = a[j]!;
  a[j] = x;
}

/** One search instance per engine: every table is owned here. */
export class GnuSearch {
  private readonly tree = new Int32Array(TREE);
  private readonly tscore = new Int32Array(TREE);
  private readonly tflags = new Int32Array(TREE);
  /** The reply stored with each root move from the previous iteration. */
  private readonly treply = new Int32Array(TREE);
  private readonly trPnt = new Int32Array(MAX_PLY + 2);
  /**
   * The 2000 move of each ply [S5]: the previous iteration's principal variation, or a move that
   * cut off with a mate score; used up by the next node of its ply that makes a move list.
   */
  private readonly killr0 = new Int32Array(MAX_PLY + 2);
  private readonly killr1 = new Int32Array(MAX_PLY + 2);
  private readonly killr2 = new Int32Array(MAX_PLY + 2);
  private readonly killr3 = new Int32Array(MAX_PLY + 2);
  private readonly qkillr = new Int32Array(MAX_PLY + 2);
  /** History scores by side and move key (16 bits: each stays under HISTORY_CAP + one depth). */
  private readonly history = new Int16Array(2 * 64 * 64);
  /** Positional score of each ply's position, its side to move's view. */
  private readonly pscore = new Int32Array(MAX_PLY + 2);
  /** Piece-list index + 1 of the man that gave check with the move made at each ply, else 0 (also for a castle). */
  private readonly chkFlag = new Int32Array(MAX_PLY + 2);
  private readonly inCheckAt = new Uint8Array(MAX_PLY + 2);
  private readonly pawnThreat = new Uint8Array(MAX_PLY + 2);
  /** The positional value the man captured at each ply had, and whether a pawn moved. */
  private readonly incScore = new Int32Array(MAX_PLY + 2);
  private readonly pawnMoved = new Uint8Array(MAX_PLY + 2);
  /** Whether the move made at each ply was a capture by a pawn (+10 on the estimate) [S8]. */
  private readonly pawnCapture = new Uint8Array(MAX_PLY + 2);
  /** The ordering score of the move made at each ply, as it stood when the move was made [S9]. */
  private readonly moveOrder = new Int32Array(MAX_PLY + 2);
  private readonly pv = new Int32Array((MAX_PLY + 2) * (MAX_PLY + 2));
  private readonly prvar = new Int32Array(MAX_PLY + 2);
  private sdepth = 0;
  private seldepth = 0;
  private evals = 0;
  /** Evaluations of the last search held at SCORE_LIMIT: positions the 1987 program could not score. */
  private beyondScale = 0;
  /** The answer's score: the front root move's after the last finished iteration's sort. */
  private answer = 0;
  private contempt = 0;
  private rootSide = WHITE;
  /** The game's last move before which no repetition is looked for: its last capture or pawn move. */
  private cycleLimit = 0;
  private clock!: SearchClock;
  private lines: IterationLine[] | undefined;
  private trace: SearchTrace | undefined;

  constructor(
    private board: GnuBoard,
    private readonly ev: GnuEvaluator,
  ) {}

  attach(board: GnuBoard): void {
    this.board = board;
  }

  /** Forgets killers and history. */
  clear(): void {
    this.killr0.fill(0);
    this.killr1.fill(0);
    this.killr2.fill(0);
    this.killr3.fill(0);
    this.qkillr.fill(0);
    this.history.fill(0);
  }

  /** Static evaluations counted in the last search (full evaluations). */
  get evaluations(): number {
    return this.evals;
  }

  /**
   * The score of the last search's answer (its side to move's view, the program's units): the
   * front root move's after the last finished iteration was sorted. It differs from that
   * iteration's printed score only when no root move rose above -9000 (mated at once in every
   * line), as in the original's game-081: line -9999, answer -9997.
   */
  get answerScore(): number {
    return this.answer;
  }

  /**
   * Searches the board's position within `limits`. Every search starts from clean tables (as
   * each move of the 1987 program started a fresh search), so the same position and limit give
   * the same answer.
   */
  run(limits: SearchLimits, hooks: SearchHooks | undefined, settings: GnuSearchSettings): SearchResult {
    const b = this.board;
    this.clock = new SearchClock(limits, hooks, b.side === WHITE ? 1 : -1);
    this.contempt = settings.contempt;
    this.lines = settings.lines;
    this.trace = settings.trace;
    this.clear();
    this.evals = 0;
    this.beyondScale = 0;
    this.prvar[0] = 0; // no principal variation of an earlier search
    this.seldepth = 0;
    b.nodes = 0;
    this.rootSide = b.side;
    this.cycleLimit = Math.max(0, b.ply - b.halfmove);
    this.ev.examine(b);
    this.pscore[0] = 0;
    this.chkFlag.fill(0);
    this.inCheckAt.fill(0);

    // The root list, generated once and kept, sorted by ordering score.
    const inCheck = b.attacks(1 - b.side, b.kingSquare(b.side));
    this.inCheckAt[1] = inCheck ? 1 : 0;
    this.trPnt[1] = 0;
    this.trPnt[2] = this.moveList(1, 0, inCheck);
    if (limits.searchmoves !== undefined)
      this.trPnt[2] = restrictRoot(
        this.tree,
        0,
        this.trPnt[2]!,
        limits.searchmoves,
        (m) => this.uci(m),
        this.tscore,
      );
    this.sortRoot();
    const legalMove = this.firstLegal();
    if (legalMove === 0) {
      return noLegalMove(inCheck, this.clock.elapsed());
    }

    const maxDepth = Math.min(limits.depth ?? MAX_PLY - 14, MAX_PLY - 14);
    let alpha = -WINDOW;
    let beta = WINDOW;
    let best: InfoRecord | undefined;
    let score = 0;
    for (this.sdepth = 1; this.sdepth <= maxDepth; this.sdepth++) {
      const start = this.trPnt[1]!;
      score = this.rootCall(alpha, beta);
      if (!this.clock.stopped && score < alpha) score = this.rootCall(-WINDOW, beta);
      if (!this.clock.stopped && score > beta && !(this.tflags[start]! & EXACT))
        score = this.rootCall(alpha, WINDOW);
      if (this.clock.stopped) break;
      score = this.tscore[start]!;
      this.savePv();
      this.sortRoot();
      // No root move became the best (mated in check everywhere): the line is the front move.
      if (this.prvar[0] === 0) {
        this.prvar[0] = this.tree[start]!;
        this.prvar[1] = 0;
      }
      this.answer = this.tscore[start]!;
      best = this.info(this.sdepth, this.answer);
      this.lines?.push({ d: this.sdepth, mark: '.', score, nodes: b.nodes, pv: this.pvMoves() });
      hooks?.onInfo?.(best);
      const second = this.trPnt[1]! + 1;
      if (this.tflags[start]! & EXACT) break;
      if (second < this.trPnt[2]! && this.tscore[second]! < -WINDOW) break;
      alpha = -WINDOW;
      beta = score + ASPIRATION;
      if (!this.clock.roomForIteration()) break;
    }
    // Stopped before the first iteration finished: no score is known, and the front root move
    // may be one that loses the king, so the answer is the first legal root move.
    if (!best) this.answer = 0;
    const result = best ?? this.info(0, 0);
    const pv = result.pv.length > 0 ? result.pv : [this.uci(legalMove)];
    // The last finished iteration's move, score and line; the whole search's nodes and time.
    return {
      ...result,
      nodes: b.nodes,
      ms: Math.round(this.clock.elapsed()),
      pv,
      bestmove: pv[0]!,
      ...(pv[1] ? { ponder: pv[1] } : {}),
      source: 'search',
      ...(this.beyondScale > 0 ? { notices: [BEYOND_SCALE] } : {}),
    };
  }

  /**
   * One call of the search at the root, for the iteration's depth. Its principal variation then
   * becomes the 2000 move of each ply [S5], for a re-search of the iteration as for the next
   * iteration: after a re-search above the window, the re-search's own line (read from the
   * traces: gen-03 at depth 4, where after the third iteration's `+` the original tries
   * ...f4, the re-search's third move, first at ply 3; the first call's line, used up by the
   * re-search, left it unordered). After a re-search below the window likewise (not told apart
   * by the oracle: no search of it changes).
   */
  private rootCall(alpha: number, beta: number): number {
    const score = this.search(1, this.sdepth, alpha, beta);
    this.trace?.rootReturn(score);
    const row = MAX_PLY + 2;
    for (let i = 1; i <= this.sdepth; i++) this.killr0[i] = this.pv[row + i]! & 0xfff;
    return score;
  }

  /** The first legal root move in the root list's order, or 0 if there is none. */
  private firstLegal(): number {
    const b = this.board;
    const nodes = b.nodes;
    const lists = b.saveLists();
    let move = 0;
    for (let i = this.trPnt[1]!; i < this.trPnt[2]! && move === 0; i++) {
      b.make(this.tree[i]!);
      if (!b.attacks(b.side, b.kingSquare(1 - b.side))) move = this.tree[i]!;
      b.unmake();
    }
    b.nodes = nodes;
    b.restoreLists(lists);
    return move;
  }

  /** The principal variation of the last search at the root, as far as it is legal. */
  private savePv(): void {
    const row = MAX_PLY + 2;
    let n = 0;
    for (let i = 1; i < MAX_PLY && this.pv[row + i] !== 0; i++) this.prvar[n++] = this.pv[row + i]!;
    this.prvar[n] = 0;
  }

  private pvMoves(): number[] {
    const out: number[] = [];
    for (let i = 0; this.prvar[i] !== 0; i++) out.push(this.prvar[i]!);
    return out;
  }

  /** A move as UCI text (promotions to a queen). */
  uci(m: number): string {
    const sq = (s: number): string => String.fromCharCode(97 + (s & 7)) + String(1 + (s >> 3));
    return sq(moveFrom(m)) + sq(moveTo(m)) + (m & F_PROMOTE ? 'q' : '');
  }

  /** The principal variation as UCI moves, cut at the first illegal move. */
  private legalPv(): string[] {
    const b = this.board;
    const out: string[] = [];
    const nodes = b.nodes;
    const lists = b.saveLists();
    let made = 0;
    for (let i = 0; this.prvar[i] !== 0; i++) {
      const m = this.prvar[i]!;
      if (!this.isPseudoLegal(m)) break;
      b.make(m);
      made++;
      if (b.attacks(b.side, b.kingSquare(1 - b.side))) break;
      out.push(this.uci(m));
    }
    for (let i = 0; i < made; i++) b.unmake();
    b.nodes = nodes;
    b.restoreLists(lists);
    return out;
  }

  private isPseudoLegal(m: number): boolean {
    const list = new Int32Array(256);
    const n = this.board.generate(list, 0);
    for (let i = 0; i < n; i++) if (list[i] === m) return true;
    return false;
  }

  /** A score of the program's as UCI reports it (mates in moves). */
  private uciScore(score: number): InfoRecord['score'] {
    if (score >= MATE_BOUND) return toUciScore(score + 1, KING_CAPTURE - 1, MATE_BOUND);
    if (score <= -MATE_BOUND) return toUciScore(score - 1, KING_CAPTURE - 1, MATE_BOUND);
    return toUciScore(score, KING_CAPTURE - 1, MATE_BOUND);
  }

  private info(depth: number, score: number): InfoRecord {
    return {
      depth,
      seldepth: Math.max(depth, this.seldepth),
      score: this.uciScore(score),
      nodes: this.board.nodes,
      ms: Math.round(this.clock.elapsed()),
      pv: this.legalPv(),
    };
  }

  /** Selection sort of the root moves by their scores (not stable). */
  private sortRoot(): void {
    const end = this.trPnt[2]!;
    for (let i = this.trPnt[1]!; i < end; i++) this.pick(i, end);
  }

  /** Swaps the best-scored remaining root entry into slot i. */
  private pick(i: number, end: number): void {
    const bestAt = this.bestFrom(i, end);
    if (bestAt !== i) this.swap(i, bestAt);
  }

  /**
   * The same pick below the root, where only the moves and their scores need to change places:
   * every entry's flags are 0 until its move is searched, and replies are kept for root moves only.
   */
  private pickBelowRoot(i: number, end: number): void {
    const bestAt = this.bestFrom(i, end);
    if (bestAt !== i) this.swapMoves(i, bestAt);
  }

  /** The first entry of i..end with the highest score. */
  private bestFrom(i: number, end: number): number {
    const ts = this.tscore;
    let bestAt = i;
    let s = ts[i]!;
    for (let j = i + 1; j < end; j++) {
      if (ts[j]! > s) {
        s = ts[j]!;
        bestAt = j;
      }
    }
    return bestAt;
  }

  /** Swaps two entries of the move list: moves, scores, flags and stored replies. */
  private swap(i: number, j: number): void {
    this.swapMoves(i, j);
    swapEntries(this.tflags, i, j);
    swapEntries(this.treply, i, j);
  }

  /** Swaps the moves and scores of two entries. */
  private swapMoves(i: number, j: number): void {
    swapEntries(this.tree, i, j);
    swapEntries(this.tscore, i, j);
  }

  /** The full-width move list of the node at `ply`, scored for ordering [S5]. */
  private moveList(ply: number, start: number, inCheck: boolean): number {
    const b = this.board;
    // Below the root the search castles as the program did, with no castling rights (read from the
    // traces: gen-23, where a rook come to h1 lets the original try O-O); the root's own moves,
    // the ones played, keep the game's rights.
    const end = b.generate(this.tree, start, ply > 1);
    const side = b.side;
    const last = b.moveAt(1);
    const lastTo = last !== 0 ? moveTo(last) : -1;
    const pvMove = this.killr0[ply]!;
    const reply = ply === 2 ? this.treply[this.rootIndex]! : 0;
    const k1 = this.killr1[ply]!;
    const k2 = this.killr2[ply]!;
    const k3 = this.killr3[ply]!;
    const o1 = ply > 2 ? this.killr1[ply - 2]! : 0;
    const o3 = ply > 2 ? this.killr3[ply - 2]! : 0;
    const qk = this.qkillr[ply]!;
    for (let i = start; i < end; i++) {
      const m = this.tree[i]!;
      const f = moveFrom(m);
      const t = moveTo(m);
      let s = 0;
      const key = m & 0xfff;
      // A 2000 move takes no killer bonus besides: the 2000 heads the one chain of killer bonuses
      // (read from the traces: WAC.276, where ...Rxg2, the stored reply and killer 2, comes before
      // ...Qxg2, the mating cut-off's 2000 move and killer 1, however high ...Qxg2's history).
      if (key === pvMove || key === reply) s += ORDER_PV;
      else if (key === k1) s += ORDER_KILLER1;
      else if (key === k2) s += ORDER_KILLER2;
      else if (key === k3) s += ORDER_KILLER3;
      else if (key === o1) s += ORDER_OLD_KILLER1;
      else if (key === o3) s += ORDER_OLD_KILLER3;
      // A capture: the victim's value less the attacker's code, when a man stands on the target
      // square; en passant, whose target square is empty, scores nothing here (read from the
      // oracle: spec-25, game-042 and game-188 count the original's nodes only so).
      if (m & F_CAPTURE && !(m & F_EP)) {
        s += VALUE[b.role[t]!]! - b.role[f]!;
        if (t === lastTo) s += ORDER_RECAPTURE;
      }
      if (m & F_PROMOTE) s += ORDER_PROMOTION;
      else if (m & F_PAWN_THREAT) s += ORDER_SEVENTH;
      // In check (the root list is scored before the root's own check is known: no bonus there).
      if (inCheck && ply > 1) {
        if (b.role[f] === KING)
          s += b.attacks(1 - side, t) ? ORDER_CHECK_KING_ATTACKED : ORDER_CHECK_KING_SAFE;
        if (key === qk) s += ORDER_CHECK_KILLER;
      }
      s += this.history[(side << 12) | key]!;
      this.tscore[i] = s;
      this.tflags[i] = 0;
    }
    if (ply === 1) this.treply.fill(0, start, end);
    return end;
  }

  /** The quiescence list: captures and promotions, scored as S7 says. */
  private captureList(start: number): number {
    const b = this.board;
    const end = b.generateCaptures(this.tree, start);
    for (let i = start; i < end; i++) {
      const m = this.tree[i]!;
      const f = moveFrom(m);
      const t = moveTo(m);
      let s: number;
      if (m & F_PROMOTE) s = ORDER_QUIESCENCE_PROMOTION;
      else {
        const victim = b.role[t]!;
        s = VALUE[victim]! + b.svalue[victim]! - b.role[f]!;
      }
      this.tscore[i] = s;
      this.tflags[i] = 0;
    }
    return end;
  }

  /** The root entry being searched (for the stored reply at ply 2). */
  private rootIndex = 0;

  /**
   * The lazy evaluation of the node at `ply` [S8]: 10001 - ply if the side to move can take the
   * enemy king; else the estimate, or the full evaluation where the rules ask for it.
   */
  private evaluate(ply: number, beta: number): number {
    const b = this.board;
    const side = b.side;
    const xside = 1 - side;
    const capture = ply > 1 ? b.kingTakeable(this.inCheckAt[ply - 1] === 1) : false;
    this.ev.hung[0] = this.ev.hung[1] = 0;
    const mtl = b.mtl[side]! - b.mtl[xside]!;
    let s = -this.pscore[ply - 1]! + mtl - this.incScore[ply - 1]!;
    const bare = this.matingEnding();
    const sd = this.sdepth;
    const full =
      ply === 1 ||
      bare ||
      (ply === sd + 1 && s - 250 < beta) ||
      (ply === sd + 2 && s - 50 < beta) ||
      (ply === sd + 3 && this.pawnMoved[ply - 1] === 1 && s - 50 < beta);
    if (full) {
      this.evals++;
      // A node whose side can take the king is counted as evaluated, but the men's values stay
      // as the last full evaluation left them (read from the traces: the estimates that follow
      // read the values of the evaluation before).
      if (!capture) s = this.ev.evaluateCached(b);
    } else if (this.pawnCapture[ply - 1] === 1) {
      // The +10 of a pawn capture comes after the tests above (read from the traces: at depth 3,
      // game-031's 1.Nc5 dxc5 2.dxc5, estimate 355 with it against beta 103, is evaluated in
      // full, as 345 without it is).
      s += T_PAWN_CAPTURE;
    }
    // Past the 1987 program's scale: a score above 9000 is a mate there (and a lead of five
    // queens against a bare king reaches it: the mating routine's 4995 + pieces). Such scores are
    // held at SCORE_LIMIT, counted, and the search said so (notices).
    if (s > SCORE_LIMIT || s < -SCORE_LIMIT) s = this.heldInScale(s);
    if (capture) return KING_CAPTURE - ply;
    const inCheck = ply > 1 ? b.inCheckAfterMove() : b.attacks(xside, b.kingSquare(side));
    this.inCheckAt[ply] = inCheck ? 1 : 0;
    // The check flag of the move into this node: the checking man, unless the move was a castle
    // (read from the traces: spec-16, gen-71 and game-128 search as the original only when a
    // castle that gives check is seen neither by the alternating-check extension nor by the
    // futility test below it; the in-check extension reads the board itself).
    const last = b.moveAt(1);
    this.chkFlag[ply - 1] = inCheck && !(last & F_CASTLE) ? b.index[moveTo(last)]! + 1 : 0;
    this.pscore[ply] = s - mtl;
    return s;
  }

  /** A bare king against pieces only: the mating routine's endings. */
  private matingEnding(): boolean {
    // (x | y) === 0 tests both halves at once: every load runs at every call, so the optimizing
    // compiler has seen them all (a rarely reached load would cost a deoptimization).
    const b = this.board;
    const king = VALUE[KING]!;
    return ((b.mtl[WHITE]! - king) | b.pmtl[BLACK]!) === 0 || ((b.mtl[BLACK]! - king) | b.pmtl[WHITE]!) === 0;
  }

  private search(ply: number, depth: number, alpha: number, beta: number): number {
    const b = this.board;
    if (ply === 1) {
      b.nodes++;
      this.trace?.rootCall(b.nodes, depth, alpha, beta);
    }
    if (ply - 1 > this.seldepth) this.seldepth = ply - 1;
    const pvRow = ply * (MAX_PLY + 2);
    this.pv[pvRow + ply] = 0;
    if (this.clock.stopped || (b.nodes & 127) === 0 || b.nodes >= this.clock.nodeLimit) {
      if (this.clock.check(b.nodes)) return 0;
    }
    const side = b.side;
    const score = this.evaluate(ply, beta);
    if (score > MATE_BOUND) return score;
    const inCheck = this.inCheckAt[ply] === 1;
    const sd = this.sdepth;
    if (depth > 0) {
      if (inCheck && ply < sd + 11) depth++;
    } else if (
      score >= alpha &&
      // In check: no ply condition of its own (read from the oracle: with "ply < nominal + 11"
      // here, exact nodes at depth 2 were 77.3%, without it 78.0%); the ply limit below ends
      // the line.
      (inCheck || this.pawnThreat[ply - 1] === 1 || (ply === sd + 1 && this.ev.hung[side]! > 1))
    ) {
      depth = 1;
    } else if (
      score <= beta &&
      ply > 4 &&
      ply < sd + 4 &&
      this.chkFlag[ply - 2] !== 0 &&
      this.chkFlag[ply - 4] !== 0 &&
      this.chkFlag[ply - 2] !== this.chkFlag[ply - 4]
    ) {
      depth = 1;
    }
    // Standing pat above beta: nothing would be tried, so nothing is generated.
    if (depth <= 0 && score > beta) return score;
    // Too deep past the nominal depth: the score as it stands.
    if (ply > sd + (sd === 1 ? PLY_LIMIT_FIRST : PLY_LIMIT)) return score;
    // The futility skip: below the horizon, unless the move into this node's parent gave check
    // (its check flag: a castle sets none) or a bare king is being mated. (The list is made even
    // when no capture could reach alpha: its first move becomes the node's killer below.)
    const futile = depth < 1 && ply > 1 && this.chkFlag[ply - 2] === 0 && !this.matingEnding();
    const start = this.trPnt[ply]!;
    let end: number;
    if (ply === 1) end = this.trPnt[2]!;
    else end = depth > 0 ? this.moveList(ply, start, inCheck) : this.captureList(start);
    this.trPnt[ply + 1] = end;
    // The 2000 move is used up by this node, though a list of captures takes no killers (read
    // from the traces: game-045, WAC.161 at depth 1).
    if (ply > 1) this.killr0[ply] = 0;
    if (start === end) return score;

    let best = depth > 0 ? -12000 : score;
    const alpha0 = alpha;
    if (best > alpha) alpha = best;
    let bestAt = -1;
    const nextRow = (ply + 1) * (MAX_PLY + 2);
    for (let i = start; i < end && best <= beta; i++) {
      if (ply > 1) this.pickBelowRoot(i, end);
      const m = this.tree[i]!;
      if (futile && score + this.tscore[i]! < alpha) break;
      if (!(this.tflags[i]! & EXACT)) {
        // A pawn to the 7th extends the next node only when played at a full-width node (read
        // from the oracle: a quiescence capture onto the 7th, as in game-158, does not).
        this.pawnThreat[ply] = depth > 0 && m & F_PAWN_THREAT ? 1 : 0;
        const f = moveFrom(m);
        const t = moveTo(m);
        // "After a pawn move" [S8]: the man standing on the square after the move is a pawn, so
        // a promotion does not count (the evaluation counts show it).
        this.pawnMoved[ply] = b.role[f] === PAWN && !(m & F_PROMOTE) ? 1 : 0;
        // The estimate sees a capture by the man on the target square: en passant, whose target
        // square is empty, takes off no captured man's value and gets no +10 of a pawn capture
        // (read from the oracle at depths 5 and 6: game-011, game-044, game-058, game-070,
        // game-087 and game-160 count the original's nodes only so); the material still counts.
        const enPassant = (m & F_EP) !== 0;
        let inc = m & F_CAPTURE && !enPassant ? b.svalue[t]! : 0;
        // "+10 after a pawn capture": a capture made by a pawn (the reading the oracle confirms),
        // added to the estimate after the full-evaluation tests (evaluate).
        this.pawnCapture[ply] = m & F_CAPTURE && !enPassant && b.role[f] === PAWN && !(m & F_PROMOTE) ? 1 : 0;
        // A promotion: the estimate loses the pawn's positional value (the new queen has none
        // until a full evaluation); the leaf scores of the original's promotion lines show it.
        if (m & F_PROMOTE) {
          inc -= b.svalue[f]!;
          // The side has a queen's lines for the king-safety scan from now on (evaluator).
          this.ev.promoted(side);
        }
        this.incScore[ply] = inc;
        this.moveOrder[ply] = depth > 0 ? -100000 : this.tscore[i]!;
        if (ply === 1) this.rootIndex = i;
        b.make(m);
        this.trace?.made(ply, m, b.nodes, depth - 1, 0 - beta, 0 - alpha);
        // A third occurrence or the fifty-move rule is a draw; one occurrence pulls the score 20
        // toward the draw. Read from the oracle (where the reference is silent): looked for only
        // for a move made at a full-width node within the nominal depth (ply <= nominal depth),
        // not in the plies that extensions add; read from the traces: an occurrence is a cycle of
        // squares over the search's path and the game's moves since its last capture or pawn
        // move (GnuBoard.cycles: a capture or a promotion inside the search can close one), a
        // mate score is not pulled, nor a score already within 20 of the draw score.
        const reps = depth > 0 && ply <= sd ? b.cycles(this.cycleLimit) : 0;
        let s: number;
        let returned: number;
        if (reps >= 2 || b.halfmove >= 100) {
          s = returned = this.drawScore(side);
          this.tflags[i] |= EXACT;
        } else {
          // 0 - x, not -x: a negated 0 is -0, a double, and would deoptimize the search.
          s = returned = 0 - this.search(ply + 1, depth - 1, 0 - beta, 0 - alpha);
          if (reps === 1 && s < MATE_BOUND && s > -MATE_BOUND) s = this.pullToDraw(s, side);
          // No legal reply and not in check: stalemate, a draw (seen one ply down, not at the root).
          if (s === KING_CAPTURE - 2 - ply && this.inCheckAt[ply + 1] === 0) {
            s = this.drawScore(side);
            this.tflags[i] |= EXACT;
          }
        }
        this.trace?.takenBack(ply, m, returned, s);
        b.unmake();
        if (this.clock.stopped) return 0;
        // Each root move keeps the reply its search found, for the next iteration's ply 2 [S5].
        if (ply === 1) this.treply[i] = this.pv[nextRow + 2]! & 0xfff;
        if (Math.abs(s) > MATE_BOUND) this.tflags[i] |= EXACT;
        this.tscore[i] = s;
      }
      let s = this.tscore[i]!;
      // At the root in check, a mated move never becomes the best: when every move is mated the
      // root call returns -12000 (read from the traces: game-081, whose one legal move is mated
      // at once; game-029, mated the same way but not in check, returns its front move's -9997).
      if (s > best && !(ply === 1 && s < -MATE_BOUND && inCheck)) {
        if (depth > 0 && s > alpha && !(this.tflags[i]! & EXACT)) {
          s += depth;
          this.tscore[i] = s;
        }
        best = s;
        bestAt = i;
        if (best > alpha) alpha = best;
        // The principal variation through this move.
        this.pv[pvRow + ply] = m;
        let k = ply + 1;
        for (; this.pv[nextRow + k] !== 0 && k < MAX_PLY; k++) this.pv[pvRow + k] = this.pv[nextRow + k]!;
        this.pv[pvRow + k] = 0;
        if (ply === 1) {
          if (best > alpha0 || i === start) {
            // A root move that raises alpha goes to the front; the others shift down.
            for (let j = i; j > start; j--) this.swap(j, j - 1);
            bestAt = start;
          }
          if (this.sdepth > 2)
            this.lines?.push({
              d: this.sdepth,
              mark: best > beta ? '+' : '&',
              score: best,
              nodes: b.nodes,
              pv: this.rowMoves(pvRow),
            });
        }
      }
    }
    if (ply === 1) bestAt = start;
    // A quiescence node where no move beat standing pat still has a best move for the killers:
    // the first of its list, tried or skipped as futile (read from the oracle: exact nodes at
    // depths 1-3 up from 94.9/72.4/27.1% to 95.9/76.8/32.7%).
    if (bestAt < 0 && end > start) bestAt = start;
    // History (full-width nodes) and killers (every node) from the node's best move [S4, S5].
    if (bestAt >= 0) {
      const m = this.tree[bestAt]!;
      const key = (side << 12) | (m & 0xfff);
      if (depth > 0 && this.history[key]! < HISTORY_CAP) this.history[key] += depth;
      const last = b.moveAt(1);
      if (last === 0 || moveTo(m) !== moveTo(last)) {
        const mv = m & 0xfff;
        if (best <= beta) this.killr3[ply] = mv;
        else if (mv !== this.killr1[ply]) {
          this.killr2[ply] = this.killr1[ply]!;
          this.killr1[ply] = mv;
        }
      }
      // The in-check killer: not from a node whose best is a mated score (every move lost the
      // king: its first move is no best move at all; read from the traces: WAC.161, game-171).
      if (inCheck && best > -MATE_BOUND) this.qkillr[ply] = m & 0xfff;
      // A move that cut off with a mate score is the next node's 2000 move at this ply (read from
      // the traces: spec-02, WAC.096, WAC.276 try the previous root move's mating reply first).
      if (best > MATE_BOUND) this.killr0[ply] = m & 0xfff;
    }
    // S9: a node that fails low returns the parent's ordering score of the move into it, negated,
    // when that is lower than its best.
    if (ply > 1 && best < alpha0 && 0 - this.moveOrder[ply - 1]! < best) return 0 - this.moveOrder[ply - 1]!;
    return best;
  }

  private rowMoves(row: number): number[] {
    const out: number[] = [];
    for (let k = 1; this.pv[row + k] !== 0 && k < MAX_PLY; k++) out.push(this.pv[row + k]!);
    return out;
  }

  /** A score past the program's scale, held at +-SCORE_LIMIT (and counted). */
  private heldInScale(s: number): number {
    this.beyondScale++;
    return s > 0 ? SCORE_LIMIT : -SCORE_LIMIT;
  }

  private drawScore(side: number): number {
    return side === this.rootSide ? 0 - this.contempt : this.contempt;
  }

  /** One repetition pulls the score 20 toward the draw score; a score within 20 of it stays. */
  private pullToDraw(s: number, side: number): number {
    const d = this.drawScore(side);
    return s > d + 20 ? s - 20 : s < d - 20 ? s + 20 : s;
  }
}
