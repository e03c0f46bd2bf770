// The COMPARE screen: a FEN typed (or the position of the replay or game the user came from),
// then every engine evaluates and searches it at once and the side-by-side table of
// `ttychess compare` (tui/format/compare-table.ts) is printed, in capitals, cut to the paper.
// A key stops the engines, which answer with what they have. Opened from a game or a replay,
// the screen keeps that screen as it was; BACK (or a blank line) goes back to it.

import { X88 } from '../../core/layout.js';
import { boardFromFen, parseFen, START_FEN, makeFen } from '../../core/fen.js';
import { formatCompareTable, SCORE_LEGEND, type CompareColumn } from '../format/compare-table.js';
import { noticeTexts } from '../format/notices.js';
import { breakLine, PAPER_WIDTH, twoColumns } from '../format/wrap.js';
import { numberedMove, takeBack } from './game-record.js';
import { periodWordsOf, type PlayState } from './play.js';
import { resumeReplay, type ReplayState } from './replay/screen.js';
import { limitsText } from './replay/transcript.js';
import {
  complain,
  judgeSlot,
  keepQuotes,
  say,
  type Ctx,
  type Reply,
  type ScreenModule,
  type ScreenStep,
} from './screen.js';

/** A screen COMPARE can be opened from, and goes back to. */
export type CompareOrigin = PlayState | ReplayState;

export interface CompareState {
  readonly name: 'compare';
  /** The tag of the comparison running, if one is. */
  readonly running: number | undefined;
  /** A key was pressed while it ran: the engines are stopping. */
  readonly stopping: boolean;
  /** The engines comparing (their judge slots are the ones a key stops). */
  readonly engines: readonly string[];
  readonly fen: string | undefined;
  /** The game or replay COMPARE was opened from, as it was, for BACK. */
  readonly behind: CompareOrigin | undefined;
}

/** The words (besides a blank line) that go back to the screen COMPARE came from. */
const BACK_WORDS = { play: ['BACK', 'B', 'GAME'], replay: ['BACK', 'B', 'GAME', 'REPLAY'] } as const;

function comparePrompt(state: CompareState): string {
  return state.running === undefined ? 'FEN? ' : '';
}

/** What the screen is doing, for the status line ('' when it waits for a FEN). */
function compareStatus(state: CompareState): string {
  if (state.running === undefined) return '';
  return state.stopping ? 'STOPPING...' : 'THE ENGINES ARE THINKING. ANY KEY STOPS THEM.';
}

function compareBusy(state: CompareState): boolean {
  return state.running !== undefined;
}

/**
 * Opens the screen: at once on a position (that of `behind`, the game or replay it came from),
 * or asking for a FEN.
 */
export function enterCompare(
  ctx: Ctx,
  fen: string | undefined,
  behind?: CompareOrigin,
): ScreenStep<CompareState> {
  const idle: CompareState = {
    name: 'compare',
    running: undefined,
    stopping: false,
    engines: ctx.config.settings.engines,
    fen: undefined,
    behind,
  };
  if (fen !== undefined) return start(ctx, idle, fen);
  return {
    state: idle,
    print: ['', ...say('TYPE A POSITION IN FEN, OR A BLANK LINE FOR THE START POSITION.')],
  };
}

/** What may be typed at FEN? after a comparison (more when there is a screen to go back to). */
function offer(state: CompareState): string {
  const to = backTo(state);
  if (to === undefined) return 'ANOTHER FEN, A BLANK LINE FOR THE START POSITION, OR MENU.';
  return `ANOTHER FEN, START FOR THE START POSITION, BACK (OR A BLANK LINE) FOR ${to} WHERE IT WAS, OR MENU (LEAVING ${to}).`;
}

/** Where BACK goes, in words, if anywhere. */
function backTo(state: CompareState): string | undefined {
  if (state.behind === undefined) return undefined;
  return state.behind.name === 'play' ? 'THE GAME' : 'THE REPLAY';
}

function start(ctx: Ctx, state: CompareState, fen: string): ScreenStep<CompareState> {
  const tag = ctx.tag();
  const { engines, limits, period } = ctx.config.settings;
  const metas = ctx.config.engines.filter((m) => engines.includes(m.id));
  const names = metas.map((m) => m.name);
  // At a period each engine searches its own budget, and the line says which.
  const how =
    period === 'off'
      ? limitsText(limits)
      : [
          ...periodWordsOf(
            period,
            metas.map((m) => m.id),
            metas,
          ),
          limitsText(limits),
        ]
          .filter((t) => t !== '')
          .join('; ');
  const options: [string, string][] = period === 'off' ? [] : [['Period', period]];
  return {
    state: { ...state, running: tag, stopping: false, engines, fen },
    print: ['', ...say(`COMPARING ${names.join(', ')}; ${how}. ANY KEY STOPS THEM.`)],
    effects: [{ kind: 'compare', tag, fen, engines, limits, ...(options.length > 0 ? { options } : {}) }],
  };
}

