// Zarkov's evaluation (see docs/engines/zarkov.md, docs/engines/zarkov-heuristics.md and the
// seed, "How Zarkov Plays Chess").
//
// CONTRACT between the search and the evaluator (the search relies on exactly this):
// - evaluate(board, trace?) computes the whole evaluation on the fly (as the seed says Zarkov
//   mostly did: pawn structure, bishop and rook mobility, king safety dynamically at every
//   node) and returns centipawns from the side to move's point of view. With a trace array it
//   pushes one EvalTerm per heuristic (name, group, white, black; positive = good for that
//   side) such that the sum of (white - black) equals the White-view total exactly.
// - setStyle(style) scales the king-attack and king-safety weights (Balanced 1, Cautious and
//   Aggressive as documented).
// - after evaluate(), threats(color) is the number of that side's pieces left hanging (attacked
//   and undefended, or attacked by a cheaper piece): the search's threat heuristic reads it.
// - pieceValue(role) is the material value of a role (1 pawn .. 5 queen; king 0) at the
//   current phase, for move ordering and futility.
// - phase(board) is 0 (opening) .. 256 (bare ending), from the total material left.
//
// HOW IT WORKS. Every heuristic of weights.ts is one term. A term's units are added, times the
// term's weight, into `acc[term * 2 + side]` (White 0, Black 1, in that side's favour). A weight
// carries both of its values in one integer, opening value * 65536 + ending value (a "packed
// score"), so one addition accumulates both. At the end the accumulators are tapered by the
// phase, mg * (256 - phase) + eg * phase, times the style in eighths for the king terms, summed
// per side and style group and floored (see taper()); the trace divides the same sums among the
// terms by cumulative rounding, so it adds up to the total exactly and the untraced evaluation
// is the same number. The endgame scaling rules (opposite bishops, insufficient material, ...)
// come last: they take a share of the leader's score and write it as their own term.
//
// Per node: gather the men into per-role lists (adding the pawns' attacks as they are found)
// and the pawns into per-file rank masks (also relative to each side, so one code path serves
// both colours); material and phase; the kings' attacks and zones; the pawn structure; the
// pieces, each added to the attack tables (attacks.ts) and scored as it is added (mobility,
// placement, king-zone hits); then per side the passed pawns, king shelter, attack on the enemy
// king, threats, development and the ending; the tempo; taper; scale. Nothing is allocated per
// call without a trace: all scratch is typed arrays owned by the instance.
//
// CHOICES (each documented in docs/engines/zarkov-heuristics.md):
// - relative ranks: rank 1 is a side's own back rank; "the 7th" is rank 7 from its side.
// - attack tables are direct attacks only; "defended" = attacked by an own man, king included.
// - "castled" is read from the king's square (a1, b1, c1, g1, h1), not from the game history,
//   so the evaluation depends on the position alone.
// - a man attacked by a pawn, or by a lesser piece (knight = bishop < rook < queen), counts as
//   hanging even when defended; an attacked undefended man too (pawns included).

import type { Board } from '../../core/board.js';
import { X88 } from '../../core/layout.js';
import * as pieceCodes from '../../core/types.js';
import type { Color } from '../../core/types.js';
import type { EvalGroup, EvalTerm } from '../engine.js';
import * as A from './attacks.js';
import * as Wt from './weights.js';

// Module copies of imported constants: V8 folds module constants, not imported bindings.
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieceCodes;
const {
  ATK_COUNT_MASK,
  ATK_ROLE_SHIFT,
  BISHOP_BIT,
  CENTRE_STEPS,
  DIFF_BIAS,
  DIRECTION,
  DISTANCE,
  KING_BIT,
  KING_OFFSETS,
  KNIGHT_BIT,
  KNIGHT_OFFSETS,
  LINE_OFFSETS,
  INFO_BLACK_MAN,
  INFO_BLACK_PAWN,
  INFO_MAN,
  INFO_WHITE_MAN,
  INFO_WHITE_PAWN,
  PAWN_BIT,
  QUEEN_BIT,
  ROOK_BIT,
} = A;
const { HEURISTICS, KING_ATTACK, KING_ATTACK_UNITS, KING_PASSER_UNITS, MOBILITY_BASE } = Wt;
const { PASSED_RANK_UNITS, THREAT_CLASS, TROPISM_UNITS } = Wt;

/** Slots of the evaluation cache (a power of two): 64K positions, 1 MB. */
export const EVAL_CACHE_SIZE = 1 << 16;

export const ZARKOV_STYLES = ['Balanced', 'Cautious', 'Aggressive'] as const;
export type ZarkovStyle = (typeof ZARKOV_STYLES)[number];

/** Every term of the evaluation, in trace order: name and trace group. */
export const ZARKOV_TERMS: readonly (readonly [string, EvalGroup])[] = HEURISTICS.map(
  (h) => [h.name, Wt.TRACE_GROUP[h.seed]] as const,
);

const TERM_COUNT = HEURISTICS.length;
const SLOTS = TERM_COUNT * 2;

function indexOfTerm(name: string): number {
  const i = HEURISTICS.findIndex((h) => h.name === name);
  if (i < 0) throw new Error(`zarkov: no heuristic "${name}"`);
  return i;
}

/** The accumulator slot of a term (White's; Black's is the next). */
function slot(name: string): number {
  return indexOfTerm(name) * 2;
}

/** A term's packed weight: opening value * 65536 + ending value. */
function weight(name: string): number {
  const h = HEURISTICS[indexOfTerm(name)]!;
  return h.mg * 65536 + h.eg;
}

