// The PLAY screen: you against an engine. First the engine, your colour and its strength (a
// depth, a time per move, or PERIOD STRENGTH / PACE: the work its own machine of the day did for
// a move, at once or in the time it took, engines/period.ts);
// then the game: moves typed in SAN or coordinates, any case (NF3, g1f3, G1-F3), read by
// move-input.ts, whose one-line reason is printed for a bad one. The engine thinks on its own
// slot with its opening book; its thinking lines print as each iteration ends, and any key
// makes it move at once. HINT searches the same way on the engine's analysis slot; any key stops
// it with the best move found so far.
//
// DRAW is judged on the engine's score for the position on the board: each score it reached
// is kept with the move it belongs to, so TAKEBACK goes back to the score of the position it
// returns to (or to none: then the engine plays on).
//
// Commands at YOUR MOVE?: BOARD, TAKEBACK, HINT, RESIGN, DRAW, SAVE [FILE], COMPARE, MENU,
// QUIT, HELP. After the game: SAVE [FILE], BOARD, NEW, MENU.

import { noticeTexts } from '../format/notices.js';
import type { PgnResult } from '../../core/pgn.js';
import type { EngineMeta, SearchLimits } from '../../engines/engine.js';
import { periodBudget } from '../../engines/period.js';
import { onTick, pacingLine, startPacing, type Pacing } from './pacing.js';
import type { PeriodFlag } from '../flag-parsers.js';
import { boardFen } from '../../core/fen.js';
import { printBoard } from './board-print.js';
import { twoColumns, type ColumnRow } from '../format/wrap.js';
import {
  addMove,
  NEW_GAME,
  takeBack,
  numberedMove,
  moveWord,
  recordPgn,
  ruledResult,
  thinkingLine,
  type GameRecord,
} from './game-record.js';
import { parseMoveInput } from './move-input.js';
import {
  complain,
  engineMenu,
  judgeSlot,
  pickEngine,
  say,
  type Ctx,
  type Effect,
  type Reply,
  type ScreenModule,
  type ScreenStep,
  asTyped,
  nameOf,
  type SessionConfig,
} from './screen.js';

/** A strength: the search limits, how to say them, and engine options to set with them. */
export interface Strength {
  readonly limits: SearchLimits;
  readonly words: string;
  readonly options: readonly (readonly [string, string])[];
}
/** The strength when none is chosen. */
export const DEFAULT_STRENGTH: SearchLimits = { movetime: 1000 };
/** The engine takes a draw when its score says it stands this much worse (centipawns) or more. */
export const DRAW_SCORE = -25;
/** The file SAVE adds the game to when none is named. */
export const DEFAULT_SAVE = 'ttychess-game.pgn';

/** What SAVE prints when the game is in the file: "SAVED TO X." or, after other games, "... (APPENDED)." */
export function savedText(path: string, appended: boolean): string {
  return `SAVED TO ${asTyped(path)}${appended ? ' (APPENDED)' : ''}.`;
}

/** The engine's score for the position after its move `ply` (the record's length then). */
export interface EngineScore {
  readonly ply: number;
  readonly cp: number;
}

export interface PlayState {
  readonly name: 'play';
  readonly phase: 'engine' | 'colour' | 'strength' | 'move' | 'thinking' | 'over';
  readonly engine: EngineMeta | undefined;
  /** Your colour: 1 White, -1 Black. */
  readonly you: 1 | -1;
  readonly limits: SearchLimits;
  /** Engine options the strength sets (Period: off, strength or pace). */
  readonly options: readonly (readonly [string, string])[];
  readonly record: GameRecord;
  /** The engine's search under way (tag), a hint under way, a file being written. */
  readonly thinking: number | undefined;
  /** At PERIOD PACE, the wait shown on the status line while the engine takes its time. */
  readonly paced: Pacing | undefined;
  readonly hint: number | undefined;
  readonly saving: number | undefined;
  /** Whether the engine has begun a new game. */
  readonly fresh: boolean;
  /**
   * The engine's scores (centipawns, its own point of view) for DRAW, one per searched move:
   * `ply` is the number of moves in the record once it had played it.
   */
  readonly scores: readonly EngineScore[];
  readonly result: PgnResult | undefined;
  /** How many moves the record held at the last save that worked (0: never saved). */
  readonly savedPlies: number;
  /** MENU was typed once with moves not saved: the next MENU leaves the game. */
  readonly leaving: boolean;
}

