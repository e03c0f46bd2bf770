// GNU Chess 1987's positional evaluator (see docs/engines/gnu.md and ../shared/reference/gnu-1987.md).
//
// CONTRACT between the search and the evaluator (the search relies on exactly this):
// - prepare(board) runs the once-per-move position examination (stage, weights, per-square
//   tables, developed flags, weak squares) for the root position; evaluate() reuses it at every
//   node until the next prepare(), as the 1987 program did.
// - evaluate(board, trace?) returns the full evaluation in centipawns from the side to move's
//   point of view. With a trace array, it pushes one EvalTerm per term (white and black
//   separately, positive = good for that side) such that the sum of (white - black) over the
//   terms equals the White-view total exactly.
// - after evaluate(), hung(color) is the number of hung pieces that side had in that position.
// - pieceValue(role) and squareValue(piece, sq) are the material value of a role (1..6) and the
//   examination's square-table value of a signed piece on a square (used by quiescence
//   futility and move ordering).
// - material(color) is the side's material in the 1987 program's sense (king included).
//
// HOW IT WORKS. Every term is added into one slot of `acc` (term index * 2 + colour index, White
// 0, Black 1, in that side's favour), so the traced and untraced evaluations run the same code
// and the trace sums to the total by construction. The only difference: without a trace, a
// man's square-table value goes in one piece as the first component's term; with a trace, each
// component goes to its own term. Nothing is allocated per call without a trace: piece lists,
// attack maps and accumulators are typed arrays owned by the instance.
//
// Per node: gather the men (64-square scan) and pawns per file; material; the bare-king mating
// routine if one side has a lone king and the other no pawns; otherwise attack maps for both
// sides, then every man scored on its square (pawns, knights, bishops, rooks, queens, kings,
// then hung/attacked), then HUNGX, the side to move, the bare-king bonus and the no-pawn draw.
//
// CHOICES where the sources are silent (each one marked where it is made):
// - attack maps count direct attacks only (no batteries); the king counts as an attacker and
//   defender; "undefended" = no attack by the man's own side.
// - isolated pawns are not also scored as backward; each pawn of a doubled file pays DOUBLED.
// - "blocked" (backward pawn, d/e pawn on its 2nd rank) = any man on the square in front;
//   a passed pawn's path is "blocked" by an enemy man only, "attacked" by any enemy attack.
// - square of the pawn: the pawn needs 7 - rank moves (one fewer from its 2nd rank); the king
//   is in the square if its distance to the queening square is at most that, +1 when the
//   king's side is to move.
// - line scans: KATAK counts squares attacked directly (occupied ones too), not X-rayed ones;
//   X-ray through any non-pawn man, of either colour, onto an enemy R/Q/K or undefended man (pawns
//   included); a pin = the man seen through is the enemy's and worth less than the target.
// - hung: pawns too (never "trapped"); trapped = every square the piece can move to is
//   attacked by the enemy and holds no enemy man worth at least as much as the piece.
// - safe checks: the "-3" for a check square that is not safe is a score penalty ("king:
//   unsafe checks"), not a count; an adjacent square is "enemy-dominated" when the enemy
//   attacks it more often than the king's side (king included).
// - the king's "neighbouring file" is the one towards its corner: files a-d look at the file to
//   their left, e-h to their right; a- and h-file kings have none.
// - ending average: (square value + best safe neighbour's square value) / 2, where a safe
//   neighbour is on the board, not own-occupied and not attacked; none: no change.
// - the bare-king routine replaces the whole evaluation (no side-to-move bonus) and runs only
//   when the winner has no pawns; with pawns, the normal evaluation + 200 applies.
// - the no-pawn draw: the side the total favours, if it has no pawns and non-pawn material of
//   at most 330, scores 0 (applied after the +200).

import type { Board } from '../../core/board.js';
import type { Layout } from '../../core/layout.js';
import * as moveBits from '../../core/move.js';
import * as pieceCodes from '../../core/types.js';
import type { Color } from '../../core/types.js';
import type { EvalGroup, EvalTerm } from '../engine.js';
import { addAttacks, ATK_BQ, ATK_COUNT_MASK, ATK_N, ATK_ROLE_SHIFT, ATK_RQ } from './attacks.js';
import * as ex from './examine.js';
import * as T from './tables.js';

const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;
const { distance64, taxicab64 } = ex;

