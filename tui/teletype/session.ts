// The teletype session as a pure reducer: state + action -> new state, the lines to print, and
// the effects for the hook to carry out (engine work, file reads and writes, timers, the bell,
// the end). No React, no I/O, no clock. This module is the router: the banner and menu, the
// words that work at every prompt (HELP, MENU, QUIT; COMPARE where there is a position), the
// line being typed, and which screen gets a typed line or an engine's answer. Each screen is a
// ScreenModule (screen.ts) of its own, one row of the SCREENS table below: replay/screen.ts,
// play.ts, watch.ts, compare-screen.ts, about.ts.
//
// Everything the program prints is in capitals and at most 72 columns; what the user typed is
// echoed as typed (a FEN or a file name needs its small letters), cut to 72 columns.

import { visible } from '../../core/visible.js';
import { breakLine } from '../format/wrap.js';
import { aboutScreen } from './about.js';
import { bannerLines } from './banner.js';
import { compareScreen, enterCompare, isCompareOrigin } from './compare-screen.js';
import { menuChoice, menuComplaint, menuHelp, menuLines, MENU_PROMPT } from './menu.js';
import { playScreen } from './play.js';
import type { ReplayGame } from './replay/game.js';
import { enterReplayGame, replayScreen } from './replay/screen.js';
import {
  say,
  type Ctx,
  type Effect,
  type Reply,
  type ScreenModule,
  type ScreenStep,
  type SessionConfig,
} from './screen.js';
import { TELETYPE_COLUMNS } from './settings.js';
import { watchScreen } from './watch.js';

/**
 * The screens, by name: a menu choice opens the row of its name, and every question about the
 * screen on the paper (its prompt, whether it is busy, its help, its status) goes to its row.
 * Adding a screen is one row here (and its line in menu.ts's MENU).
 */
const SCREENS = {
  replay: replayScreen,
  play: playScreen,
  watch: watchScreen,
  compare: compareScreen,
  about: aboutScreen,
} as const;

type Rows = typeof SCREENS;
type StateOf<M> = M extends ScreenModule<infer S, unknown> ? S : never;
/** The state of any screen in the table. */
export type ScreenState = { [K in keyof Rows]: StateOf<Rows[K]> }[keyof Rows];

/** The row of the screen on the paper. */
function rowOf(screen: ScreenState): ScreenModule<ScreenState, ScreenState> {
  // The table's keys are its states' names, which the compiler cannot pair up by itself.
  return SCREENS[screen.name] as unknown as ScreenModule<ScreenState, ScreenState>;
}

/** The longest line the user may type. */
export const MAX_INPUT = 120;

/** The screen on the paper: the menu, the end of the session, or one of the table's. */
export type Screen = { readonly name: 'menu' } | { readonly name: 'done' } | ScreenState;

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
  /**
   * A key has stopped or hurried the busy screen's work (and was used up): the keys after it are
   * type-ahead, until the screen takes input again.
   */
  readonly interrupted: boolean;
  /**
   * The screen's work (a game, a search, a file, SAVE's judging) has ended since the user last
   * typed at a printed prompt: while the paper still prints its end, a key is the user's answer
   * to the work (the `x` meant to stop WATCH), not to the prompt that follows it (issue 36,
   * item 6). Cleared by a key typed once the paper has caught up.
   */
  readonly settling: boolean;
  /** The terminal was last reported narrower than the paper (TELETYPE_COLUMNS). */
  readonly narrow: boolean;
  /** The next tag for engine work (tags are never reused). */
  readonly nextTag: number;
}

export type SessionAction =
  /**
   * Text typed: a key, or a chunk (a paste, fast typing). `printing`: it came while the paper was
   * still printing. A single key then never answers a prompt that follows work (settling): it
   * interrupts busy work or hurries the paper, and is used up (issue 36, item 6). Between
   * questions with no work in between, keys typed ahead are kept and answered in order.
   */
  | { readonly type: 'type'; readonly text: string; readonly printing?: boolean }
  | { readonly type: 'erase' }
  | { readonly type: 'enter' }
  /**
   * Enter or space pressed while the paper was still printing: it finished the printing, and
   * is typed only if something was typed before it (else it would answer the prompt blank).
   */
  | { readonly type: 'hurry'; readonly enter: boolean }
  /** Ctrl-C: the session ends at once. */
  | { readonly type: 'interrupt' }
  /** The terminal's width, as it opens and whenever it is resized. */
  | { readonly type: 'width'; readonly columns: number }
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
  if (screen.name === 'menu') return MENU_PROMPT;
  if (screen.name === 'done') return '';
  return rowOf(screen).prompt(screen);
}