/**
 * What MENU says instead of leaving a game with moves not saved (once; MENU again leaves), or
 * undefined when there is nothing to lose.
 */
function menuWarning(state: PlayState): string | undefined {
  const moves = state.record.moves.length;
  if (state.leaving || moves === 0 || moves === state.savedPlies) return undefined;
  return 'THE GAME IS NOT SAVED. TYPE SAVE [FILE] TO KEEP IT, OR MENU AGAIN TO LEAVE IT.';
}

function playPrompt(state: PlayState): string {
  switch (state.phase) {
    case 'engine':
      return 'ENGINE? ';
    case 'colour':
      return 'YOUR COLOUR (WHITE OR BLACK)? ';
    case 'strength':
      return 'STRENGTH? ';
    case 'move':
      return state.hint !== undefined || state.saving !== undefined ? '' : 'YOUR MOVE? ';
    case 'thinking':
      return '';
    case 'over':
      return state.saving !== undefined ? '' : 'COMMAND? ';
  }
}

function playBusy(state: PlayState): boolean {
  return state.phase === 'thinking' || state.hint !== undefined || state.saving !== undefined;
}

/** The game's position (for COMPARE) once a game is under way. */
function playPosition(state: PlayState): string | undefined {
  if (state.phase !== 'move' && state.phase !== 'over') return undefined;
  return boardFen(state.record.board);
}

function enterPlay(ctx: Ctx): ScreenStep<PlayState> {
  const state: PlayState = {
    name: 'play',
    phase: 'engine',
    engine: undefined,
    you: 1,
    limits: DEFAULT_STRENGTH,
    options: [],
    record: NEW_GAME,
    thinking: undefined,
    paced: undefined,
    hint: undefined,
    saving: undefined,
    savedPlies: 0,
    leaving: false,
    fresh: true,
    scores: [],
    result: undefined,
  };
  return {
    state,
    print: [
      '',
      ...say('WHICH ENGINE WILL YOU PLAY?'),
      ...engineMenu(ctx.config),
      ...say('(A BLANK LINE: THE FIRST.)'),
    ],
  };
}

/** The answers to STRENGTH?, as a table: a gap after the longest, wrapped lines under the text. */
const STRENGTH_ROWS: readonly ColumnRow[] = [
  ['DEPTH N', 'IT LOOKS N PLIES AHEAD (1 TO 20)'],
  ['TIME S', 'IT THINKS S SECONDS A MOVE (DEFAULT: TIME 1)'],
  ['PERIOD STRENGTH', 'IT SEARCHES WHAT ITS OWN MACHINE OF THE DAY DID FOR A MOVE'],
  ['PERIOD PACE', 'THE SAME, TAKING AS LONG AS IT DID (ANY KEY: IT MOVES AT ONCE)'],
];

/** The STRENGTH? table, aligned to the paper (issue 25, item 12). */
export function strengthHelp(): string[] {
  return twoColumns(STRENGTH_ROWS);
}

/**
 * A period strength in words, as the screen's header gives it: "PERIOD STRENGTH: HIARCS 0.5 AS
 * ON A PDP-11/70, 1260 POSITIONS A MOVE" (the budget of engines/period.ts at its defaults).
 */
export function periodWords(mode: PeriodFlag, meta: EngineMeta): string {
  const p = meta.period;
  if (!p) return `PERIOD ${mode.toUpperCase()}`;
  const budget = periodBudget(p.rate, p.moveSeconds);
  // "AN HP 9000/835": the article as the name is said.
  const article = /^([AEIOU]|HP\b)/i.test(p.machine) ? 'AN' : 'A';
  return `PERIOD ${mode.toUpperCase()}: ${meta.name.toUpperCase()} AS ON ${article} ${p.machine.toUpperCase()}, ${budget} ${p.unit.toUpperCase()} A MOVE`;
}

/** The period of each engine of `ids` in words, once each (an id without metadata has none). */
export function periodWordsOf(
  mode: PeriodFlag,
  ids: readonly string[],
  metas: readonly EngineMeta[],
): string[] {
  const words = ids.flatMap((id) => {
    const meta = metas.find((m) => m.id === id);
    return meta ? [periodWords(mode, meta)] : [];
  });
  return [...new Set(words)];
}

