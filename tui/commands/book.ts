// `ttychess book`: Zarkov's positional opening book (engines/zarkov/book.ts).
//
//   ttychess book build <games.pgn...> -o <book> [--theory <lines.pgn>]
//       stores every position from the first 40 moves of each game with how many games reached
//       it and how many the side that moved into it won; keeps those with at least 3 wins;
//       writes the binary book atomically (temporary file, then rename). Games in the --theory
//       file are opening lines without results: each of their moves counts as a win for the side
//       that played it.
//
//   ttychess book show [--book FILE] [--fen FEN] [--moves "..."]
//       the book moves in a position (the start position by default), most occurrences first,
//       from FILE or the built-in book.
//
// Each yargs module only parses; runBookBuild and runBookShow do the work and return what to
// print, so tests call them directly.

import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import type { Argv, CommandModule, Options } from 'yargs';
import { makeSan } from '../../core/san.js';
import { parseUci } from '../../core/uci-move.js';
import { err, type Result } from '../../core/result.js';
import {
  BOOK_MOVES,
  bookChoices,
  buildBook,
  MAX_BOOK_BYTES,
  MIN_WINS,
  ZarkovBook,
  type BookSource,
} from '../../engines/zarkov/book.js';
import { DEFAULT_BOOK_BASE64 } from '../../engines/zarkov/default-book.js';
import { writeBytesAtomically } from '../../engines/zarkov/files.js';
import { checkOutputFile } from '../files.js';
import { readRegularFile, readTextFile } from '../../engines/file-read.js';
import { parsePosition } from './engine-args.js';
import { emit, success, usageError, type CommandOutput } from './output.js';

export interface BookBuildArgs {
  readonly games: readonly string[];
  /** A string; an array when the flag was given twice (refused). */
  readonly out: string | readonly string[];
  readonly theory?: string | readonly string[] | undefined;
}

export interface BookShowArgs {
  readonly book?: string | undefined;
  readonly fen?: string | undefined;
  readonly moves?: string | undefined;
}

/**
 * File access, injected so tests can use a temporary folder or none at all. Reads return the
 * contents or a few words saying why not (engines/file-read.ts: regular files of bounded size).
 */
export interface BookFiles {
  readText(path: string): Result<string, string>;
  readBytes(path: string): Result<Uint8Array, string>;
  /** Replaces `path` with `bytes` (engines/file-write.ts), refusing any of `inputs`. */
  writeBytes(path: string, bytes: Uint8Array, inputs: readonly string[]): void;
  /** Why `path` may not be replaced (not a regular file, one of `inputs`...), or undefined. */
  refuseWrite(path: string, inputs: readonly string[]): string | undefined;
  /** Whether there is a file at `path` (links followed). */
  exists(path: string): boolean;
}

export const NODE_FILES: BookFiles = {
  readText: (path) => {
    const r = readTextFile(path);
    return r.ok ? r : err(r.error.reason);
  },
  readBytes: (path) => {
    const r = readRegularFile(path, MAX_BOOK_BYTES);
    return r.ok ? r : err(r.error.reason);
  },
  writeBytes: (path, bytes, inputs) => writeBytesAtomically(path, bytes, { inputs }),
  refuseWrite: (path, inputs) => checkOutputFile(path, 'replace', { inputs, makeFolder: true })?.reason,
  exists: existsSync,
};

/** The flags of `book build`, as data. */
export const BOOK_BUILD_OPTIONS = {
  out: {
    alias: 'o',
    type: 'string',
    demandOption: true,
    describe: 'the book file to write',
  },
  theory: {
    type: 'string',
    describe: 'a PGN of opening lines without results (each move counts as a win for its side)',
  },
} as const satisfies Record<string, Options>;

/** The flags of `book show`, as data. */
export const BOOK_SHOW_OPTIONS = {
  book: { type: 'string', describe: 'a book made by book build (default: the built-in book)' },
  fen: { type: 'string', describe: 'position the moves start from (default: the start position)' },
  moves: { type: 'string', describe: 'moves played from --fen, UCI or SAN' },
} as const satisfies Record<string, Options>;

/**
 * Why `out` must not be written, if so: the rules of every write (engines/file-write.ts: not a
 * regular file, one of the files read), or a file already there that is not a Zarkov book (a PGN,
 * anything else). Only a book is ever replaced by a book.
 */
function refuseOut(files: BookFiles, out: string, inputs: readonly string[]): string | undefined {
  const refused = files.refuseWrite(out, inputs);
  if (refused !== undefined) return `book build: -o '${out}': ${refused}; nothing written`;
  if (!files.exists(out)) return undefined;
  const bytes = files.readBytes(out);
  const book = bytes.ok ? ZarkovBook.fromBytes(bytes.value) : bytes;
  if (!book.ok)
    return `book build: -o '${out}' is already there and is not a Zarkov book (${book.error}); nothing written (only a book is replaced)`;
  return undefined;
}