/** Every term of the evaluation, in trace order: name and group. */
export const GNU_TERMS: readonly (readonly [string, EvalGroup])[] = [
  ['material', 'material'],
  ['pawn: advance', 'pawns'],
  ['pawn: shield', 'king safety'],
  ['pawn: isolated', 'pawns'],
  ['pawn: doubled', 'pawns'],
  ['pawn: backward', 'pawns'],
  ['pawn: backward, attacked', 'pawns'],
  ['pawn: backward, half-open file', 'pawns'],
  ['pawn: backward, blocked', 'pawns'],
  ['pawn: d/e on 2nd rank, blocked', 'pawns'],
  ['pawn: passed', 'pawns'],
  ['knight: centre', 'pieces'],
  ['knight: king proximity', 'pieces'],
  ['knight: near enemy men', 'pieces'],
  ['knight: strong square', 'pieces'],
  ['knight: undeveloped', 'pieces'],
  ['bishop: square', 'pieces'],
  ['bishop: stage', 'pieces'],
  ['bishop: strong square', 'pieces'],
  ['bishop: mobility', 'mobility'],
  ['bishop: x-ray', 'pieces'],
  ['bishop: king attack', 'king safety'],
  ['rook: no own pawn on file', 'pieces'],
  ['rook: no enemy pawn on file', 'pieces'],
  ['rook: mobility', 'mobility'],
  ['rook: x-ray', 'pieces'],
  ['rook: king attack', 'king safety'],
  ['rook: king distance', 'pieces'],
  ['queen: king distance', 'pieces'],
  ['king: square', 'pieces'],
  ['king: pawn proximity', 'pieces'],
  ['king: safe checks', 'king safety'],
  ['king: unsafe checks', 'king safety'],
  ['king: castled', 'king safety'],
  ['king: moved without castling', 'king safety'],
  ['king: no own pawn on file', 'king safety'],
  ['king: no enemy pawn on file', 'king safety'],
  ['king: best safe neighbour (ending)', 'mobility'],
  ['hung pieces', 'other'],
  ['attacked pieces', 'other'],
  ['more than one hung', 'other'],
  ['side to move', 'other'],
  ['opponent has a bare king', 'other'],
  ['draw: no pawns, at most a bishop', 'other'],
  ['bare king: mating material', 'material'],
  ['bare king: losing king square', 'other'],
  ['bare king: king distance', 'other'],
];

function term(name: string): number {
  const i = GNU_TERMS.findIndex(([n]) => n === name);
  if (i < 0) throw new Error(`no term ${name}`);
  return i * 2; // slot of White's half; Black's is the next
}

const T_MATERIAL = term('material');
const T_ISOLATED = term('pawn: isolated');
const T_DOUBLED = term('pawn: doubled');
const T_BACKWARD = term('pawn: backward');
const T_BACKWARD_ATTACKED = term('pawn: backward, attacked');
const T_BACKWARD_HALF_OPEN = term('pawn: backward, half-open file');
const T_BACKWARD_BLOCKED = term('pawn: backward, blocked');
const T_PEDRNK2B = term('pawn: d/e on 2nd rank, blocked');
const T_PASSED = term('pawn: passed');
const T_BISHOP_MOBILITY = term('bishop: mobility');
const T_BISHOP_XRAY = term('bishop: x-ray');
const T_BISHOP_KATAK = term('bishop: king attack');
const T_RHOPN = term('rook: no own pawn on file');
const T_RHOPNX = term('rook: no enemy pawn on file');
const T_ROOK_MOBILITY = term('rook: mobility');
const T_ROOK_XRAY = term('rook: x-ray');
const T_ROOK_KATAK = term('rook: king attack');
const T_ROOK_DISTANCE = term('rook: king distance');
const T_QUEEN_DISTANCE = term('queen: king distance');
const T_SAFE_CHECKS = term('king: safe checks');
const T_UNSAFE_CHECKS = term('king: unsafe checks');
const T_CASTLED = term('king: castled');
const T_MOVED = term('king: moved without castling');
const T_KHOPN = term('king: no own pawn on file');
const T_KHOPNX = term('king: no enemy pawn on file');
const T_KING_NEIGHBOUR = term('king: best safe neighbour (ending)');
const T_HUNG = term('hung pieces');
const T_ATTACKED = term('attacked pieces');
const T_HUNGX = term('more than one hung');
const T_TEMPO = term('side to move');
const T_BARE_BONUS = term('opponent has a bare king');
const T_DRAW = term('draw: no pawns, at most a bishop');
const T_MATE_MATERIAL = term('bare king: mating material');
const T_MATE_DYING = term('bare king: losing king square');
const T_MATE_DISTANCE = term('bare king: king distance');
const TERM_SLOTS = GNU_TERMS.length * 2;