// Material.
const T_MATERIAL = slot('material: pawns'); // pawns .. queens are consecutive, by role
const MATERIAL_WEIGHT = Int32Array.from(
  [0, 1, 2, 3, 4, 5].map((r) => (r === 0 ? 0 : weight(HEURISTICS[r - 1]!.name))),
);
const T_PIECE_FOR_PAWNS = slot('material: piece for pawns');
const W_PIECE_FOR_PAWNS = weight('material: piece for pawns');
// Development.
const T_KNIGHT_BACK = slot('development: knight on back rank');
const W_KNIGHT_BACK = weight('development: knight on back rank');
const T_BISHOP_BACK = slot('development: bishop on back rank');
const W_BISHOP_BACK = weight('development: bishop on back rank');
const T_QUEEN_EARLY = slot('development: queen out before minors');
const W_QUEEN_EARLY = weight('development: queen out before minors');
const T_CASTLED = slot('development: castled');
const W_CASTLED = weight('development: castled');
const T_RIGHTS = slot('development: castling rights kept');
const W_RIGHTS = weight('development: castling rights kept');
const T_KING_STUCK = slot('development: king stuck in centre');
const W_KING_STUCK = weight('development: king stuck in centre');
const T_ROOKS_CONNECTED = slot('development: rooks connected');
const W_ROOKS_CONNECTED = weight('development: rooks connected');
const T_CENTRE_PAWN = slot('development: centre pawn advanced');
const W_CENTRE_PAWN = weight('development: centre pawn advanced');
const T_CENTRE_BLOCKED = slot('development: centre pawn blocked on 2nd rank');
const W_CENTRE_BLOCKED = weight('development: centre pawn blocked on 2nd rank');
const T_F_PAWN = slot('development: f-pawn moved, king uncastled');
const W_F_PAWN = weight('development: f-pawn moved, king uncastled');
const T_C_PAWN_BLOCKED = slot('development: knight blocks c-pawn');
const W_C_PAWN_BLOCKED = weight('development: knight blocks c-pawn');
// Mobility.
const T_MOB_KNIGHT = slot('mobility: knight');
const W_MOB_KNIGHT = weight('mobility: knight');
const T_MOB_BISHOP = slot('mobility: bishop');
const W_MOB_BISHOP = weight('mobility: bishop');
const T_MOB_ROOK = slot('mobility: rook');
const W_MOB_ROOK = weight('mobility: rook');
const T_MOB_QUEEN = slot('mobility: queen');
const W_MOB_QUEEN = weight('mobility: queen');
const T_MOB_KING = slot('mobility: king');
const W_MOB_KING = weight('mobility: king');
const MOB_BASE_KNIGHT = MOBILITY_BASE[KNIGHT]!;
const MOB_BASE_BISHOP = MOBILITY_BASE[BISHOP]!;
const MOB_BASE_ROOK = MOBILITY_BASE[ROOK]!;
const MOB_BASE_QUEEN = MOBILITY_BASE[QUEEN]!;
const MOB_BASE_KING = MOBILITY_BASE[KING]!;
// Piece placement.
const T_BISHOP_PAIR = slot('bishop: pair');
const W_BISHOP_PAIR = weight('bishop: pair');
const T_BAD_BISHOP = slot('bishop: bad (own pawns on its colour)');
const W_BAD_BISHOP = weight('bishop: bad (own pawns on its colour)');
const T_BISHOP_BLOCKED = slot('bishop: blocked centre pawns on its colour');
const W_BISHOP_BLOCKED = weight('bishop: blocked centre pawns on its colour');
const T_BISHOP_TRAPPED = slot('bishop: trapped');
const W_BISHOP_TRAPPED = weight('bishop: trapped');
const T_BISHOP_OUTPOST = slot('bishop: outpost');
const W_BISHOP_OUTPOST = weight('bishop: outpost');
const T_LONG_DIAGONAL = slot('bishop: long diagonal');
const W_LONG_DIAGONAL = weight('bishop: long diagonal');
const T_BISHOP_WINGS = slot('bishop: pawns on both wings');
const W_BISHOP_WINGS = weight('bishop: pawns on both wings');
const T_KNIGHT_OUTPOST = slot('knight: outpost');
const W_KNIGHT_OUTPOST = weight('knight: outpost');
const T_KNIGHT_SUPPORTED = slot('knight: outpost supported by a pawn');
const W_KNIGHT_SUPPORTED = weight('knight: outpost supported by a pawn');
const T_KNIGHT_CENTRE = slot('knight: centralisation');
const W_KNIGHT_CENTRE = weight('knight: centralisation');
const T_KNIGHT_TRAPPED = slot('knight: trapped');
const W_KNIGHT_TRAPPED = weight('knight: trapped');
const T_KNIGHT_PAWNS = slot('knight: pawns left');
const W_KNIGHT_PAWNS = weight('knight: pawns left');
const T_KNIGHT_CLOSED = slot('knight: closed position');
const W_KNIGHT_CLOSED = weight('knight: closed position');
const T_ROOK_PAWNS = slot('rook: pawns left');
const W_ROOK_PAWNS = weight('rook: pawns left');
const T_MINOR_BEHIND = slot('minor: behind own pawn');
const W_MINOR_BEHIND = weight('minor: behind own pawn');
const T_MINOR_LOOSE = slot('minor: undefended');
const W_MINOR_LOOSE = weight('minor: undefended');
const T_ROOK_OPEN = slot('rook: open file');
const W_ROOK_OPEN = weight('rook: open file');
const T_ROOK_HALF_OPEN = slot('rook: half-open file');
const W_ROOK_HALF_OPEN = weight('rook: half-open file');
const T_ROOK_SEVENTH = slot('rook: on 7th rank');
const W_ROOK_SEVENTH = weight('rook: on 7th rank');
const T_ROOK_DOUBLED = slot('rook: doubled');
const W_ROOK_DOUBLED = weight('rook: doubled');
const T_ROOK_TRAPPED = slot('rook: trapped by uncastled king');
const W_ROOK_TRAPPED = weight('rook: trapped by uncastled king');
const T_ROOK_QUEEN_FILE = slot("rook: on enemy queen's file");
const W_ROOK_QUEEN_FILE = weight("rook: on enemy queen's file");
const T_QUEEN_BATTERY = slot('queen: battery with rook or bishop');
const W_QUEEN_BATTERY = weight('queen: battery with rook or bishop');
const T_QUEEN_SEVENTH = slot('queen: on 7th rank');
const W_QUEEN_SEVENTH = weight('queen: on 7th rank');
const T_QUEEN_CENTRE = slot('queen: centralisation');
const W_QUEEN_CENTRE = weight('queen: centralisation');
const T_PIN = slot('pin: piece pinned to its king');
const W_PIN = weight('pin: piece pinned to its king');
// Pawn structure.
const T_DOUBLED = slot('pawn: doubled');
const W_DOUBLED = weight('pawn: doubled');
const T_ISOLATED = slot('pawn: isolated');
const W_ISOLATED = weight('pawn: isolated');
const T_ISOLATED_OPEN = slot('pawn: isolated on half-open file');
const W_ISOLATED_OPEN = weight('pawn: isolated on half-open file');
const T_BACKWARD = slot('pawn: backward');
const W_BACKWARD = weight('pawn: backward');
const T_BACKWARD_OPEN = slot('pawn: backward on half-open file');
const W_BACKWARD_OPEN = weight('pawn: backward on half-open file');
const T_CHAIN = slot('pawn: chain (defended by a pawn)');
const W_CHAIN = weight('pawn: chain (defended by a pawn)');
const T_DUO = slot('pawn: duo (side by side)');
const W_DUO = weight('pawn: duo (side by side)');
const T_HANGING_PAIR = slot('pawn: hanging pair');
const W_HANGING_PAIR = weight('pawn: hanging pair');
const T_ISLANDS = slot('pawn: islands');
const W_ISLANDS = weight('pawn: islands');
const T_ADVANCED = slot('pawn: advanced');
const W_ADVANCED = weight('pawn: advanced');
const T_CANDIDATE = slot('pawn: candidate passer');
const W_CANDIDATE = weight('pawn: candidate passer');
const T_SPACE = slot('pawn: space behind pawns');
const W_SPACE = weight('pawn: space behind pawns');
const T_MAJORITY = slot('pawn: queenside majority');
const W_MAJORITY = weight('pawn: queenside majority');
// Promotion.
const T_PASSED = slot('passed pawn: rank');
const W_PASSED = weight('passed pawn: rank');
const T_PASSED_PROTECTED = slot('passed pawn: protected');
const W_PASSED_PROTECTED = weight('passed pawn: protected');
const T_PASSED_CONNECTED = slot('passed pawn: connected');
const W_PASSED_CONNECTED = weight('passed pawn: connected');
const T_PASSED_BLOCKADED = slot('passed pawn: blockaded');
const W_PASSED_BLOCKADED = weight('passed pawn: blockaded');
const T_PASSED_FREE = slot('passed pawn: free path');
const W_PASSED_FREE = weight('passed pawn: free path');
const T_PASSED_OWN_KING = slot('passed pawn: own king near');
const W_PASSED_OWN_KING = weight('passed pawn: own king near');
const T_PASSED_ENEMY_KING = slot('passed pawn: enemy king far');
const W_PASSED_ENEMY_KING = weight('passed pawn: enemy king far');
const T_UNSTOPPABLE = slot('passed pawn: unstoppable (rule of the square)');
const W_UNSTOPPABLE = weight('passed pawn: unstoppable (rule of the square)');
const T_ROOK_BEHIND = slot('passed pawn: rook behind');
const W_ROOK_BEHIND = weight('passed pawn: rook behind');
const T_OUTSIDE = slot('passed pawn: outside');
const W_OUTSIDE = weight('passed pawn: outside');
const T_KING_IN_FRONT = slot('passed pawn: king in front');
const W_KING_IN_FRONT = weight('passed pawn: king in front');
// King shelter.
const T_SHIELD_NEAR = slot('king shelter: pawn shield, one rank ahead');
const W_SHIELD_NEAR = weight('king shelter: pawn shield, one rank ahead');
const T_SHIELD_FAR = slot('king shelter: pawn shield, two ranks ahead');
const W_SHIELD_FAR = weight('king shelter: pawn shield, two ranks ahead');
const T_STORM = slot('king shelter: pawn storm');
const W_STORM = weight('king shelter: pawn storm');
const T_OPEN_NEAR_KING = slot('king shelter: open file near king');
const W_OPEN_NEAR_KING = weight('king shelter: open file near king');
const T_FULLY_OPEN_NEAR_KING = slot('king shelter: fully open file near king');
const W_FULLY_OPEN_NEAR_KING = weight('king shelter: fully open file near king');
const T_FIANCHETTO = slot('king shelter: missing fianchetto bishop');
const W_FIANCHETTO = weight('king shelter: missing fianchetto bishop');
const T_BACK_RANK = slot('king shelter: back-rank weakness');
const W_BACK_RANK = weight('king shelter: back-rank weakness');
const T_DEFENDER = slot('king shelter: minor defender near king');
const W_DEFENDER = weight('king shelter: minor defender near king');
const T_KING_UP = slot('king shelter: king off the back ranks');
const W_KING_UP = weight('king shelter: king off the back ranks');
// King attack.
const T_KING_ATTACK = slot('king attack: attackers weighted by piece');
const W_KING_ATTACK = weight('king attack: attackers weighted by piece');
const T_ZONE_ATTACKED = slot('king attack: attacked squares around king');
const W_ZONE_ATTACKED = weight('king attack: attacked squares around king');
const T_ZONE_WEAK = slot('king attack: weakly defended squares around king');
const W_ZONE_WEAK = weight('king attack: weakly defended squares around king');
const T_SAFE_CHECKS = slot('king attack: safe checks');
const W_SAFE_CHECKS = weight('king attack: safe checks');
const T_TROPISM = slot('king attack: tropism');
const W_TROPISM = weight('king attack: tropism');
const T_QUEEN_NEAR = slot('king attack: queen near king');
const W_QUEEN_NEAR = weight('king attack: queen near king');
const T_KING_FILE = slot("king attack: rook or queen on king's file");
const W_KING_FILE = weight("king attack: rook or queen on king's file");
// Endgame.
const T_KING_CENTRE = slot('ending: king centralisation');
const W_KING_CENTRE = weight('ending: king centralisation');
const T_KING_PAWNS = slot('ending: king near pawns');
const W_KING_PAWNS = weight('ending: king near pawns');
const T_OPPOSITE_BISHOPS = slot('ending: opposite-coloured bishops');
const T_INSUFFICIENT = slot('ending: insufficient material');
const T_PAWNLESS = slot('ending: pawnless, small advantage');
const T_WRONG_ROOK_PAWN = slot('ending: wrong rook pawn');
const T_KNIGHT_ROOK_PAWN = slot('ending: knight against rook pawn');
const W_KNIGHT_ROOK_PAWN = weight('ending: knight against rook pawn');
const T_LONE_KING_EDGE = slot('ending: lone king to the edge');
const W_LONE_KING_EDGE = weight('ending: lone king to the edge');
const T_KINGS_CLOSE = slot('ending: kings close for mate');
const W_KINGS_CLOSE = weight('ending: kings close for mate');
const T_TRADE_DOWN = slot('ending: trade down when ahead');
const W_TRADE_DOWN = weight('ending: trade down when ahead');
const T_KEEP_PAWNS = slot('ending: keep pawns when ahead');
const W_KEEP_PAWNS = weight('ending: keep pawns when ahead');
const T_OPPOSITION = slot('ending: opposition (pawn ending)');
const W_OPPOSITION = weight('ending: opposition (pawn ending)');
const KEEP_OPPOSITE_BISHOPS = HEURISTICS[T_OPPOSITE_BISHOPS / 2]!.keep!;
const KEEP_INSUFFICIENT = HEURISTICS[T_INSUFFICIENT / 2]!.keep!;
const KEEP_PAWNLESS = HEURISTICS[T_PAWNLESS / 2]!.keep!;
const KEEP_WRONG_ROOK_PAWN = HEURISTICS[T_WRONG_ROOK_PAWN / 2]!.keep!;
// Tempo and threats.
const T_TEMPO = slot('tempo');
const W_TEMPO = weight('tempo');
const T_HANGING = slot('threat: hanging piece');
const W_HANGING = weight('threat: hanging piece');
const T_HANGING_PAWN = slot('threat: hanging pawn');
const W_HANGING_PAWN = weight('threat: hanging pawn');
const T_BY_PAWN = slot('threat: attacked by a pawn');
const W_BY_PAWN = weight('threat: attacked by a pawn');
const T_BY_LESSER = slot('threat: attacked by a lesser piece');
const W_BY_LESSER = weight('threat: attacked by a lesser piece');
const T_TWO_HANGING = slot('threat: two or more hanging');
const W_TWO_HANGING = weight('threat: two or more hanging');

// The terms ending() scores have no opening value, so at phase 0 it is skipped: check that here.
const ENDING_ONLY = [
  'ending: king centralisation',
  'mobility: king',
  'ending: king near pawns',
  'ending: lone king to the edge',
  'ending: kings close for mate',
  'ending: trade down when ahead',
  'ending: keep pawns when ahead',
  'ending: opposition (pawn ending)',
];
for (const name of ENDING_ONLY) {
  if (HEURISTICS[indexOfTerm(name)]!.mg !== 0)
    throw new Error(`zarkov: "${name}" must have no opening value`);
}

/**
 * A packed score (opening value * 65536 + ending value, each within 16 bits signed) tapered by
 * phase without rounding: mg * (256 - phase) + eg * phase, in 1/256 centipawns.
 */
function exact(packed: number, ph: number, inv: number): number {
  const eg = (packed << 16) >> 16;
  const mg = (packed - eg) / 65536;
  return mg * inv + eg * ph;
}

// The style scales whole seed groups, which are contiguous in HEURISTICS: [SHELTER_FIRST,
// ATTACK_FIRST) king shelter, [ATTACK_FIRST, ATTACK_END) king attack.
const SHELTER_FIRST = HEURISTICS.findIndex((h) => h.seed === 'king shelter');
const ATTACK_FIRST = HEURISTICS.findIndex((h) => h.seed === 'king attack');
const ATTACK_END = ATTACK_FIRST + HEURISTICS.filter((h) => h.seed === 'king attack').length;
HEURISTICS.forEach((h, i) => {
  const inShelter = i >= SHELTER_FIRST && i < ATTACK_FIRST;
  const inAttack = i >= ATTACK_FIRST && i < ATTACK_END;
  if ((h.seed === 'king shelter') !== inShelter || (h.seed === 'king attack') !== inAttack) {
    throw new Error('zarkov: the king shelter and king attack heuristics must be contiguous, shelter first');
  }
});

