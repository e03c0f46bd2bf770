// The teletype session as a pure reducer: state + action -> new state, the lines to print, and
// the effects for the hook to carry out (engine work, file reads and writes, timers, the bell,
// the end). No React, no I/O, no clock. This module is the router: the banner and menu, the
// words that work at every prompt (HELP, MENU, QUIT; COMPARE where there is a position), the
// line being typed, and which screen gets a typed line or an engine's answer. Each screen is a
// reducer of its own: replay/screen.ts, play.ts, watch.ts, compare-screen.ts, about.ts.
//
// Everything the program prints is in capitals and at most 72 columns; what the user typed is
// echoed as typed (a FEN or a file name needs its small letters), cut to 72 columns.

import { breakLine } from '../format/wrap.js';
import { aboutHelp, answerAbout, enterAbout, ABOUT_PROMPT, type AboutState } from './about.js';
import { bannerLines } from './banner.js';
import {
  answerCompare,
  compareBusy,
  compareHelp,
  comparePrompt,
  compareStatus,
  enterCompare,
  interruptCompare,
  replyCompare,
  type CompareOrigin,
  type CompareState,
} from './compare-screen.js';
import { MENU_PROMPT, menuChoice, menuComplaint, menuHelp, menuLines } from './menu.js';
import {
  answerPlay,
  enterPlay,
  interruptPlay,
  playBusy,
  playHelp,
  menuWarning,
  playPosition,
  playPrompt,
  replyPlay,
  type PlayState,
} from './play.js';
import type { ReplayGame } from './replay/game.js';
import {
  answerReplay,
  enterReplay,
  enterReplayGame,
  interruptReplay,
  replayBusy,
  replayHelp,
  replayPosition,
  replyReplay,
  REPLAY_PROMPTS,
  type ReplayState,
} from './replay/screen.js';
import { say, type Ctx, type Effect, type Reply, type ScreenStep, type SessionConfig } from './screen.js';
import {
  answerWatch,
  enterWatch,
  interruptWatch,
  replyWatch,
  watchBusy,
  watchHelp,
  watchPrompt,
  type WatchState,
} from './watch.js';

/** The longest line the user may type. */
export const MAX_INPUT = 120;

export type Screen =
  | { readonly name: 'menu' }
  | { readonly name: 'done' }
  | ReplayState
  | PlayState
  | WatchState
  | CompareState
  | AboutState;

export interface SessionState {
  readonly config: SessionConfig;
  readonly screen: Screen;
  /** The line being typed. */
  readonly draft: string;
  /**
   * Type-ahead: what was typed while the screen was busy (line ends as '\n'), kept in order as a
   * terminal's type-ahead buffer keeps it, and typed at the next prompt when the work is done.
   */
  readonly ahead: string;
  /** The next tag for engine work (tags are never reused). */
  readonly nextTag: number;
}

export type SessionAction =
  | { readonly type: 'type'; readonly text: string }
  | { readonly type: 'erase' }
  | { readonly type: 'enter' }
  /**
   * Enter or space pressed while the paper was still printing: it finished the printing, and
   * is typed only if something was typed before it (else it would answer the prompt blank).
   */
  | { readonly type: 'hurry'; readonly enter: boolean }
  /** Ctrl-C: the session ends at once. */
  | { readonly type: 'interrupt' }
  | Reply;

export interface Step {
  readonly state: SessionState;
  /** Lines to print on the paper, in order. */
  readonly print: readonly string[];
  readonly effects: readonly Effect[];
}

const GLOBAL_HELP = 'AT ANY PROMPT TYPE HELP FOR HELP, MENU FOR THE MENU OR QUIT TO STOP.';

/** What the live input line shows before the typed text ('' while busy or done). */
export function promptText(screen: Screen): string {
  switch (screen.name) {
    case 'menu':
      return MENU_PROMPT;
    case 'done':
      return '';
    case 'replay':
      return REPLAY_PROMPTS[screen.phase];
    case 'about':
      return ABOUT_PROMPT;
    case 'play':
      return playPrompt(screen);
    case 'watch':
      return watchPrompt(screen);
    case 'compare':
      return comparePrompt(screen);
  }
}