/** The trace term of each square-table component of examine.ts, in component order. */
const COMPONENT_TERM = Int32Array.from(
  [
    'pawn: advance',
    'pawn: shield',
    'knight: centre',
    'knight: king proximity',
    'knight: near enemy men',
    'knight: strong square',
    'knight: undeveloped',
    'bishop: square',
    'bishop: stage',
    'bishop: strong square',
    'king: square',
    'king: pawn proximity',
  ].map(term),
);
// Components of each role, first..last (contiguous in examine.ts).
const PAWN_COMPONENTS = [ex.C_PAWN_ADVANCE, ex.C_PAWN_SHIELD] as const;
const KNIGHT_COMPONENTS = [ex.C_KNIGHT_CENTRE, ex.C_KNIGHT_HOME] as const;
const BISHOP_COMPONENTS = [ex.C_BISHOP_SQUARE, ex.C_BISHOP_STRONG] as const;
const KING_COMPONENTS = [ex.C_KING_SQUARE, ex.C_KING_PAWNS] as const;

const PIECE_VALUE = T.PIECE_VALUE;
const VALUE_MATERIAL_KING = T.VALUE_K;

export class GnuEvaluator {
  private readonly ex = new ex.Examination();
  /** Term accumulators: acc[termSlot + colourIndex]. */
  private readonly acc = new Int32Array(TERM_SLOTS);
  private readonly hungCount = new Int32Array(2);
  /** Board squares of each side's men: [0..64) White, [64..128) Black. */
  private readonly men = new Int32Array(128);
  private readonly menCount = new Int32Array(2);
  /** Pawns per file: [colourIndex * 8 + file]. */
  private readonly pawnFiles = new Int8Array(16);
  /** Attack maps (see attacks.ts), sized for the prepared layout. */
  private atkWhite = new Int32Array(0);
  private atkBlack = new Int32Array(0);
  /** Outputs of the last line scan (no allocation for a multi-value return). */
  private scanMobility = 0;
  private scanXray = 0;
  private scanKatak = 0;
  /** Castling state at the node being evaluated, derived from the root's by replaying the search path. */
  private readonly castledNow = new Uint8Array(2);
  private readonly movedNow = new Uint8Array(2);
  private tracing = false;
  private board: Board | null = null;
  private layout: Layout | null = null;

  /** Runs the once-per-move examination of the position (before each search). */
  prepare(board: Board): void {
    ex.examine(board, this.ex);
    if (this.layout !== board.layout) {
      this.layout = board.layout;
      this.atkWhite = new Int32Array(board.layout.size);
      this.atkBlack = new Int32Array(board.layout.size);
    }
  }

  /** Full evaluation from the side to move's point of view; fills `trace` when given. */
  evaluate(board: Board, trace?: EvalTerm[]): number {
    if (this.layout !== board.layout) this.prepare(board);
    this.board = board;
    this.tracing = trace !== undefined;
    const acc = this.acc;
    acc.fill(0);
    this.hungCount[0] = 0;
    this.hungCount[1] = 0;
    const P = board.pieces;
    const L = board.layout;
    const S = L.squares;

    // Men and pawns per file.
    const men = this.men;
    const pf = this.pawnFiles;
    pf.fill(0);
    let nw = 0;
    let nb = 64;
    for (let s = 0; s < 64; s++) {
      const sq = S[s]!;
      const p = P[sq]!;
      if (p > 0) {
        men[nw++] = sq;
        if (p === PAWN) pf[s & 7]!++;
      } else if (p < 0) {
        men[nb++] = sq;
        if (p === -PAWN) pf[8 + (s & 7)]!++;
      }
    }
    this.menCount[0] = nw;
    this.menCount[1] = nb - 64;

    // Material, kings excluded (they cancel); the 1987 totals add 999 to each side.
    const C = board.counts;
    const pawnsW = C[6 + PAWN]!;
    const pawnsB = C[6 - PAWN]!;
    const emtlW = ex.emtlOf(board, 1);
    const emtlB = ex.emtlOf(board, -1);
    const mtlW = emtlW + T.VALUE_P * pawnsW;
    const mtlB = emtlB + T.VALUE_P * pawnsB;
    const bareW = mtlW === 0;
    const bareB = mtlB === 0;
    if (bareB && !bareW && pawnsW === 0) return this.bareKing(board, 1, emtlW, trace);
    if (bareW && !bareB && pawnsB === 0) return this.bareKing(board, -1, emtlB, trace);
    acc[T_MATERIAL] = mtlW;
    acc[T_MATERIAL + 1] = mtlB;

    // Attack maps.
    const aw = this.atkWhite;
    const ab = this.atkBlack;
    aw.fill(0);
    ab.fill(0);
    addAttacks(board, men, 0, nw, aw);
    addAttacks(board, men, 64, nb, ab);

    this.castlingNow(board);

    for (let i = 0; i < nw; i++) this.scoreMan(men[i]!, 1);
    for (let i = 64; i < nb; i++) this.scoreMan(men[i]!, -1);

    if (this.hungCount[0]! > 1) acc[T_HUNGX] = T.HUNGX;
    if (this.hungCount[1]! > 1) acc[T_HUNGX + 1] = T.HUNGX;
    acc[T_TEMPO + (board.side === 1 ? 0 : 1)] = T.TEMPO;
    if (bareB) acc[T_BARE_BONUS] = T.BARE_KING_BONUS;
    if (bareW) acc[T_BARE_BONUS + 1] = T.BARE_KING_BONUS;

    let total = 0;
    for (let i = 0; i < TERM_SLOTS; i += 2) total += acc[i]! - acc[i + 1]!;

    // A side ahead with no pawns and no more than a bishop cannot win: the score is 0.
    if (total > 0 && pawnsW === 0 && emtlW <= T.VALUE_B) {
      acc[T_DRAW] = -total;
      total = 0;
    } else if (total < 0 && pawnsB === 0 && emtlB <= T.VALUE_B) {
      acc[T_DRAW + 1] = total;
      total = 0;
    }

    if (trace) this.pushTerms(trace);
    return board.side === 1 ? total : 0 - total; // 0 - 0 is +0, -0 is not
  }

