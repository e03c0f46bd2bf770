// The engine contract: what every historical engine offers to the rest of ttychess.
//
// Engines compute; they never print. A search reports one InfoRecord per finished iteration
// through hooks.onInfo and returns a SearchResult; the edge (tui/) turns records into UCI lines
// or teletype paper. Moves cross this boundary as UCI strings ("e2e4", "e7e8q"), positions as
// FEN plus moves, so callers never depend on an engine's board layout.

import type { LayoutId } from '../core/layout.js';
import type { Result } from '../core/result.js';

export const ENGINE_IDS = ['hiarcs', 'zarkov', 'gnu'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

export const SEARCH_STYLES = [
  'selective plausible-move',
  'full-width null-move',
  'full-width alpha-beta',
] as const;
export type SearchStyle = (typeof SEARCH_STYLES)[number];

export interface EngineMeta {
  readonly id: EngineId;
  /** Display name, e.g. "GNU Chess 1987". */
  readonly name: string;
  readonly author: string;
  readonly year: number;
  /** The machine it ran on in its day, e.g. "PDP-11/70 (BASIC+)". */
  readonly machine: string;
  readonly layout: LayoutId;
  readonly searchStyle: SearchStyle;
  /** Depth `ttychess bench` searches each of its positions to: the engine's signature. */
  readonly benchDepth: number;
  /** The machine of its period and its speed there, for period strength and pace (engines/period.ts). */
  readonly period?: PeriodMachine;
}

/** A period machine: what the original ran on in its tournaments, how fast, and how long a move. */
export interface PeriodMachine {
  /** In words, e.g. "PDP-11/70". */
  readonly machine: string;
  /** Nodes (for HIARCS, positions) a second there. */
  readonly rate: number;
  /** Seconds a move in the period's tournaments. */
  readonly moveSeconds: number;
  /** What the rate counts. */
  readonly unit: 'positions' | 'nodes';
}

/** One engine option, declared as data: the same table drives UCI, validation and CLI flags. */
export type OptionSpec =
  | {
      readonly name: string;
      readonly type: 'spin';
      readonly default: number;
      readonly min: number;
      readonly max: number;
      readonly help: string;
    }
  | { readonly name: string; readonly type: 'check'; readonly default: boolean; readonly help: string }
  | {
      readonly name: string;
      readonly type: 'combo';
      readonly default: string;
      readonly choices: readonly string[];
      readonly help: string;
    }
  | { readonly name: string; readonly type: 'string'; readonly default: string; readonly help: string };

export type OptionValue = number | boolean | string;

/** What may end a search; every field is optional and the first limit reached wins. */
export interface SearchLimits {
  readonly depth?: number;
  readonly nodes?: number;
  /** Exact time for this move, in milliseconds. */
  readonly movetime?: number;
  /** Clock state, in milliseconds (UCI's go wtime/btime/winc/binc/movestogo). */
  readonly wtime?: number;
  readonly btime?: number;
  readonly winc?: number;
  readonly binc?: number;
  readonly movestogo?: number;
  /** Search until stopped. */
  readonly infinite?: boolean;
  /**
   * Only these root moves (UCI strings; UCI's `go searchmoves`, and MultiPV's later lines): the
   * others are not searched. Moves not legal in the position are ignored; when none is left,
   * every move is searched. A restricted search never answers from the book.
   */
  readonly searchmoves?: readonly string[];
}

/** Read by the search every so often; set from outside (another thread may set it). */
export interface StopSignal {
  readonly stopped: boolean;
}

/** A score from the side to move's point of view: centipawns, or mate in `mate` moves (negative when being mated). */
export type Score = { readonly cp: number } | { readonly mate: number };

/** One finished iteration of a search. */
export interface InfoRecord {
  readonly depth: number;
  readonly seldepth: number;
  readonly score: Score;
  readonly nodes: number;
  readonly ms: number;
  /** Principal variation in UCI notation. */
  readonly pv: readonly string[];
  /** With MultiPV above 1: which line this is, 1 for the best (absent otherwise). */
  readonly multipv?: number;
}

export interface SearchHooks {
  readonly onInfo?: (info: InfoRecord) => void;
  readonly stop?: StopSignal;
  /** Milliseconds clock; defaults to performance.now. Tests may inject one. */
  readonly now?: () => number;
  /**
   * Milliseconds of this move's time already gone when the search starts (the protocol's round
   * trip: reading the command, setting up the position, reaching the worker). The time budget
   * counts them, so a `movetime` is kept as the GUI measures it.
   */
  readonly spentBefore?: number;
}

/**
 * The answer of a search. `depth`, `seldepth`, `score` and `pv` are those of the last finished
 * iteration (the best move so far); `nodes` and `ms` count the whole search, the unfinished last
 * iteration included, so the final report says what the search really spent.
 */
export interface SearchResult extends InfoRecord {
  /** Best move in UCI notation, or null when the side to move has no legal move. */
  readonly bestmove: string | null;
  /** The move expected in reply (second move of the pv), if any. */
  readonly ponder?: string;
  /** Where the move came from: a search, or the opening book. */
  readonly source: 'search' | 'book';
  /** What a person should be told about this search beside its figures (absent: nothing). */
  readonly notices?: readonly EngineNotice[];
}

/**
 * The kinds of notice a search gives. `beyond-original`: the position took the engine past what
 * the historical program could represent, and the engine did something of its own instead.
 */
export const NOTICE_KINDS = ['beyond-original'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** A notice about a search: its kind, and one line of plain words for a person. */
export interface EngineNotice {
  readonly kind: NoticeKind;
  readonly text: string;
}

/** One evaluation term, per side, in centipawns (positive is good for that side). */
export interface EvalTerm {
  readonly name: string;
  /** Group for side-by-side comparison. */
  readonly group: EvalGroup;
  readonly white: number;
  readonly black: number;
}

export const EVAL_GROUPS = ['material', 'pawns', 'pieces', 'mobility', 'king safety', 'other'] as const;
export type EvalGroup = (typeof EVAL_GROUPS)[number];

/**
 * A static evaluation. `total` is from White's point of view and equals the sum over terms of
 * (white - black) exactly; `sideToMove` is the same number from the side to move's view.
 */
export interface Evaluation {
  readonly total: number;
  readonly sideToMove: number;
  /** Every term, present only when a trace was asked for. */
  readonly terms?: readonly EvalTerm[];
}

/** An engine instance: owns its board, tables and options; nothing is shared between instances. */
export interface Engine {
  readonly meta: EngineMeta;
  readonly options: readonly OptionSpec[];
  /** Sets an option by name (case-insensitive) from its text form; the error says what was wrong. */
  setOption(name: string, value: string): Result<void, string>;
  /**
   * Forgets everything learned about the current game (hash tables, killers, history, random
   * state). After it, a search with depth or node limits depends only on the position, the moves,
   * the limits and the options, never on what was searched before: replay comments rely on it
   * (each is a new game) and engines/fresh-game.test.ts checks it for every engine.
   */
  newGame(): void;
  /** Sets the position to `fen` followed by `moves` (UCI strings). */
  setPosition(fen: string, moves?: readonly string[]): Result<void, string>;
  /** Searches the current position within `limits`. Synchronous: run it in a worker to stay responsive. */
  search(limits: SearchLimits, hooks?: SearchHooks): SearchResult;
  /** Statically evaluates the current position; with `trace`, lists every term. */
  evaluate(trace?: boolean): Evaluation;
  /**
   * Messages the engine could not return where they arose (a data file that would not load at
   * newGame or would not save after a search), oldest first, each returned once. Optional: an
   * engine with no such files has none. The edge prints them (UCI: `info string warning: ...`).
   */
  warnings?(): string[];
}

export type EngineFactory = () => Engine;
