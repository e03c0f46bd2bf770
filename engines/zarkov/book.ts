// Zarkov's positional opening book (seed part 4): positions, not move lines. It is made from
// games by storing every position arising from the first BOOK_MOVES moves of each game, with
// how many games reached it and how many of those the side that had just moved went on to win;
// positions with fewer than MIN_WINS wins are dropped. In play, Zarkov makes each legal move,
// looks the resulting position up (so a transposition finds the same entry whatever the move
// order), and plays the move whose position occurred most often, at once.
//
// Wins. For a game with a result, a position counts one game, and one win if the side that moved
// into it won (1-0: every position reached by a White move; 0-1: by a Black move; a draw or '*'
// gives no wins). A "theory" source (lines of opening theory, which carry no results) credits
// every move of a line as a win for the side that played it: a line printed in an opening book
// is a recommendation for both sides. With MIN_WINS = 3 a position made of theory alone must lie
// on at least three lines. A position repeated inside one game counts once for that game.
//
// The file (files.ts container, magic "ZARKBOOK", 12 bytes an entry, strictly ascending keys so
// lookups are a binary search):
//
//   offset  size  field
//        0     4  Zobrist key, high half (unsigned 32-bit)
//        4     4  Zobrist key, low half (unsigned 32-bit)
//        8     2  games that reached the position (saturating at 65535)
//       10     2  wins for the side that moved into it (saturating at 65535)

import type { Board } from '../../core/board.js';
import { X88 } from '../../core/layout.js';
import { GEN_ALL, generateLegal, MAX_MOVES } from '../../core/movegen.js';
import { parsePgn, replayPgnGame } from '../../core/pgn.js';
import { err, ok, type Result } from '../../core/result.js';
import { makeUci } from '../../core/uci-move.js';
import { decodeFile, encodeFile, HEADER_BYTES, type FileKind } from './files.js';

/** Positions are stored from the first this many moves (each side's) of a game: 80 plies. */
export const BOOK_MOVES = 40;
/** A position needs at least this many wins to stay in the book. */
export const MIN_WINS = 3;

/** The largest book file read (over a million positions; the built-in one is about 1 KB). */
export const MAX_BOOK_BYTES = 16 * 1024 * 1024;

export const BOOK_FILE: FileKind = { magic: 'ZARKBOOK', entryBytes: 12, noun: 'book' };

const SATURATE = 0xffff;

/** A book in memory: four parallel arrays sorted by key (high half, then low half). */
export class ZarkovBook {
  constructor(
    private readonly hi: Uint32Array,
    private readonly lo: Uint32Array,
    private readonly games: Uint16Array,
    private readonly won: Uint16Array,
  ) {}

  get size(): number {
    return this.hi.length;
  }

  /** The entry of the position with this key (board.hashLo, board.hashHi), or -1. */
  find(keyLo: number, keyHi: number): number {
    const h = keyHi >>> 0;
    const l = keyLo >>> 0;
    let a = 0;
    let b = this.hi.length - 1;
    while (a <= b) {
      const mid = (a + b) >>> 1;
      const mh = this.hi[mid]!;
      const ml = this.lo[mid]!;
      if (mh === h && ml === l) return mid;
      if (mh < h || (mh === h && ml < l)) a = mid + 1;
      else b = mid - 1;
    }
    return -1;
  }

  /** How many games reached entry `i`. */
  occurrences(i: number): number {
    return this.games[i]!;
  }

  /** How many of them the side that moved into it won. */
  wins(i: number): number {
    return this.won[i]!;
  }

  /** The file bytes of this book. */
  toBytes(): Uint8Array {
    const body = new Uint8Array(this.size * BOOK_FILE.entryBytes);
    const view = new DataView(body.buffer);
    for (let i = 0; i < this.size; i++) {
      const o = i * BOOK_FILE.entryBytes;
      view.setUint32(o, this.hi[i]!, true);
      view.setUint32(o + 4, this.lo[i]!, true);
      view.setUint16(o + 8, this.games[i]!, true);
      view.setUint16(o + 10, this.won[i]!, true);
    }
    return encodeFile(BOOK_FILE, this.size, body);
  }

