// Engines side by side, for `ttychess compare`: one column per engine, with its static
// evaluation summed per group (EVAL_GROUPS) and its search result. Every score is in pawns from
// White's point of view, whoever is to move: an engine's search score (side to move's view) is
// turned round when Black is to move; mates read "M3" (White mates in 3) or "-M3" (Black does).
//
//   Scores in pawns from White's point of view (M3: White mates in 3; -M3: Black mates in 3).
//
//                  GNU Chess 1987      Zarkov
//                  gnu                 zarkov
//   evaluation
//     material      0.00               +0.10
//     ...
//     total        +0.58               +0.31
//   search
//     best move    Bxa6                Qxf6
//     score        +0.36               +0.42
//     depth        5/27                5/11
//     nodes        408170              51234
//     time         816 ms              203 ms
//     pv           1. Bxa6 hxg2        1. Qxf6 gxf6
//                  2. Qxg2 ...         2. ...
//
// A group in which an engine has no term shows "-". The columns share 80 characters (at least
// 18 each, wider when a cell needs it); the pv is in SAN, numbered as in a game score, and
// wrapped to its column a move at a time (a move number stays with its move).

import type { Board } from '../../core/board.js';
import { makeSan } from '../../core/san.js';
import { parseUci } from '../../core/uci-move.js';
import {
  EVAL_GROUPS,
  type EngineMeta,
  type EvalGroup,
  type Evaluation,
  type Score,
  type SearchResult,
} from '../../engines/engine.js';
import { sanLine } from './search-text.js';

export type Side = 'White' | 'Black';

/** One engine's column: who it is, its static evaluation (with terms) and its search result. */
export interface CompareColumn {
  readonly meta: Pick<EngineMeta, 'id' | 'name'>;
  readonly evaluation: Evaluation;
  readonly result: SearchResult;
}

/** The line over the table, saying how to read every score in it. */
export const SCORE_LEGEND =
  "Scores in pawns from White's point of view (M3: White mates in 3; -M3: Black mates in 3).";

/** The narrowest engine column, in characters. */
const MIN_COLUMN = 18;
/** The width the table spreads its columns to fill (wider only when its cells need it). */
export const TABLE_WIDTH = 80;
/** Spaces between columns. */
const GAP = '  ';

/** Centipawns as pawns with a sign and two decimals: "+0.35", "-1.20", "0.00". */
export function pawns(cp: number): string {
  if (cp === 0) return '0.00';
  return (cp > 0 ? '+' : '-') + (Math.abs(cp) / 100).toFixed(2);
}

/** A score from the side to move's point of view turned to White's (unchanged when White is to move). */
export function whiteScore(score: Score, side: Side): Score {
  if (side === 'White') return score;
  return 'cp' in score ? { cp: 0 - score.cp } : { mate: 0 - score.mate };
}

/**
 * A side-to-move score as text from White's point of view: pawns ("+0.35"), or "M3" when White
 * mates in 3 and "-M3" when Black does. "M0" / "-M0": the side to move is already mated.
 */
export function formatWhiteScore(score: Score, side: Side): string {
  const w = whiteScore(score, side);
  if ('cp' in w) return pawns(w.cp);
  const whiteWins = w.mate > 0 || (w.mate === 0 && side === 'Black');
  return `${whiteWins ? '' : '-'}M${Math.abs(w.mate)}`;
}

/**
 * The evaluation's terms summed per group, White's view (white - black), in centipawns; a group
 * in which the engine has no term is undefined. Over all groups the sums make the total.
 */
export function groupSums(evaluation: Evaluation): Record<EvalGroup, number | undefined> {
  const sums = Object.fromEntries(EVAL_GROUPS.map((g) => [g, undefined])) as Record<
    EvalGroup,
    number | undefined
  >;
  for (const t of evaluation.terms ?? []) sums[t.group] = (sums[t.group] ?? 0) + t.white - t.black;
  return sums;
}