const OPENING_VALUE = Int32Array.from(Wt.OPENING_VALUE);
const PHASE_OPENING = Wt.PHASE_OPENING_MATERIAL;
const PHASE_SPAN = Wt.PHASE_OPENING_MATERIAL - Wt.PHASE_ENDING_MATERIAL;
const PHASE_MAX = Wt.PHASE_MAX;
const KING_ATTACK_TABLE = Int32Array.from(KING_ATTACK);
const KING_ATTACK_CAP = KING_ATTACK.length - 1;
const UNITS_N = KING_ATTACK_UNITS[KNIGHT]!;
const UNITS_B = KING_ATTACK_UNITS[BISHOP]!;
const UNITS_R = KING_ATTACK_UNITS[ROOK]!;
const UNITS_Q = KING_ATTACK_UNITS[QUEEN]!;
const TROP_N = TROPISM_UNITS[KNIGHT]!;
const TROP_B = TROPISM_UNITS[BISHOP]!;
const TROP_R = TROPISM_UNITS[ROOK]!;
const TROP_Q = TROPISM_UNITS[QUEEN]!;
const PASSED_UNITS = Int32Array.from(PASSED_RANK_UNITS);
const KING_PASSER = Int32Array.from(KING_PASSER_UNITS);
const CLASS = Int32Array.from(THREAT_CLASS);
const LEAD_PER_UNIT = Wt.LEAD_PER_UNIT;
const LEAD_MAX_UNITS = Wt.LEAD_MAX_UNITS;
const LEAD_FOR_PAWNS = Wt.LEAD_FOR_PAWNS;
const PAWNLESS_SMALL_LEAD = Wt.PAWNLESS_SMALL_LEAD;

// Bit tables over 8-bit rank masks (bit r = a pawn on relative rank r).
/** Number of set bits. */
const POP8 = Uint8Array.from({ length: 256 }, (_, m) => {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
});
/** The mask with ranks reversed: one side's view turned into the other's. */
const REV8 = Uint8Array.from({ length: 256 }, (_, m) => {
  let r = 0;
  for (let i = 0; i < 8; i++) if ((m >> i) & 1) r |= 1 << (7 - i);
  return r;
});
/** Ranks strictly ahead of rank r, and ranks up to and including r. */
const AHEAD = Uint8Array.from({ length: 8 }, (_, r) => (0xff << (r + 1)) & 0xff);
const UPTO = Uint8Array.from({ length: 8 }, (_, r) => (0xff >> (7 - r)) & 0xff);
/** Ranks of a file from which no bit of `e` lies ahead: every rank if e is 0, else the highest bit and up. */
const CLEAR_AHEAD = Uint8Array.from({ length: 256 }, (_, e) =>
  e === 0 ? 0xff : (0xff << (31 - Math.clz32(e))) & 0xff,
);
/** Sum over the pawns of a rank mask of (rank - 1): ranks beyond the 2nd. */
const ADVANCE = Uint8Array.from({ length: 256 }, (_, m) => {
  let sum = 0;
  for (let r = 1; r < 8; r++) if ((m >> r) & 1) sum += r - 1;
  return sum;
});
/** Storm units of the enemy pawns at distances 1..4 in front of the king (bits 0..3). */
const STORM = Uint8Array.from({ length: 16 }, (_, m) => {
  let u = 0;
  for (let i = 0; i < 4; i++) if ((m >> i) & 1) u += Wt.STORM_UNITS_BY_DISTANCE[i + 1]!;
  return u;
});
/** Files within two of file f (an 8-bit file mask). */
const NEAR_FILES = Uint8Array.from({ length: 8 }, (_, f) => {
  let m = 0;
  for (let g = f - 2; g <= f + 2; g++) if (g >= 0 && g <= 7) m |= 1 << g;
  return m;
});

// Squares written relative to White; a Black square is the same number XOR 0x70 (rank flipped).
const REL_E1 = 0x04;
const REL_D1 = 0x03;
const REL_F2 = 0x15;
const REL_C2 = 0x12;
const REL_C3 = 0x22;
const REL_D4 = 0x33;
const REL_E4 = 0x34;
const REL_B2 = 0x11;
const REL_B3 = 0x21;
const REL_G2 = 0x16;
const REL_G3 = 0x26;

/** Slots of ZarkovEvaluator.tally: pieces hitting the enemy king zone and the other king terms. */
const TALLY_ATTACKERS = 0;
const TALLY_UNITS = 1;
const TALLY_TROPISM = 2;
const TALLY_DEFENDERS = 3;
const TALLY_KING_FILE = 4;
const TALLY_BACK_MINORS = 5;

/** Masks block of a side: own pawns at side * 20 + 1 + file, enemy pawns at side * 20 + 11 + file. */
const MASK_OWN = 1;
const MASK_ENEMY = 11;

export class ZarkovEvaluator {
  private readonly tables = new A.AttackTables();
  /** Packed scores per term and side: acc[term * 2 + side]. */
  private readonly acc = new Int32Array(SLOTS);
  /** Tapered (and style-scaled) values per term and side, after the last evaluate(). */
  private readonly out = new Int32Array(SLOTS);
  /** Style factor per term, in eighths. */
  private readonly styleScale = new Int32Array(TERM_COUNT).fill(8);
  /** Men by side and role: lists[((side * 7 + role) << 4) + i], counts in listCount[side * 7 + role]. */
  private readonly lists = new Int32Array(14 * 16);
  private readonly listCount = new Int32Array(14);
  /** Pawn rank masks per file, absolute (White 0..7, Black 8..15). */
  private readonly absMask = new Uint8Array(16);
  /** Pawn rank masks per file relative to each side (see MASK_OWN / MASK_ENEMY), zero-padded. */
  private readonly masks = new Uint8Array(40);
  /** Passed pawns per side and file, as relative rank masks. */
  private readonly passedMask = new Uint8Array(16);
  /** Own pawns per side on dark (0) and light (1) squares; blocked pawns on files c-f likewise. */
  private readonly pawnColour = new Int32Array(4);
  private readonly blockedColour = new Int32Array(4);
  /** Material of each side at opening values (pawns included). */
  private readonly openingMaterial = new Int32Array(2);
  private readonly threatCount = new Int32Array(2);
  /** Men of each side (kings aside) attacked by the other, after the last evaluate(). */
  private readonly attackedMen = new Int32Array(2);
  /** Whether the attack tables belong to the position of the last score() (false after a cache hit). */
  private fresh = false;
  private readonly valueAtPhase = new Int32Array(7);
  private valuePhase = -1;
  /** Per-side piece tallies for the king terms (see TALLY_*). */
  private readonly tally = new Int32Array(6);
  /** Relative ranks holding any pawn: [side * 2] own, [side * 2 + 1] enemy. */
  private readonly pawnRanks = new Uint8Array(4);
  /** Running exact sums and their floors per style group, for the traced taper. */
  private readonly running = new Float64Array(3);
  private readonly before = new Float64Array(3);
  private rams = 0;
  private pawnFiles = 0;
  private lastPhase = 0;
  private board: Board | null = null;
  private P: Int8Array = new Int8Array(128);
  /**
   * The evaluation cache: the last score (and hanging-men counts) of each position, by its
   * Zobrist key, in EVAL_CACHE_SIZE slots replaced always. The search meets the same positions
   * again and again (each iteration, transpositions); the score is the same number evaluate()
   * would compute, so the cache changes the speed only.
   */
  private readonly cacheLo = new Int32Array(EVAL_CACHE_SIZE);
  private readonly cacheHi = new Int32Array(EVAL_CACHE_SIZE);
  private readonly cacheScore = new Int32Array(EVAL_CACHE_SIZE);
  /** Hanging men in the slot: White's count in the low byte, Black's in the next; -1 = empty. */
  private readonly cacheThreats = new Int32Array(EVAL_CACHE_SIZE).fill(-1);

  /** Sets the style: Cautious weighs king shelter 1.5 and king attack 0.75, Aggressive the reverse. */
  setStyle(style: ZarkovStyle): void {
    this.cacheThreats.fill(-1);
    const s = Wt.STYLE_SCALE[style];
    for (let t = 0; t < TERM_COUNT; t++) {
      const seed = HEURISTICS[t]!.seed;
      this.styleScale[t] = seed === 'king shelter' ? s.shelter : seed === 'king attack' ? s.attack : 8;
    }
  }

  /** Full evaluation from the side to move's point of view; fills `trace` when given. */
  evaluate(board: Board, trace?: EvalTerm[]): number {
    if (board.layout !== X88) throw new Error('ZarkovEvaluator: the board must use the 0x88 layout');
    this.board = board;
    this.P = board.pieces;
    this.acc.fill(0);
    this.tables.clear();
    this.gather();
    const ph = this.phase(board);
    this.material(board);
    this.buildTables(board);
    for (let ci = 0; ci < 2; ci++) {
      this.passedPawns(board, ci);
      this.kingShelter(board, ci);
      this.kingAttack(board, ci);
      this.threatsOf(ci);
      this.trappedMinors(ci);
      this.development(board, ci);
      if (ph !== 0) this.ending(board, ci); // ending terms are worth 0 at phase 0 (ENDING_ONLY)
    }
    this.acc[T_TEMPO + (board.side === 1 ? 0 : 1)] += W_TEMPO;
    const total = this.scaleEnding(this.taper(ph, trace !== undefined));
    if (trace) this.pushTerms(trace);
    this.fresh = true;
    return board.side === 1 ? total : 0 - total; // 0 - 0 is +0, -0 is not
  }

  /**
   * evaluate(board) through the evaluation cache: the same score, and threats() answers for this
   * position afterwards as it would after evaluate(). The phase is refreshed for pieceValue().
   */
  score(board: Board): number {
    const i = board.hashLo & (EVAL_CACHE_SIZE - 1);
    const t = this.cacheThreats[i]!;
    if (t >= 0 && this.cacheLo[i] === board.hashLo && this.cacheHi[i] === board.hashHi) {
      this.threatCount[0] = t & 0xff;
      this.threatCount[1] = t >> 8;
      this.fresh = false;
      this.phase(board);
      return this.cacheScore[i]!;
    }
    const v = this.evaluate(board);
    this.cacheLo[i] = board.hashLo;
    this.cacheHi[i] = board.hashHi;
    this.cacheScore[i] = v;
    this.cacheThreats[i] = (this.threatCount[0]! & 0xff) | (Math.min(this.threatCount[1]!, 0xff) << 8);
    return v;
  }

  /**
   * False when, in the position of the last score(), the side `color` certainly has no capture
   * and no promotion: no enemy man stands on a square it attacks, no pawn of its stands on its
   * 7th rank, and there is no en-passant square. True when it may (or when that score came from
   * the cache, whose entries keep no attack tables).
   */
  mayCapture(board: Board, color: Color): boolean {
    if (!this.fresh || board.ep !== -1) return true;
    const ci = color === 1 ? 0 : 1;
    return this.attackedMen[1 - ci]! > 0 || (this.pawnRanks[ci * 2]! & 0x40) !== 0;
  }

  /** Men of `color` hanging after the last evaluate(): attacked and undefended, or attacked by a cheaper man. */
  threats(color: Color): number {
    return this.threatCount[color === 1 ? 0 : 1]!;
  }

  /** Material value of a role (1 pawn .. 5 queen; king 0) at the phase of the last evaluate() or phase(). */
  pieceValue(role: number): number {
    if (role < PAWN || role > QUEEN) return 0;
    if (this.valuePhase !== this.lastPhase) {
      const ph = this.lastPhase;
      for (let r = PAWN; r <= QUEEN; r++) {
        const h = HEURISTICS[r - 1]!;
        this.valueAtPhase[r] = (h.mg * (PHASE_MAX - ph) + h.eg * ph) >> 8;
      }
      this.valuePhase = ph;
    }
    return this.valueAtPhase[role]!;
  }

