// The REPLAY screen as a pure reducer. First the list of bundled games (or a PGN file typed by
// name); then the game, stepped a move at a time. After each move every commenting engine is
// asked to judge the new position (on its own slot, all at once); the comments print as they
// come, but always in the session's order of engines (a comment that finishes before the one
// ahead of it waits for it), so the transcript reads the same on every run and after BACK; moving
// on stops the engines and drops their late answers (by tag). At the end: the
// result and the evaluation chart. RUN steps on by itself, a pause after each position's
// comments; any key stops it.
//
// Commands at COMMAND?: Enter, NEXT or N; BACK or B; GO <NUMBER> (or JUMP <NUMBER>, or the
// number alone); START, END, RUN [SECONDS], BOARD, CHART, LIST, SAVE [FILE]; and the session's
// HELP, MENU, COMPARE, QUIT. COMPARE keeps this screen as it is and comes back to it
// (resumeReplay). SAVE has every position not yet judged judged (quietly), then adds the game to
// the file as annotated PGN, as `ttychess replay --annotate` writes it (annotate.ts); a key
// stops it. The file is checked first (check-save), so one that would refuse the game is named
// before any judging. Its positions go to each engine one at a time, the next when one is answered (a long
// game is hundreds of searches: none is asked for before an engine is free, none is dropped), and
// the status line counts them (N OF M).

import { twoColumns, type ColumnRow } from '../../format/wrap.js';
import { catalogueLines, type CatalogueGame } from './catalogue.js';
import { engineName, countsPositions } from '../engines.js';
import { printBoard } from '../board-print.js';
import {
  asTyped,
  complain,
  judgeSlot,
  nameOf,
  say,
  type Ctx,
  type Effect,
  type Reply,
  type ScreenModule,
  type ScreenStep,
  type SessionConfig,
} from '../screen.js';
import { boardAt, plies, replayGame, type ReplayGame } from './game.js';
import { DEFAULT_SAVE, periodWordsOf, savedText } from '../play.js';
import { onTick, pacingLine, startPacing, type Pacing } from '../pacing.js';
import { annotatedPgn } from './annotate.js';
import { fenSide, judgementOf, type Judgement } from './judge.js';
import {
  chartLines,
  endLines,
  headerLines,
  moveLines,
  positionLines,
  startLines,
  type Commentator,
  type TranscriptOptions,
} from './transcript.js';

/** The pause RUN makes after each position's comments unless told, in seconds. */
export const DEFAULT_RUN_PAUSE = 1;

interface Waiting {
  readonly engine: string;
  readonly position: number;
}

export interface ReplayState {
  readonly name: 'replay';
  /** 'pick': choosing a game; 'step': at COMMAND?; 'running': RUN is stepping on its own. */
  readonly phase: 'pick' | 'step' | 'running';
  readonly game: ReplayGame | undefined;
  /** The position on the board: 0 before the first move, plies(game) at the end. */
  readonly cursor: number;
  /** The judgements received so far, by position. */
  readonly judgements: readonly (readonly Judgement[] | undefined)[];
  /** Requests not yet answered, by tag. */
  readonly waiting: ReadonlyMap<number, Waiting>;
  /**
   * The comments on the position on the board that came before an engine ahead of them in the
   * session's order had answered: their lines, by engine id, held until it does. Comments print
   * in the engines' order, never in the order they finish, so a replay reads the same every run.
   */
  readonly held: ReadonlyMap<string, readonly string[]>;
  /** How many engines (in the session's order) have had their comment on this position printed. */
  readonly shown: number;
  /** How many games of the list are on the paper, while picking (MORE prints the next page). */
  readonly listed: number;
  /** A file being read (its tag) and the game wanted from it, while picking. */
  readonly reading: number | undefined;
  readonly pendingGame: number;
  /** RUN's pause in milliseconds, and its timer's tag while one runs. */
  readonly pauseMs: number;
  readonly timer: number | undefined;
  /**
   * At PERIOD PACE, while comments are awaited: the once-a-second tick's tag and the seconds
   * waited so far (the status line grows with them).
   */
  readonly paced: Pacing | undefined;
  /** SAVE at work, until the file is written. */
  readonly saving: Saving | undefined;
}

