// The teletype session as a pure reducer: state + action -> new state, the lines to print, and
// at most one effect for the hook to carry out (count positions, end the session). No React,
// no I/O, no clock: the hook times the count and reports back with a 'counted' action.
//
// The conversation: a numbered menu; 1 SHOW A POSITION asks for a FEN and prints the board;
// 2 COUNT MOVES (PERFT) asks for a FEN and a depth and prints the count; 3 QUIT. At every
// prompt HELP explains, MENU goes back to the menu and QUIT ends the session. Everything the
// program prints is in capitals and at most 72 columns; what the user typed is echoed as typed
// (a FEN needs its small letters), cut to 72 columns.

import { parseFen, START_FEN } from '../../core/fen.js';
import type { Setup } from '../../core/setup.js';
import { boardText } from '../format/board-text.js';
import { breakLine, wrapWords } from '../format/wrap.js';
import { bannerLines } from './banner.js';

/** The deepest count the teletype runs; deeper counts belong to `ttychess perft`. */
export const TELETYPE_MAX_DEPTH = 5;
/** The longest line the user may type. */
export const MAX_INPUT = 120;

export const MENU = [
  { action: 'show', label: 'SHOW A POSITION', help: 'PRINTS THE BOARD FOR A POSITION GIVEN IN FEN.' },
  { action: 'count', label: 'COUNT MOVES (PERFT)', help: 'COUNTS THE POSITIONS SOME MOVES DEEP.' },
  { action: 'quit', label: 'QUIT', help: 'ENDS THE SESSION.' },
] as const;
export type MenuAction = (typeof MENU)[number]['action'];

export const PROMPTS = ['menu', 'show-fen', 'count-fen', 'count-depth', 'counting', 'done'] as const;
export type Prompt = (typeof PROMPTS)[number];

/** What the live input line shows before the typed text, per prompt ('' when nothing is asked). */
export const PROMPT_TEXT: Readonly<Record<Prompt, string>> = {
  menu: 'CHOICE? ',
  'show-fen': 'FEN? ',
  'count-fen': 'FEN? ',
  'count-depth': `DEPTH (0 TO ${TELETYPE_MAX_DEPTH})? `,
  counting: '',
  done: '',
};

export interface SessionState {
  readonly prompt: Prompt;
  /** The line being typed. */
  readonly draft: string;
  /** The position and depth of the count being asked for or run. */
  readonly setup: Setup | undefined;
  readonly depth: number;
}

export type SessionAction =
  | { readonly type: 'type'; readonly text: string }
  | { readonly type: 'erase' }
  | { readonly type: 'enter' }
  | { readonly type: 'counted'; readonly nodes: number; readonly ms: number }
  | { readonly type: 'interrupt' };

export type SessionEffect =
  { readonly kind: 'count'; readonly setup: Setup; readonly depth: number } | { readonly kind: 'exit' };

export interface Step {
  readonly state: SessionState;
  /** Lines to print on the paper, in order. */
  readonly print: readonly string[];
  readonly effect?: SessionEffect | undefined;
}

const GLOBAL_HELP = 'AT ANY PROMPT TYPE HELP FOR HELP, MENU FOR THE MENU OR QUIT TO STOP.';
const FEN_ASK = 'TYPE A POSITION IN FEN, OR A BLANK LINE FOR THE START POSITION.';
const FEN_HELP = [
  'A FEN GIVES THE RANKS FROM 8 DOWN TO 1, SEPARATED BY SLASHES: CAPITAL',
  'LETTERS (PNBRQK) FOR WHITE PIECES, SMALL LETTERS FOR BLACK ONES, A DIGIT',
  'FOR A RUN OF EMPTY SQUARES. THEN W OR B FOR THE SIDE TO MOVE, THE',
  'CASTLING RIGHTS (K, Q, SMALL K, SMALL Q, OR -), THE EN-PASSANT SQUARE',
  '(OR -) AND, IF YOU LIKE, THE HALFMOVE CLOCK AND THE MOVE NUMBER.',
  'A BLANK LINE GIVES THE START POSITION.',
];

/** Program output: capitals, word-wrapped to the paper. */
function say(...texts: string[]): string[] {
  return texts.flatMap((t) => wrapWords(t.toUpperCase()));
}

function menuLines(): string[] {
  return say(...MENU.map((item, i) => `  ${i + 1}  ${item.label}`), '');
}

function firstWord(label: string): string {
  return label.split(' ')[0]!;
}

/** The menu entry a typed choice names (its number, first word or whole label, any case). */
export function menuChoice(text: string): MenuAction | undefined {
  const word = text.trim().toUpperCase();
  const found = MENU.find(
    (item, i) => word === String(i + 1) || word === firstWord(item.label) || word === item.label,
  );
  return found?.action;
}

const INITIAL: SessionState = { prompt: 'menu', draft: '', setup: undefined, depth: 0 };

/** A new session: the banner, the menu, and the menu prompt. */
export function openSession(): Step {
  return { state: INITIAL, print: [...say(...bannerLines()), ...menuLines()] };
}

/** Keeps printable characters only (what a teletype keyboard could send). */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '');
}