  /** Hung pieces of `color` found by the last evaluate(). */
  hung(color: Color): number {
    return this.hungCount[color === 1 ? 0 : 1]!;
  }

  /** The game stage 0..10 computed by the last prepare(). */
  get stage(): number {
    return this.ex.stage;
  }

  /** Material value of a role (1 pawn .. 6 king). */
  pieceValue(role: number): number {
    return PIECE_VALUE[role] ?? 0;
  }

  /** Square-table value of signed piece `piece` on square `sq` (board layout numbering). */
  squareValue(piece: number, sq: number): number {
    const e = this.ex;
    if (e.layout === null || piece === 0) return 0;
    const role = piece > 0 ? piece : -piece;
    return e.value[(role * 2 + (piece > 0 ? 0 : 1)) * e.size + sq] ?? 0;
  }

  /** Material of `color`, king included (999), as the 1987 program counted it. */
  material(board: Board, color: Color): number {
    return ex.emtlOf(board, color) + T.VALUE_P * board.counts[6 + color * PAWN]! + VALUE_MATERIAL_KING;
  }

  /** The examination of the last prepare() (for tests and tools). */
  get examination(): Readonly<ex.Examination> {
    return this.ex;
  }

  // ---------------------------------------------------------------------------------------------

  /** Pushes every term, in GNU_TERMS order, from the accumulators. */
  private pushTerms(trace: EvalTerm[]): void {
    const acc = this.acc;
    for (let i = 0; i < GNU_TERMS.length; i++) {
      const [name, group] = GNU_TERMS[i]!;
      trace.push({ name, group, white: acc[2 * i]!, black: acc[2 * i + 1]! });
    }
  }

  /**
   * The bare-king mating routine [ref]: for the winner, 4995 + its non-pawn material - the dying
   * king table at the loser's king - 2 * the distance between the kings; 0 when the winner has
   * no more than a bishop. It replaces the whole evaluation (no side-to-move bonus).
   */
  private bareKing(board: Board, winner: Color, emtl: number, trace?: EvalTerm[]): number {
    const acc = this.acc;
    const L = board.layout;
    const wi = winner === 1 ? 0 : 1;
    let total = 0;
    if (emtl > T.VALUE_B) {
      const winnerKing = L.toIndex[board.kings[wi]!]!;
      const loserKing = L.toIndex[board.kings[1 - wi]!]!;
      const dying = T.DYING_KING[wi === 0 ? loserKing ^ 56 : loserKing]!; // the loser's own view
      const dist = 2 * distance64(winnerKing, loserKing);
      acc[T_MATE_MATERIAL + wi] = T.MATE_BASE + emtl;
      acc[T_MATE_DYING + wi] = -dying;
      acc[T_MATE_DISTANCE + wi] = -dist;
      total = winner * (T.MATE_BASE + emtl - dying - dist);
    }
    if (trace) this.pushTerms(trace);
    return board.side === 1 ? total : 0 - total; // 0 - 0 is +0, -0 is not
  }