/** SAVE at work: the file, the judgements not yet asked for, those asked for, the write. */
interface Saving {
  readonly path: string;
  /** The judgements still to ask for, in order (each engine is asked for its next when it answers). */
  readonly todo: readonly Waiting[];
  /** The judgements asked for and not yet answered, by tag (one per engine at most). */
  readonly waiting: ReadonlyMap<number, Waiting>;
  /** How many judgements SAVE needed when it began (the M of its N OF M). */
  readonly total: number;
  /** How many engines judge for it (more than one: its count is of judgements, not positions). */
  readonly engines: number;
  /** The write's tag, once every judgement is in. */
  readonly write?: number;
  /** The tag of the check that the file would take the game, while it is under way. */
  readonly check?: number;
}

const REPLAY_PROMPTS = { pick: 'GAME? ', step: 'COMMAND? ', running: '' } as const;

function initial(): ReplayState {
  return {
    name: 'replay',
    phase: 'pick',
    game: undefined,
    cursor: 0,
    judgements: [],
    waiting: new Map(),
    held: new Map(),
    shown: 0,
    listed: 0,
    reading: undefined,
    pendingGame: 1,
    pauseMs: DEFAULT_RUN_PAUSE * 1000,
    timer: undefined,
    paced: undefined,
    saving: undefined,
  };
}

/** The engines commenting, from the settings. */
export function replayCommentators(ctx: Ctx): Commentator[] {
  return ctx.config.settings.engines.flatMap((id) => {
    const meta = ctx.config.engines.find((m) => m.id === id);
    return meta ? [{ id, name: engineName(meta), positions: countsPositions(meta) }] : [];
  });
}

function options(ctx: Ctx): TranscriptOptions {
  const s = ctx.config.settings;
  return { notation: s.notation, boardEvery: s.boardEvery, unicode: s.unicode };
}

/**
 * How many games the list prints at a time: a page of the 29 bundled games takes under 6 seconds
 * at 1200 baud, where the whole list took 17 (issue 25, item 12).
 */
export const LIST_PAGE = 10;

/** Opens the screen at the list of games: its first page. */
function enterReplay(ctx: Ctx): ScreenStep<ReplayState> {
  return listPage(ctx, initial(), ['', ...say('THE GAMES ON FILE:')]);
}

/** The next page of the list of games (after `head`), then what may be typed. */
function listPage(ctx: Ctx, state: ReplayState, head: readonly string[]): ScreenStep<ReplayState> {
  const all = ctx.config.catalogue;
  const listed = Math.min(all.length, state.listed + LIST_PAGE);
  const page = catalogueLines(all).slice(state.listed, listed);
  const more =
    listed < all.length
      ? `MORE FOR GAMES ${listed + 1} TO ${Math.min(all.length, listed + LIST_PAGE)} OF ${all.length}; OR `
      : '';
  return {
    state: { ...state, listed },
    print: [
      ...head,
      ...page,
      '',
      ...say(
        `${more}TYPE A GAME'S NUMBER, OR THE NAME OF A PGN FILE (A FILE, THEN A SPACE AND A GAME NUMBER).`,
      ),
    ],
  };
}

/** Opens the screen straight at a game (`ttychess replay FILE`). */
export function enterReplayGame(ctx: Ctx, game: ReplayGame): ScreenStep<ReplayState> {
  return openGame(ctx, game);
}

/** The game's header, the start position's comments asked for. */
function openGame(ctx: Ctx, game: ReplayGame): ScreenStep<ReplayState> {
  const who = replayCommentators(ctx);
  const s: ReplayState = { ...initial(), phase: 'step', game, judgements: [] };
  const head = ['', ...headerLines(game, who, ctx.config.settings.limits, periodLines(ctx))];
  const help = say('ENTER FOR THE NEXT MOVE; HELP FOR THE COMMANDS.');
  const at = goTo(ctx, s, 0);
  return {
    state: at.state,
    print: [...head, ...help, ...startLines(game, options(ctx)), ...at.print],
    effects: at.effects,
  };
}