  /** The phase, 0 (opening) .. 256 (ending), from the total material (opening values) on the board. */
  phase(board: Board): number {
    const C = board.counts;
    let total = 0;
    for (let r = PAWN; r <= QUEEN; r++) total += (C[6 + r]! + C[6 - r]!) * OPENING_VALUE[r]!;
    let ph = (((PHASE_OPENING - total) * PHASE_MAX) / PHASE_SPAN) | 0;
    if (ph < 0) ph = 0;
    else if (ph > PHASE_MAX) ph = PHASE_MAX;
    this.lastPhase = ph;
    return ph;
  }

  // ---------------------------------------------------------------------------------------------

  /**
   * Men into per-role lists, their occupancy marks and the pawns' attacks into the attack
   * tables; pawn rank masks per file, absolute and relative; pawn facts.
   */
  private gather(): void {
    const P = this.P;
    const at = this.tables;
    const info = at.info;
    const lists = this.lists;
    const cnt = this.listCount;
    const abs = this.absMask;
    cnt.fill(0);
    abs.fill(0);
    for (let rank = 0; rank < 8; rank++) {
      const end = (rank << 4) + 8; // the left half of each 16-square row is the board
      for (let sq = rank << 4; sq < end; sq++) {
        const p = P[sq]!;
        if (p === 0) continue;
        let k: number;
        if (p > 0) {
          k = p;
          info[sq] |= INFO_WHITE_MAN;
          if (p === PAWN) {
            abs[sq & 7] |= 1 << rank;
            at.addPawn(sq, 1);
          }
        } else {
          k = 7 - p;
          info[sq] |= INFO_BLACK_MAN;
          if (p === -PAWN) {
            abs[8 + (sq & 7)] |= 1 << rank;
            at.addPawn(sq, -1);
          }
        }
        lists[(k << 4) + cnt[k]!] = sq;
        cnt[k]!++;
      }
    }
    const masks = this.masks;
    let rams = 0;
    let files = 0;
    let ranksW = 0;
    let ranksB = 0;
    for (let f = 0; f < 8; f++) {
      const w = abs[f]!;
      const b = abs[8 + f]!;
      masks[MASK_OWN + f] = w;
      masks[MASK_ENEMY + f] = b;
      masks[20 + MASK_OWN + f] = REV8[b]!;
      masks[20 + MASK_ENEMY + f] = REV8[w]!;
      rams += POP8[(w << 1) & b & 0xff]!;
      if ((w | b) !== 0) files |= 1 << f;
      ranksW |= w;
      ranksB |= b;
    }
    this.rams = rams;
    this.pawnFiles = files;
    const pr = this.pawnRanks;
    pr[0] = ranksW;
    pr[1] = ranksB;
    pr[2] = REV8[ranksB]!;
    pr[3] = REV8[ranksW]!;
  }

  /** Material by role, the piece-for-pawns imbalance, and each side's material at opening values. */
  private material(board: Board): void {
    const acc = this.acc;
    const C = board.counts;
    let w = 0;
    let b = 0;
    for (let r = PAWN; r <= QUEEN; r++) {
      const nw = C[6 + r]!;
      const nb = C[6 - r]!;
      acc[T_MATERIAL + (r - 1) * 2] = nw * MATERIAL_WEIGHT[r]!;
      acc[T_MATERIAL + (r - 1) * 2 + 1] = nb * MATERIAL_WEIGHT[r]!;
      w += nw * OPENING_VALUE[r]!;
      b += nb * OPENING_VALUE[r]!;
    }
    this.openingMaterial[0] = w;
    this.openingMaterial[1] = b;
    const minorsW = C[6 + KNIGHT]! + C[6 + BISHOP]!;
    const minorsB = C[6 - KNIGHT]! + C[6 - BISHOP]!;
    if (minorsW !== minorsB && C[6 + ROOK] === C[6 - ROOK] && C[6 + QUEEN] === C[6 - QUEEN]) {
      if (minorsW > minorsB) acc[T_PIECE_FOR_PAWNS] += (minorsW - minorsB) * W_PIECE_FOR_PAWNS;
      else acc[T_PIECE_FOR_PAWNS + 1] += (minorsB - minorsW) * W_PIECE_FOR_PAWNS;
    }
  }

  /** Attack tables (men and pawns already in from gather()): kings, king zones, pawn structure, then the pieces, scored as added. */
  private buildTables(board: Board): void {
    const at = this.tables;
    const kw = board.kings[0]!;
    const kb = board.kings[1]!;
    at.addKing(kw, 1);
    at.addKing(kb, -1);
    at.markZone(kw, 1);
    at.markZone(kb, -1);
    // The pawn structure needs only the pawns' attacks; the bishops need its colour counts.
    this.pawnStructure(0);
    this.pawnStructure(1);
    this.pieces(board, 0);
    this.pieces(board, 1);
  }

  /**
   * Adds one side's knights, bishops, rooks and queens to the attack tables and scores what is
   * known per piece: mobility, placement, development of the minors and queen, king-zone attack
   * units, tropism, batteries. One method per role keeps each small enough for V8 to inline the
   * stepping of attacks.ts into it.
   */
  private pieces(board: Board, ci: number): void {
    const tally = this.tally;
    tally.fill(0);
    const cnt = this.listCount;
    if (cnt[ci * 7 + KNIGHT] !== 0) this.knights(board, ci);
    if (cnt[ci * 7 + BISHOP] !== 0) this.bishops(board, ci);
    if (cnt[ci * 7 + ROOK] !== 0) this.rooks(board, ci);
    if (cnt[ci * 7 + QUEEN] !== 0) this.queens(board, ci);
    const acc = this.acc;
    const units = tally[TALLY_UNITS]!;
    if (tally[TALLY_ATTACKERS]! >= 2) {
      acc[T_KING_ATTACK + ci] +=
        KING_ATTACK_TABLE[units > KING_ATTACK_CAP ? KING_ATTACK_CAP : units]! * W_KING_ATTACK;
    }
    acc[T_TROPISM + ci] += tally[TALLY_TROPISM]! * W_TROPISM;
    acc[T_KING_FILE + ci] += tally[TALLY_KING_FILE]! * W_KING_FILE;
    acc[T_DEFENDER + ci] += tally[TALLY_DEFENDERS]! * W_DEFENDER;
  }

  /** Knights of one side: mobility, back rank, outposts, centralisation, trapped, pawns, behind a pawn. */
  private knights(board: Board, ci: number): void {
    const P = this.P;
    const at = this.tables;
    const atk = at.atk;
    const acc = this.acc;
    const lists = this.lists;
    const masks = this.masks;
    const tally = this.tally;
    const c = ci === 0 ? 1 : -1;
    const flip = ci === 0 ? 0 : 0x70;
    const base = ci * 128;
    const eb = ci * 20 + MASK_ENEMY;
    const ownK = board.kings[ci]!;
    const enemyK = board.kings[1 - ci]!;
    const ownPawn = c * PAWN;
    const fwd = c * 16;
    const k = ci * 7 + KNIGHT;
    const n = this.listCount[k]!;
    let mob = 0;
    let outpost = 0;
    let supported = 0;
    let central = 0;
    let behind = 0;
    let back = 0;
    let attackers = 0;
    let tropism = 0;
    let defenders = 0;
    for (let i = 0; i < n; i++) {
      const sq = lists[(k << 4) + i]!;
      at.addKnight(sq, c);
      const m = at.mobility;
      mob += m - MOB_BASE_KNIGHT;
      if (at.zoneHits > 0) attackers++;
      tropism += 7 - DISTANCE[sq - enemyK + DIFF_BIAS]!;
      if (DISTANCE[sq - ownK + DIFF_BIAS]! <= 2) defenders++;
      const rr = (sq ^ flip) >> 4;
      const f = sq & 7;
      if (rr === 0) back++;
      else if (rr >= 3 && rr <= 5 && ((masks[eb + f - 1]! | masks[eb + f + 1]!) & AHEAD[rr]!) === 0) {
        outpost++;
        if ((atk[base + sq]! & PAWN_BIT) !== 0) supported++;
      }
      central += CENTRE_STEPS[sq]!;
      if (rr < 7 && P[sq + fwd] === ownPawn) behind++;
    }
    acc[T_MOB_KNIGHT + ci] += mob * W_MOB_KNIGHT;
    acc[T_KNIGHT_BACK + ci] += back * W_KNIGHT_BACK;
    acc[T_KNIGHT_OUTPOST + ci] += outpost * W_KNIGHT_OUTPOST;
    acc[T_KNIGHT_SUPPORTED + ci] += supported * W_KNIGHT_SUPPORTED;
    acc[T_KNIGHT_CENTRE + ci] += central * W_KNIGHT_CENTRE;
    acc[T_KNIGHT_PAWNS + ci] += n * (this.listCount[ci * 7 + PAWN]! - 5) * W_KNIGHT_PAWNS;
    acc[T_KNIGHT_CLOSED + ci] += n * this.rams * W_KNIGHT_CLOSED;
    acc[T_MINOR_BEHIND + ci] += behind * W_MINOR_BEHIND;
    tally[TALLY_ATTACKERS] += attackers;
    tally[TALLY_UNITS] += attackers * UNITS_N;
    tally[TALLY_TROPISM] += tropism * TROP_N;
    tally[TALLY_DEFENDERS] += defenders;
    tally[TALLY_BACK_MINORS] += back;
  }

  /** Bishops of one side: mobility, back rank, pair, bad, blocked, trapped, outposts, diagonals, wings. */
  private bishops(board: Board, ci: number): void {
    const P = this.P;
    const at = this.tables;
    const acc = this.acc;
    const lists = this.lists;
    const masks = this.masks;
    const tally = this.tally;
    const c = ci === 0 ? 1 : -1;
    const flip = ci === 0 ? 0 : 0x70;
    const eb = ci * 20 + MASK_ENEMY;
    const ownK = board.kings[ci]!;
    const enemyK = board.kings[1 - ci]!;
    const ownPawn = c * PAWN;
    const fwd = c * 16;
    const k = ci * 7 + BISHOP;
    const n = this.listCount[k]!;
    let mob = 0;
    let bad = 0;
    let blocked = 0;
    let outpost = 0;
    let diagonal = 0;
    let behind = 0;
    let back = 0;
    let attackers = 0;
    let tropism = 0;
    let defenders = 0;
    for (let i = 0; i < n; i++) {
      const sq = lists[(k << 4) + i]!;
      at.addSlider(sq, c, BISHOP);
      mob += at.mobility - MOB_BASE_BISHOP;
      if (at.zoneHits > 0) attackers++;
      if (at.centreHits >= 2) diagonal++;
      tropism += 7 - DISTANCE[sq - enemyK + DIFF_BIAS]!;
      if (DISTANCE[sq - ownK + DIFF_BIAS]! <= 2) defenders++;
      const rel = sq ^ flip;
      const rr = rel >> 4;
      const f = sq & 7;
      const colour = ((sq >> 4) + sq) & 1;
      bad += this.pawnColour[ci * 2 + colour]!;
      blocked += this.blockedColour[ci * 2 + colour]!;
      if (rr === 0) back++;
      else if (rr >= 3 && rr <= 5 && ((masks[eb + f - 1]! | masks[eb + f + 1]!) & AHEAD[rr]!) === 0)
        outpost++;
      if (rr < 7 && P[sq + fwd] === ownPawn) behind++;
    }
    acc[T_MOB_BISHOP + ci] += mob * W_MOB_BISHOP;
    acc[T_BISHOP_BACK + ci] += back * W_BISHOP_BACK;
    if (n >= 2) acc[T_BISHOP_PAIR + ci] += W_BISHOP_PAIR;
    acc[T_BAD_BISHOP + ci] += bad * W_BAD_BISHOP;
    acc[T_BISHOP_BLOCKED + ci] += blocked * W_BISHOP_BLOCKED;
    acc[T_BISHOP_OUTPOST + ci] += outpost * W_BISHOP_OUTPOST;
    acc[T_LONG_DIAGONAL + ci] += diagonal * W_LONG_DIAGONAL;
    if ((this.pawnFiles & 0x07) !== 0 && (this.pawnFiles & 0xe0) !== 0)
      acc[T_BISHOP_WINGS + ci] += n * W_BISHOP_WINGS;
    acc[T_MINOR_BEHIND + ci] += behind * W_MINOR_BEHIND;
    tally[TALLY_ATTACKERS] += attackers;
    tally[TALLY_UNITS] += attackers * UNITS_B;
    tally[TALLY_TROPISM] += tropism * TROP_B;
    tally[TALLY_DEFENDERS] += defenders;
    tally[TALLY_BACK_MINORS] += back;
  }