  /**
   * Castled / moved-without-castling flags at this node: the root's flags, updated along the
   * moves made since the root (a castling move sets "castled"; another king move, before
   * castling, sets "moved"). A board evaluated above the root keeps the root's flags.
   */
  private castlingNow(board: Board): void {
    const e = this.ex;
    this.castledNow[0] = e.castled[0]!;
    this.castledNow[1] = e.castled[1]!;
    this.movedNow[0] = e.moved[0]!;
    this.movedNow[1] = e.moved[1]!;
    let kw = e.rootKing[0]!;
    let kb = e.rootKing[1]!;
    let side = e.rootSide;
    for (let i = e.rootPly; i < board.ply; i++, side = side === 1 ? -1 : 1) {
      const m = board.moveAt(i);
      if (m === 0) continue;
      const from = m & 0xff;
      const ci = side === 1 ? 0 : 1;
      if (from !== (ci === 0 ? kw : kb)) continue;
      if (ci === 0) kw = (m >> 8) & 0xff;
      else kb = (m >> 8) & 0xff;
      if (m & moveBits.FLAG_CASTLE) this.castledNow[ci] = 1;
      else if (!this.castledNow[ci]) this.movedNow[ci] = 1;
    }
  }

  /** Scores one man of colour `c` on board square `sq` into the accumulators. */
  private scoreMan(sq: number, c: Color): void {
    const board = this.board!;
    const P = board.pieces;
    const piece = P[sq]!;
    const role = piece > 0 ? piece : -piece;
    const ci = c === 1 ? 0 : 1;
    if (role === PAWN) this.scorePawn(sq, c, ci);
    else if (role === KNIGHT) this.addSquare(KNIGHT_COMPONENTS[0], KNIGHT_COMPONENTS[1], KNIGHT, sq, ci);
    else if (role === BISHOP) this.scoreBishop(sq, c, ci);
    else if (role === ROOK) this.scoreRook(sq, c, ci);
    else if (role === QUEEN) this.scoreQueen(sq, ci);
    else {
      this.scoreKing(sq, c, ci);
      return;
    }
    this.scoreHung(sq, c, ci, role);
  }

  /** Adds the examination's square value of a man: combined, or component by component when tracing. */
  private addSquare(first: number, last: number, role: number, sq: number, ci: number): void {
    const e = this.ex;
    const size = e.size;
    if (!this.tracing) {
      this.acc[COMPONENT_TERM[first]! + ci] += e.value[(role * 2 + ci) * size + sq]!;
      return;
    }
    for (let k = first; k <= last; k++)
      this.acc[COMPONENT_TERM[k]! + ci] += e.comp[(k * 2 + ci) * size + sq]!;
  }

  /** Pawn: square value, isolated / doubled / backward, d-e pawn blocked on its 2nd rank, passed. */
  private scorePawn(sq: number, c: Color, ci: number): void {
    const board = this.board!;
    const acc = this.acc;
    const e = this.ex;
    const P = board.pieces;
    const L = board.layout;
    const off = L.offBoard;
    const pad = L.pad;
    const pf = this.pawnFiles;
    const fs = L.fileStep;
    const fwd = c === 1 ? L.rankStep : -L.rankStep;
    const own = c * PAWN;
    const f = L.fileOf[sq]!;
    const rank = c === 1 ? L.rankOf[sq]! : 7 - L.rankOf[sq]!;
    const ei = 1 - ci;
    const enemyAtk = ci === 0 ? this.atkBlack : this.atkWhite;
    const front = sq + fwd;
    const frontOccupied = !off[front + pad] && P[front] !== 0;

    this.addSquare(PAWN_COMPONENTS[0], PAWN_COMPONENTS[1], PAWN, sq, ci);

    const isolated = (f === 0 || pf[ci * 8 + f - 1] === 0) && (f === 7 || pf[ci * 8 + f + 1] === 0);
    if (isolated) {
      acc[T_ISOLATED + ci] += T.ISOLATED[f]!;
    } else {
      if (pf[ci * 8 + f]! > 1) acc[T_DOUBLED + ci] += T.DOUBLED[f]!;
      // Backward: no own pawn defends it, and none defends the square in front of it.
      const behind = sq - fwd;
      const defended =
        (!off[behind - fs + pad] && P[behind - fs] === own) ||
        (!off[behind + fs + pad] && P[behind + fs] === own);
      const frontDefended =
        (!off[sq - fs + pad] && P[sq - fs] === own) || (!off[sq + fs + pad] && P[sq + fs] === own);
      if (!defended && !frontDefended) {
        acc[T_BACKWARD + ci] += T.PBKWRD;
        acc[T_BACKWARD_ATTACKED + ci] += T.PWEAKA * (enemyAtk[sq]! & ATK_COUNT_MASK);
        if (pf[ei * 8 + f] === 0) acc[T_BACKWARD_HALF_OPEN + ci] += T.PWEAKH;
        if (frontOccupied) acc[T_BACKWARD_BLOCKED + ci] += T.PBLOCKED;
      }
    }

    if (rank === 1 && (f === 3 || f === 4) && frontOccupied) acc[T_PEDRNK2B + ci] += T.PEDRNK2B;

    // Passed (no enemy pawn on the file): a table by rank chosen by what the enemy does to the
    // path, scaled by stage / 10.
    const stage = e.stage;
    if (pf[ei * 8 + f] === 0 && stage > 0) {
      let blocked = false;
      let attacked = false;
      for (let u = front; !off[u + pad]; u += fwd) {
        if (P[u]! * c < 0) {
          blocked = true;
          break;
        }
        if ((enemyAtk[u]! & ATK_COUNT_MASK) !== 0) attacked = true;
      }
      let table = T.PASSED_FREE;
      if (blocked) table = T.PASSED_BLOCKED;
      else if (attacked || this.kingInSquare(c, rank, f)) table = T.PASSED_ATTACKED;
      acc[T_PASSED + ci] += ((table[rank]! * stage) / 10) | 0;
    }
  }