/** Stops the engines' work for positions no longer shown. */
function cancel(state: ReplayState): { state: ReplayState; effects: Effect[] } {
  const slots = new Set([...state.waiting.values()].map((w) => judgeSlot(w.engine)));
  return {
    state: { ...state, waiting: new Map(), held: new Map(), shown: 0, timer: undefined },
    effects: [...slots].map((slot) => ({ kind: 'stop', slot, drop: true }) as const),
  };
}

/** The request for engine `id`'s judgement of position k. */
function judgeRequest(ctx: Ctx, game: ReplayGame, id: string, k: number, tag: number): Effect {
  return {
    kind: 'search',
    slot: judgeSlot(id),
    tag,
    fen: game.startFen,
    moves: game.uci.slice(0, k),
    limits: ctx.config.settings.limits,
    infos: false,
    // Every comment is a fresh game (tables cleared), so a position judged again after BACK
    // gets the same comment with the same limit (issue 14, item 9).
    newGame: true,
    ...(ctx.config.settings.period === 'off' ? {} : { options: [['Period', ctx.config.settings.period]] }),
  };
}

/** The period each commentator plays at, for the header (none when the period is off). */
function periodLines(ctx: Ctx): string[] {
  const mode = ctx.config.settings.period;
  return mode === 'off' ? [] : periodWordsOf(mode, ctx.config.settings.engines, ctx.config.engines);
}

/** Moves the cursor to position k (printing nothing about the move) and asks for comments. */
function goTo(ctx: Ctx, from: ReplayState, k: number): ScreenStep<ReplayState> & { state: ReplayState } {
  const stopped = cancel(from);
  const game = from.game!;
  const waiting = new Map<number, Waiting>();
  const effects: Effect[] = [...stopped.effects];
  for (const c of replayCommentators(ctx)) {
    const tag = ctx.tag();
    waiting.set(tag, { engine: c.id, position: k });
    effects.push(judgeRequest(ctx, game, c.id, k, tag));
  }
  const pacing = startPacing(ctx, ctx.config.settings.period === 'pace' && waiting.size > 0);
  const state: ReplayState = { ...stopped.state, cursor: k, waiting, paced: pacing.pacing };
  const end = k === plies(game) && waiting.size === 0 ? endLines(game, [], []) : [];
  return { state, print: end, effects: [...effects, ...pacing.effects] };
}

/** One move forward: its line (and the board when due), then the comments asked for. */
function next(ctx: Ctx, state: ReplayState): ScreenStep<ReplayState> {
  const game = state.game!;
  if (state.cursor >= plies(game))
    return complain(
      { ...state, phase: 'step' },
      'THAT WAS THE LAST MOVE. TYPE BACK, GO <NUMBER>, START, LIST OR MENU.',
    );
  const lines = moveLines(game, state.cursor, options(ctx));
  const at = goTo(ctx, state, state.cursor + 1);
  return { state: at.state, print: [...lines, ...at.print], effects: at.effects };
}

/** Where the cursor stands, in words, with the last move played. */
function whereLines(ctx: Ctx, state: ReplayState): string[] {
  const game = state.game!;
  if (state.cursor === 0) return startLines(game, options(ctx)).slice(1, 2);
  const last = moveLines(game, state.cursor - 1, { ...options(ctx), boardEvery: 0 });
  return [`AFTER ${last[0]!.trim()}`];
}

/** The position before White's move n (or Black's, when the game starts with Black). */
function positionOfMove(game: ReplayGame, n: number): number | undefined {
  for (let k = 0; k <= plies(game); k++) {
    const [, , , , , full] = game.fens[k]!.split(' ');
    if (Number(full) === n) return k;
  }
  return undefined;
}

function jump(ctx: Ctx, state: ReplayState, k: number): ScreenStep<ReplayState> {
  const at = goTo(ctx, { ...state, phase: 'step' }, k);
  return { state: at.state, print: [...whereLines(ctx, at.state), ...at.print], effects: at.effects };
}

