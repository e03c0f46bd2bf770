// GNU Chess 1987's evaluator: the position examination made once before each search, and the
// full evaluation, man by man, that the search calls near its horizon.
//
// Sources: the HEURISTICS file (John Stanback, 12-16-87) in prose; the figures and the exact rules
// E1-E12 of the program of 18 December 1987 ("[ref]", see docs/sources.md). Where they differ the
// exact rules win; docs/engines/gnu.md lists each rule with the code and the test that pins it.
//
// Every man gets a positional value (its owner's view, material not included): the examination's
// square table for its role, then the dynamic terms (pawn structure, line scans, mobility, king
// safety, hung and attacked men). The values are left in board.svalue (the search's lazy estimate
// reads them), and the total is material + values + 10 for the side to move, -10 for a side with
// two or more hung men; the bare-king routine and the no-pawn draw adjust it.
//
// Attack words: for each side and square, the count of the side's men that attack it (low byte)
// and one bit per kind present, the cheapest highest (pawn, minor, rook, queen, king), so that
// comparing two words compares the cheapest attackers first and then their number. The pawn's
// escape test and the king's dominated squares rank a knight above a bishop: a second set of
// kind bits higher up (pawn, knight, bishop, rook, queen, king) that `ranked` keeps with the
// count; the hung and attacked tests take them as one kind, the minor piece.

import type { EvalGroup, EvalTerm } from '../engine.js';
import {
  BISHOP,
  BLACK,
  distance,
  KING,
  KNIGHT,
  NEUTRAL,
  PAWN,
  QUEEN,
  ROOK,
  STEP_DIR,
  STEP_FIRST,
  STEP_NEXT,
  STEP_SQ,
  taxicab,
  VALUE,
  WHITE,
  type GnuBoard,
} from './board.js';
import { CACHED_MEN, EvalCache } from './eval-cache.js';
import * as T from './tables.js';

const CTL_P = 0x4000;
const CTL_MINOR = 0x2000;
const CTL_R = 0x1000;
const CTL_Q = 0x0800;
const CTL_K = 0x0400;
const COUNT = 0xff;
/** The count and the kind bits above (the hung and attacked tests compare these). */
const WORD = 0x7fff;
const CTL_BQ = 0x10000; // a bishop or queen line attack (the king's safe checks)
const CTL_RQ = 0x20000; // a rook or queen line attack
// The ranked kind bits, cheapest highest: a knight above a bishop.
const RANKED_K = 0x40000;
const RANKED_Q = 0x80000;
const RANKED_R = 0x100000;
const RANKED_B = 0x200000;
const RANKED_N = 0x400000;
const RANKED_P = 0x800000;
const RANKED = 0xfc0000 | COUNT;
/**
 * The attack word as the pawn's escape test [E9] and the king's dominated squares compare it: a
 * knight ranks above a bishop (the program's piece codes, cheapest first: pawn, knight, bishop,
 * rook, queen, king), then the count. Read from the traces: with the minor bit alone, a pawn whose
 * square ahead a knight holds for its side and a bishop and a rook for the enemy (gen-44 after
 * ...Rd7) was counted trapped, one whose square a bishop holds against a knight (gen-27, b5) was
 * not, and a square next to the king that an enemy knight attacks and a bishop defends (game-090
 * after Kd2, d3) was not dominated; the original has each the other way round.
 */
const ranked = (w: number): number => w & RANKED;

/** GnuEvaluator.linePieces: a side has a rook or queen, a bishop or queen. */
const LINES_ORTH = 1;
const LINES_DIAG = 2;
/** Each role's bits in the attack word. */
const KIND_BIT = Int32Array.of(
  0,
  CTL_P | RANKED_P,
  CTL_MINOR | RANKED_N,
  CTL_MINOR | CTL_BQ | RANKED_B,
  CTL_R | CTL_RQ | RANKED_R,
  CTL_Q | CTL_BQ | CTL_RQ | RANKED_Q,
  CTL_K | RANKED_K,
);

/** Every term of the trace: name and group, in order. */
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
  ['pawn: passed, blocked', 'pawns'],
  ['knight: centre', 'pieces'],
  ['knight: king proximity', 'pieces'],
  ['knight: near enemy men', 'pieces'],
  ['knight: strong square', 'pieces'],
  ['undeveloped', 'pieces'],
  ['bishop: square', 'pieces'],
  ['bishop: stage', 'pieces'],
  ['bishop: strong square', 'pieces'],
  ['bishop: mobility', 'mobility'],
  ['line: x-ray', 'pieces'],
  ['line: king attack', 'king safety'],
  ['rook: no own pawn on file', 'pieces'],
  ['rook: no enemy pawn on file', 'pieces'],
  ['rook: mobility', 'mobility'],
  ['rook: king distance', 'pieces'],
  ['queen: king distance', 'pieces'],
  ['king: square', 'pieces'],
  ['king: pawn proximity', 'pieces'],
  ['king: safety', 'king safety'],
  ['king: castled', 'king safety'],
  ['king: moved without castling', 'king safety'],
  ['king: open files', 'king safety'],
  ['king: best safe neighbour (ending)', 'mobility'],
  ['hung', 'other'],
  ['attacked', 'other'],
  ['more than one hung', 'other'],
  ['side to move', 'other'],
  ['bare king', 'other'],
  ['draw: no pawns, at most a bishop', 'other'],
];
/** A term's place in the trace's accumulator: White's entry, Black's next to it. */
const t = (name: string): number => 2 * GNU_TERMS.findIndex(([n]) => n === name);
const T_MATERIAL = t('material');
const T_ADVANCE = t('pawn: advance');
const T_SHIELD = t('pawn: shield');
const T_ISOLATED = t('pawn: isolated');
const T_DOUBLED = t('pawn: doubled');
const T_BACKWARD = t('pawn: backward');
const T_BACKWARD_ATTACKED = t('pawn: backward, attacked');
const T_BACKWARD_HALF_OPEN = t('pawn: backward, half-open file');
const T_BACKWARD_BLOCKED = t('pawn: backward, blocked');
const T_PEDRNK2B = t('pawn: d/e on 2nd rank, blocked');
const T_PASSED = t('pawn: passed');
const T_PASSED_BLOCKED = t('pawn: passed, blocked');
const T_KNIGHT_CENTRE = t('knight: centre');
const T_KNIGHT_KINGS = t('knight: king proximity');
const T_KNIGHT_POST = t('knight: near enemy men');
const T_KNIGHT_STRONG = t('knight: strong square');
const T_UNDEVELOPED = t('undeveloped');
const T_BISHOP_SQUARE = t('bishop: square');
const T_BISHOP_STAGE = t('bishop: stage');
const T_BISHOP_STRONG = t('bishop: strong square');
const T_BISHOP_MOBILITY = t('bishop: mobility');
const T_XRAY = t('line: x-ray');
const T_KATAK = t('line: king attack');
const T_RHOPN = t('rook: no own pawn on file');
const T_RHOPNX = t('rook: no enemy pawn on file');
const T_ROOK_MOBILITY = t('rook: mobility');
const T_ROOK_DISTANCE = t('rook: king distance');
const T_QUEEN_DISTANCE = t('queen: king distance');
const T_KING_SQUARE = t('king: square');
const T_KING_PAWNS = t('king: pawn proximity');
const T_KING_SAFETY = t('king: safety');
const T_CASTLED = t('king: castled');
const T_KING_MOVED = t('king: moved without castling');
const T_KING_FILES = t('king: open files');
const T_KING_ENDING = t('king: best safe neighbour (ending)');
const T_HUNG = t('hung');
const T_ATTACKED = t('attacked');
const T_HUNGX = t('more than one hung');
const T_TEMPO = t('side to move');
const T_BARE = t('bare king');
const T_DRAW = t('draw: no pawns, at most a bishop');

