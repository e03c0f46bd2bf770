// One game between two Players, from an opening, to its end. The referee owns the board (a
// core 0x88 board): it asks the side to move for a move, checks it, plays it, and after every
// ply asks the rules, then the ply cap, then (with --adjudicate) the engines' scores whether the
// game is over.
//
// Clocks. With a time control (--tc base+inc) each side's clock runs for the wall time of its
// go() call; a side whose clock falls below zero loses on time (the increment is added after
// each move). Without one (a fixed --movetime, --depth or --nodes) there is no clock, but a
// watchdog: a side that has not answered within `watchdogMs` has hung and loses. Either way the
// referee stops waiting at the deadline and the offending player must be replaced.
//
// Forfeits. A player whose go() rejects has crashed; one that answers with a move that is not
// legal here (or with no move while it has legal moves) loses by "illegal move".
// What an engine said that goes into a termination (its move text, the line it crashed on) is
// made one readable line first (commands/output.ts oneLine: control characters escaped, clipped),
// so a program that prints escape sequences or a megabyte line cannot reach the terminal or the
// PGN as it is.
//
// Interruption. Given an AbortSignal (Ctrl-C), the referee stops waiting as soon as it aborts and
// the game has no result: playGame gives undefined, and the caller closes the players. (External
// engines run in process groups of their own, so Ctrl-C on a terminal does not reach them.)

import type { Board } from '../../core/board.js';
import { boardFromFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { gameState } from '../../core/rules.js';
import { makeSan } from '../../core/san.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import { WHITE, type ColorName } from '../../core/types.js';
import type { InfoRecord, SearchLimits } from '../../engines/engine.js';
import {
  plyCapEnd,
  ruleEnd,
  scoreEnd,
  whiteViewCp,
  type AdjudicationRules,
  type GameEnd,
} from './adjudicate.js';
import type { Opening } from './openings.js';
import type { Player, PlayerMove } from './player.js';
import { errorMessage } from '../../core/result.js';
import { oneLine } from '../commands/output.js';

/** A clock: base time and increment per move, in milliseconds. */
export interface TimeControl {
  readonly baseMs: number;
  readonly incMs: number;
}

export interface GameSettings {
  /** Fixed limits for every move (movetime, depth, nodes); with `timeControl`, added to the clocks. */
  readonly limits: SearchLimits;
  readonly timeControl?: TimeControl | undefined;
  /** Without a time control: how long a move may take before its player counts as hung. */
  readonly watchdogMs: number;
  /** With a time control: how long past a flag fall the referee still waits for the move. */
  readonly flagGraceMs?: number | undefined;
  /** Score adjudication rules, when --adjudicate is on. */
  readonly adjudication?: AdjudicationRules | undefined;
  /** PlyCount at which the game is drawn. */
  readonly maxPlies: number;
  /** Milliseconds clock; tests may inject one. */
  readonly now?: (() => number) | undefined;
}

/** A played game, as the PGN writer and the statistics need it. */
export interface GameRecord {
  readonly white: string;
  readonly black: string;
  readonly opening: Opening;
  /** Every move from the opening's FEN (the opening's own moves first), in SAN. */
  readonly sans: readonly string[];
  /** The same moves in UCI. */
  readonly ucis: readonly string[];
  /**
   * Per move (as `sans`), what the engine said of it: its last search report and the time the
   * referee measured; undefined for the opening's moves.
   */
  readonly thinking?: readonly (MoveThinking | undefined)[];
  readonly result: GameEnd['result'];
  readonly termination: string;
  /** The side whose player crashed, hung or ran out of time, and must be replaced. */
  readonly failed?: ColorName | undefined;
}

/** An engine's move as the PGN comments it: its last report (none from some engines) and its time. */
export interface MoveThinking {
  readonly info: InfoRecord | undefined;
  readonly ms: number;
}

/** Time a watchdog waits past a fallen flag before giving up on the move. */
export const DEFAULT_FLAG_GRACE_MS = 1000;

/** The result of `side` losing. */
function lossFor(side: ColorName): GameEnd['result'] {
  return side === 'white' ? '0-1' : '1-0';
}

type Answer =
  | { readonly kind: 'move'; readonly move: PlayerMove }
  | { readonly kind: 'crash'; readonly error: string }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'interrupted' };

/** Races a go() against a deadline and `signal`; never rejects. */
function answerWithin(go: Promise<PlayerMove>, ms: number, signal: AbortSignal | undefined): Promise<Answer> {
  return new Promise((resolve) => {
    const settle = (answer: Answer) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', interrupted);
      resolve(answer);
    };
    const interrupted = () => settle({ kind: 'interrupted' });
    const timer = setTimeout(() => settle({ kind: 'timeout' }), ms);
    signal?.addEventListener('abort', interrupted, { once: true });
    go.then(
      (move) => settle({ kind: 'move', move }),
      (e: unknown) => settle({ kind: 'crash', error: errorMessage(e) }),
    );
  });
}

