// The WATCH screen: two engines (any two, the same one twice too) play each other live, each on
// its own slot with its opening book, a chosen time per move. Each move prints with the engine's
// score and depth; the game ends by the rules, at MAX_WATCH_PLIES, or when a key is pressed;
// then it can be saved as PGN (added at the end of a file, after the games already there).

import { noticeTexts } from '../format/notices.js';
import type { PgnResult } from '../../core/pgn.js';
import type { EngineMeta } from '../../engines/engine.js';
import { formatWhiteScore } from '../format/compare-table.js';
import { addMove, NEW_GAME, numberedMove, recordPgn, ruledResult, type GameRecord } from './game-record.js';
import type { PeriodFlag } from '../flag-parsers.js';
import { DEFAULT_SAVE, periodAnswer, periodWordsOf, savedText } from './play.js';
import { onTick, pacingLine, startPacing, type Pacing } from './pacing.js';
import {
  complain,
  engineMenu,
  pickEngine,
  say,
  type Ctx,
  type Effect,
  type Reply,
  type ScreenModule,
  type ScreenStep,
} from './screen.js';

/** A watched game that long (plies) is stopped unfinished. */
export const MAX_WATCH_PLIES = 400;

export interface WatchState {
  readonly name: 'watch';
  readonly phase: 'white' | 'black' | 'time' | 'running' | 'over';
  readonly white: EngineMeta | undefined;
  readonly black: EngineMeta | undefined;
  readonly movetime: number;
  /** PERIOD STRENGTH or PACE typed at SECONDS A MOVE?: both engines play at their period. */
  readonly period: 'off' | PeriodFlag;
  readonly record: GameRecord;
  readonly thinking: number | undefined;
  /** At PERIOD PACE, the wait shown on the status line while the engine to move takes its time. */
  readonly paced: Pacing | undefined;
  readonly saving: number | undefined;
  readonly result: PgnResult | undefined;
  /** A key was pressed: end the game when the engine in thought has moved. */
  readonly stopping: boolean;
}

function watchPrompt(state: WatchState): string {
  switch (state.phase) {
    case 'white':
      return 'WHITE? ';
    case 'black':
      return 'BLACK? ';
    case 'time':
      return 'SECONDS A MOVE? ';
    case 'running':
      return '';
    case 'over':
      return state.saving !== undefined ? '' : 'SAVE? ';
  }
}

function watchBusy(state: WatchState): boolean {
  return state.phase === 'running' || state.saving !== undefined;
}

function enterWatch(ctx: Ctx): ScreenStep<WatchState> {
  return {
    state: {
      name: 'watch',
      phase: 'white',
      white: undefined,
      black: undefined,
      movetime: 1000,
      period: 'off',
      record: NEW_GAME,
      thinking: undefined,
      paced: undefined,
      saving: undefined,
      result: undefined,
      stopping: false,
    },
    print: [
      '',
      ...engineMenu(ctx.config),
      ...say('WHICH ENGINE PLAYS WHITE, AND WHICH BLACK? (A BLANK LINE: THE FIRST.)'),
    ],
  };
}

function slot(state: WatchState, side: 1 | -1): string {
  return side === 1 ? `white:${state.white!.id}` : `black:${state.black!.id}`;
}

/** The Period option for the engine to move (set every move: a slot keeps what it was given). */
function periodOption(state: WatchState, side: 1 | -1): [string, string][] {
  const meta = side === 1 ? state.white! : state.black!;
  return meta.period ? [['Period', state.period]] : [];
}

/** Asks the engine to move whose turn it is. */
function nextMove(ctx: Ctx, state: WatchState): ScreenStep<WatchState> {
  const board = state.record.board;
  const tag = ctx.tag();
  const pace = startPacing(ctx, state.period === 'pace');
  return {
    state: { ...state, phase: 'running', thinking: tag, paced: pace.pacing },
    print: [],
    effects: [
      ...pace.effects,
      {
        kind: 'search',
        slot: slot(state, board.side),
        tag,
        fen: state.record.startFen,
        moves: state.record.moves,
        limits: state.period === 'off' ? { movetime: state.movetime } : {},
        infos: false,
        newGame: state.record.moves.length < 2,
        options: periodOption(state, board.side),
      },
    ],
  };
}