/** Whether the screen is busy: no input line; a key interrupts what it is doing. */
export function isBusy(screen: Screen): boolean {
  switch (screen.name) {
    case 'menu':
    case 'about':
      return false;
    case 'done':
      return true;
    case 'replay':
      return replayBusy(screen);
    case 'play':
      return playBusy(screen);
    case 'watch':
      return watchBusy(screen);
    case 'compare':
      return compareBusy(screen);
  }
}

/** A context for the screens, its tag counter starting at the state's. */
function context(state: SessionState): { ctx: Ctx; used: () => number } {
  let next = state.nextTag;
  return { ctx: { config: state.config, tag: () => next++ }, used: () => next };
}

/**
 * A screen's step as the session's: back to the menu when the screen says so. `used` is asked
 * here, after the screen has taken its tags (the step is worked out before lift is called), so
 * the session's counter moves past them and no tag is handed out twice.
 */
function lift(state: SessionState, used: () => number, s: ScreenStep<Screen>): Step {
  const effects = [...(s.effects ?? [])];
  const nextTag = used();
  if (s.state === 'menu') {
    return {
      state: { ...state, screen: { name: 'menu' }, nextTag },
      print: [...s.print, '', ...menuLines()],
      effects: [...effects, { kind: 'stop-all' }],
    };
  }
  return { state: { ...state, screen: s.state, nextTag }, print: s.print, effects };
}

/** A new session: the banner, the menu, and the menu prompt; or straight into a game's replay. */
export function openSession(config: SessionConfig, replay?: ReplayGame): Step {
  const state: SessionState = { config, screen: { name: 'menu' }, draft: '', ahead: '', nextTag: 1 };
  const banner = [...say(...bannerLines(config.engines)), ...menuLines()];
  if (!replay) return { state, print: banner, effects: [] };
  const { ctx, used } = context(state);
  const s = lift(state, used, enterReplayGame(ctx, replay));
  return { ...s, print: [...say(...bannerLines(config.engines)), ...s.print] };
}

/**
 * The draft after typing `text`: printable characters are added, a rubout (DEL or backspace, as
 * fast typing can bring inside a chunk) takes the last one back, anything else is dropped.
 */
function typed(draft: string, text: string): string {
  let out = draft;
  for (const ch of text) {
    if (ch === '\x7f' || ch === '\b') out = out.slice(0, -1);
    else if (ch >= ' ' && ch <= '~') out += ch;
  }
  return out.slice(0, MAX_INPUT);
}

const NOTHING = (state: SessionState): Step => ({ state, print: [], effects: [] });

/**
 * Advances the session by one action; when that leaves the screen ready for input, what was
 * typed ahead while it was busy is typed now, up to the line that makes it busy again.
 */
export function step(state: SessionState, action: SessionAction): Step {
  const s = stepOnce(state, action);
  return s.state.ahead === '' || isBusy(s.state.screen) ? s : drainAhead(s);
}

/** Types the type-ahead buffer a line at a time while the screen takes input. */
function drainAhead(first: Step): Step {
  let now = first.state;
  const print = [...first.print];
  const effects = [...first.effects];
  while (now.ahead !== '' && !isBusy(now.screen)) {
    const end = now.ahead.indexOf('\n');
    const text = end < 0 ? now.ahead : now.ahead.slice(0, end);
    now = { ...now, ahead: end < 0 ? '' : now.ahead.slice(end + 1) };
    const actions: SessionAction[] = text === '' ? [] : [{ type: 'type', text }];
    if (end >= 0) actions.push({ type: 'enter' });
    for (const action of actions) {
      const next = stepOnce(now, action);
      now = next.state;
      print.push(...next.print);
      effects.push(...next.effects);
    }
  }
  return { state: now, print, effects };
}

/**
 * A key while the screen is busy: it interrupts the work (RUN, an engine's thought) as the
 * screen says, and what it typed is kept for the next prompt. A lone Enter or space with nothing
 * typed ahead is only the "any key" that interrupts, and is not kept.
 */
function busyKey(state: SessionState, text: string): Step {
  const kept = state.ahead === '' && /^[\r\n ]*$/.test(text) ? '' : text.replace(/\r\n|\r/g, '\n');
  const ahead = (state.ahead + kept).slice(0, 4 * MAX_INPUT);
  return interruptKey({ ...state, ahead });
}