/** The board of an opening with its moves played; throws on a bad opening (they are checked when loaded). */
export function openingBoard(opening: Opening): { board: Board; sans: string[] } {
  const start = boardFromFen(opening.fen, X88);
  if (!start.ok) throw new Error(`opening ${opening.name}: ${start.error.message}`);
  const board = start.value;
  const sans: string[] = [];
  for (const uci of opening.moves) {
    const move = parseUci(board, uci);
    if (!move.ok) throw new Error(`opening ${opening.name}: ${move.error.message}`);
    sans.push(makeSan(board, move.value));
    board.make(move.value);
  }
  return { board, sans };
}

/** The two sides of a game, by colour. */
interface Sides<T> {
  readonly white: T;
  readonly black: T;
}

/** Plays one game to its end; never rejects (a failing player loses the game instead). */
export function playGame(
  players: Sides<Player>,
  names: Sides<string>,
  opening: Opening,
  settings: GameSettings,
): Promise<GameRecord>;
/** The same, or undefined as soon as `signal` aborts (the game then has no result). */
export function playGame(
  players: Sides<Player>,
  names: Sides<string>,
  opening: Opening,
  settings: GameSettings,
  signal: AbortSignal | undefined,
): Promise<GameRecord | undefined>;
export async function playGame(
  players: Sides<Player>,
  names: Sides<string>,
  opening: Opening,
  settings: GameSettings,
  signal?: AbortSignal,
): Promise<GameRecord | undefined> {
  const now = settings.now ?? (() => performance.now());
  const { board, sans } = openingBoard(opening);
  const ucis = [...opening.moves];
  const thinking: (MoveThinking | undefined)[] = sans.map(() => undefined);
  const scores: (number | undefined)[] = [];
  const tc = settings.timeControl;
  const clock = { white: tc?.baseMs ?? 0, black: tc?.baseMs ?? 0 };
  const finish = (end: GameEnd, failed?: ColorName): GameRecord => ({
    white: names.white,
    black: names.black,
    opening,
    sans,
    ucis,
    thinking,
    result: end.result,
    termination: oneLine(end.termination),
    failed,
  });

  for (;;) {
    if (signal?.aborted) return undefined;
    const whiteToMove = board.side === WHITE;
    const ruled = ruleEnd(gameState(board), whiteToMove);
    if (ruled) return finish(ruled);
    const capped = plyCapEnd(ucis.length, settings.maxPlies);
    if (capped) return finish(capped);
    const adjudicated = settings.adjudication && scoreEnd(scores, board.fullmove, settings.adjudication);
    if (adjudicated) return finish(adjudicated);

    const side: ColorName = whiteToMove ? 'white' : 'black';
    const name = names[side];
    const limits: SearchLimits = tc
      ? { ...settings.limits, wtime: clock.white, btime: clock.black, winc: tc.incMs, binc: tc.incMs }
      : settings.limits;
    const deadline = tc ? clock[side] + (settings.flagGraceMs ?? DEFAULT_FLAG_GRACE_MS) : settings.watchdogMs;
    const started = now();
    const go = players[side].go(opening.fen, ucis, limits);
    const answer = await answerWithin(go, Math.max(0, deadline), signal);
    const elapsed = now() - started;

    if (answer.kind === 'interrupted') return undefined;
    if (answer.kind === 'crash') {
      return finish(
        { result: lossFor(side), termination: `engine crashed: ${name} (${answer.error})` },
        side,
      );
    }
    if (tc && (answer.kind === 'timeout' || elapsed > clock[side])) {
      return finish({ result: lossFor(side), termination: 'time forfeit' }, side);
    }
    if (answer.kind === 'timeout') {
      return finish(
        {
          result: lossFor(side),
          termination: `engine hung: ${name} (no move in ${Math.round(settings.watchdogMs)} ms)`,
        },
        side,
      );
    }
    if (tc) clock[side] += tc.incMs - elapsed;

    const text = answer.move.bestmove;
    const move = text === null ? undefined : parseUci(board, text);
    if (move === undefined || !move.ok) {
      return finish({ result: lossFor(side), termination: `illegal move ${text ?? '(none)'} by ${name}` });
    }
    sans.push(makeSan(board, move.value));
    ucis.push(makeUci(board, move.value));
    board.make(move.value);
    const info = answer.move.info;
    thinking.push({ info, ms: elapsed });
    scores.push(info ? whiteViewCp(info.score, whiteToMove) : undefined);
  }
}
