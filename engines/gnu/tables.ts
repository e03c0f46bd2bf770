// GNU Chess 1987's evaluation figures as literal data.
//
// Sources (docs/sources.md), named on each table:
//   [ref]      the figures of the program of 18 December 1987;
//   the seed   John Stanback's HEURISTICS file, revision 12-16-87.
// Where the two differ the figures win, and the note beside the table says so.
//
// Orientation of the 8x8 square tables: exactly as the reference prints them, index = Square64,
// a1 = 0 ... h8 = 63, so the FIRST line of each grid is rank 1 and the LAST is rank 8 (White at
// the top of the text, as the 1987 program stored them). The grids are White's view; Black reads
// the vertically mirrored square (Square64 ^ 56).
//
//   line 1:  a1 b1 c1 d1 e1 f1 g1 h1      <- rank 1 (White's back rank)
//   ...
//   line 8:  a8 b8 c8 d8 e8 f8 g8 h8      <- rank 8
//
// The typed arrays below are constants: nothing ever writes to them.

/** Material by role code, index 0 unused: P 100, N 330, B 330, R 520, Q 980, K 999 [ref]. */
export const PIECE_VALUE = Int16Array.of(0, 100, 330, 330, 520, 980, 999);

/** Stage thresholds on the non-pawn material of both sides, kings excluded [ref]. */
export const STAGE_OPENING_MTL = 5700;
export const STAGE_ENDING_MTL = 1300;
export const STAGE_STEP = 440;

// Constant weights [ref]. (The stage-dependent ones are computed by the examination, evaluator.ts.)
/** A d- or e-pawn still on its second rank with the square in front occupied. */
export const PEDRNK2B = -15;
/** A backward pawn. */
export const PBKWRD = -6;
/** Per enemy attack on a backward pawn (the seed says 4: the figures say 3). */
export const PWEAKA = -3;
/** A backward pawn with no enemy pawn on its file (the seed says 4: the figures say 3). */
export const PWEAKH = -3;
/** A further penalty for a backward pawn whose square in front is occupied (not in the seed). */
export const PBLOCKED = -3;
/** Rook on a file with no pawn of its own side / with no enemy pawn. */
export const RHOPN = 10;
export const RHOPNX = 4;
/** A bishop or rook seeing through one piece onto an enemy R, Q, K or undefended man. */
export const XRAY = 8;
/** Per attack by a bishop or rook on a square next to the enemy king (prose: "up to 5"). */
export const KATAK = 5;
/** A man attacked more often than defended (and not hung). */
export const ATAKD = -6;
/** A hung man: attacked, and undefended or attacked by something cheaper. */
export const HUNGP = -8;
/** A side with more than one hung man. */
export const HUNGX = -10;
/** Bonus for the side to move [ref, "Total"]. */
export const TEMPO = 10;
/** Bonus when the other side has a bare king [ref, "Total"]. */
export const BARE_KING_BONUS = 200;
/** The bare-king mating routine's base score [ref]. */
export const MATE_BASE = 4995;
/** Penalty per enemy check square that is not safe (the "-3" of the king safety scan [ref]). */
export const UNSAFE_CHECK = -3;
/** Knight proximity to each king: KING_NEAR - distance, each king once [E1]. */
export const KING_NEAR = 5;
/** A knight on b1/g1 or a bishop on c1/f1 (b8 g8 c8 f8) while its side is undeveloped [E2]. */
export const UNDEVELOPED = -5;
/** Weight of a passed pawn in the king's pawn-proximity sum [ref, "x4"]. */
export const PASSED_PROXIMITY_WEIGHT = 4;

/** Isolated pawn by file a..h [ref; prose gives the same numbers as a penalty]. */
export const ISOLATED = Int16Array.of(-12, -14, -16, -20, -20, -16, -14, -12);

/** Doubled (not isolated) pawn by file a..h [ref]. The prose says a flat 12: the figures win. */
export const DOUBLED = Int16Array.of(-12, -12, -12, -10, -10, -12, -12, -12);

/**
 * Passed pawn by rank counted from its own side (index 0 = own back rank), each scaled by
 * stage / 10 [ref]. "Passed" means only that no enemy pawn stands on the pawn's file.
 */
export const PASSED_FREE = Int16Array.of(0, 15, 30, 60, 100, 180, 280, 800);
/** ... when an enemy man attacks the path, or the enemy king is in the square of the pawn. */
export const PASSED_ATTACKED = Int16Array.of(0, 15, 25, 35, 50, 90, 140, 800);
// (The outline's third table, for a blocked path, is never reached by the 1987 program [E4].)

/**
 * Bishop mobility by count 0..29 [ref]: an empty square counts 2, a square behind one non-pawn
 * blocker counts 1. Prose: "-4 for a totally blocked bishop up to 18".
 */
export const BISHOP_MOBILITY = Int16Array.of(
  -4,
  -2,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  13,
  13,
  14,
  14,
  15,
  15,
  16,
  16,
  17,
  17,
  18,
  18,
  18,
  18,
  18,
);