function finish(state: WatchState, result: PgnResult, why: string): ScreenStep<WatchState> {
  return {
    state: { ...state, phase: 'over', result, thinking: undefined },
    print: [
      '',
      ...say(
        `${why}. ${result}`,
        'TYPE A FILE NAME TO SAVE THE GAME AS PGN AT ITS END (SAVE FOR ' +
          DEFAULT_SAVE +
          '), OR A BLANK LINE FOR THE MENU.',
      ),
    ],
  };
}

function answerWatch(ctx: Ctx, state: WatchState, line: string): ScreenStep<WatchState> {
  const text = line.trim();
  switch (state.phase) {
    case 'white':
    case 'black': {
      const engine = text === '' ? ctx.config.engines[0] : pickEngine(ctx.config, text);
      if (!engine) return complain(state, `TYPE 1 TO ${ctx.config.engines.length} OR AN ENGINE'S NAME.`);
      if (state.phase === 'white') return { state: { ...state, white: engine, phase: 'black' }, print: [] };
      return { state: { ...state, black: engine, phase: 'time' }, print: [] };
    }
    case 'time': {
      const period = periodAnswer(text.toUpperCase().split(/\s+/));
      const seconds = text === '' ? 1 : Number(text);
      if (period === undefined && (!/^(\d+(\.\d+)?)?$/.test(text) || seconds < 0.1 || seconds > 600))
        return complain(
          state,
          'TYPE THE SECONDS EACH ENGINE THINKS A MOVE, 0.1 TO 600 (A BLANK LINE: 1), OR PERIOD STRENGTH OR PERIOD PACE.',
        );
      const s: WatchState =
        period === undefined
          ? { ...state, movetime: Math.round(seconds * 1000), period: 'off' }
          : { ...state, period };
      const how =
        period === undefined
          ? `${seconds} SECONDS A MOVE`
          : periodWordsOf(period, [s.white!.id, s.black!.id], [s.white!, s.black!]).join('; ');
      const intro = say(
        `${s.white!.name} (WHITE) AGAINST ${s.black!.name} (BLACK), ${how}.`,
        'SCORES IN PAWNS FOR WHITE. PRESS ANY KEY TO STOP THE GAME.',
        '',
      );
      const go = nextMove(ctx, s);
      return { ...go, print: [...intro, ...go.print] };
    }
    case 'over': {
      if (text === '') return { state: 'menu', print: [] };
      const path = text.toUpperCase() === 'SAVE' ? DEFAULT_SAVE : text;
      const tag = ctx.tag();
      const tags: [string, string][] = [
        ['Event', 'ttychess engine game'],
        ['Site', 'ttychess teletype'],
        ['Date', ctx.config.date],
        ['Round', '-'],
        ['White', state.white!.name],
        ['Black', state.black!.name],
      ];
      return {
        state: { ...state, saving: tag },
        print: [],
        effects: [{ kind: 'save', tag, path, text: recordPgn(state.record, tags, state.result ?? '*') }],
      };
    }
    case 'running':
      return { state, print: [] };
  }
}

/** A key: the engine in thought moves now, and the game ends unfinished. */
function interruptWatch(_ctx: Ctx, state: WatchState): ScreenStep<WatchState> {
  if (state.phase !== 'running') return { state, print: [] };
  const slots = [slot(state, 1), slot(state, -1)];
  return {
    state: { ...state, stopping: true },
    print: [],
    effects: slots.map((name) => ({ kind: 'stop', slot: name, drop: false }) as const),
  };
}

