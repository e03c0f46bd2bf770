// The end-of-replay evaluation chart, drawn in teletype characters: one mark per engine and
// column over the move numbers, so a person can see where the engines disagreed, and the result
// the game actually had.
//
//   HOW THE ENGINES SAW THE GAME, IN PAWNS (WHITE IS BETTER ABOVE 0)
//   +5 |                                 Z******
//      |         HHH                   ***G GGGG
//      |    HHHHH   HHH    GG GGGGGG G* H
//    0 +****ZZZZ****GG-**GG---------ZZ-H--------
//      | GGGGGG     ZZZZ HH       ZZ
//      |                ZZZ*ZZZZZZ   HH
//   -5 |                    HHHHHHHHH
//      +--------+---------+---------+---------+-
//       1       5         10        15        20
//   H = HIARCS 0.5   Z = ZARKOV   G = GNU CHESS   * = SEVERAL
//   RESULT 1-0 (WHITE WON)
//
// Rows: the top row is +clampCp, the middle row 0, the bottom row -clampCp, evenly between (an
// even height is taken down to odd so that 0 has a row of its own). Scores beyond the clamp,
// mates among them, sit on the top or bottom row.
// Columns: one per ply while the game fits the plot; a longer game puts `k` plies in a column,
// k as small as fits, and a column shows the mean of its plies' scores (nulls left out; a column
// with no score from an engine shows no mark for it). Index 0 of the scores is the position after
// White's move number `firstMove`.
// Two engines' marks on one cell print as '*'. Everything is capitals and at most `width` wide.

import { PAPER_WIDTH, wrapWords } from './wrap.js';

export interface ChartSeries {
  /** The engine as the legend names it, e.g. 'HIARCS 0.5'. */
  readonly label: string;
  /** One printable ASCII character, e.g. 'H'. */
  readonly mark: string;
  /** Centipawns from White's view after each ply (index 0 = after White's first move); null = no judgement. */
  readonly scores: readonly (number | null)[];
}

export interface ChartOptions {
  /** The PGN result: '1-0', '0-1', '1/2-1/2' or '*'; none for a chart of a game not yet at its end. */
  readonly result?: string | undefined;
  /** The move number of index 0 (default 1). */
  readonly firstMove?: number;
  /** Columns of the whole chart (default the paper's 72). */
  readonly width?: number;
  /** Rows of the plot (default 15). */
  readonly height?: number;
  /** Scores are clipped to plus or minus this many centipawns (default 500), mates too. */
  readonly clampCp?: number;
}

