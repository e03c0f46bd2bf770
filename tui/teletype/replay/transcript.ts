// The replay transcript as lines of teletype paper, shared by the teletype's REPLAY screen
// (which prints the pieces as the user steps and the engines answer) and `ttychess replay
// --plain` (which prints them all at once), so both print the same transcript:
//
//   WCCC 1983, NEW YORK, USA, 1983.10.22, ROUND 1
//   CRAY BLITZ (WHITE) - BCP (BLACK), 1-0
//   COMMENTS BY GNU CHESS 1987, DEPTH 2.
//   SCORES IN PAWNS FOR WHITE (M3: WHITE MATES IN 3; -M3: BLACK MATES IN 3).
//
//   START POSITION.
//      GNU CHESS 1987: +0.10  WOULD PLAY NF3  (DEPTH 2)
//     1. E4
//      GNU CHESS 1987: -0.05  WOULD PLAY NC6  (DEPTH 2)
//     1... C5
//   ...
//   RESULT: 1-0, WHITE WON.
//   (the evaluation chart)
//
// Each engine judges the position after the move (the one on the board, were it printed): its
// score, always from White's point of view, and the move it would play there, so the next move
// printed shows whether the players agreed. The selective searcher (HIARCS) reports the
// positions it examined instead of its depth. No times: the transcript is the same on every run
// at a fixed depth.

import type { SearchLimits } from '../../../engines/engine.js';
import { evalChart, type ChartSeries } from '../../format/eval-chart.js';
import { formatWhiteScore, whiteScore } from '../../format/compare-table.js';
import { START_FEN } from '../../../core/fen.js';
import { parseUci } from '../../../core/uci-move.js';
import { wrapWords } from '../../format/wrap.js';
import { printBoard } from '../board-print.js';
import { capitalSan, longNotation } from '../move-input.js';
import { boardAt, plies, type ReplayGame } from './game.js';
import type { Judgement } from './judge.js';

export const NOTATIONS = ['san', 'long'] as const;
export type Notation = (typeof NOTATIONS)[number];

/** An engine that comments on the game. */
export interface Commentator {
  readonly id: string;
  /** Its name as printed ("GNU CHESS 1987"). */
  readonly name: string;
  /** Reported by positions examined (the selective searcher) rather than by depth. */
  readonly positions: boolean;
}

export interface TranscriptOptions {
  readonly notation: Notation;
  /** Print the board after every Nth move of Black (0: never). */
  readonly boardEvery: number;
  readonly unicode: boolean;
}

/** The piece placement of the standard start position. */
const START_PLACEMENT = START_FEN.split(' ')[0]!;

/** Centipawns a mate stands for in the chart (the chart clamps it anyway). */
const MATE_CP = 10_000;

/** Search limits in words: "DEPTH 2", "0.5 SECONDS A MOVE", "5000 POSITIONS". */
export function limitsText(limits: SearchLimits): string {
  const parts: string[] = [];
  if (limits.depth !== undefined) parts.push(`DEPTH ${limits.depth}`);
  if (limits.movetime !== undefined) {
    const seconds = limits.movetime / 1000;
    parts.push(`${seconds} SECOND${seconds === 1 ? '' : 'S'} A MOVE`);
  }
  if (limits.nodes !== undefined) parts.push(`${limits.nodes} POSITIONS`);
  return parts.join(' OR ');
}

/** The header: event, players, result, who comments and how to read the scores. */
export function headerLines(
  game: ReplayGame,
  commentators: readonly Commentator[],
  limits: SearchLimits,
  periods: readonly string[] = [],
): string[] {
  const how =
    periods.length > 0
      ? [...periods, limitsText(limits)].filter((t) => t !== '').join('; ')
      : limitsText(limits);
  const who =
    commentators.length === 0
      ? 'NO ENGINE COMMENTS.'
      : `COMMENTS BY ${commentators.map((c) => c.name).join(', ')}; ${how}.`;
  const players = `${game.white} (WHITE) - ${game.black} (BLACK)`;
  return [
    `${game.event}, ${game.site}, ${game.date}, ROUND ${game.round}`,
    game.cutOff === undefined ? `${players}, ${game.result}` : `${players}, CUT OFF`,
    ...(game.cutOff === undefined ? [] : [cutOffWarning(game.cutOff)]),
    who,
    'SCORES IN PAWNS FOR WHITE (M3: WHITE MATES IN 3; -M3: BLACK MATES IN 3).',
  ].flatMap((t) => wrapWords(t.toUpperCase()));
}