/** A line typed at the screen's prompt. */
function answerReplay(ctx: Ctx, state: ReplayState, line: string): ScreenStep<ReplayState> {
  if (state.phase === 'pick') return pick(ctx, state, line);
  const game = state.game!;
  const [word = '', arg] = line.trim().toUpperCase().split(/\s+/);
  if (word === '' || word === 'NEXT' || word === 'N') return next(ctx, state);
  if (/^\d+$/.test(word) || word === 'GO' || word === 'JUMP') {
    const n = Number(/^\d+$/.test(word) ? word : arg);
    const k = Number.isInteger(n) ? positionOfMove(game, n) : undefined;
    if (k === undefined) {
      const last = game.fens[plies(game)]!.split(' ')[5];
      return complain(
        state,
        `THE MOVES OF THIS GAME ARE NUMBERED ${game.fens[0]!.split(' ')[5]} TO ${last}.`,
      );
    }
    return jump(ctx, state, k);
  }
  switch (word) {
    case 'BACK':
    case 'B':
      if (state.cursor === 0) return complain(state, 'THIS IS THE START OF THE GAME.');
      return jump(ctx, state, state.cursor - 1);
    case 'END':
      return jump(ctx, state, plies(game));
    case 'START':
      return jump(ctx, state, 0);
    case 'BOARD':
      return {
        state,
        print: ['', ...printBoard(boardAt(game, state.cursor), { unicode: ctx.config.settings.unicode }), ''],
      };
    case 'CHART': {
      // Before the last move the chart is the game so far: the result would give the end away.
      const atEnd = state.cursor === plies(game);
      const chart = chartLines(game, replayCommentators(ctx), state.judgements, atEnd);
      return { state, print: chart.length > 0 ? ['', ...chart] : say('NO ENGINE HAS COMMENTED YET.') };
    }
    case 'LIST':
      return { ...enterReplay(ctx), effects: cancel(state).effects };
    case 'SAVE': {
      const raw = line.trim().split(/\s+/).slice(1).join(' ');
      return save(ctx, state, raw === '' ? DEFAULT_SAVE : raw);
    }
    case 'RUN': {
      const seconds = arg === undefined ? DEFAULT_RUN_PAUSE : Number(arg);
      if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60)
        return complain(state, 'RUN TAKES A PAUSE IN SECONDS, 0 TO 60: RUN 2.');
      const running: ReplayState = { ...state, phase: 'running', pauseMs: Math.round(seconds * 1000) };
      const note = say('RUNNING. PRESS ANY KEY TO STOP.');
      // With the comments on this position in, step on at once; else when they come.
      if (running.waiting.size > 0) return { state: running, print: note };
      const on = running.cursor < plies(game) ? next(ctx, running) : runOn(ctx, running);
      return { ...on, print: [...note, ...on.print] };
    }
    default:
      return complain(
        state,
        'TYPE ENTER (NEXT), BACK, GO <NUMBER>, START, END, RUN, BOARD, CHART, COMPARE, LIST, SAVE OR HELP.',
      );
  }
}

/** While running, with the comments in: step on after the pause (counted once the paper has caught up). */
function runOn(ctx: Ctx, state: ReplayState): ScreenStep<ReplayState> {
  if (state.cursor >= plies(state.game!))
    return { state: { ...state, phase: 'step' }, print: say('END OF THE GAME.') };
  // Even without a pause the hook's timer is used: it waits for the paper to catch up.
  const tag = ctx.tag();
  return { state: { ...state, timer: tag }, print: [], effects: [{ kind: 'timer', tag, ms: state.pauseMs }] };
}

/**
 * Back at the replay after COMPARE: where it stands, and the comments on this position still
 * missing asked for again (COMPARE stopped the engines, so the answers waited for never come).
 */
export function resumeReplay(ctx: Ctx, state: ReplayState): ScreenStep<ReplayState> {
  const game = state.game;
  const back = say('BACK TO THE REPLAY.');
  if (game === undefined) return { state: { ...state, phase: 'pick' }, print: back };
  const waiting = new Map<number, Waiting>();
  const effects: Effect[] = [];
  for (const w of state.waiting.values()) {
    const tag = ctx.tag();
    waiting.set(tag, w);
    effects.push(judgeRequest(ctx, game, w.engine, w.position, tag));
  }
  const pacing = startPacing(ctx, ctx.config.settings.period === 'pace' && waiting.size > 0);
  return {
    state: { ...state, phase: 'step', timer: undefined, waiting, paced: pacing.pacing },
    print: [...back, ...whereLines(ctx, state)],
    effects: [...effects, ...pacing.effects],
  };
}