/** Advances the session by one action. */
export function step(state: SessionState, action: SessionAction): Step {
  const busy = state.prompt === 'counting' || state.prompt === 'done';
  switch (action.type) {
    case 'type':
      if (busy) return { state, print: [] };
      if (/[\r\n]/.test(action.text)) return typeLines(state, action.text);
      return {
        state: { ...state, draft: (state.draft + printable(action.text)).slice(0, MAX_INPUT) },
        print: [],
      };
    case 'erase':
      if (busy) return { state, print: [] };
      return { state: { ...state, draft: state.draft.slice(0, -1) }, print: [] };
    case 'interrupt': {
      if (state.prompt === 'done') return { state, print: [] };
      // The abandoned line stays on the paper, marked ^C as a terminal echoes it.
      const echo = busy ? ['^C'] : breakLine(PROMPT_TEXT[state.prompt] + state.draft + '^C');
      return { state: { ...state, prompt: 'done', draft: '' }, print: echo, effect: { kind: 'exit' } };
    }
    case 'counted':
      return counted(state, action.nodes, action.ms);
    case 'enter': {
      if (busy) return { state, print: [] };
      const echo = breakLine(PROMPT_TEXT[state.prompt] + state.draft);
      const next = answer({ ...state, draft: '' }, state.draft);
      return { ...next, print: [...echo, ...next.print] };
    }
  }
}

/**
 * Text with line ends in it (fast typing or a paste arrives as one chunk): each line end is an
 * Enter. At most one effect results, since a count or the end of the session stops the typing.
 */
function typeLines(state: SessionState, text: string): Step {
  const parts = text.split(/\r\n|\r|\n/);
  const print: string[] = [];
  let now = state;
  let effect: SessionEffect | undefined;
  parts.forEach((part, i) => {
    const actions: SessionAction[] = [{ type: 'type', text: part }];
    if (i < parts.length - 1) actions.push({ type: 'enter' });
    for (const action of actions) {
      const next = step(now, action);
      now = next.state;
      print.push(...next.print);
      effect ??= next.effect;
    }
  });
  return { state: now, print, effect };
}

/** The response to a line typed at the current prompt. */
function answer(state: SessionState, line: string): Step {
  const word = line.trim().toUpperCase();
  if (word === 'QUIT') return quit(state);
  if (word === 'MENU') return toMenu(state);
  if (word === 'HELP' || word === '?') return { state, print: helpFor(state.prompt) };
  switch (state.prompt) {
    case 'menu':
      return menu(state, line);
    case 'show-fen': {
      const setup = parseFen(line.trim() === '' ? START_FEN : line);
      if (!setup.ok) return { state, print: say(`? ${setup.error.message}`) };
      return {
        state: { ...state, prompt: 'menu' },
        print: ['', ...boardText(setup.value), '', ...menuLines()],
      };
    }
    case 'count-fen': {
      const setup = parseFen(line.trim() === '' ? START_FEN : line);
      if (!setup.ok) return { state, print: say(`? ${setup.error.message}`) };
      return { state: { ...state, prompt: 'count-depth', setup: setup.value }, print: [] };
    }
    case 'count-depth': {
      const depth = /^\d+$/.test(word) ? Number(word) : -1;
      if (depth < 0 || depth > TELETYPE_MAX_DEPTH) {
        return {
          state,
          print: say(
            `? THE DEPTH IS A WHOLE NUMBER FROM 0 TO ${TELETYPE_MAX_DEPTH}. FOR DEEPER COUNTS USE 'TTYCHESS PERFT'.`,
          ),
        };
      }
      const setup = state.setup!;
      return {
        state: { ...state, prompt: 'counting', depth },
        print: say('COUNTING...'),
        effect: { kind: 'count', setup, depth },
      };
    }
    case 'counting':
    case 'done':
      return { state, print: [] };
  }
}

function menu(state: SessionState, line: string): Step {
  if (line.trim() === '') return { state, print: [] };
  switch (menuChoice(line)) {
    case 'show':
      return { state: { ...state, prompt: 'show-fen' }, print: say(FEN_ASK) };
    case 'count':
      return { state: { ...state, prompt: 'count-fen' }, print: say(FEN_ASK) };
    case 'quit':
      return quit(state);
    case undefined: {
      const numbers = MENU.map((_, i) => String(i + 1));
      const words = MENU.map((item) => firstWord(item.label));
      return {
        state,
        print: say(
          `? TYPE ${numbers.slice(0, -1).join(', ')} OR ${numbers.at(-1)} ` +
            `(OR ${words.join(', ')}), OR HELP.`,
        ),
      };
    }
  }
}

function helpFor(prompt: Prompt): string[] {
  switch (prompt) {
    case 'menu':
      return say(
        'TYPE THE NUMBER OR THE FIRST WORD OF A CHOICE:',
        ...MENU.map((item, i) => `  ${i + 1}  ${item.label.padEnd(20)} ${item.help}`),
        GLOBAL_HELP,
      );
    case 'show-fen':
    case 'count-fen':
      return say(...FEN_HELP, GLOBAL_HELP);
    case 'count-depth':
      return say(
        `THE DEPTH IS HOW MANY MOVES (PLIES) DEEP TO COUNT, 0 TO ${TELETYPE_MAX_DEPTH}. FROM THE START ` +
          'POSITION DEPTH 1 GIVES 20 POSITIONS, DEPTH 3 GIVES 8902.',
        GLOBAL_HELP,
      );
    case 'counting':
    case 'done':
      return [];
  }
}

function toMenu(state: SessionState): Step {
  return { state: { ...state, prompt: 'menu', setup: undefined }, print: ['', ...menuLines()] };
}

function quit(state: SessionState): Step {
  return {
    state: { ...state, prompt: 'done', setup: undefined },
    print: say('END OF SESSION.'),
    effect: { kind: 'exit' },
  };
}

function counted(state: SessionState, nodes: number, ms: number): Step {
  if (state.prompt !== 'counting') return { state, print: [] };
  const seconds = (ms / 1000).toFixed(2);
  return {
    state: { ...state, prompt: 'menu', setup: undefined },
    print: [...say(`${nodes} POSITIONS AT DEPTH ${state.depth} (${seconds} SECONDS).`), '', ...menuLines()],
  };
}