/** The warning on a cut-off game: the reader's note, and what is shown instead of its result. */
export function cutOffWarning(note: string): string {
  return `WARNING: ${note}. ITS MOVES ARE REPLAYED AS FAR AS THEY GO; NO RESULT IS GIVEN.`;
}

/**
 * The lines before the first position's comments: "START POSITION, WHITE TO MOVE." for the
 * standard start; a game set up from a FEN names it so and prints its board, which the reader
 * could not otherwise know.
 */
export function startLines(game: ReplayGame, options: TranscriptOptions): string[] {
  const [placement, turn, castling] = game.fens[0]!.split(' ');
  const side = turn === 'b' ? 'BLACK' : 'WHITE';
  if (`${placement} ${castling}` === `${START_PLACEMENT} KQkq`)
    return ['', `START POSITION, ${side} TO MOVE.`];
  return [
    '',
    `SET-UP POSITION, ${side} TO MOVE.`,
    '',
    ...printBoard(boardAt(game, 0), { unicode: options.unicode }),
    '',
  ];
}

/** The number of move `ply` (0-based) as a game score writes it: "12." or "12...". */
export function moveNumber(game: ReplayGame, ply: number): string {
  const [, side, , , , full] = game.fens[ply]!.split(' ');
  return side === 'b' ? `${full}...` : `${full}.`;
}

/** Move `ply` (0-based) in the chosen notation, upper case ("NF3", or "G1-F3"). */
export function moveText(game: ReplayGame, ply: number, notation: Notation): string {
  if (notation === 'long') return longNotation(boardAt(game, ply), game.uci[ply]!);
  const board = boardAt(game, ply);
  const move = parseUci(board, game.uci[ply]!);
  return move.ok ? capitalSan(board, move.value) : game.san[ply]!.toUpperCase();
}

/** Whether the board is printed after move `ply`: after every Nth move of Black. */
export function boardDue(game: ReplayGame, ply: number, every: number): boolean {
  if (every <= 0) return false;
  const [, side, , , , full] = game.fens[ply + 1]!.split(' ');
  return side === 'w' && (Number(full) - 1) % every === 0;
}

/** Move `ply` printed: its line, then the board after it when one is due. */
export function moveLines(game: ReplayGame, ply: number, options: TranscriptOptions): string[] {
  const line = `${moveNumber(game, ply).padStart(6)} ${moveText(game, ply, options.notation)}`;
  if (!boardDue(game, ply, options.boardEvery)) return [line];
  return [line, '', ...printBoard(boardAt(game, ply + 1), { unicode: options.unicode }), ''];
}

/** An engine's comment on position k: "GNU CHESS 1987: +0.35  WOULD PLAY NF3  (DEPTH 2)". */
export function judgementLines(
  game: ReplayGame,
  k: number,
  c: Commentator,
  j: Judgement,
  notation: Notation,
): string[] {
  const board = boardAt(game, k);
  if (j.bestmove === null) {
    const end = 'mate' in j.score ? 'CHECKMATE' : 'STALEMATE';
    return wrapWords(`      ${c.name}: NO MOVE, ${end}.`.toUpperCase());
  }
  let move = '';
  {
    const parsed = parseUci(board, j.bestmove);
    const text = !parsed.ok
      ? `[${j.bestmove}]`
      : notation === 'long'
        ? longNotation(board, j.bestmove)
        : capitalSan(board, parsed.value);
    move = `WOULD PLAY ${text}`;
  }
  const work = c.positions ? `${j.nodes} POSITIONS` : `DEPTH ${j.depth}`;
  const book = j.book ? ', BOOK' : '';
  const text = `${c.name}: ${formatWhiteScore(j.score, j.side)}  ${move}  (${work}${book})`;
  const notes = (j.notes ?? []).flatMap((t) => wrapWords(`      NOTE: ${t}`.toUpperCase()));
  return [...wrapWords(`      ${text.toUpperCase()}`), ...notes];
}