/** The period an answer names: PERIOD STRENGTH (PS), PERIOD PACE (PP), or PERIOD alone (pace). */
export function periodAnswer(words: readonly string[]): PeriodFlag | undefined {
  const [first = '', second = ''] = words;
  if (first === 'PS') return 'strength';
  if (first === 'PP') return 'pace';
  if (first !== 'PERIOD' && first !== 'P') return undefined;
  if (second === '' || 'PACE'.startsWith(second)) return 'pace';
  if ('STRENGTH'.startsWith(second)) return 'strength';
  return undefined;
}

/** The limits a strength answer names, or why not. */
export function parseStrength(text: string, meta: EngineMeta): Strength | string {
  const words = text.trim().toUpperCase().split(/\s+/);
  const [word = '', arg = ''] = words;
  const options: [string, string][] = meta.period ? [['Period', 'off']] : [];
  if (word === '') return { limits: DEFAULT_STRENGTH, words: '1 SECOND A MOVE', options };
  const period = periodAnswer(words);
  if (period !== undefined && meta.period)
    return { limits: {}, words: periodWords(period, meta), options: [['Period', period]] };
  const n = Number(arg);
  if (word === 'DEPTH' || word === 'D') {
    if (/^\d+$/.test(arg) && n >= 1 && n <= 20) return { limits: { depth: n }, words: `DEPTH ${n}`, options };
    return `DEPTH TAKES A WHOLE NUMBER OF PLIES FROM 1 TO 20 (DEPTH 4).`;
  }
  if (word === 'TIME' || word === 'T') {
    if (/^\d*\.?\d+$/.test(arg) && n >= 0.1 && n <= 600)
      return { limits: { movetime: Math.round(n * 1000) }, words: `${n} SECONDS A MOVE`, options };
    return `TIME TAKES SECONDS A MOVE FROM 0.1 TO 600 (TIME 2.5).`;
  }
  return 'TYPE DEPTH N, TIME S, PERIOD STRENGTH OR PERIOD PACE (OR A BLANK LINE FOR TIME 1).';
}

function answerPlay(ctx: Ctx, state: PlayState, line: string): ScreenStep<PlayState> {
  const text = line.trim();
  const word = text.toUpperCase();
  switch (state.phase) {
    case 'engine': {
      const engine = text === '' ? ctx.config.engines[0] : pickEngine(ctx.config, text);
      if (!engine) return complain(state, `TYPE 1 TO ${ctx.config.engines.length} OR AN ENGINE'S NAME.`);
      return { state: { ...state, engine, phase: 'colour' }, print: [] };
    }
    case 'colour': {
      const you = word === '' || 'WHITE'.startsWith(word) ? 1 : 'BLACK'.startsWith(word) ? -1 : 0;
      if (you === 0) return complain(state, 'TYPE WHITE OR BLACK (W OR B).');
      return { state: { ...state, you, phase: 'strength' }, print: strengthHelp() };
    }
    case 'strength': {
      const strength = parseStrength(text, state.engine!);
      if (typeof strength === 'string') return complain(state, strength);
      const s: PlayState = { ...state, limits: strength.limits, options: strength.options, phase: 'move' };
      const intro = say(
        `YOU PLAY ${state.you === 1 ? 'WHITE' : 'BLACK'} AGAINST ${state.engine!.name}, ${strength.words}.`,
        'TYPE MOVES LIKE E4, NF3 OR G1-F3; HELP FOR THE COMMANDS.',
      );
      const board = ['', ...printBoard(s.record.board, boardOptions(ctx, s)), ''];
      if (state.you === 1) return { state: s, print: [...intro, ...board] };
      const think = engineTurn(ctx, s);
      return { ...think, print: [...intro, ...board, ...think.print] };
    }
    case 'move':
      return moveCommand(ctx, state, text);
    case 'over':
      return overCommand(ctx, state, text);
    case 'thinking':
      return { state, print: [] };
  }
}

/** How a game prints its board: glyphs or letters, the machine's pieces named, the person's side below. */
function boardOptions(ctx: Ctx, state: PlayState) {
  return {
    unicode: ctx.config.settings.unicode,
    machine: { side: (0 - state.you) as 1 | -1, name: state.engine!.name.toUpperCase() },
    // The person's own side at the bottom, as across a real board (issue 25, item 12).
    fromBlack: state.you === -1,
  };
}

function playSlot(state: PlayState): string {
  return `play:${state.engine!.id}`;
}