  /** A book from file bytes, or what is wrong with them (one line, no file name). */
  static fromBytes(bytes: Uint8Array): Result<ZarkovBook, string> {
    const file = decodeFile(BOOK_FILE, bytes);
    if (!file.ok) return file;
    const { view, count } = file.value;
    const hi = new Uint32Array(count);
    const lo = new Uint32Array(count);
    const games = new Uint16Array(count);
    const won = new Uint16Array(count);
    for (let i = 0; i < count; i++) {
      const o = HEADER_BYTES + i * BOOK_FILE.entryBytes;
      hi[i] = view.getUint32(o, true);
      lo[i] = view.getUint32(o + 4, true);
      games[i] = view.getUint16(o + 8, true);
      won[i] = view.getUint16(o + 10, true);
      if (i > 0 && (hi[i]! < hi[i - 1]! || (hi[i] === hi[i - 1] && lo[i]! <= lo[i - 1]!)))
        return err(`entry ${i + 1} is out of order: the entries are corrupt`);
      if (won[i]! > games[i]! || won[i]! < MIN_WINS)
        return err(`entry ${i + 1} is corrupt (${games[i]} games, ${won[i]} wins)`);
    }
    return ok(new ZarkovBook(hi, lo, games, won));
  }
}

/** A book move: the move, and the entry of the position it reaches. */
export interface BookChoice {
  readonly move: string;
  readonly occurrences: number;
  readonly wins: number;
}

/**
 * Every legal move of `board` that reaches a book position, with that position's counts, best
 * first: most occurrences, then most wins, then the generator's order (so the choice is
 * deterministic). The board is left as it was.
 */
export function bookChoices(book: ZarkovBook, board: Board): BookChoice[] {
  const moves = new Int32Array(MAX_MOVES);
  const n = generateLegal(board, moves, 0, GEN_ALL);
  const found: BookChoice[] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    board.make(m);
    const at = book.find(board.hashLo, board.hashHi);
    board.unmake();
    if (at >= 0)
      found.push({
        move: makeUci(board, m),
        occurrences: book.occurrences(at),
        wins: book.wins(at),
      });
  }
  // Array.prototype.sort is stable: ties keep the generator's order they were found in.
  found.sort((a, b) => b.occurrences - a.occurrences || b.wins - a.wins);
  return found;
}

/** The book's move here (UCI), or undefined when no legal move reaches a book position. */
export function bookMove(book: ZarkovBook, board: Board): string | undefined {
  return bookChoices(book, board)[0]?.move;
}

/** One PGN text to build from. */
export interface BookSource {
  /** How messages name it (a file name). */
  readonly name: string;
  readonly text: string;
  /** Lines of opening theory: every move is credited as a win for the side that played it. */
  readonly theory: boolean;
}

/** What a build read and kept. */
export interface BookBuild {
  readonly book: ZarkovBook;
  readonly games: number;
  /** Distinct positions seen in the first BOOK_MOVES moves. */
  readonly seen: number;
}

/**
 * Builds a book from PGN sources (see the file comment for what counts as a win). The error is
 * one line naming the source and the game: a PGN that does not read, or a move that is illegal.
 */
export function buildBook(sources: readonly BookSource[]): Result<BookBuild, string> {
  // Build-time accumulation (not a hot path): key "hi:lo" -> [games, wins].
  const counts = new Map<string, [number, number, number, number]>();
  let games = 0;
  for (const source of sources) {
    const parsed = parsePgn(source.text);
    if (!parsed.ok) return err(`${source.name}: ${parsed.error.message}`);
    for (const game of parsed.value) {
      const replay = replayPgnGame({ ...game, moves: game.moves.slice(0, BOOK_MOVES * 2) }, X88);
      if (!replay.ok) return err(`${source.name}: ${replay.error.message}`);
      games++;
      const { board, moves } = replay.value;
      for (let i = 0; i < moves.length; i++) board.unmake();
      const winner = game.result === '1-0' ? 1 : game.result === '0-1' ? -1 : 0;
      const seenHere = new Set<string>();
      for (const m of moves) {
        const mover = board.side;
        board.make(m);
        const key = `${board.hashHi >>> 0}:${board.hashLo >>> 0}`;
        if (seenHere.has(key)) continue;
        seenHere.add(key);
        const entry = counts.get(key) ?? [board.hashHi >>> 0, board.hashLo >>> 0, 0, 0];
        entry[2]++;
        if (source.theory || mover === winner) entry[3]++;
        counts.set(key, entry);
      }
    }
  }
  const kept = [...counts.values()]
    .filter((e) => e[3] >= MIN_WINS)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const book = new ZarkovBook(
    Uint32Array.from(kept, (e) => e[0]),
    Uint32Array.from(kept, (e) => e[1]),
    Uint16Array.from(kept, (e) => Math.min(SATURATE, e[2])),
    Uint16Array.from(kept, (e) => Math.min(SATURATE, e[3])),
  );
  return ok({ book, games, seen: counts.size });
}
