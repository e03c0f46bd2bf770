// Fuzzing the readers of FEN, PGN and EPD (core/fen.ts, core/pgn.ts, core/epd.ts): any text,
// random or a real file spoiled a little, is either read or refused with one line (a message
// with no line break), never thrown. What is read is also replayed (PGN games) or written back
// and read again (FEN), so a reader that accepts what the rest cannot use is caught too.

import fc from 'fast-check';
import { parseEpdFile } from '../../core/epd.js';
import { makeFen, parseFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { parsePgn, replayPgnGame } from '../../core/pgn.js';
import { errorMessage } from '../../core/result.js';

const FEN_SAMPLES = [
  START_FEN,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2',
];

const PGN_SAMPLE = `[Event "WCCC 1983"]
[Site "New York"]
[White "Cray Blitz"]
[Black "BCP"]
[Result "1-0"]

1. e4 c5 2. Nf3 {a comment} d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 (5. f3 e5) a6 6. Be2 e5
7. Nb3 Be7 8. O-O O-O 9. Be3 Qc7 $1 10. a4 b6 1-0

[Event "?"]
[SetUp "1"]
[FEN "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1"]

1. b8=Q+ Kd7 2. Qb5+ Ke7 *
`;

const EPD_SAMPLE = `# a suite
2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";
8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - bm Rxb2; id "WAC.002"; c0 "a; tricky \\"one\\"";
`;

/** Text that is one of the samples spoiled: characters dropped, inserted or swapped. */
function spoiled(samples: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...samples),
      fc.array(
        fc.tuple(
          fc.constantFrom('drop', 'insert', 'swap'),
          fc.nat(),
          fc.oneof(
            fc.constantFrom(
              ' ',
              '/',
              '"',
              '{',
              '}',
              '(',
              ')',
              ';',
              '[',
              ']',
              '\n',
              '\r',
              'x',
              '9',
              '=',
              '-',
              '.',
            ),
            fc.string({ unit: 'binary', maxLength: 3 }),
          ),
        ),
        { maxLength: 6 },
      ),
    )
    .map(([text, edits]) => {
      let out = text;
      for (const [kind, n, piece] of edits) {
        const at = out.length === 0 ? 0 : n % out.length;
        if (kind === 'drop') out = out.slice(0, at) + out.slice(at + 1);
        else if (kind === 'insert') out = out.slice(0, at) + piece + out.slice(at);
        else out = out.slice(0, at) + out.slice(at + 1, at + 2) + out.slice(at, at + 1) + out.slice(at + 2);
      }
      return out;
    });
}

const anyText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
);

export const fenText = fc.oneof(anyText, spoiled(FEN_SAMPLES));
export const pgnText = fc.oneof(anyText, spoiled([PGN_SAMPLE]));
export const epdText = fc.oneof(anyText, spoiled([EPD_SAMPLE]));

/** Why a refusal is not one line, or undefined when it is. */
function notOneLine(what: string, message: string): string | undefined {
  if (message.trim() === '') return `${what}: an empty error message`;
  if (/[\r\n]/.test(message)) return `${what}: an error message of several lines: ${JSON.stringify(message)}`;
  return undefined;
}

/** Reads `text` as each kind it is meant for; the problems found (empty: it passed). */
export function checkReaders(kind: 'fen' | 'pgn' | 'epd', text: string): string[] {
  const problems: string[] = [];
  const note = (p: string | undefined) => p !== undefined && problems.push(p);
  try {
    if (kind === 'fen') {
      const r = parseFen(text);
      if (!r.ok) note(notOneLine('FEN', r.error.message));
      else {
        const again = parseFen(makeFen(r.value));
        if (!again.ok)
          problems.push(`FEN ${JSON.stringify(text)} read, but its makeFen does not: ${again.error.message}`);
      }
    } else if (kind === 'pgn') {
      const r = parsePgn(text);
      if (!r.ok) note(notOneLine('PGN', r.error.message));
      else
        for (const game of r.value) {
          const replay = replayPgnGame(game, X88);
          if (!replay.ok) note(notOneLine('PGN replay', replay.error.message));
        }
    } else {
      const r = parseEpdFile(text);
      if (!r.ok) note(notOneLine('EPD', r.error.message));
    }
  } catch (e) {
    problems.push(`${kind} reader threw on ${JSON.stringify(text)}: ${errorMessage(e)}`);
  }
  return problems;
}