/** Asks the engine for its move. */
function engineTurn(ctx: Ctx, state: PlayState): ScreenStep<PlayState> {
  const tag = ctx.tag();
  const pace = startPacing(
    ctx,
    state.options.some(([name, value]) => name === 'Period' && value === 'pace'),
  );
  return {
    state: { ...state, phase: 'thinking', thinking: tag, fresh: false, paced: pace.pacing },
    print: say(`${state.engine!.name} IS THINKING. ANY KEY MAKES IT MOVE NOW.`),
    effects: [
      ...pace.effects,
      {
        kind: 'search',
        slot: playSlot(state),
        tag,
        fen: state.record.startFen,
        moves: state.record.moves,
        limits: state.limits,
        options: state.options,
        infos: true,
        newGame: state.fresh,
      },
    ],
  };
}

/** The game is over: the result and what can be done now. */
function gameOver(state: PlayState, result: PgnResult, why: string): ScreenStep<PlayState> {
  const you = state.you === 1 ? '1-0' : '0-1';
  const verdict = result === '1/2-1/2' ? 'A DRAW.' : result === you ? 'YOU WIN.' : 'I WIN.';
  return {
    state: { ...state, phase: 'over', result, thinking: undefined, hint: undefined },
    print: [...say(`${why}. ${verdict} ${result}`), '', ...say('SAVE [FILE], BOARD, NEW OR MENU?')],
  };
}

/** After a move: the check or the end of the game, and the bell if asked for. */
function afterMove(ctx: Ctx, state: PlayState): ScreenStep<PlayState> | { check: boolean } {
  const board = state.record.board;
  const ruled = ruledResult(board);
  const bell: Effect[] = ctx.config.settings.bell && (board.inCheck() || ruled) ? [{ kind: 'bell' }] : [];
  if (ruled) {
    const over = gameOver(state, ruled.result, ruled.why);
    return { ...over, effects: bell };
  }
  return { check: board.inCheck() };
}

function moveCommand(ctx: Ctx, state: PlayState, text: string): ScreenStep<PlayState> {
  const [word = ''] = text.toUpperCase().split(/\s+/);
  const board = state.record.board;
  switch (word) {
    case '':
      return { state, print: [] };
    case 'BOARD':
      return { state, print: ['', ...printBoard(board, boardOptions(ctx, state)), ''] };
    case 'TAKEBACK': {
      // Back to your previous turn: your last move and the engine's answer to it.
      const count = state.record.moves.length;
      const mine = board.side === state.you ? 2 : 1;
      if (count < mine || (count === 1 && mine === 2))
        return complain(state, 'THERE IS NO MOVE OF YOURS TO TAKE BACK.');
      const record = takeBack(state.record, mine);
      const scores = state.scores.filter((e) => e.ply <= record.moves.length);
      const s = { ...state, record, scores };
      return {
        state: s,
        print: [...say('TAKEN BACK.'), '', ...printBoard(record.board, boardOptions(ctx, s)), ''],
      };
    }
    case 'HINT': {
      const tag = ctx.tag();
      return {
        state: { ...state, hint: tag },
        print: say('LET ME SEE... ANY KEY STOPS ME WITH THE BEST MOVE SO FAR.'),
        effects: [
          {
            kind: 'search',
            slot: judgeSlot(state.engine!.id),
            tag,
            fen: state.record.startFen,
            moves: state.record.moves,
            limits: state.limits,
            infos: false,
          },
        ],
      };
    }
    case 'RESIGN':
      return gameOver(state, state.you === 1 ? '0-1' : '1-0', 'YOU RESIGN');
    case 'DRAW':
      if (drawAccepted(state)) return gameOver(state, '1/2-1/2', 'DRAW AGREED');
      return { state, print: say('I PLAY ON.') };
    case 'SAVE':
      return saveGame(ctx, state, saveName(text));
  }
  const move = parseMoveInput(board, text);
  if (!move.ok) return complain(state, move.error);
  const printed = numberedMove(board, move.value, ctx.config.settings.notation);
  const s: PlayState = { ...state, record: addMove(state.record, move.value) };
  const after = afterMove(ctx, s);
  if (!('check' in after)) return { ...after, print: [...say(`YOU: ${printed}`), ...after.print] };
  const think = engineTurn(ctx, s);
  return { ...think, print: [...say(`YOU: ${printed}${after.check ? '  CHECK.' : ''}`), ...think.print] };
}

