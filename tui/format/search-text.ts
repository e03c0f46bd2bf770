// Search results as text: scores ("+0.13", "-1.50", "mate 3"), principal variations in SAN
// with move numbers ("12. Nf3 Nc6 13. d4", "12... Nc6 13. d4"), and the one-line summary of a
// finished iteration that `ttychess analyze` prints:
//
//   depth  score        nodes      time  pv
//    5/9   +0.13        15230     41 ms  1. Nf3 Nc6 2. d4 d5 3. c4

import type { Board } from '../../core/board.js';
import { makeSan } from '../../core/san.js';
import { playUciLine } from '../../core/uci-move.js';
import type { InfoRecord, Score } from '../../engines/engine.js';

/** A score in pawns with a sign ("+0.13", "-1.50", "0.00"), or "mate N" (negative: being mated). */
export function formatScore(score: Score): string {
  if ('mate' in score) return `mate ${score.mate}`;
  if (score.cp === 0) return '0.00';
  return (score.cp > 0 ? '+' : '-') + (Math.abs(score.cp) / 100).toFixed(2);
}

/**
 * The SAN of UCI moves played from the board's position, numbered as in a game score. A move
 * that is not legal where it stands (an engine's bug) ends the conversion: it and the moves
 * after it are shown in UCI, in brackets. The board is left as it was.
 */
export function sanLine(board: Board, uci: readonly string[]): string {
  const out: string[] = [];
  const played = playUciLine(board.clone(), uci, (b, move, i) => {
    if (b.side === 1) out.push(`${b.fullmove}.`);
    else if (i === 0) out.push(`${b.fullmove}...`);
    out.push(makeSan(b, move));
  });
  if (played < uci.length) out.push(`[${uci.slice(played).join(' ')}]`);
  return out.join(' ');
}

/** The columns of an iteration line: depth/seldepth, score, nodes, time, pv. */
function columns(depth: string, score: string, nodes: string, time: string, pv: string): string {
  return [depth.padStart(5), score.padEnd(8), nodes.padStart(11), time.padStart(10), pv].join('  ').trimEnd();
}

/** The header over the iteration lines. */
export const INFO_HEADER = columns('depth', 'score', 'nodes', 'time', 'pv');

/**
 * One finished iteration: depth/seldepth, score, nodes, time and the pv from `board`; a line of
 * MultiPV above 1 starts its pv with its number ("#2 1. Nc3 ...").
 */
export function formatInfo(info: InfoRecord, board: Board): string {
  return columns(
    `${info.depth}/${info.seldepth}`,
    formatScore(info.score),
    String(info.nodes),
    `${Math.round(info.ms)} ms`,
    (info.multipv !== undefined ? `#${info.multipv} ` : '') + sanLine(board, info.pv),
  );
}