  /**
   * Is the enemy king in the square of the pawn? The pawn needs 7 - rank moves (one fewer from
   * its second rank, by the double step); the king catches it if its distance to the queening
   * square is at most that, or one more when the king's side is to move.
   */
  private kingInSquare(c: Color, rank: number, f: number): boolean {
    const board = this.board!;
    const L = board.layout;
    const enemyKing = L.toIndex[board.kings[c === 1 ? 1 : 0]!]!;
    const queening = (c === 1 ? 56 : 0) + f;
    let moves = 7 - rank;
    if (rank === 1) moves--;
    if (board.side !== c) moves++;
    return distance64(enemyKing, queening) <= moves;
  }

  /**
   * Scans the lines first..last-1 of Layout.lineOffsets from a bishop or rook of colour `c`:
   * mobility (an empty square 2, a square behind one non-pawn blocker 1; a pawn ends the line),
   * Kfield (KATAK per square next to the enemy king, direct attacks only), and X-ray: seeing
   * through one man onto an enemy R, Q, K or an undefended enemy man scores XRAY; if the man
   * seen through is also the enemy's and worth less than the target, it is pinned and counts as
   * hung for the enemy.
   */
  private scanLines(sq: number, c: Color, ci: number, first: number, last: number): void {
    const board = this.board!;
    const P = board.pieces;
    const L = board.layout;
    const off = L.offBoard;
    const pad = L.pad;
    const lines = L.lineOffsets;
    const e = this.ex;
    const kfield = e.kfield;
    const kbase = ci * e.size;
    const enemyAtk = ci === 0 ? this.atkBlack : this.atkWhite;
    let mobility = 0;
    let xray = 0;
    let katak = 0;
    for (let j = first; j < last; j++) {
      const d = lines[j]!;
      let blocker = 0;
      for (let u = sq + d; !off[u + pad]; u += d) {
        const p = P[u]!;
        if (blocker === 0) {
          katak += kfield[kbase + u]!;
          if (p === 0) {
            mobility += 2;
            continue;
          }
          if (p === PAWN || p === -PAWN) break;
          blocker = p;
          continue;
        }
        if (p === 0) {
          mobility += 1;
          continue;
        }
        if (p * c < 0) {
          const target = p > 0 ? p : -p;
          if (target >= ROOK || (enemyAtk[u]! & ATK_COUNT_MASK) === 0) {
            xray += T.XRAY;
            if (blocker * c < 0) {
              const pinned = blocker > 0 ? blocker : -blocker;
              if (PIECE_VALUE[target]! > PIECE_VALUE[pinned]!) this.hungCount[1 - ci]!++;
            }
          }
        }
        break;
      }
    }
    this.scanMobility = mobility > 29 ? 29 : mobility;
    this.scanXray = xray;
    this.scanKatak = katak;
  }

