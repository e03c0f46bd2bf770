// What every teletype screen shares: the session's fixed configuration, the effects a screen
// asks the hook to carry out (engine work, a file write, the bell, the end), the replies the
// hook sends back, and the shape of a screen's answer. Screens are pure: state in, state out.
//
// Engine work is tagged: each request carries a number from the session's counter, a screen
// remembers the tags it still waits for, and a reply whose tag it no longer waits for (the
// user moved on) is dropped. Work runs on named slots (one engine handle each, opened by the
// hook on first use): 'judge:<id>' engines analyse (own book off) for REPLAY and COMPARE;
// 'play:<id>', 'white:<id>', 'black:<id>' play games with their book. A 'stop' effect stops the
// slot's running search and, with `drop`, skips its queued ones (they never answer).

import type { PgnGame } from '../../core/pgn.js';
import type { EngineMeta, InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import type { CompareColumn } from '../format/compare-table.js';
import { wrapWords } from '../format/wrap.js';
import type { CatalogueGame } from './replay/catalogue.js';
import type { TeletypeSettings } from './settings.js';

/** What a session is given when it opens. */
export interface SessionConfig {
  readonly settings: TeletypeSettings;
  /** The registered engines, in teletype order. */
  readonly engines: readonly EngineMeta[];
  /** The bundled games REPLAY lists. */
  readonly catalogue: readonly CatalogueGame[];
  /** Each engine's ABOUT page, as paragraphs of plain text (ABOUT_TEXT of about.ts; tests give their own). */
  readonly about: Readonly<Record<string, readonly string[]>>;
  /** The session's date in PGN form (YYYY.MM.DD), for the Date tag of saved games. */
  readonly date: string;
  /** The files the session was given (the replay file, the bundled games): SAVE never writes one. */
  readonly inputs?: readonly string[] | undefined;
}

/** A date in PGN form, YYYY.MM.DD (local time). */
export function pgnDate(d: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}

export type Effect =
  | {
      readonly kind: 'search';
      readonly slot: string;
      readonly tag: number;
      readonly fen: string;
      readonly moves: readonly string[];
      readonly limits: SearchLimits;
      /** Send an 'info' reply per finished iteration. */
      readonly infos: boolean;
      /** Start a new game on the engine first. */
      readonly newGame?: boolean;
      /** Engine options (name, value) to set before the search. */
      readonly options?: readonly (readonly [name: string, value: string])[];
    }
  /** Stop the slot's running search (it answers with its best so far); `drop`: skip queued ones too. */
  | { readonly kind: 'stop'; readonly slot: string; readonly drop: boolean }
  /** Stop every slot's work (leaving a screen). */
  | { readonly kind: 'stop-all' }
  | {
      readonly kind: 'compare';
      readonly tag: number;
      readonly fen: string;
      readonly engines: readonly string[];
      readonly limits: SearchLimits;
      /** Engine options to set first on every engine (the session's Period). */
      readonly options?: readonly (readonly [name: string, value: string])[];
    }
  /** Add `text` (a game as PGN) at the end of the file at `path`, made if absent. */
  | { readonly kind: 'save'; readonly tag: number; readonly path: string; readonly text: string }
  /** Whether a SAVE to `path` would be refused, asked before any work for it (nothing written). */
  | { readonly kind: 'check-save'; readonly tag: number; readonly path: string }
  /** Read game `game` (1-based) of the PGN file at `path`, away from the teletype's thread. */
  | { readonly kind: 'read'; readonly tag: number; readonly path: string; readonly game: number }
  /** Stop the read of that tag (a key pressed while it is under way); no answer comes. */
  | { readonly kind: 'cancel-read'; readonly tag: number }
  | { readonly kind: 'timer'; readonly tag: number; readonly ms: number }
  | { readonly kind: 'bell' }
  | { readonly kind: 'exit' };

export type Reply =
  | { readonly type: 'info'; readonly tag: number; readonly info: InfoRecord }
  | { readonly type: 'searched'; readonly tag: number; readonly result: SearchResult }
  | { readonly type: 'compared'; readonly tag: number; readonly columns: readonly CompareColumn[] }
  /** The game is in the file; `appended`: after what the file already held. */
  | { readonly type: 'saved'; readonly tag: number; readonly path: string; readonly appended: boolean }
  /** A PGN file read: how many games it holds, and the one asked for if it holds it. */
  | {
      readonly type: 'read';
      readonly tag: number;
      readonly count: number;
      readonly game: PgnGame | undefined;
    }
  /** A SAVE to the file would be taken (check-save); a refusal comes as 'failed'. */
  | { readonly type: 'save-checked'; readonly tag: number }
  | { readonly type: 'timer'; readonly tag: number }
  | { readonly type: 'failed'; readonly tag: number; readonly error: string };

/** What a screen's function gets besides its state: the config and a tag counter. */
export interface Ctx {
  readonly config: SessionConfig;
  /** A new tag for a request (numbers are never reused within a session). */
  tag(): number;
}

/** A screen's answer: its new state ('menu' to go back to the menu), lines, effects. */
export interface ScreenStep<S> {
  readonly state: S | 'menu';
  readonly print: readonly string[];
  readonly effects?: readonly Effect[];
}

/**
 * A screen: what the session's router asks of it. `S` is its state (its `name` is the screen's
 * row in session.ts's table); `Next` a screen it may hand over to (COMPARE's BACK). Every
 * function is pure: state in, state and lines and effects out.
 */
export interface ScreenModule<S extends { readonly name: string }, Next = S> {
  /** Opened from the menu. */
  enter(ctx: Ctx): ScreenStep<S>;
  /** A line typed at its prompt (HELP, MENU, QUIT and COMPARE are the router's). */
  answer(ctx: Ctx, state: S, line: string): ScreenStep<S | Next>;
  /** An answer to its engine work, file or timer (a tag it no longer waits for is dropped). */
  reply(ctx: Ctx, state: S, reply: Reply): ScreenStep<S>;
  /** A key pressed while it is busy: stop the run, move now. */
  interrupt(ctx: Ctx, state: S): ScreenStep<S>;
  /** Busy: no input line, a key interrupts. */
  busy(state: S): boolean;
  /** What the input line shows before the typed text. */
  prompt(state: S): string;
  /** What HELP prints here. */
  help(state: S): string[];
  /** What is going on, for the live line under the paper ('' when nothing is). */
  status(state: S, config: SessionConfig): string;
  /** The position on the board (a FEN) for COMPARE, where there is one. */
  position?(state: S): string | undefined;
  /** What MENU does instead of leaving (a warning, once), or undefined to leave. */
  leave?(state: S): ScreenStep<S> | undefined;
}

/** Nothing printed, nothing asked: the same state. */
export function stay<S>(state: S): ScreenStep<S> {
  return { state, print: [] };
}

// What the user typed (a file name, a FEN) is quoted as typed, never in capitals: a FEN's case
// is its meaning and a file name's case is its name. asIs marks such a piece of program output
// with two private-use characters (never typed: session.ts keeps printable ASCII only), and
// capitals() takes the marks out as it puts the rest in capitals.
const AS_IS_OPEN = '\uE000';
const AS_IS_CLOSE = '\uE001';
const AS_IS_PIECE = /(\uE000[^\uE001]*\uE001)/;

/** `text` printed as it is, not in capitals. */
export function asIs(text: string): string {
  return `${AS_IS_OPEN}${text}${AS_IS_CLOSE}`;
}

/** `text` in quotes, as the user typed it: 'games/Mine.pgn'. */
export function asTyped(text: string): string {
  return `'${asIs(text)}'`;
}

/** A parser's one-line message with its quoted pieces ('e9', 'Nf9') kept as they were typed. */
export function keepQuotes(message: string): string {
  return message.replace(/'([^'\uE000\uE001]*)'/g, (_, piece: string) => asTyped(piece));
}