/** Examination components of the square tables, each kept apart for the trace. */
const N_COMPONENTS = 12;
const C_ADVANCE = 0;
const C_SHIELD = 1;
const C_KNIGHT_CENTRE = 2;
const C_KNIGHT_KINGS = 3;
const C_KNIGHT_POST = 4;
const C_KNIGHT_STRONG = 5;
const C_UNDEVELOPED = 6;
const C_BISHOP_SQUARE = 7;
const C_BISHOP_STAGE = 8;
const C_BISHOP_STRONG = 9;
const C_KING_SQUARE = 10;
const C_KING_PAWNS = 11;
const COMPONENT_TERM = [
  T_ADVANCE,
  T_SHIELD,
  T_KNIGHT_CENTRE,
  T_KNIGHT_KINGS,
  T_KNIGHT_POST,
  T_KNIGHT_STRONG,
  T_UNDEVELOPED,
  T_BISHOP_SQUARE,
  T_BISHOP_STAGE,
  T_BISHOP_STRONG,
  T_KING_SQUARE,
  T_KING_PAWNS,
];

/**
 * Developed [E2]: sets `developed[c]` once side c's b1 and g1 hold no knight and its c1 and f1 no
 * bishop (b8, g8, c8, f8 for Black), of either colour; a flag once set is never cleared, so
 * calling this on each position of a game gives the game's flags.
 */
export function markDeveloped(b: GnuBoard, developed: Uint8Array): void {
  const role = b.role;
  for (let c = 0; c < 2; c++) {
    const r0 = c === WHITE ? 0 : 56;
    if (
      role[r0 + 1] !== KNIGHT &&
      role[r0 + 6] !== KNIGHT &&
      role[r0 + 2] !== BISHOP &&
      role[r0 + 5] !== BISHOP
    )
      developed[c] = 1;
  }
}

/** White's view of square s for side c (Black reads the mirrored square). */
const own = (c: number, s: number): number => (c === WHITE ? s : s ^ 56);

/**
 * Whether attackers with attack word `a` outgun a man of role `r` [E8]: in effect, attacked by
 * a cheaper kind, or by its own kind with a second attacker (the king whenever attacked).
 */
function outgunned(a: number, r: number): boolean {
  const two = (a & COUNT) > 1;
  switch (r) {
    case PAWN:
      return (a & CTL_P) !== 0 && two;
    case KNIGHT:
    case BISHOP:
      return (a & CTL_P) !== 0;
    case ROOK:
      return (a & (CTL_P | CTL_MINOR)) !== 0 || ((a & CTL_R) !== 0 && two);
    case QUEEN:
      return (a & (CTL_P | CTL_MINOR | CTL_R)) !== 0 || ((a & CTL_Q) !== 0 && two);
    default:
      return true;
  }
}

/**
 * Whether a pinned man counts as hung [E10]: the attack word on it, ranked as `ranked` ranks it (a
 * knight above a bishop), exceeds one attacker of its own kind: any cheaper attacker, or its own
 * kind with a second. Read from the traces (game-010: a bishop pinned to its king, attacked by a
 * knight and a rook, counts); it also counts exactly the 9 of the oracle's 32 lone pins the
 * original counted.
 */
function pinOutgunned(a: number, r: number): boolean {
  return ranked(a) > ranked(KIND_BIT[r]!) + 1;
}

export class GnuEvaluator {
  // --- The examination (once per search) ---
  stage = 0;
  private padvncm = 0;
  private pawnShield = 0;
  private knightPost = 0;
  private knightStrong = 0;
  private bishopStrong = 0;
  private khopn = 0;
  private khopnx = 0;
  private kcastld = 0;
  private kmovd = 0;
  private ksfty = 0;
  readonly developed = new Uint8Array(2);
  /**
   * The kinds of line piece each side had at the examination, or has had since by promoting
   * (promoted): LINES_ORTH a rook or queen, LINES_DIAG a bishop or queen. The king-safety scan
   * counts a dominated square next to a king only in the directions the enemy's kinds cover.
   */
  private readonly linePieces = new Uint8Array(2);
  /** Square tables by (side * 7 + role) * 64 + square; components by ((side * 64 + sq) * N + c). */
  private readonly table = new Int32Array(2 * 7 * 64);
  private readonly components = new Int32Array(2 * 64 * N_COMPONENTS);
  /** KATAK on each square next to side c's enemy king: kfield[c * 64 + sq]. */
  private readonly kfield = new Int32Array(128);
  /** Squares side c's pawns can never attack: weak[c * 64 + sq]. */
  private readonly weak = new Uint8Array(128);