/** Builds a book from PGN files and writes it; returns what to print. */
export function runBookBuild(args: BookBuildArgs, files: BookFiles = NODE_FILES): CommandOutput {
  if (args.games.length === 0) return usageError('book build: name at least one PGN file of games');
  const out = args.out;
  const theory = args.theory;
  if (typeof out !== 'string') return usageError('book build: give -o <book> once');
  if (out === '') return usageError('book build: -o <book> is required');
  if (theory !== undefined && typeof theory !== 'string')
    return usageError('book build: give --theory <lines.pgn> once');
  const sources: BookSource[] = [];
  const named = args.games.map((name) => ({ name, theory: false }));
  if (theory !== undefined) named.push({ name: theory, theory: true });
  const refused = refuseOut(
    files,
    out,
    named.map((n) => n.name),
  );
  if (refused !== undefined) return usageError(refused);
  for (const source of named) {
    const text = files.readText(source.name);
    if (!text.ok) return usageError(`book build: cannot read '${source.name}': ${text.error}`);
    sources.push({ ...source, text: text.value });
  }
  const built = buildBook(sources);
  if (!built.ok) return usageError(`book build: ${built.error}`);
  const { book, games, seen } = built.value;
  // An empty book is never written: it would replace a good one with nothing.
  if (games === 0) return usageError(`book build: no games in ${named.map((n) => n.name).join(', ')}`);
  if (book.size === 0)
    return usageError(
      `book build: no position of the ${games} games has ${MIN_WINS} wins: the book would be empty; nothing written`,
    );
  const bytes = book.toBytes();
  try {
    files.writeBytes(
      out,
      bytes,
      named.map((n) => n.name),
    );
  } catch (e) {
    return usageError(`book build: cannot write '${out}': ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  return success([
    `read ${games} games from ${sources.length} files${theory !== undefined ? ` (theory: ${theory})` : ''}`,
    `positions: ${seen} in the first ${BOOK_MOVES} moves, ${book.size} kept with at least ${MIN_WINS} wins`,
    `wrote ${out} (${bytes.length} bytes)`,
  ]);
}

/** Reads a book file (or the built-in book); the error is one line naming the file. */
export function readBook(
  path: string | undefined,
  files: BookFiles = NODE_FILES,
): Result<ZarkovBook, string> {
  let bytes: Uint8Array;
  if (path === undefined) {
    bytes = Buffer.from(DEFAULT_BOOK_BASE64, 'base64');
  } else {
    const read = files.readBytes(path);
    if (!read.ok) return err(`book file '${path}': ${read.error}`);
    bytes = read.value;
  }
  const book = ZarkovBook.fromBytes(bytes);
  return book.ok ? book : err(`book file '${path ?? '(built-in)'}': ${book.error}`);
}

/** Lists the book moves in a position; returns what to print. */
export function runBookShow(args: BookShowArgs, files: BookFiles = NODE_FILES): CommandOutput {
  const position = parsePosition(args.fen, args.moves);
  if (!position.ok) return usageError(position.error);
  const book = readBook(args.book, files);
  if (!book.ok) return usageError(book.error);
  const board = position.value.board;
  const lines = [`book ${args.book ?? '(built-in)'}: ${book.value.size} positions`, position.value.fen];
  const choices = bookChoices(book.value, board);
  if (choices.length === 0) lines.push('no legal move reaches a book position');
  for (const c of choices) {
    const move = parseUci(board, c.move);
    const san = move.ok ? makeSan(board, move.value) : c.move;
    lines.push(
      `${`${san} (${c.move})`.padEnd(16)} ${String(c.occurrences).padStart(6)} games ${String(c.wins).padStart(6)} wins`,
    );
  }
  return success(lines);
}

const buildCommand: CommandModule<object, BookBuildArgs> = {
  command: 'build <games..>',
  describe: 'Build a positional book from PGN games',
  builder: (yargs: Argv<object>) =>
    yargs
      // <games..> in the command already makes at least one file required. yargs gives a variadic
      // positional the default [], which its help printed as `[required] [default: []]`; an
      // explicit undefined default takes that away.
      .positional('games', {
        type: 'string',
        array: true,
        default: undefined,
        describe: 'PGN files of games with results (one or more)',
      })
      .options(BOOK_BUILD_OPTIONS)
      // The variadic <games..> needs repeated values kept (the entry turns that off for flags);
      // a flag given twice then arrives as an array, which runBookBuild refuses.
      .parserConfiguration({ 'duplicate-arguments-array': true, 'camel-case-expansion': false })
      .example('$0 book build games.pgn -o my.book', 'positions with at least 3 wins')
      .example(
        '$0 book build fixtures/games/*.pgn --theory fixtures/zarkov-book-lines.pgn -o zarkov.book',
        'the built-in book (npm run make-zarkov-book)',
      ) as Argv<BookBuildArgs>,
  handler: (args) => emit(runBookBuild(args)),
};

const showCommand: CommandModule<object, BookShowArgs> = {
  command: 'show',
  describe: 'List the book moves in a position',
  builder: (yargs: Argv<object>) =>
    yargs
      .options(BOOK_SHOW_OPTIONS)
      .example('$0 book show', 'from the start position, built-in book')
      .example('$0 book show --moves "d4 Nf6 c4"', 'after 1.d4 Nf6 2.c4'),
  handler: (args) => emit(runBookShow(args)),
};

export const bookCommand: CommandModule<object, object> = {
  command: 'book',
  describe: "Zarkov's positional opening book: build one from games, or show its moves",
  builder: (yargs: Argv<object>) =>
    yargs.command(buildCommand).command(showCommand).demandCommand(1, 'book: name an action: build or show'),
  handler: () => undefined,
};