  /** Rooks of one side: mobility, files, 7th rank, trapped, enemy queen's file, pawns, doubled, connected. */
  private rooks(board: Board, ci: number): void {
    const at = this.tables;
    const acc = this.acc;
    const lists = this.lists;
    const cnt = this.listCount;
    const masks = this.masks;
    const tally = this.tally;
    const c = ci === 0 ? 1 : -1;
    const flip = ci === 0 ? 0 : 0x70;
    const ob = ci * 20 + MASK_OWN;
    const eb = ci * 20 + MASK_ENEMY;
    const ei = 1 - ci;
    const ownK = board.kings[ci]!;
    const enemyK = board.kings[ei]!;
    const enemyKingFile = enemyK & 7;
    const seventh = this.seventh(board, ci);
    const eq = (ei * 7 + QUEEN) << 4;
    const enemyQueens = cnt[ei * 7 + QUEEN]!;
    const ownKingOnBackRank = (ownK ^ flip) >> 4 === 0;
    const kf = ownK & 7;
    const k = ci * 7 + ROOK;
    const n = cnt[k]!;
    let mob = 0;
    let open = 0;
    let halfOpen = 0;
    let onSeventh = 0;
    let trapped = 0;
    let queenFile = 0;
    let attackers = 0;
    let tropism = 0;
    let kingFile = 0;
    for (let i = 0; i < n; i++) {
      const sq = lists[(k << 4) + i]!;
      at.addSlider(sq, c, ROOK);
      const m = at.mobility;
      mob += m - MOB_BASE_ROOK;
      if (at.zoneHits > 0) attackers++;
      tropism += 7 - DISTANCE[sq - enemyK + DIFF_BIAS]!;
      const rr = (sq ^ flip) >> 4;
      const f = sq & 7;
      const own = masks[ob + f]!;
      if (own === 0) {
        if (masks[eb + f] === 0) open++;
        else halfOpen++;
        const df = f - enemyKingFile;
        if (df >= -1 && df <= 1) kingFile++;
      }
      if (rr === 6 && seventh) onSeventh++;
      if (rr === 0 && ownKingOnBackRank && m <= 3) {
        if ((kf >= 5 && kf <= 6 && f > kf) || (kf >= 1 && kf <= 3 && f < kf)) trapped++;
      }
      for (let j = 0; j < enemyQueens; j++) if ((lists[eq + j]! & 7) === f) queenFile++;
    }
    acc[T_MOB_ROOK + ci] += mob * W_MOB_ROOK;
    acc[T_ROOK_OPEN + ci] += open * W_ROOK_OPEN;
    acc[T_ROOK_HALF_OPEN + ci] += halfOpen * W_ROOK_HALF_OPEN;
    acc[T_ROOK_SEVENTH + ci] += onSeventh * W_ROOK_SEVENTH;
    acc[T_ROOK_TRAPPED + ci] += trapped * W_ROOK_TRAPPED;
    acc[T_ROOK_QUEEN_FILE + ci] += queenFile * W_ROOK_QUEEN_FILE;
    acc[T_ROOK_PAWNS + ci] += n * (cnt[ci * 7 + PAWN]! - 5) * W_ROOK_PAWNS;
    // Pairs of rooks seeing each other: along a file doubled, along a rank connected.
    if (n >= 2) {
      let doubled = 0;
      let connected = 0;
      for (let i = 0; i < n; i++) {
        const a = lists[(k << 4) + i]!;
        for (let j = i + 1; j < n; j++) {
          const b = lists[(k << 4) + j]!;
          const d = DIRECTION[b - a + DIFF_BIAS]!;
          if (d === 0 || !this.clearBetween(a, b, d)) continue;
          if (d === 16 || d === -16) doubled += 2;
          else if (d === 1 || d === -1) connected += 2;
        }
      }
      acc[T_ROOK_DOUBLED + ci] += doubled * W_ROOK_DOUBLED;
      acc[T_ROOKS_CONNECTED + ci] += connected * W_ROOKS_CONNECTED;
    }
    tally[TALLY_ATTACKERS] += attackers;
    tally[TALLY_UNITS] += attackers * UNITS_R;
    tally[TALLY_TROPISM] += tropism * TROP_R;
    tally[TALLY_KING_FILE] += kingFile;
  }

  /** Queens of one side: mobility, early sortie, 7th rank, centralisation, near the king, batteries. */
  private queens(board: Board, ci: number): void {
    const at = this.tables;
    const acc = this.acc;
    const lists = this.lists;
    const masks = this.masks;
    const tally = this.tally;
    const c = ci === 0 ? 1 : -1;
    const flip = ci === 0 ? 0 : 0x70;
    const ob = ci * 20 + MASK_OWN;
    const enemyK = board.kings[1 - ci]!;
    const enemyKingFile = enemyK & 7;
    const k = ci * 7 + QUEEN;
    const n = this.listCount[k]!;
    let mob = 0;
    let onSeventh = 0;
    let central = 0;
    let near = 0;
    let battery = 0;
    let out = false;
    let attackers = 0;
    let tropism = 0;
    let kingFile = 0;
    for (let i = 0; i < n; i++) {
      const sq = lists[(k << 4) + i]!;
      at.addSlider(sq, c, QUEEN);
      mob += at.mobility - MOB_BASE_QUEEN;
      if (at.zoneHits > 0) attackers++;
      const dk = DISTANCE[sq - enemyK + DIFF_BIAS]!;
      tropism += 7 - dk;
      if (dk <= 2) near++;
      const rel = sq ^ flip;
      if (rel !== REL_D1) out = true;
      if (rel >> 4 === 6 && this.seventh(board, ci)) onSeventh++;
      central += CENTRE_STEPS[sq]!;
      const f = sq & 7;
      const df = f - enemyKingFile;
      if (df >= -1 && df <= 1 && masks[ob + f] === 0) kingFile++;
      battery += this.batteries(sq, ci);
    }
    acc[T_MOB_QUEEN + ci] += mob * W_MOB_QUEEN;
    acc[T_QUEEN_SEVENTH + ci] += onSeventh * W_QUEEN_SEVENTH;
    acc[T_QUEEN_CENTRE + ci] += central * W_QUEEN_CENTRE;
    acc[T_QUEEN_NEAR + ci] += near * W_QUEEN_NEAR;
    acc[T_QUEEN_BATTERY + ci] += battery * W_QUEEN_BATTERY;
    if (out) acc[T_QUEEN_EARLY + ci] += tally[TALLY_BACK_MINORS]! * W_QUEEN_EARLY;
    tally[TALLY_ATTACKERS] += attackers;
    tally[TALLY_UNITS] += attackers * UNITS_Q;
    tally[TALLY_TROPISM] += tropism * TROP_Q;
    tally[TALLY_KING_FILE] += kingFile;
  }

  /** Does the 7th rank count for side ci: the enemy king on the 8th or enemy pawns on the 7th? */
  private seventh(board: Board, ci: number): boolean {
    const flip = ci === 0 ? 0 : 0x70;
    return (board.kings[1 - ci]! ^ flip) >> 4 === 7 || (this.pawnRanks[ci * 2 + 1]! & 0x40) !== 0;
  }

  /** Are all squares strictly between a and b (on one line, step d from a) empty? */
  private clearBetween(a: number, b: number, d: number): boolean {
    const P = this.P;
    for (let t = a + d; t !== b; t += d) if (P[t] !== 0) return false;
    return true;
  }

  /** Own rooks (on a file or rank) and bishops (on a diagonal) lined up with the queen on sq, nothing between. */
  private batteries(sq: number, ci: number): number {
    const lists = this.lists;
    const cnt = this.listCount;
    let n = 0;
    let k = ci * 7 + ROOK;
    for (let i = 0; i < cnt[k]!; i++) {
      const r = lists[(k << 4) + i]!;
      const d = DIRECTION[r - sq + DIFF_BIAS]!;
      if ((d === 1 || d === -1 || d === 16 || d === -16) && this.clearBetween(sq, r, d)) n++;
    }
    k = ci * 7 + BISHOP;
    for (let i = 0; i < cnt[k]!; i++) {
      const b = lists[(k << 4) + i]!;
      const d = DIRECTION[b - sq + DIFF_BIAS]!;
      if ((d === 15 || d === -15 || d === 17 || d === -17) && this.clearBetween(sq, b, d)) n++;
    }
    return n;
  }