/**
 * A key pressed while reading a file: the read is given up. While running: stop after this position. At PERIOD PACE a key also ends the
 * engines' wait: they comment at once with what they found.
 */
function interruptReplay(_ctx: Ctx, state: ReplayState): ScreenStep<ReplayState> {
  if (state.reading !== undefined) {
    // A big file takes seconds: a key gives up on it, and GAME? asks again.
    return {
      state: { ...state, reading: undefined },
      print: say('READING STOPPED.'),
      effects: [{ kind: 'cancel-read', tag: state.reading }],
    };
  }
  if (state.saving !== undefined && state.saving.write === undefined) {
    const stopped = cancelSaving(state);
    return { state: stopped.state, print: say('SAVE STOPPED; NOTHING WRITTEN.'), effects: stopped.effects };
  }
  const hurry: Effect[] =
    state.paced === undefined
      ? []
      : [...new Set([...state.waiting.values()].map((w) => judgeSlot(w.engine)))].map(
          (slot) => ({ kind: 'stop', slot, drop: false }) as const,
        );
  if (state.phase !== 'running') return { state: { ...state, paced: undefined }, print: [], effects: hurry };
  return {
    state: { ...state, phase: 'step', timer: undefined, paced: undefined },
    print: say('STOPPED.'),
    effects: hurry,
  };
}

function pick(ctx: Ctx, state: ReplayState, line: string): ScreenStep<ReplayState> {
  const text = line.trim();
  const list = ctx.config.catalogue;
  if (text === '') return { state, print: [] };
  if (/^(MORE|M)$/i.test(text)) {
    if (state.listed >= list.length)
      return complain(state, `THAT WAS THE WHOLE LIST: GAMES 1 TO ${list.length}.`);
    return listPage(ctx, state, []);
  }
  if (/^\d+$/.test(text)) {
    const entry: CatalogueGame | undefined = list[Number(text) - 1];
    if (!entry) return complain(state, `THE GAMES ARE NUMBERED 1 TO ${list.length}.`);
    const game = replayGame(entry.game);
    if (!game.ok) return complain(state, game.error);
    return openGame(ctx, game.value);
  }
  // A file name, perhaps with a game number after it.
  const m = /^(.*?)(?:\s+(\d+))?$/.exec(text)!;
  const tag = ctx.tag();
  return {
    state: { ...state, reading: tag, pendingGame: Number(m[2] ?? '1') },
    // Said before the read starts: a big file takes seconds (any key or Ctrl-C leaves it).
    print: say(`READING ${asTyped(m[1]!)}...`),
    effects: [{ kind: 'read', tag, path: m[1]!, game: Number(m[2] ?? '1') }],
  };
}

/** The commentators as PGN names them (the engines' names as written). */
function pgnCommentators(ctx: Ctx): Commentator[] {
  return replayCommentators(ctx).map((c) => ({
    ...c,
    name: ctx.config.engines.find((m) => m.id === c.id)!.name,
  }));
}

/**
 * SAVE: asks for the judgement of every position not yet judged (quietly: nothing prints), and
 * writes once they are in (saveWhenJudged).
 */
function save(ctx: Ctx, state: ReplayState, path: string): ScreenStep<ReplayState> {
  const game = state.game!;
  const todo: Waiting[] = [];
  for (let k = 0; k <= plies(game); k++) {
    for (const c of replayCommentators(ctx)) {
      if (!state.judgements[k]?.some((j) => j.engine === c.id)) todo.push({ engine: c.id, position: k });
    }
  }
  const engines = new Set(todo.map((w) => w.engine)).size;
  const saving = { path, todo, waiting: new Map<number, Waiting>(), total: todo.length, engines };
  if (todo.length === 0) return saveWhenJudged(ctx, { ...state, phase: 'step', saving });
  // Judging can take minutes: a file that would refuse the game is named before it starts.
  const check = ctx.tag();
  return {
    state: { ...state, phase: 'step', saving: { ...saving, check } },
    print: [],
    effects: [{ kind: 'check-save', tag: check, path }],
  };
}

