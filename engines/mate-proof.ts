// Short forced mates proved on the core board, for the engine boundary (analysis.ts): a search
// that answers before it sees a mate (GNU's one legal reply, searched a single ply; a shallow
// HIARCS search) reports a score in centipawns where the position is lost or won by force. A
// small AND-OR search over legal moves finds mates of at most a few moves within a budget of
// positions; nothing here is an engine's, and the search that chose the move is not touched.
//
// Lines are core moves, the mating move last. A mate in n takes 2n - 1 plies; "mated in n"
// (UCI `mate -n`) takes 2n plies, the side to move's own moves included.

import type { Board } from '../core/board.js';
import type { Move } from '../core/move.js';
import { legalMoves } from '../core/movegen.js';

/** Positions a proof may still look at; shared by its calls, counted down. */
export interface MateBudget {
  left: number;
}

/**
 * The shortest forced mate of at most `moves` moves for the side to move, as a line (the
 * defender's longest resistance at each of its turns), or undefined: none that short, or the
 * budget ran out first. The board is left as it was.
 */
export function findMate(board: Board, moves: number, budget: MateBudget): Move[] | undefined {
  for (let n = 1; n <= moves; n++) {
    const line = mateIn(board, n, budget);
    if (line !== undefined) return line;
    if (budget.left <= 0) return undefined;
  }
  return undefined;
}

/** A mate in exactly at most `n` moves starting with one of the side to move's moves. */
function mateIn(board: Board, n: number, budget: MateBudget): Move[] | undefined {
  for (const m of legalMoves(board)) {
    if (--budget.left < 0) return undefined;
    board.make(m);
    const rest = n === 1 ? mateNow(board) : matedWithin(board, n - 1, budget);
    board.unmake();
    if (rest !== undefined) return [m, ...rest];
  }
  return undefined;
}

/** [] when the side to move is checkmated, else undefined. */
function mateNow(board: Board): Move[] | undefined {
  return board.inCheck() && legalMoves(board).length === 0 ? [] : undefined;
}

/**
 * Whether every move of the side to move is met by a mate of at most `n` moves: the line of
 * the move that lasts longest, [] when it is mated already, undefined when some move escapes.
 */
export function matedWithin(board: Board, n: number, budget: MateBudget): Move[] | undefined {
  const replies = legalMoves(board);
  if (replies.length === 0) return board.inCheck() ? [] : undefined;
  if (board.halfmove >= 100) return undefined;
  let longest: Move[] | undefined;
  for (const r of replies) {
    board.make(r);
    const line = findMate(board, n, budget);
    board.unmake();
    if (line === undefined) return undefined;
    if (longest === undefined || line.length + 1 > longest.length) longest = [r, ...line];
  }
  return longest;
}