  /** Bishop: square value, line scan (Kfield, X-ray, pins), mobility. */
  private scoreBishop(sq: number, c: Color, ci: number): void {
    const acc = this.acc;
    this.addSquare(BISHOP_COMPONENTS[0], BISHOP_COMPONENTS[1], BISHOP, sq, ci);
    this.scanLines(sq, c, ci, 0, 4);
    acc[T_BISHOP_MOBILITY + ci] += T.BISHOP_MOBILITY[this.scanMobility]!;
    acc[T_BISHOP_XRAY + ci] += this.scanXray;
    acc[T_BISHOP_KATAK + ci] += this.scanKatak;
  }

  /** Rook: files without own / enemy pawns, line scan, mobility halved before stage 3, else king distance too. */
  private scoreRook(sq: number, c: Color, ci: number): void {
    const board = this.board!;
    const acc = this.acc;
    const L = board.layout;
    const f = L.fileOf[sq]!;
    if (this.pawnFiles[ci * 8 + f] === 0) acc[T_RHOPN + ci] += T.RHOPN;
    if (this.pawnFiles[(1 - ci) * 8 + f] === 0) acc[T_RHOPNX + ci] += T.RHOPNX;
    this.scanLines(sq, c, ci, 4, 8);
    acc[T_ROOK_XRAY + ci] += this.scanXray;
    acc[T_ROOK_KATAK + ci] += this.scanKatak;
    const mobility = T.ROOK_MOBILITY[this.scanMobility]!;
    if (this.ex.stage < 3) {
      acc[T_ROOK_MOBILITY + ci] += mobility >> 1;
    } else {
      acc[T_ROOK_MOBILITY + ci] += mobility;
      acc[T_ROOK_DISTANCE + ci] += 14 - taxicab64(L.toIndex[sq]!, L.toIndex[board.kings[1 - ci]!]!);
    }
  }

  /** Queen: after stage 3, 14 - taxicab distance to the enemy king. */
  private scoreQueen(sq: number, ci: number): void {
    if (this.ex.stage <= 3) return;
    const board = this.board!;
    const L = board.layout;
    this.acc[T_QUEEN_DISTANCE + ci] += 14 - taxicab64(L.toIndex[sq]!, L.toIndex[board.kings[1 - ci]!]!);
  }

  /**
   * King: square value; safety scan; castled or moved; own / enemy pawns missing on its file and
   * on the neighbouring file towards its corner; in the ending, the average with its best safe
   * neighbour.
   */
  private scoreKing(sq: number, c: Color, ci: number): void {
    const board = this.board!;
    const acc = this.acc;
    const e = this.ex;
    const P = board.pieces;
    const L = board.layout;
    const off = L.offBoard;
    const pad = L.pad;
    const ei = 1 - ci;
    const ownAtk = ci === 0 ? this.atkWhite : this.atkBlack;
    const enemyAtk = ci === 0 ? this.atkBlack : this.atkWhite;
    const value = e.value;
    const vbase = (KING * 2 + ci) * e.size;

    this.addSquare(KING_COMPONENTS[0], KING_COMPONENTS[1], KING, sq, ci);

    // Safety: the enemy's safe checks, when the enemy is developed and KSFTY > 0.
    if (e.ksfty > 0 && e.developed[ei]) {
      let checks = 0;
      let unsafe = 0;
      const lines = L.lineOffsets;
      for (let j = 0; j < 8; j++) {
        const d = lines[j]!;
        const need = j < 4 ? ATK_BQ : ATK_RQ;
        for (let u = sq + d; !off[u + pad]; u += d) {
          const p = P[u]!;
          const a = enemyAtk[u]!;
          if ((a & need) !== 0 && p * c >= 0) {
            if ((ownAtk[u]! & ATK_COUNT_MASK) === 0 || (a & ATK_COUNT_MASK) > 1) checks++;
            else unsafe++;
          }
          if (p !== 0) break;
        }
      }
      const ko = L.knightOffsets;
      for (let j = 0; j < 8; j++) {
        const u = sq + ko[j]!;
        if (off[u + pad]) continue;
        const a = enemyAtk[u]!;
        if ((a & ATK_N) !== 0 && P[u]! * c >= 0) {
          if ((ownAtk[u]! & ATK_COUNT_MASK) === 0 || (a & ATK_COUNT_MASK) > 1) checks++;
          else unsafe++;
        }
      }
      let dominated = 0;
      const kn = L.kingOffsets;
      for (let j = 0; j < 8; j++) {
        const u = sq + kn[j]!;
        if (off[u + pad]) continue;
        if ((enemyAtk[u]! & ATK_COUNT_MASK) > (ownAtk[u]! & ATK_COUNT_MASK)) dominated++;
      }
      if (dominated > 2) checks++;
      if (checks > 15) checks = 15;
      acc[T_SAFE_CHECKS + ci] += ((e.ksfty * T.KING_THREAT[checks]!) / 8) | 0;
      acc[T_UNSAFE_CHECKS + ci] += T.UNSAFE_CHECK * unsafe;
    }

    if (this.castledNow[ci]) acc[T_CASTLED + ci] += e.kcastld;
    else if (this.movedNow[ci]) acc[T_MOVED + ci] += e.kmovd;

    const pf = this.pawnFiles;
    const f = L.fileOf[sq]!;
    if (pf[ci * 8 + f] === 0) acc[T_KHOPN + ci] += e.khopn;
    if (pf[ei * 8 + f] === 0) acc[T_KHOPNX + ci] += e.khopnx;
    const corner = f <= 3 ? f - 1 : f + 1;
    if (corner >= 0 && corner <= 7) {
      if (pf[ci * 8 + corner] === 0) acc[T_KHOPN + ci] += e.khopn;
      if (pf[ei * 8 + corner] === 0) acc[T_KHOPNX + ci] += e.khopnx;
    }

    if (e.stage >= 8) {
      const here = value[vbase + sq]!;
      let best = -0x8000;
      const kn = L.kingOffsets;
      for (let j = 0; j < 8; j++) {
        const u = sq + kn[j]!;
        if (off[u + pad] || P[u]! * c > 0 || (enemyAtk[u]! & ATK_COUNT_MASK) !== 0) continue;
        const v = value[vbase + u]!;
        if (v > best) best = v;
      }
      if (best !== -0x8000) acc[T_KING_NEIGHBOUR + ci] += (((here + best) / 2) | 0) - here;
    }
  }