/** Every engine's comment on position k, in the commentators' order (missing ones left out). */
export function positionLines(
  game: ReplayGame,
  k: number,
  commentators: readonly Commentator[],
  judgements: readonly Judgement[],
  notation: Notation,
): string[] {
  return commentators.flatMap((c) => {
    const j = judgements.find((x) => x.engine === c.id);
    return j ? judgementLines(game, k, c, j, notation) : [];
  });
}

/** The result in words (none for a cut-off game: the file's result was not reached). */
export function resultLine(game: ReplayGame): string {
  if (game.cutOff !== undefined) {
    const tag = game.result === '*' ? '' : ` (THE FILE SAYS ${game.result})`;
    return `RESULT: NONE, THE GAME IS CUT OFF HERE${tag}.`;
  }
  const words: Record<string, string> = {
    '1-0': 'WHITE WON',
    '0-1': 'BLACK WON',
    '1/2-1/2': 'A DRAW',
    '*': 'UNFINISHED',
  };
  return `RESULT: ${game.result}, ${words[game.result]}.`;
}

/** A judgement's score in centipawns from White's point of view (mates as +/-MATE_CP). */
export function whiteCp(j: Judgement): number {
  const w = whiteScore(j.score, j.side);
  if ('cp' in w) return w.cp;
  if (w.mate === 0) return j.side === 'White' ? -MATE_CP : MATE_CP;
  return w.mate > 0 ? MATE_CP : -MATE_CP;
}

/** A one-letter mark for each engine: its id's first letter, or a digit when two share one. */
export function chartMarks(commentators: readonly Commentator[]): string[] {
  const marks: string[] = [];
  for (const [i, c] of commentators.entries()) {
    const letter = c.id.charAt(0).toUpperCase();
    marks.push(marks.includes(letter) ? String(i + 1) : letter);
  }
  return marks;
}

/**
 * The evaluation chart: one series per engine, its score after each move (position k + 1 for
 * move k), White's view; positions not judged are gaps.
 */
export function chartLines(
  game: ReplayGame,
  commentators: readonly Commentator[],
  judgements: readonly (readonly Judgement[] | undefined)[],
  /** Whether the game has been followed to its end: only then does the chart give the result. */
  atEnd = true,
): string[] {
  if (commentators.length === 0 || plies(game) === 0) return [];
  const marks = chartMarks(commentators);
  const series: ChartSeries[] = commentators.map((c, i) => ({
    label: c.name,
    mark: marks[i]!,
    scores: game.uci.map((_, ply) => {
      const j = judgements[ply + 1]?.find((x) => x.engine === c.id);
      return j ? whiteCp(j) : null;
    }),
  }));
  const firstMove = Number(game.fens[0]!.split(' ')[5]);
  // A cut-off game's chart names no result (the moves never reached the file's).
  const result = game.cutOff === undefined ? game.result : undefined;
  return evalChart(series, { result: atEnd ? result : undefined, firstMove });
}

/** The end of the transcript: the result, then the chart. */
export function endLines(
  game: ReplayGame,
  commentators: readonly Commentator[],
  judgements: readonly (readonly Judgement[] | undefined)[],
): string[] {
  const chart = chartLines(game, commentators, judgements);
  return ['', resultLine(game), ...(chart.length > 0 ? ['', ...chart] : [])];
}

/** The whole transcript, for a game whose every position has been judged (index = position). */
export function replayTranscript(
  game: ReplayGame,
  commentators: readonly Commentator[],
  limits: SearchLimits,
  judgements: readonly (readonly Judgement[])[],
  options: TranscriptOptions,
  periods: readonly string[] = [],
): string[] {
  const lines = [...headerLines(game, commentators, limits, periods), ...startLines(game, options)];
  lines.push(...positionLines(game, 0, commentators, judgements[0] ?? [], options.notation));
  for (let ply = 0; ply < plies(game); ply++) {
    lines.push(...moveLines(game, ply, options));
    lines.push(...positionLines(game, ply + 1, commentators, judgements[ply + 1] ?? [], options.notation));
  }
  lines.push(...endLines(game, commentators, judgements));
  return lines;
}