  /**
   * Pawn structure of one side from the rank masks, a file at a time with bit operations (bit r
   * = a pawn on relative rank r): doubled, isolated, backward, chains, duos, hanging pairs,
   * islands, advanced and candidate pawns, space, the queenside majority, the centre pawns of
   * development, the pawn colours for the bishops; marks passed pawns for passedPawns().
   */
  private pawnStructure(ci: number): void {
    const acc = this.acc;
    const masks = this.masks;
    const info = this.tables.info;
    const ob = ci * 20 + MASK_OWN;
    const eb = ci * 20 + MASK_ENEMY;
    const flip = ci === 0 ? 0 : 0x70;
    const fwd = ci === 0 ? 16 : -16;
    const enemyPawnAttack = ci === 0 ? INFO_BLACK_PAWN : INFO_WHITE_PAWN;
    let doubled = 0;
    let isolated = 0;
    let isolatedOpen = 0;
    let backward = 0;
    let backwardOpen = 0;
    let chain = 0;
    let duo = 0;
    let advanced = 0;
    let candidate = 0;
    let centreAdvanced = 0;
    let centreBlocked = 0;
    let space = 0;
    let files = 0;
    // Own pawns on light squares ((file + rank) & 1 = 1), and the blocked ones on files c-f by
    // square colour, for the bishops.
    let light = 0;
    let blockedDark = 0;
    let blockedLight = 0;
    for (let f = 0; f < 8; f++) {
      const m = masks[ob + f]!;
      if (m === 0) {
        this.passedMask[ci * 8 + f] = 0;
        continue;
      }
      files |= 1 << f;
      const n = POP8[m]!;
      doubled += n - 1;
      const left = masks[ob + f - 1]!;
      const right = masks[ob + f + 1]!;
      const adj = left | right;
      const eL = masks[eb + f - 1]!;
      const eC = masks[eb + f]!;
      const eR = masks[eb + f + 1]!;
      const eAdj = eL | eR;
      // Pawns with no enemy pawn ahead on the file (half-open), and passed ones.
      const halfOpen = m & CLEAR_AHEAD[eC]!;
      const passed = m & CLEAR_AHEAD[eAdj | eC]!;
      this.passedMask[ci * 8 + f] = passed;
      if (adj === 0) {
        isolated += n;
        isolatedOpen += POP8[halfOpen]!;
      } else {
        // Backward: below every own pawn of the neighbouring files, stop square hit by an enemy pawn.
        const back = m & ((adj & -adj) - 1) & (eAdj >> 2);
        backward += POP8[back]!;
        backwardOpen += POP8[back & halfOpen]!;
      }
      chain += POP8[m & (adj << 1)]!;
      duo += POP8[m & adj]!;
      const held = m & ~passed;
      advanced += ADVANCE[held]!;
      // Candidates: half-open, not passed, at least as many helpers (own pawns level or behind
      // on the neighbouring files) as sentries (enemy pawns ahead on them).
      for (let mm = held & halfOpen; mm !== 0; mm &= mm - 1) {
        const rr = 31 - Math.clz32(mm & -mm);
        const upto = UPTO[rr]!;
        const ahead = AHEAD[rr]!;
        if (POP8[left & upto]! + POP8[right & upto]! >= POP8[eL & ahead]! + POP8[eR & ahead]!) candidate++;
      }
      light += POP8[m & ((f + ci) & 1 ? 0x55 : 0xaa)]!;
      if (f >= 2 && f <= 5) {
        for (let mm = m; mm !== 0; mm &= mm - 1) {
          const sq = (((31 - Math.clz32(mm & -mm)) << 4) | f) ^ flip;
          if ((info[sq + fwd]! & INFO_MAN) !== 0) {
            if ((((sq >> 4) + f) & 1) === 0) blockedDark++;
            else blockedLight++;
            if (sq === ((0x10 | f) ^ flip) && (f === 3 || f === 4)) centreBlocked++;
          }
        }
        if (f === 3 || f === 4) centreAdvanced += POP8[m & 0x18]!;
        const front = 31 - Math.clz32(m);
        for (let rr = 1; rr < front && rr <= 3; rr++) {
          if ((info[((rr << 4) | f) ^ flip]! & (INFO_MAN | enemyPawnAttack)) === 0) space++;
        }
      }
    }
    let hangingPair = 0;
    for (let f = 0; f < 7; f++) {
      const a = masks[ob + f]!;
      if (
        a !== 0 &&
        a === masks[ob + f + 1] &&
        POP8[a] === 1 &&
        masks[ob + f - 1] === 0 &&
        masks[ob + f + 2] === 0 &&
        masks[eb + f] === 0 &&
        masks[eb + f + 1] === 0
      ) {
        hangingPair += 2;
      }
    }
    const islands = POP8[files & ~(files << 1) & 0xff]!;
    const queenside = POP8[masks[ob]!]! + POP8[masks[ob + 1]!]! + POP8[masks[ob + 2]!]!;
    const enemyQueenside = POP8[masks[eb]!]! + POP8[masks[eb + 1]!]! + POP8[masks[eb + 2]!]!;

    const pawns = this.listCount[ci * 7 + PAWN]!;
    this.pawnColour[ci * 2] = pawns - light;
    this.pawnColour[ci * 2 + 1] = light;
    this.blockedColour[ci * 2] = blockedDark;
    this.blockedColour[ci * 2 + 1] = blockedLight;
    acc[T_DOUBLED + ci] += doubled * W_DOUBLED;
    acc[T_ISOLATED + ci] += isolated * W_ISOLATED;
    acc[T_ISOLATED_OPEN + ci] += isolatedOpen * W_ISOLATED_OPEN;
    acc[T_BACKWARD + ci] += backward * W_BACKWARD;
    acc[T_BACKWARD_OPEN + ci] += backwardOpen * W_BACKWARD_OPEN;
    acc[T_CHAIN + ci] += chain * W_CHAIN;
    acc[T_DUO + ci] += duo * W_DUO;
    acc[T_HANGING_PAIR + ci] += hangingPair * W_HANGING_PAIR;
    if (islands > 1) acc[T_ISLANDS + ci] += (islands - 1) * W_ISLANDS;
    acc[T_ADVANCED + ci] += advanced * W_ADVANCED;
    acc[T_CANDIDATE + ci] += candidate * W_CANDIDATE;
    acc[T_SPACE + ci] += space * W_SPACE;
    if (queenside > enemyQueenside) acc[T_MAJORITY + ci] += W_MAJORITY;
    acc[T_CENTRE_PAWN + ci] += centreAdvanced * W_CENTRE_PAWN;
    acc[T_CENTRE_BLOCKED + ci] += centreBlocked * W_CENTRE_BLOCKED;
  }

  /** Passed pawns of one side: rank, support, blockade, path, kings, the square, rooks behind. */
  private passedPawns(board: Board, ci: number): void {
    const acc = this.acc;
    const masks = this.masks;
    const P = this.P;
    const atk = this.tables.atk;
    const cnt = this.listCount;
    const ei = 1 - ci;
    const c = ci === 0 ? 1 : -1;
    const flip = ci === 0 ? 0 : 0x70;
    const fwd = c * 16;
    const ob = ci * 20 + MASK_OWN;
    const eb = ci * 20 + MASK_ENEMY;
    const enemyBase = ei * 128;
    const ownK = board.kings[ci]!;
    const enemyK = board.kings[ei]!;
    const ownKingRank = (ownK ^ flip) >> 4;
    const ownKingFile = ownK & 7;
    const enemyKnights = cnt[ei * 7 + KNIGHT]!;
    const enemyOthers = cnt[ei * 7 + BISHOP]! + cnt[ei * 7 + ROOK]! + cnt[ei * 7 + QUEEN]!;
    let enemyFiles = 0;
    for (let f = 0; f < 8; f++) if (masks[eb + f] !== 0) enemyFiles |= 1 << f;
    let rank = 0;
    let protectedP = 0;
    let connected = 0;
    let blockaded = 0;
    let free = 0;
    let ownNear = 0;
    let enemyFar = 0;
    let unstoppable = 0;
    let outside = 0;
    let kingInFront = 0;
    for (let f = 0; f < 8; f++) {
      const pm = this.passedMask[ci * 8 + f]!;
      if (pm === 0) continue;
      const adj = masks[ob + f - 1]! | masks[ob + f + 1]!;
      const passedBeside =
        (f > 0 ? this.passedMask[ci * 8 + f - 1]! : 0) | (f < 7 ? this.passedMask[ci * 8 + f + 1]! : 0);
      for (let mm = pm; mm !== 0; mm &= mm - 1) {
        const rr = 31 - Math.clz32(mm & -mm);
        const sq = ((rr << 4) | f) ^ flip;
        const units = PASSED_UNITS[rr]!;
        rank += units;
        if (((adj >> (rr - 1)) & 1) !== 0) protectedP++;
        if (((passedBeside >> (rr - 1)) & 7) !== 0) connected++;
        const stop = sq + fwd;
        if (P[stop]! * c < 0) blockaded++;
        let path = true;
        let ownInPath = false;
        for (let t = stop; (t & 0x88) === 0; t += fwd) {
          const p = P[t]!;
          if (p * c > 0) ownInPath = true;
          if (p !== 0 || (atk[enemyBase + t]! & ATK_COUNT_MASK) !== 0) path = false;
        }
        if (path) free += units;
        const ku = KING_PASSER[rr]!;
        if (ku !== 0) {
          ownNear += (7 - DISTANCE[ownK - stop + DIFF_BIAS]!) * ku;
          enemyFar += DISTANCE[enemyK - stop + DIFF_BIAS]! * ku;
        }
        if (enemyKnights + enemyOthers === 0 && !ownInPath) {
          // The rule of the square: moves to queen (one fewer by the double step) against the
          // enemy king's distance to the queening square, one less when that side is to move.
          const moves = rr === 1 ? 5 : 7 - rr;
          let reach = DISTANCE[enemyK - (((7 << 4) | f) ^ flip) + DIFF_BIAS]!;
          if (board.side !== c) reach--;
          if (reach > moves) unstoppable++;
        }
        // A rook behind the passer, of either colour, nothing between.
        for (let t = sq - fwd; (t & 0x88) === 0; t -= fwd) {
          const p = P[t]!;
          if (p === 0) continue;
          if (p === ROOK) acc[T_ROOK_BEHIND] += W_ROOK_BEHIND;
          else if (p === -ROOK) acc[T_ROOK_BEHIND + 1] += W_ROOK_BEHIND;
          break;
        }
        if (enemyFiles !== 0 && (enemyFiles & NEAR_FILES[f]!) === 0) outside++;
        const dkf = ownKingFile - f;
        if (ownKingRank > rr && dkf >= -1 && dkf <= 1) kingInFront++;
        if ((f === 0 || f === 7) && enemyKnights > 0 && enemyOthers === 0) {
          acc[T_KNIGHT_ROOK_PAWN + ei] += W_KNIGHT_ROOK_PAWN;
        }
      }
    }
    acc[T_PASSED + ci] += rank * W_PASSED;
    acc[T_PASSED_PROTECTED + ci] += protectedP * W_PASSED_PROTECTED;
    acc[T_PASSED_CONNECTED + ci] += connected * W_PASSED_CONNECTED;
    acc[T_PASSED_BLOCKADED + ci] += blockaded * W_PASSED_BLOCKADED;
    acc[T_PASSED_FREE + ci] += free * W_PASSED_FREE;
    acc[T_PASSED_OWN_KING + ci] += ownNear * W_PASSED_OWN_KING;
    acc[T_PASSED_ENEMY_KING + ci] += enemyFar * W_PASSED_ENEMY_KING;
    acc[T_UNSTOPPABLE + ci] += unstoppable * W_UNSTOPPABLE;
    acc[T_OUTSIDE + ci] += outside * W_OUTSIDE;
    acc[T_KING_IN_FRONT + ci] += kingInFront * W_KING_IN_FRONT;
  }