/** The SAN of the engine's best move, or undefined when it has none or the move is not legal here. */
export function bestMoveSan(board: Board, result: SearchResult): string | undefined {
  if (result.bestmove === null) return undefined;
  const move = parseUci(board, result.bestmove);
  return move.ok ? makeSan(board, move.value) : undefined;
}

/**
 * Splits a numbered SAN line ("1. e4 e5 2. Nf3", "1... e5 2. Nf3") into lines of at most `width`
 * characters, breaking only between moves so that a move number stays with its move.
 */
export function wrapMoves(text: string, width: number): string[] {
  const units = text.match(/(?:\d+\.(?:\.\.)? )?\S+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    if (line !== '' && line.length + 1 + unit.length > width) {
      lines.push(line);
      line = unit;
    } else {
      line = line === '' ? unit : `${line} ${unit}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A row: a label and each engine's cell, a cell being one or more lines. */
type Row = readonly [label: string, cells: readonly (readonly string[])[]];

/** The table's lines for the engines' columns, in a position where `board.side` is to move. */
export function formatCompareTable(board: Board, columns: readonly CompareColumn[]): string[] {
  const side: Side = board.side === 1 ? 'White' : 'Black';
  const sums = columns.map((c) => groupSums(c.evaluation));
  const scoreCells = [
    ...EVAL_GROUPS.map((g) => sums.map((s) => (s[g] === undefined ? '-' : pawns(s[g])))),
    columns.map((c) => pawns(c.evaluation.total)),
    columns.map((c) => formatWhiteScore(c.result.score, side)),
  ];
  // Scores are right-aligned among themselves, so their decimal points line up.
  const scoreWidth = Math.max(...scoreCells.flat().map((s) => s.length));
  const align = (cells: readonly string[]) => cells.map((s) => [s.padStart(scoreWidth)]);
  const evalRows: Row[] = EVAL_GROUPS.map((g, i) => [`  ${g}`, align(scoreCells[i]!)]);
  const best = columns.map((c) => {
    const san = bestMoveSan(board, c.result);
    const text = c.result.bestmove === null ? '(none)' : (san ?? `[${c.result.bestmove}]`);
    return [c.result.source === 'book' ? `${text} (book)` : text];
  });
  const plain: Row[] = [
    ['', columns.map((c) => [c.meta.name])],
    ['', columns.map((c) => [c.meta.id])],
    ['evaluation', columns.map(() => [])],
    ...evalRows,
    ['  total', align(scoreCells[EVAL_GROUPS.length]!)],
    ['search', columns.map(() => [])],
    ['  best move', best],
    ['  score', align(scoreCells[EVAL_GROUPS.length + 1]!)],
    ['  depth', columns.map((c) => [`${c.result.depth}/${c.result.seldepth}`])],
    ['  nodes', columns.map((c) => [String(c.result.nodes)])],
    ['  time', columns.map((c) => [`${Math.round(c.result.ms)} ms`])],
  ];
  const labelWidth = Math.max(...plain.map(([label]) => label.length));
  const share = Math.floor((TABLE_WIDTH - labelWidth) / Math.max(1, columns.length)) - GAP.length;
  const width = Math.max(
    MIN_COLUMN,
    share,
    ...plain.flatMap(([, cells]) => cells.flat().map((s) => s.length)),
  );
  const pv: Row = ['  pv', columns.map((c) => wrapMoves(sanLine(board, c.result.pv), width))];
  const rows = [...plain, pv];
  const lines = [SCORE_LEGEND, ''];
  for (const [label, cells] of rows) {
    const height = Math.max(1, ...cells.map((c) => c.length));
    for (let i = 0; i < height; i++) {
      const texts = cells.map((c) => (c[i] ?? '').padEnd(width));
      lines.push([(i === 0 ? label : '').padEnd(labelWidth), ...texts].join(GAP).trimEnd());
    }
  }
  return lines;
}