  // --- One evaluation ---
  readonly atak = new Int32Array(128);
  /** The same words seen as 64 doubles, to clear them with half the stores (0.0 is all zero bits). */
  private readonly atakCleared = new Float64Array(this.atak.buffer);
  readonly hung = new Int32Array(2);
  /** Positional score per side at the last full evaluation. */
  readonly pscore = new Int32Array(2);
  /** Every man of the last evaluation as (value << 6) | square, in piece-list order (the cache's record). */
  private readonly packed = new Int32Array(CACHED_MEN);
  /** The trace's sums, two per term (White, Black): null except inside evaluateTerms. */
  private acc: Int32Array | null = null;
  /** Each bishop's and rook's line scan, by square: KATAK, mobility and x-rays (attacks). */
  private readonly scanKatak = new Int32Array(64);
  private readonly scanMobility = new Int32Array(64);
  private readonly scanXrays = new Int32Array(64);
  /** X-ray candidates (scanning man, second man, first man), three entries each (xrays). */
  private readonly pending = new Int32Array(3 * 4 * 32);
  private pendingLength = 0;

  /**
   * The stage and the weights the evaluation reads directly (the king's file and castling terms,
   * king safety), from the material on the board: every full evaluation sets them from its own
   * position, while the square tables keep the root's (examine).
   */
  private weighedMtl = -1;
  private weigh(b: GnuBoard): void {
    // Both sides' piece material, kings excluded.
    const tmtl = b.mtl[WHITE]! - b.pmtl[WHITE]! + b.mtl[BLACK]! - b.pmtl[BLACK]! - 2 * VALUE[KING]!;
    // The weights depend on tmtl alone: unchanged since the last call, they stand.
    if (tmtl === this.weighedMtl) return;
    this.weighedMtl = tmtl;
    const stage =
      tmtl > T.STAGE_OPENING_MTL
        ? 0
        : tmtl < T.STAGE_ENDING_MTL
          ? 10
          : ((T.STAGE_OPENING_MTL - tmtl) / T.STAGE_STEP) | 0;
    this.stage = stage;
    this.khopn = ((3 * stage - 30) / 2) | 0;
    this.khopnx = (this.khopn / 2) | 0;
    this.kcastld = (10 / (stage + 1)) | 0;
    this.kmovd = (-40 / (stage + 1)) | 0;
    this.ksfty = stage >= 8 ? 0 : 8 - stage;
  }

  /** The examination of the position before a search [ref, "Position examination"]. */
  examine(b: GnuBoard): void {
    this.weigh(b);
    const stage = this.stage;
    this.cache.clear();
    // The weights of the square tables, from the root's stage.
    this.padvncm = ((10 + stage) / 2) | 0;
    this.pawnShield = 10 - stage;
    this.knightPost = ((stage + 2) / 3) | 0;
    this.knightStrong = ((stage + 6) / 2) | 0;
    this.bishopStrong = ((stage + 6) / 2) | 0;

    const role = b.role;
    const color = b.color;
    markDeveloped(b, this.developed);
    // The line pieces each side has at the root; a capture inside the search does not take them
    // away, a promotion adds the queen's (promoted).
    this.linePieces[WHITE] = this.linePieces[BLACK] = 0;
    for (let s = 0; s < 64; s++) {
      const r = role[s]!;
      if (r === ROOK || r === QUEEN) this.linePieces[color[s]!] |= LINES_ORTH;
      if (r === BISHOP || r === QUEEN) this.linePieces[color[s]!] |= LINES_DIAG;
    }
    // Weak squares: those a side's pawns can never attack.
    this.weak.fill(1);
    for (let s = 0; s < 64; s++) {
      if (role[s] !== PAWN) continue;
      const c = color[s]!;
      const col = s & 7;
      const row = s >> 3;
      for (let u = 0; u < 64; u++) {
        const ur = u >> 3;
        if (Math.abs((u & 7) - col) !== 1) continue;
        if (c === WHITE ? ur > row : ur < row) this.weak[c * 64 + u] = 0;
      }
    }
    this.kfield.fill(0);
    for (let c = 0; c < 2; c++) {
      const ek = b.kingSquare(1 - c);
      for (let u = 0; u < 64; u++) if (distance(u, ek) === 1) this.kfield[c * 64 + u] = T.KATAK;
    }
    this.components.fill(0);
    const pawnTotal = b.pmtl[WHITE]! + b.pmtl[BLACK]!;
    for (let c = 0; c < 2; c++) {
      const xc = 1 - c;
      const ok = b.kingSquare(c);
      const ek = b.kingSquare(xc);
      for (let s = 0; s < 64; s++) {
        const w = own(c, s);
        const comp = (c * 64 + s) * N_COMPONENTS;
        const C = this.components;
        // Pawns.
        C[comp + C_ADVANCE] = ((this.padvncm * T.PAWN_ADVANCE[w]!) / 10) | 0;
        const col = s & 7;
        if ((col < 3 || col > 4) && distance(s, ok) <= 2) C[comp + C_SHIELD] = this.pawnShield;
        // Knights [E1].
        C[comp + C_KNIGHT_CENTRE] = T.KNIGHT_CENTRE[w]!;
        C[comp + C_KNIGHT_KINGS] = T.KING_NEAR - distance(s, ek) + (T.KING_NEAR - distance(s, ok));
        let near = 0;
        for (let u = 0; u < 64; u++) if (color[u] === xc && distance(s, u) <= 2) near++;
        C[comp + C_KNIGHT_POST] = this.knightPost * near;
        if (this.weak[xc * 64 + s]) C[comp + C_KNIGHT_STRONG] = this.knightStrong;
        // Bishops.
        C[comp + C_BISHOP_SQUARE] = T.BISHOP_SQUARE[w]!;
        C[comp + C_BISHOP_STAGE] = stage;
        if (this.weak[xc * 64 + s]) C[comp + C_BISHOP_STRONG] = this.bishopStrong;
        // Undeveloped [E2].
        if (!this.developed[c] && (w === 1 || w === 6 || w === 2 || w === 5))
          C[comp + C_UNDEVELOPED] = T.UNDEVELOPED;
        // Kings.
        C[comp + C_KING_SQUARE] = ((T.KING_OPENING[w]! * (10 - stage) + T.KING_ENDING[w]! * stage) / 10) | 0;
        if (stage > 0 && pawnTotal > 0) {
          let pd = 0;
          for (let u = 0; u < 64; u++) {
            if (role[u] !== PAWN) continue;
            const pc = color[u]!;
            const row = u >> 3;
            let weight = pc === WHITE ? row + 3 : 10 - row;
            if (this.passedForKing(u, pc)) weight *= T.PASSED_PROXIMITY_WEIGHT;
            const ahead = pc === WHITE ? Math.min(u + 16, 56 + (u & 7)) : Math.max(u - 16, u & 7);
            pd += weight * distance(s, ahead);
          }
          C[comp + C_KING_PAWNS] = -(((pd * stage * stage) / (2 * pawnTotal)) | 0);
        }
      }
      // The square table of each role.
      for (let s = 0; s < 64; s++) {
        const comp = (c * 64 + s) * N_COMPONENTS;
        const C = this.components;
        const w = own(c, s);
        const undeveloped = (a: number, bb: number): number =>
          w === a || w === bb ? C[comp + C_UNDEVELOPED]! : 0;
        this.table[(c * 7 + PAWN) * 64 + s] = C[comp + C_ADVANCE]! + C[comp + C_SHIELD]!;
        this.table[(c * 7 + KNIGHT) * 64 + s] =
          C[comp + C_KNIGHT_CENTRE]! +
          C[comp + C_KNIGHT_KINGS]! +
          C[comp + C_KNIGHT_POST]! +
          C[comp + C_KNIGHT_STRONG]! +
          undeveloped(1, 6);
        this.table[(c * 7 + BISHOP) * 64 + s] =
          C[comp + C_BISHOP_SQUARE]! +
          C[comp + C_BISHOP_STAGE]! +
          C[comp + C_BISHOP_STRONG]! +
          undeveloped(2, 5);
        this.table[(c * 7 + KING) * 64 + s] = C[comp + C_KING_SQUARE]! + C[comp + C_KING_PAWNS]!;
      }
    }
  }

