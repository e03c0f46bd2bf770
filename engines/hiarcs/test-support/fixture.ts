// Test helpers: a HIARCS board from a FEN (computer = side to move unless given), and squares by name.

import { boardFromFen } from '../../../core/fen.js';
import { MAILBOX } from '../../../core/layout.js';
import { parseUci } from '../../../core/uci-move.js';
import type { Color } from '../../../core/types.js';
import { HiarcsBoard } from '../board.js';

/** A HIARCS board holding `fen`, with `computer` (default: the side to move) positive. */
export function hiarcsBoard(fen: string, computer?: Color): HiarcsBoard {
  const r = boardFromFen(fen, MAILBOX);
  if (!r.ok) throw new Error(r.error.message);
  const hb = new HiarcsBoard(r.value);
  hb.setComputer(computer ?? r.value.side);
  return hb;
}

/** HIARCS's number of a square name: "a1" = 11, "h8" = 88. */
export function sq(name: string): number {
  return ('abcdefgh'.indexOf(name[0]!) + 1) * 10 + Number(name[1]);
}

/** Plays UCI moves on a HIARCS board. */
export function play(hb: HiarcsBoard, ...moves: string[]): void {
  for (const text of moves) {
    const m = parseUci(hb.core, text);
    if (!m.ok) throw new Error(`${text}: ${m.error.message}`);
    hb.make(m.value);
  }
}