function overCommand(ctx: Ctx, state: PlayState, text: string): ScreenStep<PlayState> {
  const [word = ''] = text.toUpperCase().split(/\s+/);
  switch (word) {
    case '':
      return { state, print: [] };
    case 'BOARD':
      return { state, print: ['', ...printBoard(state.record.board, boardOptions(ctx, state)), ''] };
    case 'NEW': {
      const fresh = enterPlay(ctx);
      return fresh;
    }
    case 'SAVE':
      return saveGame(ctx, state, saveName(text));
    default:
      return complain(state, 'TYPE SAVE [FILE], BOARD, NEW OR MENU.');
  }
}

/** The file named after SAVE: the rest of the line as typed (a name may hold spaces), if any. */
function saveName(text: string): string | undefined {
  const name = text.trim().replace(/^\S+\s*/, '');
  return name === '' ? undefined : name;
}

/** Adds the game as PGN to a file (the hook appends it and answers 'saved' or 'failed'). */
export function saveGame(ctx: Ctx, state: PlayState, path: string | undefined): ScreenStep<PlayState> {
  const tag = ctx.tag();
  const name = state.engine!.name;
  const tags: [string, string][] = [
    ['Event', 'ttychess game'],
    ['Site', 'ttychess teletype'],
    ['Date', ctx.config.date],
    ['Round', '-'],
    ['White', state.you === 1 ? 'You' : name],
    ['Black', state.you === 1 ? name : 'You'],
  ];
  const text = recordPgn(state.record, tags, state.result ?? '*');
  return {
    state: { ...state, saving: tag },
    print: [],
    effects: [{ kind: 'save', tag, path: path ?? DEFAULT_SAVE, text }],
  };
}

/** The engine's score for the position on the board, if it has searched the move that reached it. */
export function boardScore(state: PlayState): number | undefined {
  const last = state.scores.at(-1);
  return last !== undefined && last.ply === state.record.moves.length ? last.cp : undefined;
}

/** Whether the engine takes a draw: its score for the position on the board says it stands worse. */
export function drawAccepted(state: PlayState): boolean {
  const score = boardScore(state);
  return score !== undefined && score <= DRAW_SCORE;
}

/**
 * A key while the engine thinks: it moves now, with the best it has found. A key while it looks
 * for a hint: the hint search stops and gives its best so far.
 */
function interruptPlay(_ctx: Ctx, state: PlayState): ScreenStep<PlayState> {
  if (state.phase === 'thinking')
    return { state, print: [], effects: [{ kind: 'stop', slot: playSlot(state), drop: false }] };
  if (state.hint !== undefined)
    return { state, print: [], effects: [{ kind: 'stop', slot: judgeSlot(state.engine!.id), drop: false }] };
  return { state, print: [] };
}

