// The board as the teletype prints it: tui/format/board-text.ts's 1980s ASCII diagram (WN a
// white knight, BN a black one), with two additions. In a game against the machine a line under
// the board says whose pieces are the machine's; with --unicode the two-letter cells become
// chess glyphs (each followed by a space, so the columns stay where they were).

import type { Board } from '../../core/board.js';
import { boardText } from '../format/board-text.js';

const GLYPHS: Readonly<Record<string, string>> = {
  WK: '\u2654',
  WQ: '\u2655',
  WR: '\u2656',
  WB: '\u2657',
  WN: '\u2658',
  WP: '\u2659',
  BK: '\u265a',
  BQ: '\u265b',
  BR: '\u265c',
  BB: '\u265d',
  BN: '\u265e',
  BP: '\u265f',
};

export interface BoardPrintOptions {
  readonly unicode?: boolean;
  /** The machine's colour and name in a game against it: its pieces are named under the board. */
  readonly machine?: { readonly side: 1 | -1; readonly name: string } | undefined;
  /** Print it from Black's side (Black's pieces at the bottom): for a person playing Black. */
  readonly fromBlack?: boolean;
}

/** The board's lines for the paper. */
export function printBoard(board: Board, options: BoardPrintOptions = {}): string[] {
  let lines = boardText(board, options.fromBlack === true);
  if (options.unicode) {
    // Only the rank rows hold pieces: "  8  BR BN ...  8".
    lines = lines.map((line) =>
      /^\s+\d\s/.test(line) ? line.replace(/\b[WB][KQRBNP]\b/g, (cell) => `${GLYPHS[cell]} `) : line,
    );
  }
  if (options.machine) {
    const { side, name } = options.machine;
    const letter = side === 1 ? 'W' : 'B';
    const colour = side === 1 ? 'WHITE' : 'BLACK';
    // With glyphs there are no letters: the pieces are told apart by their shape.
    const marked = options.unicode
      ? `ITS PIECES ARE THE ${side === 1 ? 'OUTLINED' : 'SOLID'} ONES.`
      : `ITS PIECES ARE MARKED ${letter}.`;
    lines.push(`   ${name} PLAYS ${colour}: ${marked}`);
  }
  return lines;
}