/** Whether the screen is busy: no input line; a key interrupts what it is doing. */
export function isBusy(screen: Screen): boolean {
  if (screen.name === 'menu') return false;
  if (screen.name === 'done') return true;
  return rowOf(screen).busy(screen);
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
  const state: SessionState = {
    config,
    screen: { name: 'menu' },
    draft: '',
    ahead: '',
    interrupted: false,
    settling: false,
    narrow: false,
    nextTag: 1,
  };
  const banner = [...say(...bannerLines(config.engines)), ...menuLines()];
  if (!replay) return { state, print: banner, effects: [] };
  const { ctx, used } = context(state);
  const s = lift(state, used, enterReplayGame(ctx, replay));
  return { ...s, print: [...say(...bannerLines(config.engines)), ...s.print].map(visible) };
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
  return out;
}

const NOTHING = (state: SessionState): Step => ({ state, print: [], effects: [] });

/**
 * Text typed at the prompt. A line cut to MAX_INPUT (a long paste) is cut at once and the paper
 * says so, once, as it reaches the cap; keys typed on a full line are dropped.
 */
function typeText(state: SessionState, text: string): Step {
  const uncut = typed(state.draft, text);
  const draft = uncut.slice(0, MAX_INPUT);
  const cut = uncut.length > MAX_INPUT && state.draft.length < MAX_INPUT;
  return {
    state: { ...state, draft },
    print: cut ? say(`LINE CUT TO ${MAX_INPUT} CHARACTERS.`) : [],
    effects: [],
  };
}

/**
 * Advances the session by one action; when that leaves the screen ready for input, what was
 * typed ahead while it was busy is typed now, up to the line that makes it busy again.
 */
export function step(state: SessionState, action: SessionAction): Step {
  const s = settled(state, action, stepTyped(state, action));
  // The paper's one edge: whatever a screen printed (a PGN's tags, a file name, an engine's
  // words) shows its control characters instead of obeying them (core/visible.ts).
  return { ...s, print: s.print.map(visible) };
}

/** Keeps SessionState.settling: set when work ends, cleared by a key typed after the paper caught up. */
function settled(before: SessionState, action: SessionAction, s: Step): Step {
  const typedLate =
    (action.type === 'type' && action.printing !== true) ||
    action.type === 'enter' ||
    action.type === 'erase';
  const ended = isBusy(before.screen) && !isBusy(s.state.screen);
  const settling = ended || (s.state.settling && !typedLate);
  return settling === s.state.settling ? s : { ...s, state: { ...s.state, settling } };
}