/** The file will take the game: SAVE's judging starts. */
function startJudging(ctx: Ctx, state: ReplayState, saving: Saving): ScreenStep<ReplayState> {
  const fed = feed(ctx, state.game!, { ...saving, check: undefined });
  return {
    state: { ...state, saving: fed.saving },
    print: say(`JUDGING ${judgingWords(saving.todo)} FOR THE FILE. PRESS ANY KEY TO STOP.`),
    effects: fed.effects,
  };
}

/**
 * What SAVE has to judge, counted as positions (a position is one whichever engines judge it):
 * `118 MORE POSITIONS`, and with more than one engine the judgements too,
 * `118 MORE POSITIONS (354 JUDGEMENTS BY 3 ENGINES)`.
 */
function judgingWords(todo: readonly Waiting[]): string {
  const positions = new Set(todo.map((w) => w.position)).size;
  const engines = new Set(todo.map((w) => w.engine)).size;
  const noun = positions === 1 ? 'POSITION' : 'POSITIONS';
  const each = engines > 1 ? ` (${todo.length} JUDGEMENTS BY ${engines} ENGINES)` : '';
  return `${positions} MORE ${noun}${each}`;
}

/** SAVE's next judgements asked for: one for every engine that has none under way. */
function feed(ctx: Ctx, game: ReplayGame, saving: Saving): { saving: Saving; effects: Effect[] } {
  const busy = new Set([...saving.waiting.values()].map((w) => w.engine));
  const waiting = new Map(saving.waiting);
  const effects: Effect[] = [];
  const todo = saving.todo.filter((w) => {
    if (busy.has(w.engine)) return true;
    busy.add(w.engine);
    const tag = ctx.tag();
    waiting.set(tag, w);
    effects.push(judgeRequest(ctx, game, w.engine, w.position, tag));
    return false;
  });
  return { saving: { ...saving, todo, waiting }, effects };
}

/** SAVE's progress: how many of its judgements are in, of how many. */
function savedSoFar(saving: Saving): string {
  const done = saving.total - saving.todo.length - saving.waiting.size;
  const unit = saving.engines > 1 ? ' JUDGEMENTS' : '';
  return `JUDGING FOR THE FILE: ${done} OF ${saving.total}${unit}. ANY KEY STOPS.`;
}

/** Once SAVE has every judgement: the annotated game goes to the file (the hook appends it). */
function saveWhenJudged(ctx: Ctx, state: ReplayState): ScreenStep<ReplayState> & { state: ReplayState } {
  const saving = state.saving;
  if (saving === undefined || saving.waiting.size > 0 || saving.todo.length > 0 || saving.write !== undefined)
    return { state, print: [] };
  const game = state.game!;
  const who = pgnCommentators(ctx);
  const judged = game.fens.map((_, k) => who.map((c) => state.judgements[k]?.find((j) => j.engine === c.id)));
  const tag = ctx.tag();
  const text = annotatedPgn(game, who, ctx.config.settings.limits, judged);
  return {
    state: { ...state, saving: { ...saving, write: tag } },
    print: [],
    effects: [{ kind: 'save', tag, path: saving.path, text }],
  };
}

/** A reply for SAVE: a judgement (kept, not printed), or the write's answer. */
function replySaving(ctx: Ctx, state: ReplayState, reply: Reply): ScreenStep<ReplayState> | undefined {
  const saving = state.saving;
  if (saving === undefined) return undefined;
  if (reply.tag === saving.write && (reply.type === 'saved' || reply.type === 'failed')) {
    const s = { ...state, saving: undefined };
    return reply.type === 'saved'
      ? { state: s, print: say(savedText(reply.path, reply.appended)) }
      : complain(s, `NOT SAVED: ${reply.error}`);
  }
  if (reply.tag === saving.check && (reply.type === 'save-checked' || reply.type === 'failed')) {
    return reply.type === 'save-checked'
      ? startJudging(ctx, state, saving)
      : complain({ ...state, saving: undefined }, `NOT SAVED: ${reply.error}`);
  }
  const w = saving.waiting.get(reply.tag);
  if (w === undefined || (reply.type !== 'searched' && reply.type !== 'failed')) return undefined;
  if (reply.type === 'failed') {
    const stopped = cancelSaving(state);
    return { ...complain(stopped.state, `NOT SAVED: ${reply.error}`), effects: stopped.effects };
  }
  const rest = new Map(saving.waiting);
  rest.delete(reply.tag);
  const game = state.game!;
  const j = judgementOf(w.engine, fenSide(game.fens[w.position]!), reply.result);
  const judgements = [...state.judgements];
  judgements[w.position] = [...(judgements[w.position] ?? []).filter((x) => x.engine !== w.engine), j];
  const fed = feed(ctx, game, { ...saving, waiting: rest });
  const done = saveWhenJudged(ctx, { ...state, judgements, saving: fed.saving });
  return { ...done, effects: [...fed.effects, ...(done.effects ?? [])] };
}

