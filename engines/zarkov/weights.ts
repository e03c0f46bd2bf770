// Zarkov's evaluation weights: every heuristic the evaluator scores, as literal data.
//
// The seed ("How Zarkov Plays Chess", docs/sources.md) gives the piece values, P 100, N 325, B 335, R 540,
// Q 1050, says there are "about 100 positional heuristics" for developing pieces, piece
// mobility, pawn structure, attacking the enemy king and promoting pawns, and says the material
// and positional values vary with the total material left. Everything else here is a choice
// ([ref]: the weights were tuned by self-play and are not known),
// made in the spirit of a strong 1990 program; each entry says why.
//
// HOW TO READ AN ENTRY. A heuristic counts units (a pawn, a square, a piece, a rank...) for each
// side; one unit is worth `mg` in the opening and middlegame and `eg` in the ending. The
// evaluator adds units x (mg, eg) per side and tapers by the phase p (0 opening .. 256 bare
// ending, from the total material: see PHASE_*): value = (mg * (256 - p) + eg * p) >> 8, per
// heuristic and per side, so the trace sums to the total exactly. A heuristic with `keep`
// instead scales the whole score of the side ahead after tapering: it keeps keep/16 of it.
//
// Every heuristic is one trace term, named as below. The seed's groups map onto the trace
// groups (engines/engine.ts EvalGroup) by TRACE_GROUP.

import type { EvalGroup } from '../engine.js';

/** The seed's groups, split where one seed group holds two kinds of term. */
export const SEED_GROUPS = [
  'material',
  'development',
  'mobility',
  'piece placement',
  'pawn structure',
  'promotion',
  'king shelter',
  'king attack',
  'endgame',
  'tempo and threats',
] as const;
export type SeedGroup = (typeof SEED_GROUPS)[number];

/**
 * Trace group of each seed group. The seed's "piece mobility" is split into the mobility counts
 * ('mobility') and piece placement ('pieces'); development goes with the pieces; "attacking the
 * enemy king" is king shelter (the defender's pawns and king) plus king attack (the attacker's
 * pieces), both 'king safety'; "promoting pawns" goes with the pawns; the endgame, tempo and
 * threats are 'other'.
 */
export const TRACE_GROUP: Readonly<Record<SeedGroup, EvalGroup>> = {
  material: 'material',
  development: 'pieces',
  mobility: 'mobility',
  'piece placement': 'pieces',
  'pawn structure': 'pawns',
  promotion: 'pawns',
  'king shelter': 'king safety',
  'king attack': 'king safety',
  endgame: 'other',
  'tempo and threats': 'other',
};

export interface Heuristic {
  /** The name in the trace. */
  readonly name: string;
  readonly seed: SeedGroup;
  /** Value of one unit in the opening / middlegame (phase 0) and in the ending (phase 256). */
  readonly mg: number;
  readonly eg: number;
  /** Scaling rules only: sixteenths of the leading side's score kept (mg and eg are 0). */
  readonly keep?: number;
  /** What one unit is. */
  readonly unit: string;
  /** Why this weight (one line). */
  readonly why: string;
}

