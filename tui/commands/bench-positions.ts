// The positions `ttychess bench` searches, in order: an opening, four middlegames of different
// character, a tactical position and three endgames. The sum of the nodes an engine searches on
// them to its benchDepth is that engine's signature: it changes only when the search does.
// Never reorder or edit these: signatures recorded elsewhere would silently stop matching.

export interface BenchPosition {
  readonly name: string;
  readonly fen: string;
}

export const BENCH_POSITIONS: readonly BenchPosition[] = [
  { name: 'start position', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' },
  // Ruy Lopez, Closed, after 9.h3 (1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O).
  {
    name: 'Ruy Lopez, Closed',
    fen: 'r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9',
  },
  // Queen's Gambit Declined, Orthodox, Capablanca's freeing manoeuvre (after 9...Nd5).
  { name: 'QGD, Orthodox', fen: 'r1bq1rk1/pp1nbppp/2p1p3/3n2B1/2BP4/2N1PN2/PP3PPP/2RQK2R w K - 1 10' },
  // Sicilian Najdorf, English Attack, opposite-side castling (after 11...b5).
  {
    name: 'Najdorf, English Attack',
    fen: 'r2q1rk1/3nbppp/p2pbn2/1p2p3/4P1P1/1NN1BP2/PPPQ3P/2KR1B1R w - - 0 12',
  },
  // King's Indian, Classical, Mar del Plata (after 9...Nd7).
  {
    name: "King's Indian, Mar del Plata",
    fen: 'r1bq1rk1/pppnnpbp/3p2p1/3Pp3/2P1P3/2N5/PP2BPPP/R1BQNRK1 w - - 3 10',
  },
  // "Kiwipete" (Peter McKenzie): the perft tables' busiest middlegame, every special move in reach.
  { name: 'Kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' },
  // Win At Chess #1 (Reinfeld): White mates or wins material by force (bm Qg6).
  { name: 'WAC.001', fen: '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1' },
  // Lucena position: rook endgame, White wins by building a bridge.
  { name: 'Lucena position', fen: '1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1' },
  // Lasker-Reichhelm 1901 (Fine, Basic Chess Endings #70): pawn endgame, only Kb1 wins.
  { name: 'Lasker-Reichhelm', fen: '8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1' },
  // Perft position 3 (chessprogramming wiki): rook and pawns, checks and en passant.
  { name: 'Perft position 3', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1' },
];