  /**
   * A promotion made by the search: side c has a queen's lines from now until the next
   * examination, whatever happens to the queen (read from the traces: WAC.221 and WAC.271 at
   * depths 2 and 3, where the queen promoted in one line counts in the lines searched after it is
   * taken back).
   * The cached evaluations made before no longer hold.
   */
  promoted(c: number): void {
    if (this.linePieces[c] === LINES_ORTH + LINES_DIAG) return;
    this.linePieces[c] = LINES_ORTH + LINES_DIAG;
    this.cache.clear();
  }

  /** A pawn every square ahead of which the enemy's pawns can never attack [E7]. */
  private passedForKing(s: number, c: number): boolean {
    const step = c === WHITE ? 8 : -8;
    for (let u = s + step; u >= 0 && u < 64; u += step) if (!this.weak[(1 - c) * 64 + u]) return false;
    return true;
  }

  /** Full evaluations under this examination (cleared by examine). */
  private readonly cache = new EvalCache();

  /**
   * The full evaluation, from the cache when the same position (men, side, castling state) was
   * evaluated before under this examination: the score, the hung counts and every man's value
   * (written to board.svalue exactly as evaluate() writes them) come back unchanged.
   */
  evaluateCached(b: GnuBoard): number {
    // Not the mating routine's positions: a hit would write the men's values it leaves alone.
    if (this.bareKing(b) !== null) return this.evaluate(b);
    if (this.cache.lookup(b, this.hung)) return this.cache.score();
    const score = this.evaluate(b);
    this.cache.store(score, this.hung, this.packed, b.count[WHITE]! + b.count[BLACK]!);
    return score;
  }