/** Stops SAVE's judging (its queued searches dropped); nothing is written. */
function cancelSaving(state: ReplayState): { state: ReplayState; effects: Effect[] } {
  const slots = new Set([...(state.saving?.waiting.values() ?? [])].map((w) => judgeSlot(w.engine)));
  return {
    state: { ...state, saving: undefined },
    effects: [...slots].map((slot) => ({ kind: 'stop', slot, drop: true }) as const),
  };
}

/** An answer from the hook: a judgement, a file read, RUN's timer. */
function replyReplay(ctx: Ctx, state: ReplayState, reply: Reply): ScreenStep<ReplayState> {
  const forSave = replySaving(ctx, state, reply);
  if (forSave !== undefined) return forSave;
  if (reply.type === 'read' || (reply.type === 'failed' && reply.tag === state.reading)) {
    if (reply.tag !== state.reading) return { state, print: [] };
    const s = { ...state, reading: undefined };
    if (reply.type === 'failed') return complain(s, reply.error);
    const pgn = reply.game;
    if (!pgn) return complain(s, `THAT FILE HOLDS ${reply.count} GAME(S).`);
    const game = replayGame(pgn);
    return game.ok ? openGame(ctx, game.value) : complain(s, game.error);
  }
  const ticked = onTick(ctx, state.paced, reply, state.waiting.size > 0);
  if (ticked) return { state: { ...state, paced: ticked.pacing }, print: [], effects: ticked.effects };
  if (reply.type === 'timer') {
    if (reply.tag !== state.timer || state.phase !== 'running') return { state, print: [] };
    return next(ctx, { ...state, timer: undefined });
  }
  const waiting = state.waiting.get(reply.tag);
  if (!waiting || (reply.type !== 'searched' && reply.type !== 'failed')) return { state, print: [] };
  const rest = new Map(state.waiting);
  rest.delete(reply.tag);
  const game = state.game!;
  const who = replayCommentators(ctx);
  const c = who.find((x) => x.id === waiting.engine)!;
  let s: ReplayState = { ...state, waiting: rest, paced: rest.size === 0 ? undefined : state.paced };
  let lines: string[];
  if (reply.type === 'failed') {
    lines = say(`      ${c.name} FAILED: ${reply.error}`);
  } else {
    const k = waiting.position;
    const j = judgementOf(c.id, fenSide(game.fens[k]!), reply.result);
    const judgements = [...s.judgements];
    judgements[k] = [...(judgements[k] ?? []).filter((x) => x.engine !== c.id), j];
    s = { ...s, judgements };
    lines = positionLines(game, k, [c], [j], ctx.config.settings.notation);
  }
  const shown = inOrder(s, who, c.id, lines);
  s = shown.state;
  const print = shown.print;
  if (rest.size > 0) return { state: s, print };
  if (s.cursor === plies(game))
    return { state: { ...s, phase: 'step' }, print: [...print, ...endLines(game, who, s.judgements)] };
  if (s.phase === 'running') {
    const on = runOn(ctx, s);
    return { ...on, print: [...print, ...on.print] };
  }
  return { state: s, print };
}

/**
 * Engine `id`'s comment lines on the position on the board, held with those already come, and
 * the comments now due printed in the engines' order: each once every engine before it has
 * answered (or failed).
 */