/** Advances the session by one action (type-ahead aside). */
function stepOnce(state: SessionState, action: SessionAction): Step {
  const done = state.screen.name === 'done';
  switch (action.type) {
    case 'type':
      if (done) return NOTHING(state);
      if (isBusy(state.screen)) return busyKey(state, action.text);
      if (/[\r\n]/.test(action.text)) return typeLines(state, action.text);
      return {
        state: { ...state, draft: typed(state.draft, action.text) },
        print: [],
        effects: [],
      };
    case 'erase':
      if (done) return NOTHING(state);
      if (isBusy(state.screen)) return NOTHING({ ...state, ahead: state.ahead.slice(0, -1) });
      return { state: { ...state, draft: state.draft.slice(0, -1) }, print: [], effects: [] };
    case 'interrupt': {
      if (done) return NOTHING(state);
      // The abandoned line stays on the paper, marked ^C as a terminal echoes it.
      const echo = isBusy(state.screen) ? ['^C'] : breakLine(promptText(state.screen) + state.draft + '^C');
      return {
        state: { ...state, screen: { name: 'done' }, draft: '', ahead: '' },
        print: echo,
        effects: [{ kind: 'stop-all' }, { kind: 'exit' }],
      };
    }
    case 'hurry': {
      const nothingTyped = isBusy(state.screen) ? state.ahead === '' : state.draft === '';
      if (done || nothingTyped) return NOTHING(state);
      return stepOnce(state, action.enter ? { type: 'enter' } : { type: 'type', text: ' ' });
    }
    case 'enter': {
      if (done) return NOTHING(state);
      if (isBusy(state.screen)) return busyKey(state, '\n');
      const echo = breakLine(promptText(state.screen) + state.draft);
      const next = answer({ ...state, draft: '' }, state.draft);
      return { ...next, print: [...echo, ...next.print] };
    }
    default:
      return reply(state, action);
  }
}

/** A key pressed while a screen is busy: the screen's interrupt (stop the run, move now). */
function interruptKey(state: SessionState): Step {
  const { ctx, used } = context(state);
  const screen = state.screen;
  switch (screen.name) {
    case 'replay':
      return lift(state, used, interruptReplay(ctx, screen));
    case 'play':
      return lift(state, used, interruptPlay(ctx, screen));
    case 'watch':
      return lift(state, used, interruptWatch(ctx, screen));
    case 'compare':
      return lift(state, used, interruptCompare(ctx, screen));
    default:
      return NOTHING(state);
  }
}

/**
 * Text with line ends in it (fast typing or a paste arrives as one chunk): each line end is an
 * Enter.
 */
function typeLines(state: SessionState, text: string): Step {
  const parts = text.split(/\r\n|\r|\n/);
  const print: string[] = [];
  const effects: Effect[] = [];
  let now = state;
  parts.forEach((part, i) => {
    const actions: SessionAction[] = [{ type: 'type', text: part }];
    if (i < parts.length - 1) actions.push({ type: 'enter' });
    for (const action of actions) {
      if (action.type === 'type' && action.text === '') continue;
      const next = step(now, action);
      now = next.state;
      print.push(...next.print);
      effects.push(...next.effects);
    }
  });
  return { state: now, print, effects };
}

/** The current screen's position (a FEN) for COMPARE, if it has one, with the screen. */
function currentPosition(screen: Screen): { fen: string; screen: CompareOrigin } | undefined {
  if (screen.name !== 'replay' && screen.name !== 'play') return undefined;
  const fen = screen.name === 'replay' ? replayPosition(screen) : playPosition(screen);
  return fen === undefined ? undefined : { fen, screen };
}