  /** The shelter of one side's king: shield, storm, open files, fianchetto holes, back rank, height. */
  private kingShelter(board: Board, ci: number): void {
    const acc = this.acc;
    const masks = this.masks;
    const P = this.P;
    const cnt = this.listCount;
    const c = ci === 0 ? 1 : -1;
    const flip = ci === 0 ? 0 : 0x70;
    const ob = ci * 20 + MASK_OWN;
    const eb = ci * 20 + MASK_ENEMY;
    const ks = board.kings[ci]!;
    const rel = ks ^ flip;
    const kr = rel >> 4;
    const kf = ks & 7;
    let near = 0;
    let far = 0;
    let storm = 0;
    let open = 0;
    let fullyOpen = 0;
    for (let g = kf - 1; g <= kf + 1; g++) {
      if (g < 0 || g > 7) continue;
      const own = masks[ob + g]!;
      const enemy = masks[eb + g]!;
      if (kr <= 1) {
        if (((own >> (kr + 1)) & 1) !== 0) near++;
        else if (((own >> (kr + 2)) & 1) !== 0) far++;
      }
      storm += STORM[(enemy >> (kr + 1)) & 15]!;
      if (own === 0) {
        open++;
        if (enemy === 0) fullyOpen++;
      }
    }
    acc[T_SHIELD_NEAR + ci] += near * W_SHIELD_NEAR;
    acc[T_SHIELD_FAR + ci] += far * W_SHIELD_FAR;
    acc[T_STORM + ci] += storm * W_STORM;
    acc[T_OPEN_NEAR_KING + ci] += open * W_OPEN_NEAR_KING;
    acc[T_FULLY_OPEN_NEAR_KING + ci] += fullyOpen * W_FULLY_OPEN_NEAR_KING;
    if (kr === 0) {
      const ownPawn = c * PAWN;
      const ownBishop = c * BISHOP;
      if (
        (kf >= 5 && P[REL_G3 ^ flip] === ownPawn && P[REL_G2 ^ flip] !== ownBishop) ||
        (kf <= 2 && P[REL_B3 ^ flip] === ownPawn && P[REL_B2 ^ flip] !== ownBishop)
      ) {
        acc[T_FIANCHETTO + ci] += W_FIANCHETTO;
      }
      const ei = 1 - ci;
      if (cnt[ei * 7 + ROOK]! + cnt[ei * 7 + QUEEN]! > 0) {
        const front = ks + c * 16;
        let boxed = true;
        for (let t = front - 1; t <= front + 1; t++) {
          if ((t & 0x88) === 0 && P[t]! * c <= 0) boxed = false;
        }
        if (boxed) acc[T_BACK_RANK + ci] += W_BACK_RANK;
      }
    } else if (kr >= 2) {
      acc[T_KING_UP + ci] += (kr - 1) * W_KING_UP;
    }
  }

  /**
   * One side's attack on the enemy king: squares around it attacked and weakly defended, safe
   * checking squares, and pins against it (both found by stepping the lines out from the king).
   */
  private kingAttack(board: Board, ci: number): void {
    const acc = this.acc;
    const P = this.P;
    const atk = this.tables.atk;
    const c = ci === 0 ? 1 : -1;
    const ei = 1 - ci;
    const aBase = ci * 128;
    const dBase = ei * 128;
    const ek = board.kings[ei]!;
    let attacked = 0;
    let weak = 0;
    for (let j = 0; j < 8; j++) {
      const t = ek + KING_OFFSETS[j]!;
      if ((t & 0x88) !== 0) continue;
      if ((atk[aBase + t]! & ATK_COUNT_MASK) !== 0) {
        attacked++;
        if ((atk[dBase + t]! & ATK_COUNT_MASK) <= 1) weak++; // the king alone
      }
    }
    let checks = 0;
    let pins = 0;
    // Lines only for the sliders the attacker has: diagonals (0..3) for bishops and queens,
    // files and ranks (4..7) for rooks and queens.
    const cnt = this.listCount;
    const queens = cnt[ci * 7 + QUEEN]!;
    const first = queens + cnt[ci * 7 + BISHOP]! !== 0 ? 0 : 4;
    const last = queens + cnt[ci * 7 + ROOK]! !== 0 ? 8 : 4;
    for (let j = first; j < last; j++) {
      const d = LINE_OFFSETS[j]!;
      const need = j < 4 ? BISHOP_BIT | QUEEN_BIT : ROOK_BIT | QUEEN_BIT;
      const slider = j < 4 ? BISHOP : ROOK;
      let shield = 0;
      let adjacent = true;
      for (let t = ek + d; (t & 0x88) === 0; t += d) {
        const p = P[t]!;
        if (shield === 0) {
          if (p === 0) {
            const a = atk[aBase + t]!;
            if ((a & need) !== 0) {
              const def = atk[dBase + t]!;
              const guards = (def & ATK_COUNT_MASK) - ((def & KING_BIT) !== 0 ? 1 : 0);
              if (guards === 0 && (!adjacent || (a & ATK_COUNT_MASK) >= 2)) checks++;
            }
            adjacent = false;
            continue;
          }
          if (p * c > 0) break; // the attacker's own man: it checks already, or blocks
          shield = p > 0 ? p : -p;
          if (shield === PAWN) break;
          continue;
        }
        if (p === 0) continue;
        if (p * c > 0) {
          const r = p > 0 ? p : -p;
          if (r === QUEEN || r === slider) pins++;
        }
        break;
      }
    }
    for (let j = cnt[ci * 7 + KNIGHT] !== 0 ? 0 : 8; j < 8; j++) {
      const t = ek + KNIGHT_OFFSETS[j]!;
      if ((t & 0x88) !== 0 || P[t] !== 0) continue;
      if ((atk[aBase + t]! & KNIGHT_BIT) !== 0 && (atk[dBase + t]! & ATK_COUNT_MASK) === 0) checks++;
    }
    acc[T_ZONE_ATTACKED + ci] += attacked * W_ZONE_ATTACKED;
    acc[T_ZONE_WEAK + ci] += weak * W_ZONE_WEAK;
    acc[T_SAFE_CHECKS + ci] += checks * W_SAFE_CHECKS;
    acc[T_PIN + ci] += pins * W_PIN;
  }

  /**
   * Knights and bishops of one side trapped in the enemy half (relative ranks 5 to 8): no square
   * the piece reaches is an escape. An escape is a square without an own man that either holds an
   * enemy knight, bishop, rook or queen (taking it wins back at least the piece) or is attacked by
   * no enemy man at all. So a capture of a defended pawn is no escape, nor a square on the enemy's
   * 7th or 8th rank that a piece or the king guards (pawns cannot attack those): Nxa8 with pawns
   * on a7 and c7 and the c7-pawn guarded, or Bxa7 b6 with b6 guarded by c7 and b8 by the rook or
   * king. Runs once both sides' attack tables are complete.
   */
  private trappedMinors(ci: number): void {
    const P = this.P;
    const lists = this.lists;
    const cnt = this.listCount;
    const flip = ci === 0 ? 0 : 0x70;
    const c = ci === 0 ? 1 : -1;
    let knights = 0;
    let bishops = 0;
    const kn = ci * 7 + KNIGHT;
    for (let i = 0; i < cnt[kn]!; i++) {
      const sq = lists[(kn << 4) + i]!;
      if ((sq ^ flip) >> 4 < 4) continue;
      let escape = false;
      for (let j = 0; j < 8 && !escape; j++) {
        const t = sq + KNIGHT_OFFSETS[j]!;
        if ((t & 0x88) === 0) escape = this.isEscape(t, c, ci);
      }
      if (!escape) knights++;
    }
    const bn = ci * 7 + BISHOP;
    for (let i = 0; i < cnt[bn]!; i++) {
      const sq = lists[(bn << 4) + i]!;
      if ((sq ^ flip) >> 4 < 4) continue;
      let escape = false;
      for (let j = 0; j < 4 && !escape; j++) {
        const d = LINE_OFFSETS[j]!;
        for (let t = sq + d; (t & 0x88) === 0 && !escape; t += d) {
          escape = this.isEscape(t, c, ci);
          if (P[t] !== 0) break;
        }
      }
      if (!escape) bishops++;
    }
    this.acc[T_KNIGHT_TRAPPED + ci] += knights * W_KNIGHT_TRAPPED;
    this.acc[T_BISHOP_TRAPPED + ci] += bishops * W_BISHOP_TRAPPED;
  }

  /** Is `t` an escape for a minor piece of colour `c` (side index `ci`)? See trappedMinors. */
  private isEscape(t: number, c: number, ci: number): boolean {
    const q = this.P[t]! * c;
    if (q > 0) return false;
    if (q <= -KNIGHT && q >= -QUEEN) return true;
    return (this.tables.atk[(1 - ci) * 128 + t]! & ATK_COUNT_MASK) === 0;
  }

  /** Hanging and threatened men of one side, and its undefended minor pieces. */
  private threatsOf(ci: number): void {
    const acc = this.acc;
    const atk = this.tables.atk;
    const lists = this.lists;
    const cnt = this.listCount;
    const ownBase = ci * 128;
    const enemyBase = (1 - ci) * 128;
    let hangingPawns = 0;
    let hanging = 0;
    let byPawn = 0;
    let byLesser = 0;
    let loose = 0;
    let attacked = 0;
    for (let role = PAWN; role <= QUEEN; role++) {
      const k = ci * 7 + role;
      const n = cnt[k]!;
      for (let i = 0; i < n; i++) {
        const sq = lists[(k << 4) + i]!;
        const e = atk[enemyBase + sq]!;
        if (e === 0 && role !== KNIGHT && role !== BISHOP) continue;
        const defended = (atk[ownBase + sq]! & ATK_COUNT_MASK) !== 0;
        if (!defended && (role === KNIGHT || role === BISHOP)) loose++;
        if (e === 0) continue;
        attacked++;
        if (role === PAWN) {
          if (!defended) hangingPawns++;
          continue;
        }
        const roles = e >>> ATK_ROLE_SHIFT;
        const cheapest = 31 - Math.clz32(roles & -roles);
        if (cheapest === PAWN) byPawn++;
        else if (CLASS[cheapest]! < CLASS[role]!) byLesser++;
        else if (!defended) hanging++;
      }
    }
    const total = hangingPawns + hanging + byPawn + byLesser;
    this.threatCount[ci] = total;
    this.attackedMen[ci] = attacked;
    acc[T_HANGING_PAWN + ci] += hangingPawns * W_HANGING_PAWN;
    acc[T_HANGING + ci] += hanging * W_HANGING;
    acc[T_BY_PAWN + ci] += byPawn * W_BY_PAWN;
    acc[T_BY_LESSER + ci] += byLesser * W_BY_LESSER;
    if (total >= 2) acc[T_TWO_HANGING + ci] += W_TWO_HANGING;
    acc[T_MINOR_LOOSE + ci] += loose * W_MINOR_LOOSE;
  }

  /** Development of one side that depends on the king: castled, rights, stuck, f-pawn, c-pawn. */
  private development(board: Board, ci: number): void {
    const acc = this.acc;
    const P = this.P;
    const c = ci === 0 ? 1 : -1;
    const flip = ci === 0 ? 0 : 0x70;
    const ks = board.kings[ci]!;
    const rel = ks ^ flip;
    const kf = ks & 7;
    const castled = rel >> 4 === 0 && (kf <= 2 || kf >= 6);
    const rights = ci === 0 ? board.castling & 3 : (board.castling >> 2) & 3;
    if (castled) acc[T_CASTLED + ci] += W_CASTLED;
    else if (rights !== 0) acc[T_RIGHTS + ci] += POP8[rights]! * W_RIGHTS;
    else if (kf >= 3 && kf <= 5) acc[T_KING_STUCK + ci] += W_KING_STUCK;
    if (rel === REL_E1 && P[REL_F2 ^ flip] !== c * PAWN) acc[T_F_PAWN + ci] += W_F_PAWN;
    if (
      P[REL_C3 ^ flip] === c * KNIGHT &&
      P[REL_C2 ^ flip] === c * PAWN &&
      P[REL_D4 ^ flip] === c * PAWN &&
      P[REL_E4 ^ flip] !== c * PAWN
    ) {
      acc[T_C_PAWN_BLOCKED + ci] += W_C_PAWN_BLOCKED;
    }
  }