/** Rook mobility by count 0..29, counted as for bishops [ref]. Prose: "0 if blocked up to 20". */
export const ROOK_MOBILITY = Int16Array.of(
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  14,
  15,
  15,
  16,
  16,
  17,
  17,
  18,
  18,
  19,
  19,
  20,
  20,
  20,
  20,
);

/**
 * King threat by the count of safe enemy checks 0..15; the penalty is KSFTY * value / 8 [ref].
 * Prose: "6 points for one such check to 50 points for 4 or more"; the figures go on to 64.
 */
export const KING_THREAT = Int16Array.of(
  0,
  -6,
  -16,
  -32,
  -48,
  -64,
  -64,
  -64,
  -64,
  -64,
  -64,
  -64,
  -64,
  -64,
  -64,
  -64,
);

/** King in the opening [ref]; rank 1 on the first line (see the header). */
// prettier-ignore
export const KING_OPENING = Int16Array.of(
    0,   0,  -4,  -8,  -8,  -4,   0,   0,
   -4,  -4,  -8, -12, -12,  -8,  -4,  -4,
  -12, -16, -20, -20, -20, -20, -16, -12,
  -16, -20, -24, -24, -24, -24, -20, -16,
  -16, -20, -24, -24, -24, -24, -20, -16,
  -12, -16, -20, -20, -20, -20, -16, -12,
   -4,  -4,  -8, -12, -12,  -8,  -4,  -4,
    0,   0,  -4,  -8,  -8,  -4,   0,   0,
);

/** King in the ending [ref]; rank 1 on the first line. */
// prettier-ignore
export const KING_ENDING = Int16Array.of(
   0,  6, 12, 18, 18, 12,  6,  0,
   6, 12, 18, 24, 24, 18, 12,  6,
  12, 18, 24, 30, 30, 24, 18, 12,
  18, 24, 30, 36, 36, 30, 24, 18,
  18, 24, 30, 36, 36, 30, 24, 18,
  12, 18, 24, 30, 30, 24, 18, 12,
   6, 12, 18, 24, 24, 18, 12,  6,
   0,  6, 12, 18, 18, 12,  6,  0,
);

/** The bare king's square in the mating routine [ref]; rank 1 on the first line. */
// prettier-ignore
export const DYING_KING = Int16Array.of(
   0,  8, 16, 24, 24, 16,  8,  0,
   8, 32, 40, 48, 48, 40, 32,  8,
  16, 40, 56, 64, 64, 56, 40, 16,
  24, 48, 64, 72, 72, 64, 48, 24,
  24, 48, 64, 72, 72, 64, 48, 24,
  16, 40, 56, 64, 64, 56, 40, 16,
   8, 32, 40, 48, 48, 40, 32,  8,
   0,  8, 16, 24, 24, 16,  8,  0,
);

/** Knight centre table [ref]; rank 1 on the first line. Prose: "0 in the corners to 30". */
// prettier-ignore
export const KNIGHT_CENTRE = Int16Array.of(
   0,  4,  8, 10, 10,  8,  4,  0,
   4,  8, 16, 20, 20, 16,  8,  4,
   8, 16, 24, 28, 28, 24, 16,  8,
  10, 20, 28, 32, 32, 28, 20, 10,
  10, 20, 28, 32, 32, 28, 20, 10,
   8, 16, 24, 28, 28, 24, 16,  8,
   4,  8, 16, 20, 20, 16,  8,  4,
   0,  4,  8, 10, 10,  8,  4,  0,
);

/** Bishop table [ref]; rank 1 on the first line. Prose: "14 on the edge up to 22 in the centre". */
// prettier-ignore
export const BISHOP_SQUARE = Int16Array.of(
  14, 14, 14, 14, 14, 14, 14, 14,
  14, 22, 18, 18, 18, 18, 22, 14,
  14, 18, 22, 22, 22, 22, 18, 14,
  14, 18, 22, 22, 22, 22, 18, 14,
  14, 18, 22, 22, 22, 22, 18, 14,
  14, 18, 22, 22, 22, 22, 18, 14,
  14, 22, 18, 18, 18, 18, 22, 14,
  14, 14, 14, 14, 14, 14, 14, 14,
);

/** White pawn advancement [ref], scaled by PADVNCM / 10; rank 1 on the first line (NOT symmetric). */
// prettier-ignore
export const PAWN_ADVANCE = Int16Array.of(
   0,  0,  0,  0,  0,  0,  0,  0,
   0,  2,  4,  0,  0,  4,  2,  0,
   6,  8, 10, 12, 12, 10,  8,  6,
   8, 12, 20, 32, 32, 20, 12,  8,
  12, 20, 28, 40, 40, 28, 20, 12,
  16, 28, 36, 48, 48, 36, 28, 16,
  16, 28, 36, 48, 48, 36, 28, 16,
   0,  0,  0,  0,  0,  0,  0,  0,
);
