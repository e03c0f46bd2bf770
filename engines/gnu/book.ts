// GNU Chess 1987's opening book: a text file of move lines, and at each move a random choice
// among the lines that match the game so far.
//
// The text format, one opening per line, moves in SAN from the initial position:
//
//   # Ruy Lopez, Closed                      <- '#' starts a comment, to the end of the line
//   e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7
//   1. d4 d5 2. c4 e6                        <- move numbers ('1.', '1...', '12.e4') are skipped
//                                            <- blank lines are ignored
//
// SAN is what people type and read (parseSan also takes 'Ng1f3', '0-0', 'e8Q'). Each line is
// replayed once, at parse time, from the initial position and stored as UCI moves, so looking
// a move up is string comparison only. A move that is not legal where it stands is an error
// naming the line and the move's place on it, counting both sides' moves from 1:
//
//   book line 12: move 5 'Nf9' is not a square

import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { err, ok, type Result } from '../../core/result.js';
import { parseSan } from '../../core/san.js';
import { makeUci } from '../../core/uci-move.js';

/** An opening book: every opening as UCI moves from the initial position, in file order. */
export interface Book {
  readonly lines: readonly (readonly string[])[];
}

/** A move number, alone ('1.', '12...') or glued to the move after it ('12.e4'). */
const MOVE_NUMBER = /^\d+\.+/;

/** Reads a book in the text format above; the error names the line and the first bad move. */
export function parseBook(text: string): Result<Book, string> {
  const start = boardFromFen(START_FEN, X88);
  if (!start.ok) throw new Error(start.error.message);
  const lines: string[][] = [];
  const rows = text.split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    const tokens = rows[i]!.replace(/#.*$/, '')
      .split(/\s+/)
      .map((t) => t.replace(MOVE_NUMBER, ''))
      .filter((t) => t !== '');
    if (tokens.length === 0) continue;
    const board = start.value.clone();
    const moves: string[] = [];
    for (const [k, san] of tokens.entries()) {
      const move = parseSan(board, san);
      if (!move.ok) return err(`book line ${i + 1}: move ${k + 1} '${san}' is ${move.error.detail}`);
      moves.push(makeUci(board, move.value));
      board.make(move.value);
    }
    lines.push(moves);
  }
  return ok({ lines });
}

/**
 * The next move of every book line that begins with the game so far and goes on past it, in
 * book order (a move appears once per line that leads to it). `played` is UCI from the initial
 * position.
 */
export function bookCandidates(book: Book, played: readonly string[]): string[] {
  const next: string[] = [];
  for (const line of book.lines) {
    if (line.length <= played.length) continue;
    let matches = true;
    for (let i = 0; i < played.length && matches; i++) matches = line[i] === played[i];
    if (matches) next.push(line[played.length]!);
  }
  return next;
}

/**
 * A book move for the game so far, in UCI: the next move of one of the matching lines, each line
 * equally likely under `random` (numbers in [0, 1)), or undefined when no line matches.
 */
export function bookMove(book: Book, played: readonly string[], random: () => number): string | undefined {
  const next = bookCandidates(book, played);
  if (next.length === 0) return undefined;
  const pick = Math.min(next.length - 1, Math.floor(random() * next.length));
  return next[pick];
}