/** Every heuristic, in trace order. */
export const HEURISTICS: readonly Heuristic[] = [
  // Material: the seed's values in the opening; small documented drifts by the ending.
  {
    name: 'material: pawns',
    seed: 'material',
    mg: 100,
    eg: 110,
    unit: 'pawn',
    why: "the seed's 100; a pawn is worth more when promotion is near",
  },
  {
    name: 'material: knights',
    seed: 'material',
    mg: 325,
    eg: 315,
    unit: 'knight',
    why: "the seed's 325; a short-range piece loses a little as the board empties",
  },
  {
    name: 'material: bishops',
    seed: 'material',
    mg: 335,
    eg: 350,
    unit: 'bishop',
    why: "the seed's 335; long range tells in open endings",
  },
  {
    name: 'material: rooks',
    seed: 'material',
    mg: 540,
    eg: 570,
    unit: 'rook',
    why: "the seed's 540; rooks come into their own on the open files of the ending",
  },
  {
    name: 'material: queens',
    seed: 'material',
    mg: 1050,
    eg: 1050,
    unit: 'queen',
    why: "the seed's 1050, unchanged",
  },
  {
    name: 'material: piece for pawns',
    seed: 'material',
    mg: 15,
    eg: 0,
    unit: 'extra minor piece (rooks and queens equal)',
    why: 'in the middlegame a piece does more than the three pawns it costs; not in the ending',
  },

  // Development.
  {
    name: 'development: knight on back rank',
    seed: 'development',
    mg: -12,
    eg: 0,
    unit: 'knight on its first rank',
    why: 'knights should come out first',
  },
  {
    name: 'development: bishop on back rank',
    seed: 'development',
    mg: -10,
    eg: 0,
    unit: 'bishop on its first rank',
    why: 'undeveloped bishops keep the rooks apart',
  },
  {
    name: 'development: queen out before minors',
    seed: 'development',
    mg: -6,
    eg: 0,
    unit: 'own minor on the back rank while the queen has left d1',
    why: 'an early queen sortie loses time to the minor pieces that chase it',
  },
  {
    name: 'development: castled',
    seed: 'development',
    mg: 20,
    eg: 0,
    unit: 'king on a1, b1, c1, g1 or h1',
    why: 'the king in a corner behind pawns is safe and the rook joins the game',
  },
  {
    name: 'development: castling rights kept',
    seed: 'development',
    mg: 8,
    eg: 0,
    unit: 'castling right of an uncastled king',
    why: 'keeping the option to castle is worth a little',
  },
  {
    name: 'development: king stuck in centre',
    seed: 'development',
    mg: -25,
    eg: 0,
    unit: 'king on the d, e or f file with no castling right',
    why: 'a king that can no longer castle stays in the line of fire',
  },
  {
    name: 'development: rooks connected',
    seed: 'development',
    mg: 6,
    eg: 2,
    unit: 'rook that sees the other rook along a rank',
    why: 'connected rooks mark the end of development',
  },
  {
    name: 'development: centre pawn advanced',
    seed: 'development',
    mg: 8,
    eg: 0,
    unit: 'd- or e-pawn on the 4th or 5th rank',
    why: 'central pawns claim space and open lines for the pieces',
  },
  {
    name: 'development: centre pawn blocked on 2nd rank',
    seed: 'development',
    mg: -15,
    eg: 0,
    unit: 'd- or e-pawn on its 2nd rank with a man in front',
    why: 'a blocked centre pawn shuts in a bishop and the whole position',
  },
  {
    name: 'development: f-pawn moved, king uncastled',
    seed: 'development',
    mg: -10,
    eg: 0,
    unit: 'king on e1 without its f2-pawn',
    why: 'the e1-h4 diagonal opens onto the uncastled king',
  },
  {
    name: 'development: knight blocks c-pawn',
    seed: 'development',
    mg: -8,
    eg: 0,
    unit: 'knight on c3 in front of c2 with pawn d4 and no pawn e4',
    why: 'in queen-pawn openings the c-pawn must be free to strike at the centre',
  },

  // Mobility: safe squares (not own men, not attacked by an enemy pawn), counted at every node.
  {
    name: 'mobility: knight',
    seed: 'mobility',
    mg: 4,
    eg: 4,
    unit: 'safe square beyond 4',
    why: 'a knight is only as good as the squares it reaches',
  },
  {
    name: 'mobility: bishop',
    seed: 'mobility',
    mg: 5,
    eg: 5,
    unit: 'safe square beyond 6',
    why: 'bishop mobility, computed dynamically as the seed says',
  },
  {
    name: 'mobility: rook',
    seed: 'mobility',
    mg: 2,
    eg: 4,
    unit: 'safe square beyond 7',
    why: 'rook mobility, computed dynamically as the seed says; more so once the board opens',
  },
  {
    name: 'mobility: queen',
    seed: 'mobility',
    mg: 1,
    eg: 2,
    unit: 'safe square beyond 13',
    why: 'the queen is mobile anyway; only a small weight',
  },
  {
    name: 'mobility: king',
    seed: 'mobility',
    mg: 0,
    eg: 3,
    unit: 'neighbour square not attacked and not own-occupied, beyond 4',
    why: 'a boxed-in king in the ending loses races and walks into mates',
  },

  // Piece placement.
  {
    name: 'bishop: pair',
    seed: 'piece placement',
    mg: 30,
    eg: 50,
    unit: 'side with two or more bishops',
    why: 'the two bishops cover both colours; their edge grows as the board opens',
  },
  {
    name: 'bishop: bad (own pawns on its colour)',
    seed: 'piece placement',
    mg: -2,
    eg: -4,
    unit: 'own pawn on a square of the bishop colour, per bishop',
    why: 'own pawns on the bishop colour block it and leave the other colour weak',
  },
  {
    name: 'bishop: blocked centre pawns on its colour',
    seed: 'piece placement',
    mg: -4,
    eg: -4,
    unit: 'own blocked pawn on files c-f on the bishop colour, per bishop',
    why: 'fixed central pawns on its colour make the bishop a tall pawn',
  },
  {
    name: 'bishop: trapped',
    seed: 'piece placement',
    mg: -100,
    eg: -100,
    unit: 'bishop in the enemy half with no escape square (see Trapped below)',
    why: 'the classic Bxa7 b6 trap (or ...Bxh2 g3): the bishop is lost or out of play',
  },
  {
    name: 'bishop: outpost',
    seed: 'piece placement',
    mg: 6,
    eg: 3,
    unit: 'bishop on ranks 4-6 that no enemy pawn can attack',
    why: 'a bishop that cannot be driven away',
  },
  {
    name: 'bishop: long diagonal',
    seed: 'piece placement',
    mg: 10,
    eg: 5,
    unit: 'bishop attacking two centre squares',
    why: 'a bishop on the long diagonal rakes the centre',
  },
  {
    name: 'bishop: pawns on both wings',
    seed: 'piece placement',
    mg: 0,
    eg: 10,
    unit: 'bishop, when there are pawns on files a-c and on files f-h',
    why: 'in the ending a bishop beats a knight when play is on both wings',
  },
  {
    name: 'knight: outpost',
    seed: 'piece placement',
    mg: 10,
    eg: 6,
    unit: 'knight on ranks 4-6 that no enemy pawn can attack',
    why: 'a knight on a hole is a thorn that can only be exchanged',
  },
  {
    name: 'knight: outpost supported by a pawn',
    seed: 'piece placement',
    mg: 10,
    eg: 6,
    unit: 'outpost knight defended by an own pawn',
    why: 'a supported outpost cannot even be exchanged without giving a protected passer or more',
  },
  {
    name: 'knight: centralisation',
    seed: 'piece placement',
    mg: 3,
    eg: 3,
    unit: 'step from the rim towards the centre (0 rim .. 3 centre)',
    why: 'a knight on the rim is dim',
  },
  {
    name: 'knight: trapped',
    seed: 'piece placement',
    mg: -25,
    eg: -25,
    unit: 'knight in the enemy half with no escape square (see Trapped below)',
    why: 'a knight with no retreat in enemy land is often lost',
  },
  {
    name: 'knight: pawns left',
    seed: 'piece placement',
    mg: 3,
    eg: 3,
    unit: 'own pawn above 5, per knight (negative below)',
    why: 'knights want pawns to lean on; they lose value as pawns come off',
  },
  {
    name: 'knight: closed position',
    seed: 'piece placement',
    mg: 2,
    eg: 2,
    unit: 'pawn ram (pawn blocked by an enemy pawn), per knight',
    why: 'locked pawn chains favour the knight over long-range pieces',
  },
  {
    name: 'rook: pawns left',
    seed: 'piece placement',
    mg: -3,
    eg: -3,
    unit: 'own pawn above 5, per rook (positive below)',
    why: 'rooks need open lines; many pawns make them worse',
  },
  {
    name: 'minor: behind own pawn',
    seed: 'piece placement',
    mg: 5,
    eg: 2,
    unit: 'knight or bishop with an own pawn on the square in front',
    why: 'the pawn shields the piece from frontal attack by enemy pawns and rooks',
  },
  {
    name: 'minor: undefended',
    seed: 'piece placement',
    mg: -4,
    eg: -2,
    unit: 'knight or bishop no own man defends',
    why: 'loose pieces drop off in combinations',
  },
  {
    name: 'rook: open file',
    seed: 'piece placement',
    mg: 20,
    eg: 10,
    unit: 'rook on a file without pawns',
    why: 'open files are the roads for rooks into the enemy camp',
  },
  {
    name: 'rook: half-open file',
    seed: 'piece placement',
    mg: 10,
    eg: 5,
    unit: 'rook on a file with enemy but no own pawns',
    why: 'pressure on the enemy pawn of that file',
  },
  {
    name: 'rook: on 7th rank',
    seed: 'piece placement',
    mg: 20,
    eg: 30,
    unit: 'rook on the 7th with enemy pawns there or the enemy king on the 8th',
    why: 'a rook on the 7th eats pawns and cuts off the king',
  },
  {
    name: 'rook: doubled',
    seed: 'piece placement',
    mg: 8,
    eg: 6,
    unit: 'rook that sees an own rook along its file',
    why: 'doubled rooks dominate a file',
  },
  {
    name: 'rook: trapped by uncastled king',
    seed: 'piece placement',
    mg: -40,
    eg: 0,
    unit: 'rook on the back rank beyond its king (f1/g1, b1-d1) with 3 or fewer safe squares',
    why: 'a king that walked without castling shuts in its own rook',
  },
  {
    name: "rook: on enemy queen's file",
    seed: 'piece placement',
    mg: 6,
    eg: 0,
    unit: 'rook on the file of an enemy queen',
    why: 'x-ray pressure: the queen must watch for a discovered attack',
  },
  {
    name: 'queen: battery with rook or bishop',
    seed: 'piece placement',
    mg: 5,
    eg: 3,
    unit: 'queen lined up with an own rook (file or rank) or bishop (diagonal), nothing between',
    why: 'a queen-rook or queen-bishop battery doubles the pressure on a line',
  },
  {
    name: 'queen: on 7th rank',
    seed: 'piece placement',
    mg: 5,
    eg: 10,
    unit: 'queen on the 7th with enemy pawns there or the enemy king on the 8th',
    why: 'like the rook on the 7th, smaller: the queen is strong anywhere',
  },
  {
    name: 'queen: centralisation',
    seed: 'piece placement',
    mg: 0,
    eg: 4,
    unit: 'step from the rim towards the centre (0..3)',
    why: 'an ending queen in the centre reaches both wings',
  },
  {
    name: 'pin: piece pinned to its king',
    seed: 'piece placement',
    mg: 10,
    eg: 15,
    unit: 'enemy knight, bishop, rook or queen pinned against its king',
    why: 'a pinned piece is a target and does not defend',
  },

  // Pawn structure.
  {
    name: 'pawn: doubled',
    seed: 'pawn structure',
    mg: -10,
    eg: -20,
    unit: 'pawn beyond the first on a file',
    why: 'doubled pawns cannot defend each other and are weaker in the ending',
  },
  {
    name: 'pawn: isolated',
    seed: 'pawn structure',
    mg: -10,
    eg: -15,
    unit: 'pawn with no own pawn on the neighbouring files',
    why: 'an isolated pawn must be defended by pieces',
  },
  {
    name: 'pawn: isolated on half-open file',
    seed: 'pawn structure',
    mg: -10,
    eg: -5,
    unit: 'isolated pawn with no enemy pawn in front of it',
    why: 'enemy rooks can attack it down the file',
  },
  {
    name: 'pawn: backward',
    seed: 'pawn structure',
    mg: -8,
    eg: -10,
    unit: 'pawn with no own pawn level or behind on the neighbouring files, its stop square held by an enemy pawn',
    why: 'a backward pawn cannot advance and its stop square is a hole',
  },
  {
    name: 'pawn: backward on half-open file',
    seed: 'pawn structure',
    mg: -8,
    eg: -5,
    unit: 'backward pawn with no enemy pawn in front of it',
    why: 'a backward pawn on a half-open file is a target for rooks',
  },
  {
    name: 'pawn: chain (defended by a pawn)',
    seed: 'pawn structure',
    mg: 5,
    eg: 3,
    unit: 'pawn defended by an own pawn',
    why: 'chains defend themselves',
  },
  {
    name: 'pawn: duo (side by side)',
    seed: 'pawn structure',
    mg: 4,
    eg: 2,
    unit: 'pawn with an own pawn beside it',
    why: 'pawns abreast control all squares in front of them',
  },
  {
    name: 'pawn: hanging pair',
    seed: 'pawn structure',
    mg: -6,
    eg: -8,
    unit: 'pawn of an abreast pair on half-open files with no own pawns beside the pair',
    why: 'hanging pawns are a target once they are forced to advance',
  },
  {
    name: 'pawn: islands',
    seed: 'pawn structure',
    mg: -4,
    eg: -8,
    unit: 'pawn island beyond the first',
    why: 'every island has an end that must be defended',
  },
  {
    name: 'pawn: advanced',
    seed: 'pawn structure',
    mg: 1,
    eg: 3,
    unit: 'rank beyond the 2nd of a pawn that is not passed',
    why: 'advanced pawns gain space and come closer to promotion',
  },
  {
    name: 'pawn: candidate passer',
    seed: 'pawn structure',
    mg: 5,
    eg: 12,
    unit: 'pawn on a half-open file with at least as many helpers as enemy sentries',
    why: 'a pawn that will become passed',
  },
  {
    name: 'pawn: space behind pawns',
    seed: 'pawn structure',
    mg: 2,
    eg: 0,
    unit: 'square on files c-f, ranks 2-4, behind an own pawn, empty and not attacked by an enemy pawn',
    why: 'room to manoeuvre behind the pawn front',
  },
  {
    name: 'pawn: queenside majority',
    seed: 'pawn structure',
    mg: 0,
    eg: 10,
    unit: 'more pawns than the enemy on files a-c',
    why: 'a queenside majority makes an outside passer when both kings castled short',
  },

  // Promotion: passed pawns (no enemy pawn in front on its own or the neighbouring files).
  {
    name: 'passed pawn: rank',
    seed: 'promotion',
    mg: 6,
    eg: 12,
    unit: 'PASSED_RANK_UNITS by rank (2nd 1 .. 7th 11)',
    why: 'passed pawns must be pushed; their value climbs steeply with rank',
  },
  {
    name: 'passed pawn: protected',
    seed: 'promotion',
    mg: 8,
    eg: 16,
    unit: 'passed pawn defended by an own pawn',
    why: 'a protected passer ties the enemy king down for ever',
  },
  {
    name: 'passed pawn: connected',
    seed: 'promotion',
    mg: 8,
    eg: 20,
    unit: 'passed pawn with an own passed pawn on a neighbouring file within a rank',
    why: 'connected passers advance together and cannot both be stopped',
  },
  {
    name: 'passed pawn: blockaded',
    seed: 'promotion',
    mg: -5,
    eg: -15,
    unit: 'passed pawn with an enemy man on the square in front',
    why: 'a blockaded passer is held',
  },
  {
    name: 'passed pawn: free path',
    seed: 'promotion',
    mg: 2,
    eg: 6,
    unit: 'PASSED_RANK_UNITS, when every square to promotion is empty and not attacked',
    why: 'nothing stands in the way to the queening square',
  },
  {
    name: 'passed pawn: own king near',
    seed: 'promotion',
    mg: 0,
    eg: 2,
    unit: '(7 - distance from own king to the square in front) x KING_PASSER_UNITS by rank',
    why: 'the king escorts the passer in the ending',
  },
  {
    name: 'passed pawn: enemy king far',
    seed: 'promotion',
    mg: 0,
    eg: 3,
    unit: 'distance from the enemy king to the square in front x KING_PASSER_UNITS by rank',
    why: 'a passer the enemy king cannot reach needs a piece to stop it',
  },
  {
    name: 'passed pawn: unstoppable (rule of the square)',
    seed: 'promotion',
    mg: 0,
    eg: 400,
    unit: 'passer outside the square of the enemy king when the enemy has only pawns',
    why: 'the rule of the square: the pawn queens',
  },
  {
    name: 'passed pawn: rook behind',
    seed: 'promotion',
    mg: 5,
    eg: 20,
    unit: 'rook behind a passed pawn (its own or the enemy), nothing between',
    why: "Tarrasch's rule: rooks belong behind passed pawns, own or enemy",
  },
  {
    name: 'passed pawn: outside',
    seed: 'promotion',
    mg: 0,
    eg: 20,
    unit: 'passer with no enemy pawn within two files',
    why: 'an outside passer decoys the enemy king away from the other pawns',
  },
  {
    name: 'passed pawn: king in front',
    seed: 'promotion',
    mg: 0,
    eg: 15,
    unit: 'passer with its own king ahead of it on the same or a neighbouring file',
    why: 'the king in front of its pawn takes the key squares',
  },

  // King shelter: the defender's pawns and king (scaled by the Cautious style).
  {
    name: 'king shelter: pawn shield, one rank ahead',
    seed: 'king shelter',
    mg: 12,
    eg: 0,
    unit: 'own pawn just in front of the king (its file and the two beside), king on rank 1-2',
    why: 'the unmoved pawns in front of the castled king are its best cover',
  },
  {
    name: 'king shelter: pawn shield, two ranks ahead',
    seed: 'king shelter',
    mg: 6,
    eg: 0,
    unit: 'own pawn two ranks in front of the king (and none one rank ahead)',
    why: 'a shield pawn that has moved once still covers, less well',
  },
  {
    name: 'king shelter: pawn storm',
    seed: 'king shelter',
    mg: -5,
    eg: 0,
    unit: 'STORM_UNITS of enemy pawns on the three king files, by closeness (4 adjacent .. 1 four ranks away)',
    why: 'advancing enemy pawns pry the shelter open',
  },
  {
    name: 'king shelter: open file near king',
    seed: 'king shelter',
    mg: -12,
    eg: 0,
    unit: 'king file or neighbour without own pawn',
    why: 'a file without own pawns is a road for enemy rooks to the king',
  },
  {
    name: 'king shelter: fully open file near king',
    seed: 'king shelter',
    mg: -8,
    eg: 0,
    unit: 'king file or neighbour without any pawn',
    why: 'fully open files near the king are worse still',
  },
  {
    name: 'king shelter: missing fianchetto bishop',
    seed: 'king shelter',
    mg: -15,
    eg: 0,
    unit: 'king on f1-h1 (a1-c1) behind a pawn on g3 (b3) with no own bishop on g2 (b2)',
    why: 'the holes on f3 and h3 are fatal without the fianchetto bishop',
  },
  {
    name: 'king shelter: back-rank weakness',
    seed: 'king shelter',
    mg: -12,
    eg: -6,
    unit: 'king on rank 1 with every square in front own-occupied, enemy rook or queen on board',
    why: 'no luft: back-rank mates',
  },
  {
    name: 'king shelter: minor defender near king',
    seed: 'king shelter',
    mg: 4,
    eg: 0,
    unit: 'own knight or bishop within two squares of the king',
    why: 'a knight on f3 or a bishop on g2 is the best king defender',
  },
  {
    name: 'king shelter: king off the back ranks',
    seed: 'king shelter',
    mg: -10,
    eg: 0,
    unit: 'rank of the king beyond its 2nd',
    why: 'a middlegame king walking up the board is exposed',
  },

  // King attack: the attacker's pieces against the enemy king (scaled by the Aggressive style).
  {
    name: 'king attack: attackers weighted by piece',
    seed: 'king attack',
    mg: 1,
    eg: 0,
    unit: 'KING_ATTACK[attack units] with two or more pieces hitting the king zone (N 2, B 2, R 3, Q 5)',
    why: 'one piece near the king is no attack; several together grow much faster than their sum',
  },
  {
    name: 'king attack: attacked squares around king',
    seed: 'king attack',
    mg: 3,
    eg: 0,
    unit: 'square next to the enemy king attacked by the side',
    why: 'every square taken from the king narrows its escape',
  },
  {
    name: 'king attack: weakly defended squares around king',
    seed: 'king attack',
    mg: 5,
    eg: 0,
    unit: 'attacked square next to the enemy king defended only by the king',
    why: 'squares only the king guards are where the attacker breaks in',
  },
  {
    name: 'king attack: safe checks',
    seed: 'king attack',
    mg: 8,
    eg: 2,
    unit: 'empty square from which a piece can check and which no enemy man but the king defends',
    why: 'safe checks are the raw material of mating attacks',
  },
  {
    name: 'king attack: tropism',
    seed: 'king attack',
    mg: 1,
    eg: 0,
    unit: '(7 - distance to the enemy king) x TROPISM_UNITS (N 2, B 1, R 2, Q 3)',
    why: 'pieces close to the enemy king can join an attack',
  },
  {
    name: 'king attack: queen near king',
    seed: 'king attack',
    mg: 15,
    eg: 0,
    unit: 'queen within two squares of the enemy king',
    why: 'a queen in contact with the king is the usual mating piece',
  },
  {
    name: "king attack: rook or queen on king's file",
    seed: 'king attack',
    mg: 8,
    eg: 0,
    unit: "rook or queen on the enemy king's file or a neighbour with no own pawn on it",
    why: 'heavy pieces on a half-open file at the king',
  },

  // Endgame.
  {
    name: 'ending: king centralisation',
    seed: 'endgame',
    mg: 0,
    eg: 10,
    unit: 'step from the rim towards the centre (0..3)',
    why: 'in the ending the king is a fighting piece and belongs in the centre',
  },
  {
    name: 'ending: king near pawns',
    seed: 'endgame',
    mg: 0,
    eg: 3,
    unit: '7 - distance from the king to the nearest pawn',
    why: 'the king must attack and defend pawns in the ending',
  },
  {
    name: 'ending: opposite-coloured bishops',
    seed: 'endgame',
    mg: 0,
    eg: 0,
    keep: 8,
    unit: 'one bishop each, on opposite colours, no other pieces: the leader keeps 8/16',
    why: 'opposite-coloured bishop endings are notoriously drawish',
  },
  {
    name: 'ending: insufficient material',
    seed: 'endgame',
    mg: 0,
    eg: 0,
    keep: 0,
    unit: 'leader with no pawns and at most a minor piece, or two knights: keeps 0',
    why: 'it cannot mate',
  },
  {
    name: 'ending: pawnless, small advantage',
    seed: 'endgame',
    mg: 0,
    eg: 0,
    keep: 4,
    unit: 'leader with no pawns and less than 400 more material: keeps 4/16',
    why: 'KR v KB, KRB v KR and the like are mostly drawn',
  },
  {
    name: 'ending: wrong rook pawn',
    seed: 'endgame',
    mg: 0,
    eg: 0,
    keep: 0,
    unit: 'leader with only rook pawns of one file (and perhaps a bishop not controlling the corner) against a bare king in the corner: keeps 0',
    why: 'the defending king cannot be driven out of the corner',
  },
  {
    name: 'ending: knight against rook pawn',
    seed: 'endgame',
    mg: 0,
    eg: -20,
    unit: 'enemy passed rook pawn faced by a side whose only pieces are knights',
    why: 'the knight has most trouble stopping a pawn on the edge',
  },
  {
    name: 'ending: lone king to the edge',
    seed: 'endgame',
    mg: 0,
    eg: 15,
    unit: 'step of the bare enemy king from the centre (0..3), plus 3 - distance to the right corner with B+N',
    why: 'to mate, drive the lone king to the edge (to a corner of the bishop colour with B+N)',
  },
  {
    name: 'ending: kings close for mate',
    seed: 'endgame',
    mg: 0,
    eg: 6,
    unit: '7 - distance between the kings, against a bare king',
    why: 'the mating side needs its king to take squares from the lone king',
  },
  {
    name: 'ending: trade down when ahead',
    seed: 'endgame',
    mg: 0,
    eg: 3,
    unit: '50 of material lead (at most 10 units)',
    why: 'simplify when ahead: the lead counts for more as pieces come off',
  },
  {
    name: 'ending: keep pawns when ahead',
    seed: 'endgame',
    mg: 0,
    eg: 4,
    unit: 'own pawn of the side at least 100 ahead',
    why: 'trade pieces, not pawns: without pawns a lead may not win',
  },
  {
    name: 'ending: opposition (pawn ending)',
    seed: 'endgame',
    mg: 0,
    eg: 15,
    unit: 'side not to move when the kings stand on one file or rank an even distance apart, only pawns left',
    why: 'in king and pawn endings the opposition decides',
  },

  // Tempo and threats.
  {
    name: 'tempo',
    seed: 'tempo and threats',
    mg: 10,
    eg: 5,
    unit: 'side to move',
    why: 'the move is worth something, more in the middlegame',
  },
  {
    name: 'threat: hanging piece',
    seed: 'tempo and threats',
    mg: -15,
    eg: -15,
    unit: 'knight, bishop, rook or queen attacked and not defended',
    why: 'a hanging piece must be saved, costing a tempo at least',
  },
  {
    name: 'threat: hanging pawn',
    seed: 'tempo and threats',
    mg: -5,
    eg: -8,
    unit: 'pawn attacked and not defended',
    why: 'a loose pawn may be picked off',
  },
  {
    name: 'threat: attacked by a pawn',
    seed: 'tempo and threats',
    mg: -20,
    eg: -20,
    unit: 'knight, bishop, rook or queen attacked by an enemy pawn',
    why: 'a pawn attack on a piece must be answered at once',
  },
  {
    name: 'threat: attacked by a lesser piece',
    seed: 'tempo and threats',
    mg: -15,
    eg: -15,
    unit: 'rook or queen attacked by a minor, queen by a rook',
    why: 'an attack by a cheaper piece wins material unless answered',
  },
  {
    name: 'threat: two or more hanging',
    seed: 'tempo and threats',
    mg: -20,
    eg: -20,
    unit: 'side with two or more men hanging or attacked by cheaper men',
    why: 'a double attack: only one man can be saved',
  },
];

