// The COMPARE screen: a FEN typed (or the position of the replay or game the user came from),
// then every engine evaluates and searches it at once and the side-by-side table of
// `ttychess compare` (tui/format/compare-table.ts) is printed, in capitals, cut to the paper.

import { X88 } from '../../core/layout.js';
import { boardFromFen, parseFen, START_FEN, makeFen } from '../../core/fen.js';
import { formatCompareTable, SCORE_LEGEND, type CompareColumn } from '../format/compare-table.js';
import { breakLine, PAPER_WIDTH } from '../format/wrap.js';
import { limitsText } from './replay/transcript.js';
import { complain, say, type Ctx, type Reply, type ScreenStep } from './screen.js';

export interface CompareState {
  readonly name: 'compare';
  /** The tag of the comparison running, if one is. */
  readonly running: number | undefined;
  readonly fen: string | undefined;
}

export function comparePrompt(state: CompareState): string {
  return state.running === undefined ? 'FEN? ' : '';
}

export function compareBusy(state: CompareState): boolean {
  return state.running !== undefined;
}

/** Opens the screen: at once on a position, or asking for a FEN. */
export function enterCompare(ctx: Ctx, fen: string | undefined): ScreenStep<CompareState> {
  const idle: CompareState = { name: 'compare', running: undefined, fen: undefined };
  if (fen !== undefined) return start(ctx, idle, fen);
  return {
    state: idle,
    print: ['', ...say('TYPE A POSITION IN FEN, OR A BLANK LINE FOR THE START POSITION.')],
  };
}

function start(ctx: Ctx, state: CompareState, fen: string): ScreenStep<CompareState> {
  const tag = ctx.tag();
  const { engines, limits } = ctx.config.settings;
  const names = ctx.config.engines.filter((m) => engines.includes(m.id)).map((m) => m.name);
  return {
    state: { ...state, running: tag, fen },
    print: ['', ...say(`COMPARING ${names.join(', ')}; ${limitsText(limits)}. ANY KEY STOPS THEM.`)],
    effects: [{ kind: 'compare', tag, fen, engines, limits }],
  };
}

export function answerCompare(ctx: Ctx, state: CompareState, line: string): ScreenStep<CompareState> {
  if (line.trim() === '') return start(ctx, state, START_FEN);
  const setup = parseFen(line.trim());
  if (!setup.ok) return complain(state, setup.error.message);
  return start(ctx, state, makeFen(setup.value));
}

/** A key while the engines think: they stop and answer with what they have. */
export function interruptCompare(_ctx: Ctx, state: CompareState): ScreenStep<CompareState> {
  return { state, print: [], effects: [{ kind: 'stop-all' }] };
}

/** Cuts a table line to the paper, the rest on the next line under the first column. */
function fit(line: string): string[] {
  if (line.length <= PAPER_WIDTH) return [line];
  const [first, ...rest] = breakLine(line, PAPER_WIDTH);
  return [first!, ...rest.flatMap((r) => breakLine('    ' + r.trimStart(), PAPER_WIDTH))];
}

/**
 * Narrows a table (spread to 80 columns) by closing up the columns of spaces that run through
 * every line, leaving two; the columns stay aligned.
 */
export function squeeze(lines: readonly string[]): string[] {
  const width = Math.max(0, ...lines.map((l) => l.length));
  const blank = (c: number) => lines.every((l) => (l[c] ?? ' ') === ' ');
  const keep: number[] = [];
  let run = 0;
  for (let c = 0; c < width; c++) {
    run = blank(c) ? run + 1 : 0;
    if (run <= 2) keep.push(c);
  }
  return lines.map((l) =>
    keep
      .map((c) => l[c] ?? '')
      .join('')
      .trimEnd(),
  );
}

/** The compare table for the paper: squeezed, in blocks of fewer engines if it must be. */
export function paperTable(
  board: Parameters<typeof formatCompareTable>[0],
  columns: readonly CompareColumn[],
): string[] {
  const table = (cols: readonly CompareColumn[]) =>
    squeeze(
      formatCompareTable(board, cols)
        .slice(2)
        .map((l) => l.toUpperCase()),
    );
  const legend = say(SCORE_LEGEND);
  for (let per = columns.length; per >= 1; per--) {
    const blocks: string[][] = [];
    for (let i = 0; i < columns.length; i += per) blocks.push(table(columns.slice(i, i + per)));
    if (per === 1 || blocks.every((b) => b.every((l) => l.length <= PAPER_WIDTH)))
      return [...legend, ...blocks.flatMap((b) => ['', ...b.flatMap(fit)])];
  }
  return legend;
}

export function replyCompare(_ctx: Ctx, state: CompareState, reply: Reply): ScreenStep<CompareState> {
  if (reply.tag !== state.running) return { state, print: [] };
  const done: CompareState = { ...state, running: undefined };
  if (reply.type === 'failed') return complain(done, reply.error);
  if (reply.type !== 'compared') return { state, print: [] };
  const board = boardFromFen(state.fen!, X88);
  if (!board.ok) return complain(done, board.error.message);
  return {
    state: done,
    print: [
      ...paperTable(board.value, reply.columns),
      '',
      ...say('ANOTHER FEN, A BLANK LINE FOR THE START POSITION, OR MENU.'),
    ],
  };
}

export function compareHelp(): string[] {
  return say(
    'TYPE A POSITION IN FEN (RANKS 8 TO 1 SEPARATED BY SLASHES, PNBRQK FOR WHITE, SMALL LETTERS FOR BLACK, DIGITS FOR EMPTY SQUARES, THEN W OR B, CASTLING, EN PASSANT). A BLANK LINE GIVES THE START POSITION. FROM A REPLAY OR A GAME, TYPE COMPARE FOR ITS POSITION.',
  );
}