  /**
   * Builds the attack words of both sides, and with them the bishops' and rooks' line scans
   * [E10]: a bishop's or rook's walk along each ray marks the squares it attacks up to the first
   * man and goes on behind that man (unless a pawn) to the second, counting KATAK for each square
   * visited next to the enemy king and mobility (2 an empty square before the first man, 1 one
   * behind it). The x-ray on the second man needs the finished words, so each candidate waits in
   * `pending` until every man's attacks are in (xrays).
   */
  private attacks(b: GnuBoard): void {
    const atak = this.atak;
    // A plain loop over the doubles: cheaper than fill(), and half the stores of the words.
    const cleared = this.atakCleared;
    for (let i = 0; i < 64; i++) cleared[i] = 0;
    const role = b.role;
    const color = b.color;
    const list = b.list;
    const kfield = this.kfield;
    const pending = this.pending;
    // The step tables in locals: an imported binding is loaded again at every use.
    const stepFirst = STEP_FIRST;
    const stepSq = STEP_SQ;
    const stepNext = STEP_NEXT;
    const kindBit = KIND_BIT;
    let np = 0;
    for (let c = 0; c < 2; c++) {
      const base = c * 64;
      const xc = 1 - c;
      const n = b.count[c]!;
      const fwd = c === WHITE ? 1 : -1;
      for (let i = 0; i < n; i++) {
        const s = list[c * 16 + i]!;
        const r = role[s]!;
        const bit = kindBit[r]!;
        if (r === PAWN) {
          const row = (s >> 3) + fwd;
          if (row < 0 || row > 7) continue;
          const col = s & 7;
          const at = base + row * 8 + col;
          if (col > 0) atak[at - 1] = (atak[at - 1]! | bit) + 1;
          if (col < 7) atak[at + 1] = (atak[at + 1]! | bit) + 1;
          continue;
        }
        const end = stepFirst[r * 64 + s + 1]!;
        if (r === KNIGHT || r === KING) {
          // A leaper's squares are never blocked.
          for (let k = stepFirst[r * 64 + s]!; k < end; k++) {
            const u = base + stepSq[k]!;
            atak[u] = (atak[u]! | bit) + 1;
          }
          continue;
        }
        if (r === QUEEN) {
          for (let k = stepFirst[r * 64 + s]!; k < end;) {
            const u = stepSq[k]!;
            atak[base + u] = (atak[base + u]! | bit) + 1;
            k = color[u] !== NEUTRAL ? stepNext[k]! : k + 1;
          }
          continue;
        }
        // A bishop or rook: its attacks and its line scan.
        let katak = 0;
        let mob = 0;
        for (let k = stepFirst[r * 64 + s]!; k < end;) {
          const rayEnd = stepNext[k]!;
          // Up to the first man: attacked, and 2 for each empty square.
          let u = -1;
          for (; k < rayEnd; k++) {
            u = stepSq[k]!;
            atak[base + u] = (atak[base + u]! | bit) + 1;
            katak += kfield[base + u]!;
            if (color[u] !== NEUTRAL) break;
            mob += 2;
          }
          if (k < rayEnd && role[u] !== PAWN) {
            // Behind the first man: 1 for each empty square, up to the second man.
            for (k++; k < rayEnd; k++) {
              const w = stepSq[k]!;
              katak += kfield[base + w]!;
              const wc = color[w]!;
              if (wc === NEUTRAL) {
                mob++;
                continue;
              }
              if (wc === xc && role[w] !== PAWN) {
                pending[np++] = s;
                pending[np++] = w;
                pending[np++] = u;
              }
              break;
            }
          }
          k = rayEnd;
        }
        this.scanKatak[s] = katak;
        this.scanMobility[s] = mob;
        this.scanXrays[s] = 0;
      }
    }
    this.pendingLength = np;
  }

  /**
   * The x-rays of the line scans [E10]: a bishop or rook whose second man is an enemy piece
   * dearer than itself, or one its side does not defend, scores XRAY; when the first man is the
   * enemy's too, he is pinned and counts as hung if undefended or outgunned.
   */
  private xrays(b: GnuBoard): void {
    const role = b.role;
    const color = b.color;
    const atak = this.atak;
    const pending = this.pending;
    for (let p = 0; p < this.pendingLength; p += 3) {
      const s = pending[p]!;
      const w = pending[p + 1]!;
      const pinned = pending[p + 2]!;
      const c = color[s]!;
      const xc = 1 - c;
      if (role[w]! <= role[s]! && atak[xc * 64 + w] !== 0) continue;
      this.scanXrays[s]++;
      if (color[pinned] === xc) {
        const def = atak[xc * 64 + pinned]! & WORD;
        if (def === 0 || pinOutgunned(atak[c * 64 + pinned]!, role[pinned]!)) this.hung[xc]++;
      }
    }
  }