// ---------------------------------------------------------------------------------------------
// Unit tables and constants used by the heuristics above.

/** Opening values of the pieces by role (index 0 unused, king 0): the phase counts material with them. */
export const OPENING_VALUE: readonly number[] = [0, 100, 325, 335, 540, 1050, 0];

/**
 * Phase: total material on the board (both sides, pawns included, opening values) at or above
 * PHASE_OPENING_MATERIAL is phase 0; at or below PHASE_ENDING_MATERIAL it is 256; linear between.
 * The start position holds 8500: the first exchange of minor pieces does not change the phase.
 * A rook ending with five pawns each (2080) is a full ending.
 */
export const PHASE_OPENING_MATERIAL = 8000;
export const PHASE_ENDING_MATERIAL = 2400;
export const PHASE_MAX = 256;

/** Mobility counts the safe squares beyond these per role (index by role): below them it is negative. */
export const MOBILITY_BASE: readonly number[] = [0, 0, 4, 6, 7, 13, 4];

/** Passed pawn units by relative rank (index 0 = rank 1 .. 7 = rank 8). */
export const PASSED_RANK_UNITS: readonly number[] = [0, 1, 1, 2, 4, 7, 11, 0];

/** King distance weight of a passed pawn by relative rank: the king race matters near the end. */
export const KING_PASSER_UNITS: readonly number[] = [0, 0, 0, 1, 2, 3, 5, 0];