  /** The ending of one side: king activity, the lone enemy king, leads, the opposition. */
  private ending(board: Board, ci: number): void {
    const acc = this.acc;
    const P = this.P;
    const atk = this.tables.atk;
    const lists = this.lists;
    const cnt = this.listCount;
    const c = ci === 0 ? 1 : -1;
    const ei = 1 - ci;
    const ks = board.kings[ci]!;
    const ek = board.kings[ei]!;
    const enemyBase = ei * 128;
    acc[T_KING_CENTRE + ci] += CENTRE_STEPS[ks]! * W_KING_CENTRE;
    let safe = 0;
    for (let j = 0; j < 8; j++) {
      const t = ks + KING_OFFSETS[j]!;
      if ((t & 0x88) === 0 && P[t]! * c <= 0 && (atk[enemyBase + t]! & ATK_COUNT_MASK) === 0) safe++;
    }
    acc[T_MOB_KING + ci] += (safe - MOB_BASE_KING) * W_MOB_KING;
    let nearest = 8;
    for (let side = 0; side < 2; side++) {
      const k = (side * 7 + PAWN) << 4;
      const n = cnt[side * 7 + PAWN]!;
      for (let i = 0; i < n; i++) {
        const d = DISTANCE[lists[k + i]! - ks + DIFF_BIAS]!;
        if (d < nearest) nearest = d;
      }
    }
    if (nearest < 8) acc[T_KING_PAWNS + ci] += (7 - nearest) * W_KING_PAWNS;

    const own = ci * 7;
    const en = ei * 7;
    const ownKnights = cnt[own + KNIGHT]!;
    const ownBishops = cnt[own + BISHOP]!;
    const ownHeavy = cnt[own + ROOK]! + cnt[own + QUEEN]!;
    const enemyMen =
      cnt[en + PAWN]! + cnt[en + KNIGHT]! + cnt[en + BISHOP]! + cnt[en + ROOK]! + cnt[en + QUEEN]!;
    if (enemyMen === 0 && (ownHeavy > 0 || ownBishops >= 2 || (ownBishops >= 1 && ownKnights >= 1))) {
      let edge = 3 - CENTRE_STEPS[ek]!;
      if (ownHeavy === 0 && ownBishops === 1 && ownKnights === 1) {
        // Mate with B+N: in a corner of the bishop's colour (a1/h8 dark, h1/a8 light).
        const b = lists[(own + BISHOP) << 4]!;
        const light = ((b >> 4) + b) & 1;
        const d1 = DISTANCE[ek - (light ? 0x07 : 0x00) + DIFF_BIAS]!;
        const d2 = DISTANCE[ek - (light ? 0x70 : 0x77) + DIFF_BIAS]!;
        const d = d1 < d2 ? d1 : d2;
        edge += 3 - (d < 3 ? d : 3);
      }
      acc[T_LONE_KING_EDGE + ci] += edge * W_LONE_KING_EDGE;
      acc[T_KINGS_CLOSE + ci] += (7 - DISTANCE[ks - ek + DIFF_BIAS]!) * W_KINGS_CLOSE;
    }

    const lead = this.openingMaterial[ci]! - this.openingMaterial[ei]!;
    if (lead > 0) {
      const units = (lead / LEAD_PER_UNIT) | 0;
      acc[T_TRADE_DOWN + ci] += (units < LEAD_MAX_UNITS ? units : LEAD_MAX_UNITS) * W_TRADE_DOWN;
      if (lead >= LEAD_FOR_PAWNS) acc[T_KEEP_PAWNS + ci] += cnt[own + PAWN]! * W_KEEP_PAWNS;
    }

    // The opposition: the side not to move has it when only kings and pawns are left and the
    // kings stand on one file or rank an even number of squares apart.
    if (board.side !== c && ownKnights + ownBishops + ownHeavy === 0) {
      if (cnt[en + KNIGHT]! + cnt[en + BISHOP]! + cnt[en + ROOK]! + cnt[en + QUEEN]! === 0) {
        const d = DIRECTION[ek - ks + DIFF_BIAS]!;
        if ((d === 16 || d === -16 || d === 1 || d === -1) && (DISTANCE[ek - ks + DIFF_BIAS]! & 1) === 0) {
          acc[T_OPPOSITION + ci] += W_OPPOSITION;
        }
      }
    }
  }

  /**
   * Tapers and style-scales the accumulators; returns the White-view total. Per side and style
   * group (unscaled terms, king shelter, king attack), the exact value in 1/2048 centipawns is
   * E = sum over the group's terms of (mg * (256 - phase) + eg * phase) * style eighths, and the
   * side's score is the sum over the groups of floor(E / 2048). Without a trace that is computed
   * from the packed sums of the groups; with one, each term gets floor(C_t / 2048) -
   * floor(C_t' / 2048), C_t the running E of its group up to and including it and C_t' before
   * it ("cumulative rounding"): every term is its own tapered value rounded within one
   * centipawn, the terms add up to the same score exactly, and a style changes the king terms
   * only.
   */
  private taper(ph: number, tracing: boolean): number {
    // floor(E / 2048) is E >> 11: |E| stays far below 2^31 (12,000 centipawns x 2048 x 1.5).
    const inv = PHASE_MAX - ph;
    if (tracing) return this.taperTraced(0, ph, inv) - this.taperTraced(1, ph, inv);
    // Packed sums per side of the unscaled, king shelter and king attack terms.
    const acc = this.acc;
    let plainW = 0;
    let plainB = 0;
    let shelterW = 0;
    let shelterB = 0;
    let attackW = 0;
    let attackB = 0;
    for (let i = 0; i < SHELTER_FIRST * 2; i += 2) {
      plainW += acc[i]!;
      plainB += acc[i + 1]!;
    }
    for (let i = SHELTER_FIRST * 2; i < ATTACK_FIRST * 2; i += 2) {
      shelterW += acc[i]!;
      shelterB += acc[i + 1]!;
    }
    for (let i = ATTACK_FIRST * 2; i < ATTACK_END * 2; i += 2) {
      attackW += acc[i]!;
      attackB += acc[i + 1]!;
    }
    for (let i = ATTACK_END * 2; i < SLOTS; i += 2) {
      plainW += acc[i]!;
      plainB += acc[i + 1]!;
    }
    const sS = this.styleScale[SHELTER_FIRST]!;
    const sA = this.styleScale[ATTACK_FIRST]!;
    return (
      ((exact(plainW, ph, inv) * 8) >> 11) +
      ((exact(shelterW, ph, inv) * sS) >> 11) +
      ((exact(attackW, ph, inv) * sA) >> 11) -
      ((exact(plainB, ph, inv) * 8) >> 11) -
      ((exact(shelterB, ph, inv) * sS) >> 11) -
      ((exact(attackB, ph, inv) * sA) >> 11)
    );
  }

  /** One side's score as taper() computes it untraced, writing each term's share into `out`. */
  private taperTraced(ci: number, ph: number, inv: number): number {
    const acc = this.acc;
    const out = this.out;
    const scale = this.styleScale;
    const running = this.running;
    const before = this.before;
    running.fill(0);
    before.fill(0);
    for (let t = 0; t < TERM_COUNT; t++) {
      const g = t < SHELTER_FIRST || t >= ATTACK_END ? 0 : t < ATTACK_FIRST ? 1 : 2;
      running[g] += exact(acc[2 * t + ci]!, ph, inv) * scale[t]!;
      const now = running[g]! >> 11;
      out[2 * t + ci] = now - before[g]!;
      before[g] = now;
    }
    return before[0]! + before[1]! + before[2]!;
  }

  /**
   * The endgame scaling rules, first match wins: insufficient material, wrong rook pawn, a small
   * pawnless lead, opposite-coloured bishops. The leader keeps keep/16 of its score; the share
   * taken is written to the rule's term (negative, for the leader). Returns the new total.
   */
  private scaleEnding(total: number): number {
    if (total === 0) return 0;
    const si = total > 0 ? 0 : 1;
    const wi = 1 - si;
    const cnt = this.listCount;
    const s = si * 7;
    const w = wi * 7;
    const sPawns = cnt[s + PAWN]!;
    const sKnights = cnt[s + KNIGHT]!;
    const sBishops = cnt[s + BISHOP]!;
    const sHeavy = cnt[s + ROOK]! + cnt[s + QUEEN]!;
    let term = -1;
    let keep = 16;
    if (sPawns === 0 && sHeavy === 0 && (sKnights + sBishops <= 1 || (sKnights === 2 && sBishops === 0))) {
      term = T_INSUFFICIENT;
      keep = KEEP_INSUFFICIENT;
    } else if (this.wrongRookPawn(si)) {
      term = T_WRONG_ROOK_PAWN;
      keep = KEEP_WRONG_ROOK_PAWN;
    } else if (sPawns === 0 && this.openingMaterial[si]! - this.openingMaterial[wi]! < PAWNLESS_SMALL_LEAD) {
      term = T_PAWNLESS;
      keep = KEEP_PAWNLESS;
    } else if (
      sBishops === 1 &&
      cnt[w + BISHOP] === 1 &&
      sKnights + sHeavy === 0 &&
      cnt[w + KNIGHT]! + cnt[w + ROOK]! + cnt[w + QUEEN]! === 0
    ) {
      const a = this.lists[(s + BISHOP) << 4]!;
      const b = this.lists[(w + BISHOP) << 4]!;
      if (((((a >> 4) + a) ^ ((b >> 4) + b)) & 1) !== 0) {
        term = T_OPPOSITE_BISHOPS;
        keep = KEEP_OPPOSITE_BISHOPS;
      }
    }
    if (term < 0) return total;
    const lead = total > 0 ? total : -total;
    const kept = (lead * keep) >> 4;
    this.out[term + si] = kept - lead;
    return total > 0 ? kept : -kept;
  }

  /**
   * Wrong rook pawn: the leader has only pawns on one rook file and at most a bishop that does
   * not control the queening square; the other side has a bare king on or next to that square.
   */
  private wrongRookPawn(si: number): boolean {
    const cnt = this.listCount;
    const s = si * 7;
    const w = (1 - si) * 7;
    if (
      cnt[s + PAWN] === 0 ||
      cnt[s + KNIGHT]! + cnt[s + ROOK]! + cnt[s + QUEEN]! !== 0 ||
      cnt[s + BISHOP]! > 1
    ) {
      return false;
    }
    for (let r = PAWN; r <= QUEEN; r++) if (cnt[w + r] !== 0) return false;
    let files = 0;
    for (let f = 0; f < 8; f++) if (this.absMask[si * 8 + f] !== 0) files |= 1 << f;
    if (files !== 0x01 && files !== 0x80) return false;
    const f = files === 0x01 ? 0 : 7;
    const queening = si === 0 ? 0x70 | f : f;
    if (cnt[s + BISHOP] === 1) {
      const b = this.lists[(s + BISHOP) << 4]!;
      if (((((b >> 4) + b) ^ ((queening >> 4) + queening)) & 1) === 0) return false;
    }
    const defender = this.board!.kings[1 - si]!;
    return DISTANCE[defender - queening + DIFF_BIAS]! <= 1;
  }

  /** Pushes every term, in HEURISTICS order, from the tapered values. */
  private pushTerms(trace: EvalTerm[]): void {
    const out = this.out;
    for (let t = 0; t < TERM_COUNT; t++) {
      const [name, group] = ZARKOV_TERMS[t]!;
      trace.push({ name, group, white: out[2 * t]!, black: out[2 * t + 1]! });
    }
  }
}