/** Program output in capitals, except the pieces marked by asIs. */
export function capitals(text: string): string {
  return text
    .split(AS_IS_PIECE)
    .map((piece) => (piece.startsWith(AS_IS_OPEN) ? piece.slice(1, -1) : piece.toUpperCase()))
    .join('');
}

/** Program output: capitals (what the user typed quoted as typed), word-wrapped to the paper. */
export function say(...texts: string[]): string[] {
  return texts.flatMap((t) => wrapWords(capitals(t)));
}

/** The slot on which engine `id` analyses. */
export function judgeSlot(id: string): string {
  return `judge:${id}`;
}

/** A one-line reason for a bad answer, and the same state. */
export function complain<S>(state: S, text: string): ScreenStep<S> {
  return { state, print: say(`? ${text}`) };
}

/** The position of an engine in the config's list, by number (1-based) or by name or id. */
export function pickEngine(config: SessionConfig, text: string): EngineMeta | undefined {
  const word = text.trim().toUpperCase();
  if (word === '') return undefined;
  const n = Number(word);
  if (/^\d+$/.test(word)) return config.engines[n - 1];
  return config.engines.find((m) => m.id.toUpperCase() === word || m.name.toUpperCase().startsWith(word));
}

/** An engine's name in capitals, by id (the id itself if it is not registered). */
export function nameOf(config: SessionConfig, id: string): string {
  return config.engines.find((m) => m.id === id)?.name.toUpperCase() ?? id;
}

/** The engines as a numbered list ("  1  HIARCS 0.5 (1983)"). */
export function engineMenu(config: SessionConfig): string[] {
  return config.engines.map((m, i) => `  ${i + 1}  ${m.name.toUpperCase()} (${m.year})`);
}