const TITLE = 'HOW THE ENGINES SAW THE GAME, IN PAWNS (WHITE IS BETTER ABOVE 0)';
const OVERLAP = '*';
const MIN_HEIGHT = 3;
/** Spaces kept free after each move number on the x axis. */
const LABEL_GAP = 2;
const LABEL_STEPS = [1, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

const RESULT_WORDS: Readonly<Record<string, string>> = {
  '1-0': 'WHITE WON',
  '0-1': 'BLACK WON',
  '1/2-1/2': 'DRAWN',
  '*': 'UNFINISHED',
};

/** The chart's lines (see the note at the top of this file). */
export function evalChart(series: readonly ChartSeries[], options: ChartOptions): string[] {
  const width = Math.max(20, Math.floor(options.width ?? PAPER_WIDTH));
  const rows = oddHeight(options.height ?? 15);
  const clamp = options.clampCp !== undefined && options.clampCp > 0 ? options.clampCp : 500;
  const firstMove = Math.max(1, Math.floor(options.firstMove ?? 1));
  const plies = Math.max(0, ...series.map((s) => s.scores.length));
  const marks = series.map((s) => markOf(s.mark));
  const lines = wrapWords(TITLE, width);
  const tail = [...legend(series, marks, false, width), ...resultLine(options.result, width)];
  if (plies === 0) return [...lines, 'NO EVALUATIONS TO DRAW.', ...tail];

  const labels = ['+' + pawns(clamp), '0', '-' + pawns(clamp)];
  const labelWidth = Math.max(...labels.map((l) => l.length));
  const plotWidth = width - labelWidth - 2;
  const perColumn = Math.ceil(plies / plotWidth);
  const columns = Math.ceil(plies / perColumn);
  const zeroRow = (rows - 1) / 2;

  // The grid of cells, the zero row drawn as a line; then each series' marks.
  const grid = Array.from({ length: rows }, (_, r) => Array<string>(columns).fill(r === zeroRow ? '-' : ' '));
  const owner = Array.from({ length: rows }, () => Array<number>(columns).fill(-1));
  let overlapped = false;
  series.forEach((s, i) => {
    for (let c = 0; c < columns; c++) {
      const value = columnMean(s.scores, c * perColumn, (c + 1) * perColumn);
      if (value === undefined) continue;
      const clipped = Math.max(-clamp, Math.min(clamp, value));
      const r = Math.round(((clamp - clipped) * (rows - 1)) / (2 * clamp));
      const row = grid[r]!;
      if (owner[r]![c] === -1 || owner[r]![c] === i) {
        row[c] = marks[i]!;
        owner[r]![c] = i;
      } else {
        row[c] = OVERLAP;
        overlapped = true;
      }
    }
  });

  grid.forEach((cells, r) => {
    const label = r === 0 ? labels[0]! : r === zeroRow ? labels[1]! : r === rows - 1 ? labels[2]! : '';
    const axis = r === zeroRow ? '+' : '|';
    lines.push(`${label.padStart(labelWidth)} ${axis}${cells.join('')}`.trimEnd());
  });
  lines.push(...xAxis(labelWidth, columns, perColumn, plies, firstMove, width));
  return [...lines, ...legend(series, marks, overlapped, width), ...resultLine(options.result, width)];
}

/** The plot's height: odd, so that 0 has a row, and at least MIN_HEIGHT. */
function oddHeight(height: number): number {
  const h = Math.max(MIN_HEIGHT, Math.floor(height));
  return h % 2 === 1 ? h : h - 1;
}

/** A series' mark as printed: its first character in capitals, '?' if it is not printable ASCII. */
function markOf(mark: string): string {
  const ch = mark.toUpperCase().charAt(0);
  return /^[\x21-\x7e]$/.test(ch) ? ch : '?';
}

/** Centipawns as pawns, without needless decimals: 500 -> '5', 250 -> '2.5'. */
function pawns(cp: number): string {
  return String(Math.round(cp) / 100);
}

/** The mean of the finite scores in [from, to), or undefined if there are none. */
function columnMean(scores: readonly (number | null)[], from: number, to: number): number | undefined {
  let sum = 0;
  let n = 0;
  for (let i = from; i < to && i < scores.length; i++) {
    const v = scores[i];
    if (v === null || v === undefined || Number.isNaN(v)) continue;
    // An infinite score (a mate given as Infinity) counts as the clamp would show it.
    sum += Number.isFinite(v) ? v : Math.sign(v) * Number.MAX_SAFE_INTEGER;
    n++;
  }
  return n === 0 ? undefined : sum / n;
}

/**
 * The x axis: a rule with '+' over each labelled move, then the move numbers, as many as fit
 * with LABEL_GAP spaces between them: the first move, then multiples of a round step (1, 5,
 * 10, 20, ...).
 */
function xAxis(
  labelWidth: number,
  columns: number,
  perColumn: number,
  plies: number,
  firstMove: number,
  width: number,
): string[] {
  const indent = labelWidth + 2;
  const lastMove = firstMove + Math.floor((plies - 1) / 2);
  const longest = String(lastMove).length;
  const columnsPerMove = 2 / perColumn;
  const step = LABEL_STEPS.find((s) => s * columnsPerMove >= longest + LABEL_GAP) ?? LABEL_STEPS.at(-1)!;
  const rule = Array<string>(columns).fill('-');
  const numbers = Array<string>(width).fill(' ');
  let free = 0; // the first position of `numbers` that no label covers
  for (let move = firstMove; move <= lastMove; move++) {
    if (move !== firstMove && move % step !== 0) continue;
    const column = Math.floor(((move - firstMove) * 2) / perColumn);
    const text = String(move);
    const at = indent + column;
    if (column >= columns || at < free || at + text.length > width) continue;
    if (column > 0) rule[column] = '+'; // column 0 sits under the corner
    numbers.splice(at, text.length, ...text);
    free = at + text.length + LABEL_GAP;
  }
  return [`${' '.repeat(labelWidth)} +${rule.join('')}`, numbers.join('').trimEnd()];
}

/** 'H = HIARCS 0.5   Z = ZARKOV ...', and '* = SEVERAL' if marks fell on one cell; wrapped. */
function legend(
  series: readonly ChartSeries[],
  marks: readonly string[],
  overlapped: boolean,
  width: number,
): string[] {
  const items = series.map((s, i) => `${marks[i]!} = ${s.label.toUpperCase().replace(/\s+/g, ' ').trim()}`);
  if (overlapped) items.push(`${OVERLAP} = SEVERAL`);
  if (items.length === 0) return [];
  // Non-breaking items: lay them out by hand so that 'H = HIARCS 0.5' is never split at '='.
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const next = line === '' ? item : `${line}   ${item}`;
    if (next.length <= width || line === '') {
      line = next;
      continue;
    }
    lines.push(line);
    line = item;
  }
  lines.push(line);
  return lines.flatMap((l) => wrapWords(l, width));
}

/** 'RESULT 1-0 (WHITE WON)' (wrapped, should the result be something long and strange). */
function resultLine(result: string | undefined, width: number): string[] {
  if (result === undefined) return [];
  const text = result.trim().toUpperCase();
  const words = RESULT_WORDS[text];
  return wrapWords(words === undefined ? `RESULT ${text}` : `RESULT ${text} (${words})`, width);
}
