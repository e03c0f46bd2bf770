// Fitting text to the teletype's paper: an ASR-33 prints at most 72 columns a line. Text is made
// visible first (core/visible.ts: an ESC in a PGN tag prints as \x1b), so the escapes are
// counted in the width they take.

import { visible } from '../../core/visible.js';

/** Columns on a line of teletype paper. */
export const PAPER_WIDTH = 72;

/** Cuts `text` into pieces of at most `width` columns, without regard to words (for echoed input). */
export function breakLine(raw: string, width: number = PAPER_WIDTH): string[] {
  const text = visible(raw);
  if (text.length <= width) return [text];
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += width) pieces.push(text.slice(i, i + width));
  return pieces;
}

/**
 * Word-wraps `text` to lines of at most `width` columns. Continuation lines keep the first
 * line's indentation; a word longer than a line is cut.
 */
export function wrapWords(raw: string, width: number = PAPER_WIDTH): string[] {
  const text = visible(raw);
  if (text.length <= width) return [text];
  const indent = /^ */.exec(text)![0];
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let line = indent;
  for (const word of words) {
    const sep = line.trim() === '' ? '' : ' ';
    if (line.length + sep.length + word.length <= width) {
      line += sep + word;
      continue;
    }
    if (line.trim() !== '') lines.push(line);
    line = indent;
    for (const piece of breakLine(word, width - indent.length)) {
      if (line.trim() !== '') lines.push(line);
      line = indent + piece;
    }
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}

/** A row of a two-column list: the term (a command, a choice) and what it means. */
export type ColumnRow = readonly [term: string, text: string];

/** Columns between the term column and the text column of a two-column list. */
const COLUMN_GAP = 2;

/** The fewest columns a two-column list leaves its text column before putting it under the term. */
const MIN_TEXT_COLUMNS = 24;

/**
 * Sets `rows` as a two-column list, each line starting with `indent` spaces: the terms padded to
 * the widest one, the text word-wrapped in the rest of the line, its continuation lines indented
 * under the text. When the terms leave the text fewer than 24 columns, each text goes on lines of
 * its own under its term, indented 4 more.
 *
 * ```
 *   RUN [SECONDS]  STEP ON BY ITSELF, PAUSING (DEFAULT 1 SECOND); ANY
 *                  KEY STOPS
 *   BOARD          PRINT THE BOARD
 * ```
 */
export function twoColumns(rows: readonly ColumnRow[], indent = 0, width: number = PAPER_WIDTH): string[] {
  const left = ' '.repeat(indent);
  const termWidth = Math.max(0, ...rows.map(([term]) => term.length));
  const textStart = indent + termWidth + COLUMN_GAP;
  if (width - textStart < MIN_TEXT_COLUMNS) {
    const under = ' '.repeat(indent + 4);
    return rows.flatMap(([term, text]) => [
      ...wrapWords(left + term, width),
      ...wrapWords(under + text.trim(), width),
    ]);
  }
  const hang = ' '.repeat(textStart);
  return rows.flatMap(([term, text]) =>
    wrapWords(text.trim(), width - textStart).map((piece, i) =>
      i === 0 ? (left + term.padEnd(termWidth + COLUMN_GAP) + piece).trimEnd() : hang + piece,
    ),
  );
}
