// `npm run make-openings`: writes fixtures/openings.epd, the default opening positions of
// `ttychess match` and `ttychess tournament`. Each opening below is a well-known line given as
// SAN moves from the initial position (6 to 12 plies, main lines that theory holds about level);
// every move is read by our SAN reader (core/san.ts), the position reached is written by makeEpd
// with the opening's name (id) and its moves as a numbered game score (c0):
//
//   r1bqkb1r/pppp1ppp/2nn4/1B2p3/3P4/5N2/PPP2PPP/RNBQ1RK1 w kq - id "Ruy Lopez, Berlin Defence";
//     c0 "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4 5. d4 Nd6"; hmvc 1; fmvn 6;   (one line)
//
// Nothing is written unless every line replays and no two end in the same position; the file is
// written under a temporary name first, then renamed into place.

import { resolve } from 'node:path';
import { makeEpd } from '../core/epd.js';
import { boardFen, boardFromFen, START_FEN } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { err, ok, type Result } from '../core/result.js';
import { makeSan, parseSan } from '../core/san.js';
import { isMainModule, repoRoot, writeAtomically } from './files.js';

/** An opening: its usual name and its moves in SAN from the initial position. */
export interface OpeningLine {
  readonly name: string;
  readonly moves: string;
}

/** The openings, 1.e4 first, then 1.d4, then the flank openings. */
export const OPENING_LINES: readonly OpeningLine[] = [
  { name: 'Ruy Lopez, Morphy Defence', moves: 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7' },
  { name: 'Ruy Lopez, Open', moves: 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Nxe4 d4 b5' },
  { name: 'Ruy Lopez, Berlin Defence', moves: 'e4 e5 Nf3 Nc6 Bb5 Nf6 O-O Nxe4 d4 Nd6' },
  { name: 'Ruy Lopez, Exchange Variation', moves: 'e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6' },
  { name: 'Italian Game, Giuoco Pianissimo', moves: 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 d6' },
  { name: 'Two Knights Defence, Modern', moves: 'e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 O-O O-O' },
  { name: 'Scotch Game', moves: 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Nf6 Nxc6 bxc6' },
  { name: 'Four Knights, Spanish Variation', moves: 'e4 e5 Nf3 Nc6 Nc3 Nf6 Bb5 Bb4 O-O O-O' },
  { name: 'Ponziani Opening', moves: 'e4 e5 Nf3 Nc6 c3 Nf6 d4 Nxe4 d5 Ne7' },
  { name: 'Petrov Defence', moves: 'e4 e5 Nf3 Nf6 Nxe5 d6 Nf3 Nxe4 d4 d5' },
  { name: 'Philidor Defence', moves: 'e4 d6 d4 Nf6 Nc3 e5 Nf3 Nbd7 Bc4 Be7' },
  { name: 'Vienna Game', moves: 'e4 e5 Nc3 Nf6 f4 d5 fxe5 Nxe4 Nf3 Be7' },
  { name: "King's Gambit Declined, Classical", moves: 'e4 e5 f4 Bc5 Nf3 d6 c3 Nf6' },
  { name: 'Sicilian, Najdorf', moves: 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6' },
  { name: 'Sicilian, Dragon', moves: 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 g6' },
  { name: 'Sicilian, Scheveningen', moves: 'e4 c5 Nf3 e6 d4 cxd4 Nxd4 Nf6 Nc3 d6' },
  { name: 'Sicilian, Sveshnikov', moves: 'e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 Nf6 Nc3 e5 Ndb5 d6' },
  { name: 'Sicilian, Taimanov', moves: 'e4 c5 Nf3 e6 d4 cxd4 Nxd4 Nc6 Nc3 Qc7' },
  { name: 'Sicilian, Kan', moves: 'e4 c5 Nf3 e6 d4 cxd4 Nxd4 a6 Bd3 Nf6' },
  { name: 'Sicilian, Rossolimo', moves: 'e4 c5 Nf3 Nc6 Bb5 g6 O-O Bg7 Re1 Nf6' },
  { name: 'Sicilian, Closed', moves: 'e4 c5 Nc3 Nc6 g3 g6 Bg2 Bg7 d3 d6' },
  { name: 'Sicilian, Alapin', moves: 'e4 c5 c3 Nf6 e5 Nd5 d4 cxd4 Nf3 Nc6' },
  { name: 'French, Winawer', moves: 'e4 e6 d4 d5 Nc3 Bb4 e5 c5 a3 Bxc3+ bxc3 Ne7' },
  { name: 'French, Classical', moves: 'e4 e6 d4 d5 Nc3 Nf6 Bg5 Be7 e5 Nfd7' },
  { name: 'French, Tarrasch', moves: 'e4 e6 d4 d5 Nd2 c5 exd5 exd5 Ngf3 Nc6' },
  { name: 'French, Advance', moves: 'e4 e6 d4 d5 e5 c5 c3 Nc6 Nf3 Qb6' },
  { name: 'Caro-Kann, Classical', moves: 'e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5 Ng3 Bg6' },
  { name: 'Caro-Kann, Advance', moves: 'e4 c6 d4 d5 e5 Bf5 Nf3 e6 Be2 c5' },
  { name: 'Caro-Kann, Panov Attack', moves: 'e4 c6 d4 d5 exd5 cxd5 c4 Nf6 Nc3 e6' },
  { name: 'Pirc Defence, Classical', moves: 'e4 d6 d4 Nf6 Nc3 g6 Nf3 Bg7 Be2 O-O' },
  { name: 'Modern Defence', moves: 'e4 g6 d4 Bg7 Nc3 d6 Be3 a6 Qd2 Nd7' },
  { name: 'Alekhine Defence, Modern', moves: 'e4 Nf6 e5 Nd5 d4 d6 Nf3 Bg4 Be2 e6' },
  { name: 'Scandinavian Defence', moves: 'e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 c6' },
  { name: "Queen's Gambit Declined, Orthodox", moves: 'd4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O' },
  { name: "Queen's Gambit Declined, Exchange", moves: 'd4 d5 c4 e6 Nc3 Nf6 cxd5 exd5 Bg5 Be7' },
  { name: "Queen's Gambit Accepted", moves: 'd4 d5 c4 dxc4 Nf3 Nf6 e3 e6 Bxc4 c5' },
  { name: 'Slav Defence', moves: 'd4 d5 c4 c6 Nf3 Nf6 Nc3 dxc4 a4 Bf5' },
  { name: 'Semi-Slav Defence', moves: 'd4 d5 c4 c6 Nf3 Nf6 Nc3 e6 e3 Nbd7' },
  { name: 'Tarrasch Defence', moves: 'd4 d5 c4 e6 Nc3 c5 cxd5 exd5 Nf3 Nc6' },
  { name: 'Chigorin Defence', moves: 'd4 d5 c4 Nc6 Nf3 Bg4 cxd5 Bxf3 gxf3 Qxd5' },
  { name: 'Nimzo-Indian, Rubinstein', moves: 'd4 Nf6 c4 e6 Nc3 Bb4 e3 O-O Bd3 d5' },
  { name: 'Nimzo-Indian, Classical', moves: 'd4 Nf6 c4 e6 Nc3 Bb4 Qc2 O-O a3 Bxc3+ Qxc3 b6' },
  { name: "Queen's Indian Defence", moves: 'd4 Nf6 c4 e6 Nf3 b6 g3 Bb7 Bg2 Be7' },
  { name: 'Bogo-Indian Defence', moves: 'd4 Nf6 c4 e6 Nf3 Bb4+ Bd2 Qe7 g3 Nc6' },
  { name: 'Catalan Opening', moves: 'd4 Nf6 c4 e6 g3 d5 Bg2 Be7 Nf3 O-O' },
  { name: "King's Indian, Classical", moves: 'd4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O Be2 e5' },
  { name: "King's Indian, Samisch", moves: 'd4 Nf6 c4 g6 Nc3 Bg7 e4 d6 f3 O-O Be3 e5' },
  { name: 'Grunfeld, Exchange', moves: 'd4 Nf6 c4 g6 Nc3 d5 cxd5 Nxd5 e4 Nxc3 bxc3 Bg7' },
  { name: 'Old Indian Defence', moves: 'd4 Nf6 c4 d6 Nc3 e5 Nf3 Nbd7 e4 Be7' },
  { name: 'Modern Benoni', moves: 'd4 Nf6 c4 c5 d5 e6 Nc3 exd5 cxd5 d6' },
  { name: 'Benko Gambit', moves: 'd4 Nf6 c4 c5 d5 b5 cxb5 a6 bxa6 Bxa6' },
  { name: 'Dutch, Stonewall', moves: 'd4 f5 g3 Nf6 Bg2 e6 Nf3 d5 O-O Bd6' },
  { name: 'Dutch, Leningrad', moves: 'd4 f5 g3 Nf6 Bg2 g6 Nf3 Bg7 O-O O-O' },
  { name: 'London System', moves: 'd4 d5 Nf3 Nf6 Bf4 e6 e3 c5 c3 Nc6' },
  { name: 'Colle System', moves: 'd4 d5 Nf3 Nf6 e3 e6 Bd3 c5 c3 Nc6' },
  { name: 'Trompowsky Attack', moves: 'd4 Nf6 Bg5 Ne4 Bf4 c5 f3 Qa5+ c3 Nf6' },
  { name: 'English, Symmetrical', moves: 'c4 c5 Nc3 Nc6 g3 g6 Bg2 Bg7 Nf3 Nf6' },
  { name: 'English, Reversed Sicilian', moves: 'c4 e5 Nc3 Nf6 Nf3 Nc6 g3 d5 cxd5 Nxd5' },
  { name: "English, King's Indian Set-up", moves: 'c4 Nf6 Nc3 g6 g3 Bg7 Bg2 O-O e4 d6' },
  { name: 'Reti Opening', moves: 'Nf3 d5 c4 e6 g3 Nf6 Bg2 Be7 O-O O-O' },
  { name: "King's Indian Attack", moves: 'Nf3 d5 g3 Nf6 Bg2 c6 O-O Bg4 d3 Nbd7' },
  { name: 'Bird Opening', moves: 'f4 d5 Nf3 Nf6 e3 g6 Be2 Bg7 O-O O-O' },
  { name: 'Nimzowitsch-Larsen Attack', moves: 'b3 e5 Bb2 Nc6 e3 d5 Bb5 Bd6' },
];

/** Plies an opening line may have. */
export const MIN_PLIES = 6;
export const MAX_PLIES = 12;

/** One opening's EPD line: the position after its moves, its name and its numbered game score. */
export function openingEpd(line: OpeningLine): Result<string, string> {
  const board = boardFromFen(START_FEN, X88);
  if (!board.ok) return err(board.error.message);
  const b = board.value;
  const sans = line.moves.split(' ');
  if (sans.length < MIN_PLIES || sans.length > MAX_PLIES) {
    return err(`${line.name}: ${sans.length} plies; an opening has ${MIN_PLIES} to ${MAX_PLIES}`);
  }
  const score: string[] = [];
  for (const [i, text] of sans.entries()) {
    const move = parseSan(b, text);
    if (!move.ok) return err(`${line.name}: move ${i + 1} '${text}' is ${move.error.detail}`);
    const san = makeSan(b, move.value);
    score.push(i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san);
    b.make(move.value);
  }
  const operations = new Map([
    ['id', [line.name]],
    ['c0', [score.join(' ')]],
  ]);
  return ok(makeEpd({ fen: boardFen(b), operations }));
}

/**
 * The fixture text: one plain EPD line per opening, nothing else (match runners such as
 * fastchess refuse comment lines; fixtures/README.md says what the file is); an error if a
 * line is bad.
 */
export function openingsText(lines: readonly OpeningLine[] = OPENING_LINES): Result<string, string> {
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const line of lines) {
    const epd = openingEpd(line);
    if (!epd.ok) return epd;
    const position = epd.value.split(' ').slice(0, 4).join(' ');
    const twin = seen.get(position);
    if (twin !== undefined) return err(`${line.name}: the same position as ${twin}`);
    seen.set(position, line.name);
    out.push(epd.value);
  }
  return ok(out.join('\n') + '\n');
}

/** Where the fixture goes. */
export function openingsPath(root: string = repoRoot()): string {
  return resolve(root, 'fixtures/openings.epd');
}

function main(): number {
  const text = openingsText();
  if (!text.ok) {
    process.stderr.write(`make-openings: ${text.error}\n`);
    return 1;
  }
  const path = openingsPath();
  writeAtomically(path, text.value);
  process.stdout.write(`make-openings: wrote ${OPENING_LINES.length} openings to ${path}\n`);
  return 0;
}

if (isMainModule(import.meta.url)) process.exitCode = main();