/**
 * Storm units of an enemy pawn on one of the three king files by how many ranks it stands in
 * front of the king: 1 rank (in contact) 4, 2 ranks 3, 3 ranks 2, 4 ranks 1, farther 0.
 */
export const STORM_UNITS_BY_DISTANCE: readonly number[] = [0, 4, 3, 2, 1];

/** Attack units a piece adds when it hits the enemy king zone (king square and neighbours). */
export const KING_ATTACK_UNITS: readonly number[] = [0, 0, 2, 2, 3, 5, 0];
/** Tropism units by role: how much a piece's closeness to the enemy king counts. */
export const TROPISM_UNITS: readonly number[] = [0, 0, 2, 1, 2, 3, 0];

/**
 * King attack value by attack units (capped at the last entry), about 0.6 x units^2: Q + N 29,
 * Q + R 38, Q + R + N 60, Q + R + B + N 86, everything 200 and more. Counted only with two or
 * more attacking pieces.
 */
export const KING_ATTACK: readonly number[] = [
  0, 1, 2, 5, 10, 15, 22, 29, 38, 49, 60, 73, 86, 101, 118, 135, 154, 173, 194, 217, 240,
];

/** A material lead of this many centipawns (opening values) counts one "trade down" unit. */
export const LEAD_PER_UNIT = 50;
export const LEAD_MAX_UNITS = 10;
/** Lead needed for "keep pawns when ahead". */
export const LEAD_FOR_PAWNS = 100;
/** "Pawnless, small advantage": the leader's material edge is below this. */
export const PAWNLESS_SMALL_LEAD = 400;

/** Styles (history.md: Balanced / Cautious / Aggressive) as eighths applied to the king terms. */
export const STYLE_SCALE: Readonly<
  Record<'Balanced' | 'Cautious' | 'Aggressive', { shelter: number; attack: number }>
> = {
  Balanced: { shelter: 8, attack: 8 },
  Cautious: { shelter: 12, attack: 6 },
  Aggressive: { shelter: 6, attack: 12 },
};

/** Role values for "attacked by a lesser piece": knight and bishop are one class. */
export const THREAT_CLASS: readonly number[] = [0, 1, 2, 2, 3, 4, 5];