function inOrder(
  state: ReplayState,
  who: readonly Commentator[],
  id: string,
  lines: readonly string[],
): { state: ReplayState; print: string[] } {
  const held = new Map(state.held).set(id, lines);
  const print: string[] = [];
  let shown = state.shown;
  for (let next = who[shown]; next !== undefined && held.has(next.id); next = who[++shown]) {
    print.push(...held.get(next.id)!);
    held.delete(next.id);
  }
  return { state: { ...state, held, shown }, print };
}

/** The commands at COMMAND?, as HELP lists them (screen.test.ts tries each one). */
export const REPLAY_COMMANDS: readonly ColumnRow[] = [
  ['ENTER, NEXT, N', "THE NEXT MOVE, WITH THE ENGINES' COMMENTS"],
  ['BACK, B', 'ONE MOVE BACK'],
  [
    'GO <NUMBER>',
    "TO THAT MOVE: THE POSITION BEFORE WHITE'S MOVE OF THAT NUMBER (GO 12); ALSO JUMP 12, OR 12 ALONE",
  ],
  ['START, END', 'THE START OR THE END OF THE GAME'],
  ['RUN [SECONDS]', 'STEP ON BY ITSELF, PAUSING AFTER EACH MOVE (DEFAULT 1 SECOND); ANY KEY STOPS'],
  ['BOARD', 'PRINT THE BOARD'],
  ['CHART', 'THE EVALUATION CHART SO FAR'],
  ['COMPARE', 'THE ENGINES SIDE BY SIDE ON THIS POSITION; THEN BACK (OR A BLANK LINE) RETURNS HERE'],
  ['LIST', 'THE LIST OF GAMES'],
  [
    'SAVE [FILE]',
    `ADD THE GAME WITH THE ENGINES' COMMENTS TO A PGN FILE (DEFAULT ${DEFAULT_SAVE.toUpperCase()}); ALL POSITIONS ARE JUDGED FIRST`,
  ],
];

/** The screen's help. */
function replayHelp(state: ReplayState): string[] {
  if (state.phase === 'pick')
    return say(
      "TYPE A GAME'S NUMBER FROM THE LIST (MORE PRINTS THE NEXT PAGE OF IT), OR THE NAME OF A PGN FILE, WITH A GAME NUMBER AFTER IT IF THE FILE HOLDS SEVERAL (GAMES.PGN 3).",
    );
  return twoColumns(REPLAY_COMMANDS);
}

/** The position on the board (for COMPARE), if a game is open. */
function replayPosition(state: ReplayState): string | undefined {
  return state.game?.fens[state.cursor];
}

/** Whether the screen is busy (no input line; a key interrupts). */
function replayBusy(state: ReplayState): boolean {
  return (
    state.phase === 'running' ||
    state.reading !== undefined ||
    state.saving !== undefined ||
    (state.paced !== undefined && state.waiting.size > 0)
  );
}

/** What is going on, for the status line: RUN, a file read, the engines still thinking. */
function replayStatus(state: ReplayState, config: SessionConfig): string {
  if (state.phase === 'running') return 'RUNNING. ANY KEY STOPS.';
  if (state.reading !== undefined) return 'READING THE FILE. ANY KEY STOPS.';
  if (state.saving !== undefined && state.saving.write === undefined) return savedSoFar(state.saving);
  const thinking = [...new Set([...state.waiting.values()].map((w) => nameOf(config, w.engine)))];
  if (thinking.length === 0) return '';
  // At PERIOD PACE the line grows while the engines take their time, as the period terminal's did.
  if (state.paced !== undefined)
    return `${pacingLine(`THINKING: ${thinking.join(', ')}`, state.paced)} (ANY KEY: AT ONCE)`;
  return `THINKING: ${thinking.join(', ')}`;
}

/** The REPLAY screen, for the session's table. */
export const replayScreen: ScreenModule<ReplayState> = {
  enter: enterReplay,
  answer: answerReplay,
  reply: replyReplay,
  interrupt: interruptReplay,
  busy: replayBusy,
  prompt: (state) => REPLAY_PROMPTS[state.phase],
  help: replayHelp,
  status: replayStatus,
  position: replayPosition,
};