  /**
   * Hung or attacked: a man attacked and (undefended, or attacked by something cheaper) is hung
   * (HUNGP; it counts one hung, two if it is also trapped); otherwise one attacked more often
   * than defended scores ATAKD.
   */
  private scoreHung(sq: number, c: Color, ci: number, role: number): void {
    const enemyAtk = ci === 0 ? this.atkBlack : this.atkWhite;
    const a = enemyAtk[sq]!;
    const attacks = a & ATK_COUNT_MASK;
    if (attacks === 0) return;
    const ownAtk = ci === 0 ? this.atkWhite : this.atkBlack;
    const defences = ownAtk[sq]! & ATK_COUNT_MASK;
    const roles = a >>> ATK_ROLE_SHIFT;
    const cheapest = 31 - Math.clz32(roles & -roles);
    const v = PIECE_VALUE[role]!;
    if (defences === 0 || PIECE_VALUE[cheapest]! < v) {
      this.acc[T_HUNG + ci] += T.HUNGP;
      this.hungCount[ci]!++;
      if (role !== PAWN && this.trapped(sq, c, role, v, enemyAtk)) this.hungCount[ci]!++;
    } else if (attacks > defences) {
      this.acc[T_ATTACKED + ci] += T.ATAKD;
    }
  }

  /**
   * Trapped: the piece has no safe square to go to. A square is safe when the enemy does not
   * attack it, or when it holds an enemy man worth at least as much as the piece.
   */
  private trapped(sq: number, c: Color, role: number, v: number, enemyAtk: Int32Array): boolean {
    const board = this.board!;
    const P = board.pieces;
    const L = board.layout;
    const off = L.offBoard;
    const pad = L.pad;
    if (role === KNIGHT) {
      const ko = L.knightOffsets;
      for (let j = 0; j < 8; j++) {
        const u = sq + ko[j]!;
        if (off[u + pad]) continue;
        if (this.safeFor(P[u]!, c, v, enemyAtk[u]!)) return false;
      }
      return true;
    }
    const first = role === ROOK ? 4 : 0;
    const last = role === BISHOP ? 4 : 8;
    const lines = L.lineOffsets;
    for (let j = first; j < last; j++) {
      const d = lines[j]!;
      for (let u = sq + d; !off[u + pad]; u += d) {
        const p = P[u]!;
        if (this.safeFor(p, c, v, enemyAtk[u]!)) return false;
        if (p !== 0) break;
      }
    }
    return true;
  }

  /** Can a piece of colour `c` worth `v` go to a square holding `p`, attacked as `a`, safely? */
  private safeFor(p: number, c: Color, v: number, a: number): boolean {
    if (p * c > 0) return false;
    if ((a & ATK_COUNT_MASK) === 0) return true;
    return p !== 0 && PIECE_VALUE[p > 0 ? p : -p]! >= v;
  }
}