function replyPlay(ctx: Ctx, state: PlayState, reply: Reply): ScreenStep<PlayState> {
  if (reply.tag === state.saving && (reply.type === 'saved' || reply.type === 'failed')) {
    const s = { ...state, saving: undefined };
    return reply.type === 'saved'
      ? {
          state: { ...s, savedPlies: s.record.moves.length },
          print: say(savedText(reply.path, reply.appended)),
        }
      : complain(s, `NOT SAVED: ${reply.error}`);
  }
  if (reply.tag === state.hint && (reply.type === 'searched' || reply.type === 'failed')) {
    const s = { ...state, hint: undefined };
    if (reply.type === 'failed') return complain(s, reply.error);
    const best = reply.result.bestmove;
    if (best === null) return { state: s, print: say('I SEE NO MOVE.') };
    // Stopped before its first iteration ended: the move would be a guess.
    if (reply.result.depth === 0) return { state: s, print: say('I HAVE NO HINT YET.') };
    return {
      state: s,
      print: say(`TRY ${moveWord(state.record.board, best, ctx.config.settings.notation)}.`),
    };
  }
  const ticked = onTick(ctx, state.paced, reply, state.phase === 'thinking');
  if (ticked) return { state: { ...state, paced: ticked.pacing }, print: [], effects: ticked.effects };
  if (reply.tag !== state.thinking) return { state, print: [] };
  const board = state.record.board;
  switch (reply.type) {
    case 'info':
      // A book answer reports one empty iteration (depth 0): nothing to show.
      return {
        state,
        print: reply.info.depth === 0 ? [] : [thinkingLine(reply.info, board, ctx.config.settings.notation)],
      };
    case 'failed':
      return complain(
        { ...state, phase: 'move', thinking: undefined, paced: undefined },
        `${state.engine!.name} FAILED: ${reply.error}`,
      );
    case 'searched': {
      const r = reply.result;
      const cp = 'cp' in r.score ? r.score.cp : r.score.mate > 0 ? 10_000 : -10_000;
      // A book move is no judgement of the position: it leaves no score.
      const scores =
        r.source === 'search' ? [...state.scores, { ply: state.record.moves.length + 1, cp }] : state.scores;
      const idle: PlayState = { ...state, thinking: undefined, paced: undefined, scores };
      if (r.bestmove === null) {
        const ruled = ruledResult(board);
        return gameOver(idle, ruled?.result ?? '*', ruled?.why ?? 'NO MOVE');
      }
      const printed = numberedMove(board, r.bestmove, ctx.config.settings.notation);
      const book = r.source === 'book' ? '  (FROM THE BOOK)' : '';
      const s: PlayState = { ...idle, phase: 'move', record: addMove(state.record, r.bestmove) };
      const after = afterMove(ctx, s);
      const line = [
        ...noticeTexts(r).flatMap((t) => say(`NOTE: ${t}`)),
        ...say(`MY MOVE: ${printed}${book}`),
      ];
      if (!('check' in after)) return { ...after, print: [...line, ...after.print] };
      const bell: Effect[] = ctx.config.settings.bell && after.check ? [{ kind: 'bell' }] : [];
      return { state: s, print: [...line, ...(after.check ? say('CHECK.') : [])], effects: bell };
    }
    default:
      return { state, print: [] };
  }
}

function playHelp(state: PlayState): string[] {
  switch (state.phase) {
    case 'engine':
      return say("TYPE THE ENGINE'S NUMBER OR NAME; A BLANK LINE CHOOSES THE FIRST.");
    case 'colour':
      return say('WHITE MOVES FIRST. A BLANK LINE: WHITE.');
    case 'strength':
      return strengthHelp();
    case 'over':
      return say(
        'SAVE [FILE]  ADD THE GAME TO A PGN FILE',
        'BOARD        PRINT THE BOARD',
        'NEW          ANOTHER GAME',
      );
    default:
      return say(
        'TYPE YOUR MOVE IN ANY CASE: E4, NF3, EXD5, O-O, E8=Q (SAN) OR G1F3, G1-F3 (FROM AND TO).',
        'BOARD        PRINT THE BOARD',
        'TAKEBACK     TAKE BACK YOUR LAST MOVE AND MY ANSWER',
        'HINT         I SUGGEST A MOVE (ANY KEY: MY BEST SO FAR)',
        'RESIGN       GIVE UP THE GAME',
        'DRAW         OFFER A DRAW',
        'SAVE [FILE]  ADD THE GAME TO A PGN FILE (DEFAULT TTYCHESS-GAME.PGN)',
        'COMPARE      THE ENGINES SIDE BY SIDE HERE; BACK RETURNS TO THE GAME',
      );
  }
}

/** What is going on, for the status line. */
function playStatus(state: PlayState, config: SessionConfig): string {
  if (state.phase === 'thinking' && state.paced !== undefined)
    return `${pacingLine(`${nameOf(config, state.engine!.id)} IS THINKING`, state.paced)}. ANY KEY: MOVE NOW.`;
  if (state.phase === 'thinking')
    return `${nameOf(config, state.engine!.id)} IS THINKING. ANY KEY: MOVE NOW.`;
  if (state.hint !== undefined) return 'LOOKING FOR A HINT...';
  if (state.saving !== undefined) return 'SAVING...';
  return '';
}

/** MENU with moves not saved: the warning, once. */
function leavePlay(state: PlayState): ScreenStep<PlayState> | undefined {
  const warning = menuWarning(state);
  return warning === undefined ? undefined : { state: { ...state, leaving: true }, print: say(warning) };
}

/** The PLAY screen, for the session's table. */
export const playScreen: ScreenModule<PlayState> = {
  enter: enterPlay,
  answer: answerPlay,
  reply: replyPlay,
  interrupt: interruptPlay,
  busy: playBusy,
  prompt: playPrompt,
  help: playHelp,
  status: playStatus,
  position: playPosition,
  leave: leavePlay,
};
