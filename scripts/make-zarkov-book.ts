// `npm run make-zarkov-book`: rebuilds Zarkov's built-in opening book from the project's own data.
//
//   1. fixtures/zarkov-book-lines.pgn: the 160 opening lines of GNU Chess's default book
//      (engines/gnu/default-book.ts, common opening theory) as PGN games, one per line, each
//      with its name as the Opening tag and the result '*' (a line of theory has none).
//   2. `ttychess book build fixtures/games/*.pgn --theory fixtures/zarkov-book-lines.pgn -o ...`
//      (runBookBuild, the command itself): the historical games of fixtures/games/ count with
//      their results; each theory line counts as one game in which every move is a win for the
//      side that played it. Positions with fewer than 3 wins are dropped.
//   3. engines/zarkov/default-book.ts: the book file's bytes in base64, so the built engine
//      finds its book in dist/ (and a clean clone has it) with no file lookup at run time.
//
// scripts/make-zarkov-book.test.ts fails when the committed files differ from what this script
// would write now. Files are written under a temporary name and renamed into place.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardFromFen, START_FEN } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { makePgn } from '../core/pgn.js';
import { makeSan } from '../core/san.js';
import { parseUci } from '../core/uci-move.js';
import { parseBook } from '../engines/gnu/book.js';
import { DEFAULT_BOOK } from '../engines/gnu/default-book.js';
import { runBookBuild } from '../tui/commands/book.js';
import { isMainModule, repoRoot, writeAtomically } from './files.js';

export const LINES_PGN = 'fixtures/zarkov-book-lines.pgn';
export const BOOK_MODULE = 'engines/zarkov/default-book.ts';
const BASE64_LINE = 100;

/** The GNU default book's lines as PGN text: SAN moves, the line's comment as its Opening tag. */
export function bookLinesPgn(): string {
  const book = parseBook(DEFAULT_BOOK);
  if (!book.ok) throw new Error(book.error);
  // Each line's name: the heading above it, then its own comment ("Ruy Lopez: Closed").
  const names: string[] = [];
  let heading = '';
  for (const row of DEFAULT_BOOK.split(/\r?\n/)) {
    const [moves = '', ...comment] = row.split('#');
    const note = comment.join('#').replace(/-{2,}/g, '').trim();
    if (moves.trim() === '') {
      if (note !== '') heading = note;
      continue;
    }
    names.push([heading, note].filter((t) => t !== '').join(': '));
  }
  const games = book.value.lines.map((line, i) => {
    const start = boardFromFen(START_FEN, X88);
    if (!start.ok) throw new Error(start.error.message);
    const board = start.value;
    const sans = line.map((uci) => {
      const m = parseUci(board, uci);
      if (!m.ok) throw new Error(m.error.message);
      const san = makeSan(board, m.value);
      board.make(m.value);
      return san;
    });
    const name = names[i] ?? '';
    return makePgn({
      tags: [
        ['Event', 'GNU Chess default book'],
        ['Site', 'engines/gnu/default-book.ts'],
        ['Round', String(i + 1)],
        ...(name !== '' ? ([['Opening', name]] as const) : []),
      ],
      moves: sans,
      result: '*',
    });
  });
  const head = [
    '; Opening theory for the Zarkov book: the lines of engines/gnu/default-book.ts, one game each.',
    '; Written by npm run make-zarkov-book; do not edit by hand.',
    '',
  ].join('\n');
  return head + games.join('');
}

/** The TypeScript module holding a book file's bytes. */
export function bookModule(bytes: Uint8Array, positions: number): string {
  const text = Buffer.from(bytes).toString('base64');
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += BASE64_LINE) chunks.push(`  '${text.slice(i, i + BASE64_LINE)}',`);
  return [
    "// Zarkov's built-in positional opening book: the bytes of the book file (format in book.ts and",
    '// files.ts) in base64, so the engine needs no file at run time. Written by',
    '// `npm run make-zarkov-book` (scripts/make-zarkov-book.ts) from the GNU default book lines',
    '// (fixtures/zarkov-book-lines.pgn, as theory) and the historical games of fixtures/games/.',
    '// Do not edit by hand.',
    '',
    `/** ${positions} positions, ${bytes.length} bytes. */`,
    'export const DEFAULT_BOOK_BASE64 = [',
    ...chunks,
    "].join('');",
    '',
  ].join('\n');
}

/** The historical game files, sorted (the book does not depend on the order, the message does). */
export function gameFiles(root: string): string[] {
  return readdirSync(join(root, 'fixtures', 'games'))
    .filter((f) => f.endsWith('.pgn'))
    .sort()
    .map((f) => join(root, 'fixtures', 'games', f));
}

/** Builds the book into a temporary folder; returns the command's lines, its bytes and size. */
export function makeBook(root: string, linesPath: string): { lines: string[]; bytes: Uint8Array } {
  const dir = mkdtempSync(join(tmpdir(), 'zarkov-book-'));
  try {
    const out = join(dir, 'zarkov.book');
    const r = runBookBuild({ games: gameFiles(root), theory: linesPath, out });
    if (r.code !== 0) throw new Error(r.stderr.join(' '));
    return { lines: [...r.stdout], bytes: new Uint8Array(readFileSync(out)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const root = repoRoot();
  const linesPath = join(root, LINES_PGN);
  writeAtomically(linesPath, bookLinesPgn());
  const { lines, bytes } = makeBook(root, linesPath);
  const positions = (bytes.length - 32) / 12;
  writeAtomically(join(root, BOOK_MODULE), bookModule(bytes, positions), {
    inputs: [...gameFiles(root), linesPath],
  });
  for (const line of lines) console.log(line);
  console.log(`wrote ${LINES_PGN} and ${BOOK_MODULE}`);
}

if (isMainModule(import.meta.url)) main();