function answerCompare(
  ctx: Ctx,
  state: CompareState,
  line: string,
): ScreenStep<CompareState | CompareOrigin> {
  const text = line.trim();
  const word = text.toUpperCase();
  const behind = state.behind;
  if (behind !== undefined && (text === '' || (BACK_WORDS[behind.name] as readonly string[]).includes(word)))
    return goBack(ctx, behind);
  if (text === '' || word === 'START') return start(ctx, state, START_FEN);
  const setup = parseFen(text);
  if (!setup.ok) return complain(state, keepQuotes(setup.error.message));
  return start(ctx, state, makeFen(setup.value));
}

/** Back to the game or the replay, where it was. */
function goBack(ctx: Ctx, behind: CompareOrigin): ScreenStep<CompareOrigin> {
  if (behind.name === 'replay') return resumeReplay(ctx, behind);
  const { record } = behind;
  const last = record.moves.at(-1);
  if (last === undefined) return { state: behind, print: say('BACK TO THE GAME, AT THE START.') };
  const before = takeBack(record, 1).board;
  const move = numberedMove(before, last, ctx.config.settings.notation);
  return { state: behind, print: say(`BACK TO THE GAME, AFTER ${move}.`) };
}

/**
 * A key while the engines think: they stop and answer with what they have. The stop does not
 * drop their work: work still queued (an engine starting up) starts and stops at once.
 */
function interruptCompare(_ctx: Ctx, state: CompareState): ScreenStep<CompareState> {
  if (state.running === undefined) return { state, print: [] };
  return {
    state: { ...state, stopping: true },
    print: [],
    effects: state.engines.map((id) => ({ kind: 'stop', slot: judgeSlot(id), drop: false }) as const),
  };
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

function replyCompare(_ctx: Ctx, state: CompareState, reply: Reply): ScreenStep<CompareState> {
  if (reply.tag !== state.running) return { state, print: [] };
  const done: CompareState = { ...state, running: undefined, stopping: false };
  const next = ['', ...say(offer(done))];
  if (reply.type === 'failed') return { state: done, print: [...say(`? ${reply.error}`), ...next] };
  if (reply.type !== 'compared') return { state, print: [] };
  if (reply.columns.length === 0)
    return { state: done, print: [...say('THE COMPARISON WAS STOPPED; NO ENGINE ANSWERED.'), ...next] };
  const board = boardFromFen(state.fen!, X88);
  if (!board.ok) return complain(done, board.error.message);
  return {
    state: done,
    print: [...paperTable(board.value, reply.columns), ...columnNotes(reply.columns), ...next],
  };
}

/** Under the table, each engine's notices (a position its original could not hold), one NOTE each. */
function columnNotes(columns: readonly CompareColumn[]): string[] {
  const notes = columns.flatMap(({ result }) => noticeTexts(result).map((t) => `NOTE: ${t}`));
  return notes.length === 0 ? [] : ['', ...say(...notes)];
}

function compareHelp(state: CompareState): string[] {
  const fen =
    'TYPE A POSITION IN FEN (RANKS 8 TO 1 SEPARATED BY SLASHES, PNBRQK FOR WHITE, SMALL LETTERS FOR BLACK, DIGITS FOR EMPTY SQUARES, THEN W OR B, CASTLING, EN PASSANT). EVERY ENGINE EVALUATES AND SEARCHES IT; ANY KEY STOPS THEM.';
  const to = backTo(state);
  if (to === undefined)
    return say(
      fen,
      'A BLANK LINE (OR START) GIVES THE START POSITION. FROM A REPLAY OR A GAME, TYPE COMPARE FOR ITS POSITION.',
    );
  return [
    ...say(fen),
    ...twoColumns([
      ['START', 'THE START POSITION'],
      ['BACK', `BACK TO ${to}, WHERE IT WAS (A BLANK LINE TOO)`],
      ['MENU', `THE MENU (LEAVING ${to})`],
    ]),
  ];
}

/** The COMPARE screen, for the session's table (from the menu it asks for a FEN). */
export const compareScreen: ScreenModule<CompareState, CompareOrigin> = {
  enter: (ctx) => enterCompare(ctx, undefined),
  answer: answerCompare,
  reply: replyCompare,
  interrupt: interruptCompare,
  busy: compareBusy,
  prompt: comparePrompt,
  help: compareHelp,
  status: compareStatus,
};

/** Whether COMPARE can go back to this screen (a game or a replay). */
export function isCompareOrigin(screen: { readonly name: string }): screen is CompareOrigin {
  return screen.name === 'play' || screen.name === 'replay';
}
