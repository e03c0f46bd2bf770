// The opening book GNU Chess plays from when no other book is given: standard, well-known lines
// in the text format that book.ts reads (SAN from the initial position, one opening per line,
// '#' comments). The 1987 program shipped a text book of this kind; these lines are common
// opening theory, chosen for breadth (every major opening, several lines each), 6 to 16 plies.

export const DEFAULT_BOOK = `
# ---- 1.e4 e5 ----------------------------------------------------------------
# Ruy Lopez
e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O        # Closed
e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 O-O c3 d5        # Marshall Attack
e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Nxe4 d4 b5 Bb3 d5 dxe5 Be6      # Open
e4 e5 Nf3 Nc6 Bb5 Nf6 O-O Nxe4 d4 Nd6 Bxc6 dxc6 dxe5 Nf5 Qxd8+ Kxd8  # Berlin endgame
e4 e5 Nf3 Nc6 Bb5 Nf6 d3 Bc5 c3 O-O O-O d6                      # Berlin, 4.d3
e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 exd4 Nxd4 c5            # Exchange
e4 e5 Nf3 Nc6 Bb5 a6 Ba4 d6 c3 Bd7 d4 Nge7                       # Modern Steinitz
e4 e5 Nf3 Nc6 Bb5 Bc5 O-O Nd4 Nxd4 Bxd4 c3 Bb6                   # Classical
e4 e5 Nf3 Nc6 Bb5 f5 Nc3 fxe4 Nxe4 d5                            # Schliemann
e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O b5 Bb3 Bb7                      # Arkhangelsk
e4 e5 Nf3 Nc6 Bb5 d6 d4 Bd7 Nc3 Nf6 O-O Be7                      # Steinitz
e4 e5 Nf3 Nc6 Bb5 Nd4 Nxd4 exd4 O-O c6 Bc4 d5 exd5 cxd5 Bb5+ Bd7  # Bird
# Italian Game
e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5  # Giuoco Piano
e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 d6 O-O O-O                      # Giuoco Pianissimo
e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O d6              # Evans Gambit
e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Na5 Bb5+ c6 dxc6 bxc6 Be2 h6  # Two Knights, 4.Ng5
e4 e5 Nf3 Nc6 Bc4 Nf6 d4 exd4 O-O Nxe4 Re1 d5 Bxd5 Qxd5 Nc3 Qa5  # Two Knights, 4.d4
e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 O-O O-O Re1 d6                      # Two Knights, 4.d3
e4 e5 Nf3 Nc6 Bc4 Be7 d4 d6 d5 Nb8                               # Hungarian
# Scotch
e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Nf6 Nxc6 bxc6 e5 Qe7 Qe2 Nd5 c4 Ba6  # Mieses
e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Bc5 Be3 Qf6 c3 Nge7                   # Classical
e4 e5 Nf3 Nc6 d4 exd4 Bc4 Nf6 e5 d5 Bb5 Ne4 Nxd4 Bd7            # Scotch Gambit
e4 e5 Nf3 Nc6 d4 exd4 c3 dxc3 Nxc3 Bb4 Bc4 d6 O-O Bxc3 bxc3 Nf6  # Goring Gambit
# Four Knights, Petrov, Philidor and others
e4 e5 Nf3 Nc6 Nc3 Nf6 Bb5 Bb4 O-O O-O d3 d6                      # Four Knights, Spanish
e4 e5 Nf3 Nc6 Nc3 Nf6 d4 exd4 Nxd4 Bb4 Nxc6 bxc6 Bd3 d5 exd5 cxd5  # Four Knights, Scotch
e4 e5 Nf3 Nf6 Nxe5 d6 Nf3 Nxe4 d4 d5 Bd3 Nc6 O-O Be7            # Petrov, Classical
e4 e5 Nf3 Nf6 d4 Nxe4 Bd3 d5 Nxe5 Nd7 Nxd7 Bxd7 O-O Bd6         # Petrov, Steinitz
e4 e5 Nf3 d6 d4 Nf6 Nc3 Nbd7 Bc4 Be7 O-O O-O                     # Philidor, Hanham
e4 e5 Nf3 d6 d4 exd4 Nxd4 Nf6 Nc3 Be7 Bf4 O-O                    # Philidor, Exchange
e4 e5 Nf3 Nc6 c3 Nf6 d4 Nxe4 d5 Ne7 Nxe5 Ng6                     # Ponziani
e4 e5 Nf3 f5 Nxe5 Qf6 d4 d6 Nc4 fxe4                             # Latvian Gambit
# King's Gambit, Vienna, Bishop's Opening, Centre Game, Danish
e4 e5 f4 exf4 Nf3 g5 h4 g4 Ne5 Nf6                               # Kieseritzky
e4 e5 f4 exf4 Nf3 d6 d4 g5 h4 g4 Ng1                             # Fischer Defence
e4 e5 f4 d5 exd5 e4 d3 Nf6 dxe4 Nxe4 Nf3 Bc5                     # Falkbeer
e4 e5 f4 Bc5 Nf3 d6 c3 Nf6 d4 exd4 cxd4 Bb4+                     # King's Gambit Declined
e4 e5 Nc3 Nf6 f4 d5 fxe5 Nxe4 Nf3 Be7                            # Vienna Gambit
e4 e5 Nc3 Nc6 g3 Bc5 Bg2 d6 Nge2 Nf6                             # Vienna, Mieses
e4 e5 Bc4 Nf6 d3 c6 Nf3 d5 Bb3 Bd6                               # Bishop's Opening
e4 e5 d4 exd4 Qxd4 Nc6 Qe3 Nf6 Nc3 Bb4 Bd2 O-O O-O-O Re8         # Centre Game
e4 e5 d4 exd4 c3 dxc3 Bc4 cxb2 Bxb2 d5 Bxd5 Nf6                  # Danish Gambit

# ---- Sicilian Defence ---------------------------------------------------------
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7       # Najdorf, English Attack
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Bg5 e6 f4 Be7 Qf3 Qc7       # Najdorf, 6.Bg5
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2 e5 Nb3 Be7 O-O O-O      # Najdorf, Opocensky
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Bc4 e6 Bb3 b5 O-O Be7       # Najdorf, Fischer-Sozin
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 g6 Be3 Bg7 f3 O-O Qd2 Nc6      # Dragon, Yugoslav Attack
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 g6 Be2 Bg7 O-O O-O Be3 Nc6     # Dragon, Classical
e4 c5 Nf3 e6 d4 cxd4 Nxd4 Nf6 Nc3 d6 Be2 Be7 O-O O-O f4 Nc6      # Scheveningen
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 e6 g4 h6 h4 Nc6                # Scheveningen, Keres Attack
e4 c5 Nf3 e6 d4 cxd4 Nxd4 Nc6 Nc3 Qc7 Be2 a6 O-O Nf6             # Taimanov
e4 c5 Nf3 e6 d4 cxd4 Nxd4 Nc6 Nb5 d6 c4 Nf6 N1c3 a6 Na3 Be7      # Taimanov, 5.Nb5
e4 c5 Nf3 e6 d4 cxd4 Nxd4 a6 Bd3 Bc5 Nb3 Ba7                     # Kan
e4 c5 Nf3 e6 d4 cxd4 Nxd4 Nf6 Nc3 Nc6 Ndb5 Bb4 a3 Bxc3+ Nxc3 d5  # Four Knights
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 Nc6 Bg5 e6 Qd2 Be7 O-O-O O-O  # Richter-Rauzer
e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 Nc6 Bc4 e6 Be3 Be7            # Sozin
e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 Nf6 Nc3 e5 Ndb5 d6 Bg5 a6 Na3 b5     # Sveshnikov
e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 e5 Nb5 d6 c4 Be7                      # Kalashnikov
e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 g6 c4 Bg7 Be3 Nf6 Nc3 O-O            # Accelerated Dragon, Maroczy Bind
e4 c5 Nf3 Nf6 e5 Nd5 Nc3 e6 Nxd5 exd5 d4 Nc6                    # Nimzowitsch
e4 c5 Nf3 Nc6 Bb5 g6 O-O Bg7 Re1 Nf6 c3 O-O d4 cxd4             # Rossolimo
e4 c5 Nf3 d6 Bb5+ Bd7 Bxd7+ Qxd7 c4 Nc6 Nc3 Nf6 d4 cxd4 Nxd4 g6  # Moscow
e4 c5 c3 Nf6 e5 Nd5 d4 cxd4 Nf3 Nc6 cxd4 d6                      # Alapin, 2...Nf6
e4 c5 c3 d5 exd5 Qxd5 d4 Nf6 Nf3 e6                              # Alapin, 2...d5
e4 c5 Nc3 Nc6 g3 g6 Bg2 Bg7 d3 d6 Be3 e6 Qd2 Nge7                # Closed
e4 c5 Nc3 Nc6 f4 g6 Nf3 Bg7 Bb5 Nd4                              # Grand Prix Attack
e4 c5 d4 cxd4 c3 dxc3 Nxc3 Nc6 Nf3 d6 Bc4 e6 O-O Nf6             # Smith-Morra Gambit

# ---- French Defence -----------------------------------------------------------
e4 e6 d4 d5 Nc3 Bb4 e5 c5 a3 Bxc3+ bxc3 Ne7 Qg4 Qc7 Qxg7 Rg8     # Winawer, Poisoned Pawn
e4 e6 d4 d5 Nc3 Nf6 Bg5 Be7 e5 Nfd7 Bxe7 Qxe7 f4 O-O Nf3 c5     # Classical
e4 e6 d4 d5 Nc3 Nf6 e5 Nfd7 f4 c5 Nf3 Nc6 Be3 cxd4 Nxd4 Bc5     # Steinitz
e4 e6 d4 d5 Nc3 Nf6 Bg5 Bb4 e5 h6 Bd2 Bxc3 bxc3 Ne4 Qg4 g6      # MacCutcheon
e4 e6 d4 d5 Nc3 dxe4 Nxe4 Nd7 Nf3 Ngf6 Nxf6+ Nxf6                # Rubinstein
e4 e6 d4 d5 Nd2 c5 exd5 exd5 Ngf3 Nc6 Bb5 Bd6 dxc5 Bxc5 O-O Ne7   # Tarrasch, 3...c5
e4 e6 d4 d5 Nd2 Nf6 e5 Nfd7 Bd3 c5 c3 Nc6 Ne2 cxd4 cxd4 f6     # Tarrasch, 3...Nf6
e4 e6 d4 d5 e5 c5 c3 Nc6 Nf3 Qb6 a3 c4 Nbd2 Na5                 # Advance
e4 e6 d4 d5 exd5 exd5 Nf3 Nf6 Bd3 Bd6 O-O O-O                    # Exchange
e4 e6 d3 d5 Nd2 Nf6 Ngf3 c5 g3 Nc6 Bg2 Be7 O-O O-O              # King's Indian Attack

# ---- Caro-Kann Defence --------------------------------------------------------
e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5 Ng3 Bg6 h4 h6 Nf3 Nd7 h5 Bh7       # Classical
e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nd7 Nf3 Ngf6 Nxf6+ Nxf6 Ne5           # Karpov
e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nf6 Nxf6+ gxf6                         # Bronstein-Larsen
e4 c6 d4 d5 e5 Bf5 Nf3 e6 Be2 c5 Be3 Nd7                         # Advance
e4 c6 d4 d5 exd5 cxd5 c4 Nf6 Nc3 e6 Nf3 Be7                      # Panov-Botvinnik Attack
e4 c6 d4 d5 exd5 cxd5 Bd3 Nc6 c3 Nf6 Bf4 Bg4 Qb3 Qd7             # Exchange
e4 c6 Nc3 d5 Nf3 Bg4 h3 Bxf3 Qxf3 e6                             # Two Knights
e4 c6 d4 d5 f3 dxe4 fxe4 e5 Nf3 exd4 Bc4                         # Fantasy

# ---- Other replies to 1.e4 ----------------------------------------------------
e4 d6 d4 Nf6 Nc3 g6 f4 Bg7 Nf3 O-O Bd3 Na6                       # Pirc, Austrian Attack
e4 d6 d4 Nf6 Nc3 g6 Nf3 Bg7 Be2 O-O O-O c6                       # Pirc, Classical
e4 d6 d4 Nf6 Nc3 g6 Be3 c6 Qd2 Nbd7                              # Pirc, 150 Attack
e4 g6 d4 Bg7 Nc3 d6 Be3 a6 Qd2 Nd7                               # Modern Defence
e4 Nf6 e5 Nd5 d4 d6 Nf3 Bg4 Be2 e6 O-O Be7                       # Alekhine, Modern
e4 Nf6 e5 Nd5 d4 d6 c4 Nb6 f4 dxe5 fxe5 Nc6 Be3 Bf5 Nc3 e6      # Alekhine, Four Pawns Attack
e4 Nf6 e5 Nd5 d4 d6 c4 Nb6 exd6 cxd6 Nc3 g6                      # Alekhine, Exchange
e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 Bf5 Bc4 e6 Bd2 c6            # Scandinavian, 3...Qa5
e4 d5 exd5 Qxd5 Nc3 Qd6 d4 Nf6 Nf3 a6                            # Scandinavian, 3...Qd6
e4 d5 exd5 Nf6 d4 Nxd5 Nf3 Bg4 Be2 e6 O-O Be7                    # Scandinavian, 2...Nf6
e4 Nc6 d4 d5 Nc3 dxe4 d5 Ne5                                     # Nimzowitsch Defence

# ---- Queen's Gambit -----------------------------------------------------------
d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Rc1 c6 Bd3 dxc4     # QGD, Orthodox
d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 h6 Bh4 b6                 # QGD, Tartakower
d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 h6 Bh4 Ne4 Bxe7 Qxe7     # QGD, Lasker
d4 d5 c4 e6 Nc3 Nf6 cxd5 exd5 Bg5 Be7 e3 c6 Bd3 Nbd7 Qc2 O-O    # QGD, Exchange
d4 d5 c4 e6 Nc3 Nf6 Nf3 Bb4 Bg5 Nbd7                             # QGD, Ragozin
d4 d5 c4 e6 Nc3 c5 cxd5 exd5 Nf3 Nc6 g3 Nf6 Bg2 Be7 O-O O-O      # Tarrasch Defence
d4 d5 c4 c6 Nf3 Nf6 Nc3 e6 e3 Nbd7 Bd3 dxc4 Bxc4 b5 Bd3 Bb7     # Semi-Slav, Meran
d4 d5 c4 c6 Nf3 Nf6 Nc3 e6 Bg5 dxc4 e4 b5 e5 h6 Bh4 g5          # Semi-Slav, Botvinnik
d4 d5 c4 c6 Nf3 Nf6 Nc3 e6 Bg5 h6 Bxf6 Qxf6 e3 Nd7               # Semi-Slav, Moscow
d4 d5 c4 c6 Nf3 Nf6 Nc3 dxc4 a4 Bf5 e3 e6 Bxc4 Bb4 O-O O-O      # Slav, Main Line
d4 d5 c4 c6 cxd5 cxd5 Nc3 Nf6 Bf4 Nc6 e3 Bf5                     # Slav, Exchange
d4 d5 c4 c6 Nf3 Nf6 Nc3 a6 e3 b5 b3 Bg4                          # Slav, Chebanenko
d4 d5 c4 dxc4 Nf3 Nf6 e3 e6 Bxc4 c5 O-O a6                       # QGA, Classical
d4 d5 c4 dxc4 e4 e5 Nf3 exd4 Bxc4 Bb4+                           # QGA, 3.e4
d4 d5 c4 e5 dxe5 d4 Nf3 Nc6 g3 Be6                               # Albin Countergambit
d4 d5 c4 Nc6 Nc3 dxc4 Nf3 Nf6 e4 Bg4                             # Chigorin

# ---- Indian defences ----------------------------------------------------------
d4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O Be2 e5 O-O Nc6 d5 Ne7         # King's Indian, Classical
d4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O Be2 e5 d5 a5 Bg5 h6           # King's Indian, Petrosian
d4 Nf6 c4 g6 Nc3 Bg7 e4 d6 f3 O-O Be3 e5 d5 c6                   # King's Indian, Samisch
d4 Nf6 c4 g6 Nc3 Bg7 e4 d6 f4 O-O Nf3 c5 d5 e6 Be2 exd5          # King's Indian, Four Pawns
d4 Nf6 c4 g6 Nf3 Bg7 g3 O-O Bg2 d6 O-O Nbd7 Nc3 e5 e4 c6         # King's Indian, Fianchetto
d4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Be2 O-O Bg5 c5 d5 e6                  # King's Indian, Averbakh
d4 Nf6 c4 e6 Nc3 Bb4 e3 O-O Bd3 d5 Nf3 c5 O-O Nc6 a3 Bxc3        # Nimzo-Indian, Rubinstein
d4 Nf6 c4 e6 Nc3 Bb4 Qc2 O-O a3 Bxc3+ Qxc3 b6 Bg5 Bb7            # Nimzo-Indian, Classical
d4 Nf6 c4 e6 Nc3 Bb4 a3 Bxc3+ bxc3 c5 e3 Nc6 Bd3 O-O Ne2 b6      # Nimzo-Indian, Samisch
d4 Nf6 c4 e6 Nc3 Bb4 e3 c5 Bd3 Nc6 Nf3 Bxc3+ bxc3 d6             # Nimzo-Indian, Hubner
d4 Nf6 c4 e6 Nc3 Bb4 Bg5 h6 Bh4 c5 d5 d6                         # Nimzo-Indian, Leningrad
d4 Nf6 c4 e6 Nc3 Bb4 Nf3 c5 g3 cxd4 Nxd4 O-O Bg2 d5 cxd5 Nxd5    # Nimzo-Indian, Kasparov
d4 Nf6 c4 e6 Nf3 b6 g3 Ba6 b3 Bb4+ Bd2 Be7 Bg2 c6 Bc3 d5         # Queen's Indian, 4...Ba6
d4 Nf6 c4 e6 Nf3 b6 g3 Bb7 Bg2 Be7 O-O O-O Nc3 Ne4 Qc2 Nxc3      # Queen's Indian, 4...Bb7
d4 Nf6 c4 e6 Nf3 b6 a3 Bb7 Nc3 d5 cxd5 Nxd5                      # Queen's Indian, Petrosian
d4 Nf6 c4 e6 Nf3 Bb4+ Bd2 Qe7 g3 Nc6 Nc3 Bxc3 Bxc3 Ne4          # Bogo-Indian
d4 Nf6 c4 e6 g3 d5 Bg2 Be7 Nf3 O-O O-O dxc4 Qc2 a6               # Catalan, Closed
d4 Nf6 c4 e6 g3 d5 Bg2 dxc4 Nf3 c5 O-O Nc6                       # Catalan, Open
d4 Nf6 c4 g6 Nc3 d5 cxd5 Nxd5 e4 Nxc3 bxc3 Bg7 Nf3 c5 Rb1 O-O    # Grunfeld, Exchange
d4 Nf6 c4 g6 Nc3 d5 cxd5 Nxd5 e4 Nxc3 bxc3 Bg7 Bc4 c5 Ne2 Nc6    # Grunfeld, Exchange, 7.Bc4
d4 Nf6 c4 g6 Nc3 d5 Nf3 Bg7 Qb3 dxc4 Qxc4 O-O e4 Bg4             # Grunfeld, Russian
d4 Nf6 c4 g6 Nc3 d5 Bf4 Bg7 e3 O-O Rc1 c5                        # Grunfeld, 4.Bf4
d4 Nf6 c4 c5 d5 e6 Nc3 exd5 cxd5 d6 e4 g6 Nf3 Bg7 Be2 O-O        # Modern Benoni
d4 Nf6 c4 c5 d5 b5 cxb5 a6 bxa6 Bxa6 Nc3 d6                      # Benko Gambit
d4 Nf6 c4 e5 dxe5 Ng4 Bf4 Nc6 Nf3 Bb4+ Nbd2 Qe7                  # Budapest Gambit
d4 Nf6 c4 d6 Nc3 e5 Nf3 Nbd7 e4 Be7                              # Old Indian

# ---- Dutch Defence and other 1.d4 openings -------------------------------------
d4 f5 g3 Nf6 Bg2 g6 Nf3 Bg7 O-O O-O c4 d6 Nc3 Qe8                # Dutch, Leningrad
d4 f5 c4 Nf6 g3 e6 Bg2 d5 Nf3 c6 O-O Bd6                         # Dutch, Stonewall
d4 f5 c4 Nf6 g3 e6 Bg2 Be7 Nf3 O-O O-O d6 Nc3 Qe8                # Dutch, Classical
d4 f5 e4 fxe4 Nc3 Nf6 Bg5 Nc6                                    # Dutch, Staunton Gambit
d4 d5 Bf4 Nf6 e3 e6 Nf3 c5 c3 Nc6 Nbd2 Bd6                       # London System
d4 d5 Nf3 Nf6 e3 e6 Bd3 c5 c3 Nc6 Nbd2 Bd6 O-O O-O               # Colle System
d4 Nf6 Nf3 e6 Bg5 c5 e3 h6 Bh4 Be7                               # Torre Attack
d4 Nf6 Bg5 Ne4 Bf4 c5 f3 Qa5+ c3 Nf6                             # Trompowsky
d4 d5 e4 dxe4 Nc3 Nf6 f3 exf3 Nxf3 e6                            # Blackmar-Diemer Gambit

# ---- English Opening ----------------------------------------------------------
c4 c5 Nc3 Nc6 g3 g6 Bg2 Bg7 Nf3 Nf6 O-O O-O d4 cxd4 Nxd4 Nxd4    # Symmetrical
c4 c5 Nf3 Nf6 Nc3 e6 g3 b6 Bg2 Bb7 O-O Be7 d4 cxd4 Qxd4 d6       # Hedgehog
c4 e5 Nc3 Nf6 Nf3 Nc6 g3 d5 cxd5 Nxd5 Bg2 Nb6 O-O Be7            # Four Knights, Reversed Dragon
c4 e5 Nc3 Nf6 Nf3 Nc6 g3 Bb4 Bg2 O-O O-O e4 Ng5 Bxc3             # Four Knights, 4...Bb4
c4 e5 Nc3 Nc6 g3 g6 Bg2 Bg7 e4 d6 Nge2 Nge7                      # Closed, Botvinnik System
c4 Nf6 Nc3 e6 e4 d5 e5 d4 exf6 dxc3 bxc3 Qxf6 d4                 # Mikenas-Carls
c4 Nf6 Nc3 e6 Nf3 d5 d4 Be7 Bg5 O-O                              # Anglo-Indian
c4 e6 Nf3 d5 g3 Nf6 Bg2 Be7 O-O O-O                              # Agincourt

# ---- Reti and flank openings --------------------------------------------------
Nf3 d5 c4 d4 e3 Nc6 exd4 Nxd4 Nxd4 Qxd4 Nc3                      # Reti, Advance
Nf3 d5 c4 dxc4 e3 Nf6 Bxc4 e6 O-O c5                             # Reti Accepted
Nf3 d5 g3 Nf6 Bg2 c6 O-O Bg4 c4 e6                               # Reti, King's Fianchetto
Nf3 Nf6 g3 g6 Bg2 Bg7 O-O O-O d3 d6                              # King's Indian Attack
f4 d5 Nf3 Nf6 e3 g6 b3 Bg7 Bb2 O-O                               # Bird
f4 e5 fxe5 d6 exd6 Bxd6 Nf3 g5                                   # From's Gambit
b3 e5 Bb2 Nc6 e3 d5 Bb5 Bd6                                      # Larsen
`;