/** The response to a line typed at the current prompt. */
function answer(state: SessionState, line: string): Step {
  const word = line.trim().toUpperCase();
  if (word === 'QUIT') return quit(state);
  if (word === 'MENU') {
    const unsaved = state.screen.name === 'play' ? menuWarning(state.screen) : undefined;
    if (unsaved !== undefined && state.screen.name === 'play')
      return {
        state: { ...state, screen: { ...state.screen, leaving: true } },
        print: say(unsaved),
        effects: [],
      };
    return {
      state: { ...state, screen: { name: 'menu' } },
      print: ['', ...menuLines()],
      effects: [{ kind: 'stop-all' }],
    };
  }
  if (word === 'HELP' || word === '?')
    return { state, print: [...helpFor(state.screen), ...say(GLOBAL_HELP)], effects: [] };
  const { ctx, used } = context(state);
  const screen = state.screen;
  const here = currentPosition(screen);
  if (word === 'COMPARE' && here !== undefined) {
    // The screen is kept as it is, for COMPARE's BACK; its engine work is stopped.
    const s = lift(state, used, enterCompare(ctx, here.fen, here.screen));
    return { ...s, effects: [{ kind: 'stop-all' }, ...s.effects] };
  }
  switch (screen.name) {
    case 'menu':
      return menu(state, line);
    case 'done':
      return NOTHING(state);
    case 'replay':
      return lift(state, used, answerReplay(ctx, screen, line));
    case 'about':
      return lift(state, used, answerAbout(ctx, screen, line));
    case 'play':
      return lift(state, used, answerPlay(ctx, screen, line));
    case 'watch':
      return lift(state, used, answerWatch(ctx, screen, line));
    case 'compare':
      return lift(state, used, answerCompare(ctx, screen, line));
  }
}

/** An answer from the hook, for the screen that asked (others drop it). */
function reply(state: SessionState, r: Reply): Step {
  const { ctx, used } = context(state);
  const screen = state.screen;
  switch (screen.name) {
    case 'replay':
      return lift(state, used, replyReplay(ctx, screen, r));
    case 'play':
      return lift(state, used, replyPlay(ctx, screen, r));
    case 'watch':
      return lift(state, used, replyWatch(ctx, screen, r));
    case 'compare':
      return lift(state, used, replyCompare(ctx, screen, r));
    default:
      return NOTHING(state);
  }
}

function menu(state: SessionState, line: string): Step {
  if (line.trim() === '') return NOTHING(state);
  const { ctx, used } = context(state);
  switch (menuChoice(line)) {
    case 'replay':
      return lift(state, used, enterReplay(ctx));
    case 'play':
      return lift(state, used, enterPlay(ctx));
    case 'watch':
      return lift(state, used, enterWatch(ctx));
    case 'compare':
      return lift(state, used, enterCompare(ctx, undefined));
    case 'about':
      return lift(state, used, enterAbout(ctx));
    case 'quit':
      return quit(state);
    case undefined:
      return { state, print: menuComplaint(), effects: [] };
  }
}

function helpFor(screen: Screen): string[] {
  switch (screen.name) {
    case 'menu':
      return menuHelp();
    case 'done':
      return [];
    case 'replay':
      return replayHelp(screen);
    case 'about':
      return aboutHelp();
    case 'play':
      return playHelp(screen);
    case 'watch':
      return watchHelp(screen);
    case 'compare':
      return compareHelp(screen);
  }
}

function quit(state: SessionState): Step {
  return {
    state: { ...state, screen: { name: 'done' } },
    print: say('END OF SESSION.'),
    effects: [{ kind: 'stop-all' }, { kind: 'exit' }],
  };
}

/** What is going on, for the live line under the paper ('' when nothing is). */
export function statusText(state: SessionState): string {
  const s = state.screen;
  const name = (id: string) => state.config.engines.find((m) => m.id === id)?.name.toUpperCase() ?? id;
  switch (s.name) {
    case 'replay': {
      if (s.phase === 'running') return 'RUNNING. ANY KEY STOPS.';
      if (s.reading !== undefined) return 'READING THE FILE...';
      const thinking = [...new Set([...s.waiting.values()].map((w) => name(w.engine)))];
      return thinking.length > 0 ? `THINKING: ${thinking.join(', ')}` : '';
    }
    case 'play':
      if (s.phase === 'thinking') return `${name(s.engine!.id)} IS THINKING. ANY KEY: MOVE NOW.`;
      if (s.hint !== undefined) return 'LOOKING FOR A HINT...';
      if (s.saving !== undefined) return 'SAVING...';
      return '';
    case 'watch':
      if (s.phase === 'running') return s.stopping ? 'STOPPING...' : 'GAME IN PROGRESS. ANY KEY STOPS IT.';
      return s.saving !== undefined ? 'SAVING...' : '';
    case 'compare':
      return compareStatus(s);
    default:
      return '';
  }
}