/** step(), before its lines are made visible. */
function stepTyped(state: SessionState, action: SessionAction): Step {
  const once = stepOnce(state, action);
  if (isBusy(once.state.screen)) return once;
  const s = once.state.interrupted ? { ...once, state: { ...once.state, interrupted: false } } : once;
  return s.state.ahead === '' ? s : drainAhead(s);
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
 * A key while the screen is busy: the first interrupts the work (RUN, an engine's thought, a
 * period's wait, SAVE's judging) as the screen says. A single key that stopped or hurried
 * something is used up: it is never typed at the next prompt (the `x` that stopped WATCH must
 * not answer SAVE?). The keys after it, a key that interrupted nothing, and text that came in one
 * chunk (a paste, fast typing) wait for the next prompt as type-ahead; a lone Enter or space with
 * nothing typed ahead is not kept either way (it would answer the prompt blank).
 */
function busyKey(state: SessionState, text: string): Step {
  const chunk = text.replace(/\r\n|\r/g, '\n');
  const stopped = state.interrupted ? NOTHING(state) : interruptKey(state);
  const acted = stopped.print.length > 0 || stopped.effects.length > 0;
  const usedUp = acted && chunk.length === 1;
  const kept = usedUp || (state.ahead === '' && /^[\n ]*$/.test(chunk)) ? '' : chunk;
  const ahead = (stopped.state.ahead + kept).slice(0, 4 * MAX_INPUT);
  return { ...stopped, state: { ...stopped.state, ahead, interrupted: state.interrupted || acted } };
}

/**
 * A single key pressed on a busy screen while the paper was still printing: it interrupts the
 * work as any key does, and is used up, never kept as type-ahead for the prompt that follows.
 */
function earlyKey(state: SessionState): Step {
  if (state.interrupted) return NOTHING(state);
  const stopped = interruptKey(state);
  const acted = stopped.print.length > 0 || stopped.effects.length > 0;
  return { ...stopped, state: { ...stopped.state, interrupted: acted } };
}

/** Advances the session by one action (type-ahead aside). */
function stepOnce(state: SessionState, action: SessionAction): Step {
  const done = state.screen.name === 'done';
  switch (action.type) {
    case 'type':
      if (done) return NOTHING(state);
      if (action.printing === true && Array.from(action.text).length === 1) {
        if (isBusy(state.screen)) return earlyKey(state);
        if (state.settling) return NOTHING(state);
      }
      if (isBusy(state.screen)) return busyKey(state, action.text);
      if (/[\r\n]/.test(action.text)) return typeLines(state, action.text);
      return typeText(state, action.text);
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
    case 'width':
      return widthChanged(state, action.columns);
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

/** The word on the live line while the terminal is narrower than the paper (short, so it fits). */
export function narrowNotice(columns: number): string {
  return `WINDOW ${columns} COLUMNS; NEEDS ${TELETYPE_COLUMNS}. WIDEN IT.`;
}

/**
 * The terminal resized: the paper says so when it becomes narrower than the paper (its lines
 * will wrap) and again when it is wide enough; a resize that crosses nothing says nothing.
 */
function widthChanged(state: SessionState, columns: number): Step {
  const narrow = columns < TELETYPE_COLUMNS;
  if (narrow === state.narrow || state.screen.name === 'done') return NOTHING(state);
  const word = narrow ? narrowNotice(columns) : `WINDOW ${columns} COLUMNS: WIDE ENOUGH AGAIN.`;
  return { state: { ...state, narrow }, print: say(word), effects: [] };
}

/** A key pressed while a screen is busy: the screen's interrupt (stop the run, move now). */
function interruptKey(state: SessionState): Step {
  const screen = state.screen;
  if (screen.name === 'menu' || screen.name === 'done') return NOTHING(state);
  const { ctx, used } = context(state);
  return lift(state, used, rowOf(screen).interrupt(ctx, screen));
}

/**
 * Text with line ends in it (fast typing or a paste arrives as one chunk): each line end is an
 * Enter. Once a line makes the screen busy, the rest of the chunk is one busy key (busyKey): it
 * interrupts the work, and is kept whole as type-ahead unless it is a single key.
 */
function typeLines(state: SessionState, text: string): Step {
  const parts = text.split(/\r\n|\r|\n/);
  const print: string[] = [];
  const effects: Effect[] = [];
  let now = state;
  for (const [i, part] of parts.entries()) {
    if (isBusy(now.screen)) {
      const rest = parts.slice(i).join('\n');
      if (rest !== '' && now.screen.name !== 'done') {
        const next = busyKey(now, rest);
        now = next.state;
        print.push(...next.print);
        effects.push(...next.effects);
      }
      break;
    }
    const actions: SessionAction[] = [{ type: 'type', text: part }];
    if (i < parts.length - 1) actions.push({ type: 'enter' });
    for (const action of actions) {
      if (action.type === 'type' && action.text === '') continue;
      const next = step(now, action);
      now = next.state;
      print.push(...next.print);
      effects.push(...next.effects);
    }
  }
  return { state: now, print, effects };
}

/** The response to a line typed at the current prompt. */
function answer(state: SessionState, line: string): Step {
  const word = line.trim().toUpperCase();
  const screen = state.screen;
  if (word === 'QUIT') return quit(state);
  if (word === 'HELP' || word === '?')
    return { state, print: [...helpFor(screen), ...say(GLOBAL_HELP)], effects: [] };
  if (screen.name === 'done') return NOTHING(state);
  if (screen.name === 'menu') return word === 'MENU' ? toMenu(state) : menu(state, line);
  const row = rowOf(screen);
  const { ctx, used } = context(state);
  if (word === 'MENU') {
    const warning = row.leave?.(screen);
    return warning === undefined ? toMenu(state) : lift(state, used, warning);
  }
  const fen = word === 'COMPARE' ? row.position?.(screen) : undefined;
  if (fen !== undefined && isCompareOrigin(screen)) {
    // The screen is kept as it is, for COMPARE's BACK; its engine work is stopped.
    const s = lift(state, used, enterCompare(ctx, fen, screen));
    return { ...s, effects: [{ kind: 'stop-all' }, ...s.effects] };
  }
  return lift(state, used, row.answer(ctx, screen, line));
}

/** Back to the menu, every engine's work stopped. */
function toMenu(state: SessionState): Step {
  return {
    state: { ...state, screen: { name: 'menu' } },
    print: ['', ...menuLines()],
    effects: [{ kind: 'stop-all' }],
  };
}

/** An answer from the hook, for the screen that asked (others drop it). */
function reply(state: SessionState, r: Reply): Step {
  const screen = state.screen;
  if (screen.name === 'menu' || screen.name === 'done') return NOTHING(state);
  const { ctx, used } = context(state);
  return lift(state, used, rowOf(screen).reply(ctx, screen, r));
}

/** A menu choice: the screen of its name opened, or the end. */
function menu(state: SessionState, line: string): Step {
  if (line.trim() === '') return NOTHING(state);
  const choice = menuChoice(line);
  if (choice === undefined) return { state, print: menuComplaint(), effects: [] };
  if (choice === 'quit') return quit(state);
  const { ctx, used } = context(state);
  return lift(state, used, SCREENS[choice].enter(ctx));
}

function helpFor(screen: Screen): string[] {
  if (screen.name === 'menu') return menuHelp();
  if (screen.name === 'done') return [];
  return rowOf(screen).help(screen);
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
  const screen = state.screen;
  if (screen.name === 'menu' || screen.name === 'done') return '';
  return visible(rowOf(screen).status(screen, state.config));
}