  /**
   * The full evaluation from the side to move's view; fills board.svalue with each man's value,
   * `hung` and `pscore`.
   */
  evaluate(b: GnuBoard): number {
    this.weigh(b);
    this.hung[0] = this.hung[1] = 0;
    this.attacks(b);
    this.xrays(b);
    this.pscore[0] = this.pscore[1] = 0;
    const side = b.side;
    // The mating routine writes no man's value: each keeps the one its last full evaluation gave
    // him (read from the traces: in end-29, end-19 and five more endings, a pawn that promotes
    // after a line where the bare king was mated still carries its value into the estimate).
    const bare = this.bareKing(b);
    if (bare !== null) return bare;
    const packed = this.packed;
    const list = b.list;
    const svalue = b.svalue;
    // Each man: the square table of his role, his role's terms, and hung or attacked.
    let m = 0;
    for (let c = 0; c < 2; c++) {
      const n = b.count[c]!;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const s = list[c * 16 + i]!;
        const v = this.manValue(b, s, c);
        svalue[s] = v;
        packed[m++] = (v << 6) | s;
        sum += v;
      }
      this.pscore[c] = sum;
    }
    const xside = 1 - side;
    let score = b.mtl[side]! - b.mtl[xside]! + this.pscore[side]! - this.pscore[xside]! + T.TEMPO;
    if (this.acc !== null) this.acc[T_MATERIAL + WHITE] += b.mtl[WHITE]!;
    if (this.acc !== null) this.acc[T_MATERIAL + BLACK] += b.mtl[BLACK]!;
    if (this.acc !== null) this.acc[T_TEMPO + side] += T.TEMPO;
    if (this.hung[side]! > 1) {
      score += T.HUNGX;
      if (this.acc !== null) this.acc[T_HUNGX + side] += T.HUNGX;
    }
    if (this.hung[xside]! > 1) {
      score -= T.HUNGX;
      if (this.acc !== null) this.acc[T_HUNGX + xside] += T.HUNGX;
    }
    return this.endings(b, score);
  }

  /**
   * The mating routine against a bare king [ref "Bare king"]: 4995 + the winner's piece material
   * - the loser's dying-king square - 2 x the kings' distance (0 if the winner has at most a
   * bishop), from the side to move's view; null unless one side has a bare king and the other
   * only pieces.
   */
  bareKing(b: GnuBoard): number | null {
    for (let c = 0; c < 2; c++) {
      const xc = 1 - c;
      if (b.mtl[xc] !== VALUE[KING] || b.pmtl[c] !== 0 || b.mtl[c] === VALUE[KING]) continue;
      const emtl = b.mtl[c]! - VALUE[KING]!;
      const lk = b.kingSquare(xc);
      const s =
        emtl <= VALUE[BISHOP]!
          ? 0
          : T.MATE_BASE + emtl - T.DYING_KING[lk]! - 2 * distance(lk, b.kingSquare(c));
      return c === b.side ? s : 0 - s; // 0 - s: -0 would be a double, and deoptimize the search
    }
    return null;
  }

  /** Bare kings and the no-pawn draw [ref "Total", E11]; `score` is the side to move's. */
  private endings(b: GnuBoard, score: number): number {
    const side = b.side;
    for (let c = 0; c < 2; c++) {
      const emtl = b.mtl[c]! - b.pmtl[c]! - VALUE[KING]!;
      const sign = c === side ? 1 : -1;
      // A side ahead with no pawns and at most a bishop's worth scores 0.
      if (sign * score > 0 && b.pmtl[c] === 0 && emtl <= VALUE[BISHOP]!) {
        if (this.acc !== null) this.acc[T_DRAW + side] += -score;
        return 0;
      }
    }
    for (let c = 0; c < 2; c++) {
      const xc = 1 - c;
      const sign = c === side ? 1 : -1;
      if (b.mtl[xc] !== VALUE[KING]) continue;
      const emtl = b.mtl[c]! - b.pmtl[c]! - VALUE[KING]!;
      if (emtl <= VALUE[BISHOP]!) continue;
      score += sign * T.BARE_KING_BONUS;
      if (this.acc !== null) this.acc[T_BARE + c] += T.BARE_KING_BONUS;
    }
    return score;
  }

  /** One man's positional value, its owner's view. */
  private manValue(b: GnuBoard, s: number, c: number): number {
    const r = b.role[s]!;
    let v = this.table[(c * 7 + r) * 64 + s]!;
    if (this.acc !== null) this.traceComponents(c, r, s);
    switch (r) {
      case PAWN:
        v += this.pawnValue(b, s, c);
        break;
      case BISHOP:
        v += this.scanValue(s, c, true);
        break;
      case ROOK:
        v += this.rookValue(b, s, c);
        break;
      case QUEEN:
        if (this.stage > 3) {
          const q = 14 - taxicab(s, b.kingSquare(1 - c));
          v += q;
          if (this.acc !== null) this.acc[T_QUEEN_DISTANCE + c] += q;
        }
        break;
      case KING:
        v += this.kingValue(b, s, c);
        break;
    }
    if (this.atak[(1 - c) * 64 + s] !== 0) v += this.hungValue(b, s, c, r);
    return v;
  }

  /** Pawn structure [ref "Square-by-square", E3, E4]. */
  private pawnValue(b: GnuBoard, s: number, c: number): number {
    const xc = 1 - c;
    const col = s & 7;
    const row = s >> 3;
    const fwd = c === WHITE ? 8 : -8;
    const files = b.pawnsOnFile;
    const mine = c * 8;
    const theirs = xc * 8;
    const atak = this.atak;
    let v = 0;
    const isolated = (col === 0 || files[mine + col - 1] === 0) && (col === 7 || files[mine + col + 1] === 0);
    if (isolated) {
      v += T.ISOLATED[col]!;
      if (this.acc !== null) this.acc[T_ISOLATED + c] += T.ISOLATED[col]!;
    } else if (files[mine + col]! > 1) {
      v += T.DOUBLED[col]!;
      if (this.acc !== null) this.acc[T_DOUBLED + c] += T.DOUBLED[col]!;
    }
    // Backward: not defended by a pawn, and the square in front not defended by one either.
    const ahead = s + fwd;
    if ((atak[c * 64 + s]! & CTL_P) === 0 && (atak[c * 64 + ahead]! & CTL_P) === 0) {
      v += T.PBKWRD;
      if (this.acc !== null) this.acc[T_BACKWARD + c] += T.PBKWRD;
      const a = T.PWEAKA * (atak[xc * 64 + s]! & COUNT);
      v += a;
      if (this.acc !== null) this.acc[T_BACKWARD_ATTACKED + c] += a;
      if (files[theirs + col] === 0) {
        v += T.PWEAKH;
        if (this.acc !== null) this.acc[T_BACKWARD_HALF_OPEN + c] += T.PWEAKH;
      }
      if (b.color[ahead] !== NEUTRAL) {
        v += T.PBLOCKED;
        if (this.acc !== null) this.acc[T_BACKWARD_BLOCKED + c] += T.PBLOCKED;
      }
    }
    const ownRow = c === WHITE ? row : 7 - row;
    if ((col === 3 || col === 4) && ownRow === 1 && b.color[ahead] !== NEUTRAL) {
      v += T.PEDRNK2B;
      if (this.acc !== null) this.acc[T_PEDRNK2B + c] += T.PEDRNK2B;
    }
    if (files[theirs + col] === 0) {
      // Passed [E4]: walk ahead, stopping at the first square an enemy pawn attacks (or at the
      // first attacked or occupied square, which settles it).
      let attacked = false;
      for (let u = ahead; u >= 0 && u < 64; u += fwd) {
        const a = atak[xc * 64 + u]!;
        if (a & CTL_P) break;
        if (a !== 0 || b.color[u] !== NEUTRAL) {
          attacked = true;
          break;
        }
      }
      if (atak[xc * 64 + s]! !== 0 && b.side === xc) attacked = true;
      const rp = b.side === xc ? ownRow - 1 : ownRow;
      const ek = b.kingSquare(xc);
      const ekRow = c === WHITE ? ek >> 3 : 7 - (ek >> 3);
      if (ekRow >= rp && distance(ek, s) < 8 - rp) attacked = true;
      const table = attacked ? T.PASSED_ATTACKED : T.PASSED_FREE;
      const p = ((table[ownRow]! * this.stage) / 10) | 0;
      v += p;
      if (this.acc !== null) this.acc[T_PASSED + c] += p;
      if (b.color[ahead] !== NEUTRAL) {
        v -= 8;
        if (this.acc !== null) this.acc[T_PASSED_BLOCKED + c] += -8;
      }
    }
    return v;
  }

  /**
   * A bishop's or rook's line scan [E10], from the attack pass: KATAK and the x-rays (attacks,
   * xrays); a bishop also takes its mobility table here, a rook in rookValue.
   */
  private scanValue(s: number, c: number, bishop: boolean): number {
    const katak = this.scanKatak[s]!;
    const xray = T.XRAY * this.scanXrays[s]!;
    if (this.acc !== null) this.acc[T_XRAY + c] += xray;
    if (this.acc !== null) this.acc[T_KATAK + c] += katak;
    let v = katak + xray;
    if (bishop) {
      const m = T.BISHOP_MOBILITY[Math.min(this.scanMobility[s]!, 29)]!;
      v += m;
      if (this.acc !== null) this.acc[T_BISHOP_MOBILITY + c] += m;
    }
    return v;
  }

  private rookValue(b: GnuBoard, s: number, c: number): number {
    const col = s & 7;
    let v = 0;
    if (b.pawnsOnFile[c * 8 + col] === 0) {
      v += T.RHOPN;
      if (this.acc !== null) this.acc[T_RHOPN + c] += T.RHOPN;
    }
    if (b.pawnsOnFile[(1 - c) * 8 + col] === 0) {
      v += T.RHOPNX;
      if (this.acc !== null) this.acc[T_RHOPNX + c] += T.RHOPNX;
    }
    v += this.scanValue(s, c, false);
    const mob = T.ROOK_MOBILITY[Math.min(this.scanMobility[s]!, 29)]!;
    if (this.stage < 3) {
      const m = (mob / 2) | 0;
      v += m;
      if (this.acc !== null) this.acc[T_ROOK_MOBILITY + c] += m;
    } else {
      v += mob;
      if (this.acc !== null) this.acc[T_ROOK_MOBILITY + c] += mob;
      const dd = 14 - taxicab(s, b.kingSquare(1 - c));
      v += dd;
      if (this.acc !== null) this.acc[T_ROOK_DISTANCE + c] += dd;
    }
    return v;
  }

  /** The king's safety, castling and file terms, and the ending average [E5, E6]. */
  private kingValue(b: GnuBoard, s: number, c: number): number {
    const xc = 1 - c;
    let v = 0;
    if (this.developed[xc] && this.ksfty > 0) {
      const k = this.kingSafety(b, s, c);
      v += k;
      if (this.acc !== null) this.acc[T_KING_SAFETY + c] += k;
    }
    if (b.castled[c]) {
      v += this.kcastld;
      if (this.acc !== null) this.acc[T_CASTLED + c] += this.kcastld;
    } else if (b.kingMoved[c]) {
      v += this.kmovd;
      if (this.acc !== null) this.acc[T_KING_MOVED + c] += this.kmovd;
    }
    const col = s & 7;
    const other = col === 1 || col === 2 || col === 3 || col === 7 ? col - 1 : col + 1;
    let f = 0;
    if (b.pawnsOnFile[c * 8 + col] === 0) f += this.khopn;
    if (b.pawnsOnFile[xc * 8 + col] === 0) f += this.khopnx;
    if (b.pawnsOnFile[c * 8 + other] === 0) f += this.khopn;
    if (b.pawnsOnFile[xc * 8 + other] === 0) f += this.khopnx;
    v += f;
    if (this.acc !== null) this.acc[T_KING_FILES + c] += f;
    if (this.stage >= 8) {
      const base = this.table[(c * 7 + KING) * 64 + s]!;
      let best = base;
      const end = STEP_FIRST[KING * 64 + s + 1]!;
      for (let k = STEP_FIRST[KING * 64 + s]!; k < end; k++) {
        const u = STEP_SQ[k]!;
        if (this.atak[xc * 64 + u] !== 0) continue;
        const uv = this.table[(c * 7 + KING) * 64 + u]!;
        if (uv > best) best = uv;
      }
      const e = (((base + best) / 2) | 0) - base;
      v += e;
      if (this.acc !== null) this.acc[T_KING_ENDING + c] += e;
    }
    return v;
  }

  /** The enemy's safe checks [ref "King safety scan"]: the score the threat table gives. */
  private kingSafety(b: GnuBoard, s: number, c: number): number {
    const xc = 1 - c;
    const atak = this.atak;
    this.threatCount = 0;
    this.threatScore = 0;
    const color = b.color;
    let end = STEP_FIRST[QUEEN * 64 + s + 1]!;
    for (let k = STEP_FIRST[QUEEN * 64 + s]!; k < end;) {
      const u = STEP_SQ[k]!;
      if (atak[xc * 64 + u]! & (STEP_DIR[k]! < 4 ? CTL_RQ : CTL_BQ)) this.threat(b, u, c);
      k = color[u] !== NEUTRAL ? STEP_NEXT[k]! : k + 1;
    }
    end = STEP_FIRST[KNIGHT * 64 + s + 1]!;
    for (let k = STEP_FIRST[KNIGHT * 64 + s]!; k < end; k++) {
      const u = STEP_SQ[k]!;
      if (atak[xc * 64 + u]! & RANKED_N) this.threat(b, u, c);
    }
    // The dominated squares next to the king: only in the directions of the enemy's line pieces,
    // a rook's or queen's for the squares beside, above and below, a bishop's or queen's for the
    // corners, as the examination found them (read from the traces: WAC.151, gen-44, spec-18,
    // spec-20, spec-23, gen-77 at depth 3, game-204 at depth 1 and game-159's static evaluation,
    // where a side with rooks and knights only dominates three squares and the original counts no
    // check).
    let dominated = 0;
    const enemyLines = this.linePieces[xc]!;
    end = STEP_FIRST[KING * 64 + s + 1]!;
    for (let k = STEP_FIRST[KING * 64 + s]!; k < end; k++) {
      if (!(enemyLines & (STEP_DIR[k]! < 4 ? LINES_ORTH : LINES_DIAG))) continue;
      const u = STEP_SQ[k]!;
      // The words as the pawn's escape test compares them, a knight above a bishop (traces).
      if (ranked(atak[xc * 64 + u]!) > ranked(atak[c * 64 + u]!)) dominated++;
    }
    if (dominated > 2) this.threatCount++;
    return this.threatScore + (((this.ksfty * T.KING_THREAT[Math.min(this.threatCount, 15)]!) / 8) | 0);
  }

  private threatCount = 0;
  private threatScore = 0;

  /** A square from which the enemy could check c's king: +1 when safe for him, else -3 [ref]. */
  private threat(b: GnuBoard, u: number, c: number): void {
    const xc = 1 - c;
    if (b.color[u] === xc) return;
    if (this.atak[c * 64 + u] === 0 || (this.atak[xc * 64 + u]! & COUNT) > 1) this.threatCount++;
    else this.threatScore += T.UNSAFE_CHECK;
  }

  /** Hung and attacked men [E8, E9]: the man on s (role r, side c), whom the enemy attacks. */
  private hungValue(b: GnuBoard, s: number, c: number, r: number): number {
    const xc = 1 - c;
    const a = this.atak[xc * 64 + s]!;
    const att = a & WORD;
    const def = this.atak[c * 64 + s]! & WORD;
    let hung = def === 0 || outgunned(a, r);
    if (r === KING) hung = true;
    if (hung) {
      this.hung[c]++;
      if (this.trapped(b, s, c, r)) this.hung[c]++;
      if (this.acc !== null) this.acc[T_HUNG + c] += T.HUNGP;
      return T.HUNGP;
    }
    if (att > def) {
      if (this.acc !== null) this.acc[T_ATTACKED + c] += T.ATAKD;
      return T.ATAKD;
    }
    return 0;
  }

  /** No safe square to go to [E9]: each is attacked, and holds no enemy man of equal or higher type. */
  private trapped(b: GnuBoard, s: number, c: number, r: number): boolean {
    const xc = 1 - c;
    const color = b.color;
    const role = b.role;
    // A king in check is hung once; it is never counted as trapped.
    if (r === KING) return false;
    if (r === PAWN) {
      // A pawn escapes forward to an empty square its side holds at least as strongly as the
      // enemy (attack words compared, a knight above a bishop), or by capturing [E9].
      const u = s + (c === WHITE ? 8 : -8);
      if (u < 0 || u > 63) return true;
      if (color[u] === NEUTRAL && ranked(this.atak[c * 64 + u]!) >= ranked(this.atak[xc * 64 + u]!))
        return false;
      const col = s & 7;
      if (col > 0 && color[u - 1] === xc) return false;
      if (col < 7 && color[u + 1] === xc) return false;
      return true;
    }
    // A safe square: not attacked, or holding an enemy man of equal or higher type.
    const atak = this.atak;
    const end = STEP_FIRST[r * 64 + s + 1]!;
    for (let k = STEP_FIRST[r * 64 + s]!; k < end;) {
      const u = STEP_SQ[k]!;
      const uc = color[u]!;
      if (uc === c) {
        k = STEP_NEXT[k]!;
        continue;
      }
      if (atak[xc * 64 + u] === 0 || (uc === xc && role[u]! >= r)) return false;
      k = uc !== NEUTRAL ? STEP_NEXT[k]! : k + 1;
    }
    return true;
  }

  /** The square-table components of a man, for the trace. */
  private traceComponents(c: number, r: number, s: number): void {
    const acc = this.acc!;
    const comp = (c * 64 + s) * N_COMPONENTS;
    const w = own(c, s);
    const add = (k: number): void => {
      acc[COMPONENT_TERM[k]! + c] += this.components[comp + k]!;
    };
    if (r === PAWN) [C_ADVANCE, C_SHIELD].forEach(add);
    else if (r === KNIGHT) {
      [C_KNIGHT_CENTRE, C_KNIGHT_KINGS, C_KNIGHT_POST, C_KNIGHT_STRONG].forEach(add);
      if (w === 1 || w === 6) add(C_UNDEVELOPED);
    } else if (r === BISHOP) {
      [C_BISHOP_SQUARE, C_BISHOP_STAGE, C_BISHOP_STRONG].forEach(add);
      if (w === 2 || w === 5) add(C_UNDEVELOPED);
    } else if (r === KING) [C_KING_SQUARE, C_KING_PAWNS].forEach(add);
  }

  /**
   * The full evaluation (as evaluate), pushing every term, White's and Black's share, to `terms`
   * (`ttychess eval`'s trace, the evaluation tests). The terms are recorded only while this runs:
   * the search's evaluations pay one test per term for it.
   */
  evaluateTerms(b: GnuBoard, terms: EvalTerm[]): number {
    const acc = new Int32Array(GNU_TERMS.length * 2);
    this.acc = acc;
    let score: number;
    try {
      score = this.evaluate(b);
    } finally {
      this.acc = null;
    }
    const bare = this.bareKing(b);
    for (let i = 0; i < GNU_TERMS.length; i++) {
      const [name, group] = GNU_TERMS[i]!;
      if (bare === null) terms.push({ name, group, white: acc[i * 2]!, black: acc[i * 2 + 1]! });
      else {
        // The mating routine: material, and the rest of the total as the bare-king term.
        const white = i * 2 === T_MATERIAL ? b.mtl[WHITE]! : 0;
        const black = i * 2 === T_MATERIAL ? b.mtl[BLACK]! : 0;
        terms.push({ name, group, white, black });
      }
    }
    if (bare !== null) {
      const total = b.side === WHITE ? bare : -bare;
      const at = T_BARE / 2;
      terms[at] = { ...terms[at]!, white: total - (b.mtl[WHITE]! - b.mtl[BLACK]!) };
    }
    return score;
  }
}