function replyWatch(ctx: Ctx, state: WatchState, reply: Reply): ScreenStep<WatchState> {
  if (reply.tag === state.saving && (reply.type === 'saved' || reply.type === 'failed')) {
    const s = { ...state, saving: undefined };
    if (reply.type === 'failed') return complain(s, `NOT SAVED: ${reply.error}`);
    return { state: 'menu', print: say(savedText(reply.path, reply.appended)) };
  }
  const ticked = onTick(ctx, state.paced, reply, state.thinking !== undefined);
  if (ticked) return { state: { ...state, paced: ticked.pacing }, print: [], effects: ticked.effects };
  if (reply.tag !== state.thinking) return { state, print: [] };
  if (reply.type === 'failed') return finish(state, '*', `THE ENGINE FAILED: ${reply.error}`);
  if (reply.type !== 'searched') return { state, print: [] };
  const board = state.record.board;
  const r = reply.result;
  const mover = board.side === 1 ? state.white! : state.black!;
  if (r.bestmove === null) {
    const ruled = ruledResult(board);
    return finish(state, ruled?.result ?? '*', ruled?.why ?? 'NO MOVE');
  }
  const printed = numberedMove(board, r.bestmove, ctx.config.settings.notation);
  const side = board.side === 1 ? 'White' : 'Black';
  const how = r.source === 'book' ? 'BOOK' : `${formatWhiteScore(r.score, side)}, DEPTH ${r.depth}`;
  const line = [
    ...noticeTexts(r).flatMap((t) => say(`NOTE: ${t}`)),
    ...say(`${printed.padEnd(16)} ${mover.name} (${how})`),
  ];
  const s: WatchState = { ...state, record: addMove(state.record, r.bestmove), thinking: undefined };
  const after = s.record.board;
  const ruled = ruledResult(after);
  const bell: Effect[] = ctx.config.settings.bell && (after.inCheck() || ruled) ? [{ kind: 'bell' }] : [];
  const end = ruled
    ? finish(s, ruled.result, ruled.why)
    : state.stopping
      ? finish(s, '*', 'STOPPED')
      : s.record.moves.length >= MAX_WATCH_PLIES
        ? finish(s, '*', `STOPPED AFTER ${MAX_WATCH_PLIES / 2} MOVES`)
        : nextMove(ctx, s);
  return { ...end, print: [...line, ...end.print], effects: [...bell, ...(end.effects ?? [])] };
}

function watchHelp(state: WatchState): string[] {
  switch (state.phase) {
    case 'white':
    case 'black':
      return say("TYPE THE ENGINE'S NUMBER OR NAME; THE SAME ENGINE MAY PLAY BOTH SIDES.");
    case 'time':
      return say(
        'THE SECONDS EACH ENGINE THINKS ABOUT EACH MOVE, FOR EXAMPLE 0.5 OR 2; OR PERIOD STRENGTH ' +
          '(WHAT ITS OWN MACHINE OF THE DAY SEARCHED) OR PERIOD PACE (THE SAME, TAKING AS LONG).',
      );
    default:
      return say(
        'A FILE NAME ADDS THE GAME AS PGN AT THE END OF THAT FILE (MADE IF ABSENT); SAVE USES ' +
          DEFAULT_SAVE +
          '; A BLANK LINE GOES TO THE MENU.',
      );
  }
}

/** What is going on, for the status line. */
function watchStatus(state: WatchState): string {
  if (state.phase === 'running' && !state.stopping && state.paced !== undefined) {
    const mover = state.record.board.side === 1 ? state.white! : state.black!;
    return `${pacingLine(`${mover.name.toUpperCase()} IS THINKING`, state.paced)}. ANY KEY STOPS THE GAME.`;
  }
  if (state.phase === 'running')
    return state.stopping ? 'STOPPING...' : 'GAME IN PROGRESS. ANY KEY STOPS IT.';
  return state.saving !== undefined ? 'SAVING...' : '';
}

/** The WATCH screen, for the session's table. */
export const watchScreen: ScreenModule<WatchState> = {
  enter: enterWatch,
  answer: answerWatch,
  reply: replyWatch,
  interrupt: interruptWatch,
  busy: watchBusy,
  prompt: watchPrompt,
  help: watchHelp,
  status: watchStatus,
};
