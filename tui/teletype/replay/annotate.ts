// A replayed game as annotated PGN: the engines' judgements as comments after every move, and
// each engine's preferred move as a variation where it differs from the move played, so the
// commentary can be taken into lichess, ChessBase or SCID. Shared by `ttychess replay
// --annotate` and the teletype's SAVE in REPLAY.
//
//   1. e4 {[%eval 0.26] Zarkov: +0.26 at depth 4, would play Nc6. GNU Chess 1987: +0.10 at
//   depth 4, would play Nf6.} 1... c5 {...} (1... e5 {Zarkov would play this: -0.26 at
//   depth 4.})
//
// `[%eval]` (pawns from White's view, `#3` / `#-3` for mates) is the first engine's score of
// the position after the move, the lichess and ChessBase convention; the words give every
// engine's score (White's view), how deep it looked (HIARCS: the positions it examined) and the
// move it would play next. Pure: the caller writes the text.

import { makePgn, type PgnMoveNote, type PgnTag } from '../../../core/pgn.js';
import { makeSan } from '../../../core/san.js';
import { parseUci } from '../../../core/uci-move.js';
import type { SearchLimits } from '../../../engines/engine.js';
import { formatWhiteScore, whiteScore } from '../../format/compare-table.js';
import { boardAt, reachedResult, type ReplayGame } from './game.js';
import type { Judgement } from './judge.js';
import type { Commentator } from './transcript.js';

/** The `[%eval]` value of a judgement: pawns from White's view, `#N` / `#-N` for a mate. */
export function evalCommand(j: Judgement): string | undefined {
  if (j.bestmove === null) return undefined;
  const w = whiteScore(j.score, j.side);
  if ('cp' in w) return `[%eval ${(w.cp / 100).toFixed(2)}]`;
  const whiteWins = w.mate > 0 || (w.mate === 0 && j.side === 'Black');
  return `[%eval #${whiteWins ? '' : '-'}${Math.abs(w.mate)}]`;
}

/** The move `uci` in SAN in position k, or the UCI text in brackets if it is not legal there. */
function sanAt(game: ReplayGame, k: number, uci: string): string {
  const board = boardAt(game, k);
  const move = parseUci(board, uci);
  return move.ok ? makeSan(board, move.value) : `[${uci}]`;
}

/** How far an engine looked: "at depth 4", "after 1234 positions", and "(book)". */
function work(c: Commentator, j: Judgement): string {
  if (j.book) return 'from its book';
  return c.positions ? `after ${j.nodes} positions` : `at depth ${j.depth}`;
}

/** One engine's words on position k: "Zarkov: +0.26 at depth 4, would play Nc6." */
export function judgementWords(game: ReplayGame, k: number, c: Commentator, j: Judgement): string {
  if (j.bestmove === null) return `${c.name}: no move, ${'mate' in j.score ? 'checkmate' : 'stalemate'}.`;
  return `${c.name}: ${formatWhiteScore(j.score, j.side)} ${work(c, j)}, would play ${sanAt(game, k, j.bestmove)}.`;
}

/** The variations of move k: each different preferred move once, with the engines that chose it. */
function variations(
  game: ReplayGame,
  k: number,
  commentators: readonly Commentator[],
  judged: readonly (Judgement | undefined)[],
): NonNullable<PgnMoveNote['variations']> {
  const byMove = new Map<string, string[]>();
  commentators.forEach((c, e) => {
    const j = judged[e];
    if (j === undefined || j.bestmove === null || j.bestmove === game.uci[k]) return;
    const words = `${c.name} would play this: ${formatWhiteScore(j.score, j.side)} ${work(c, j)}.`;
    byMove.set(j.bestmove, [...(byMove.get(j.bestmove) ?? []), words]);
  });
  return [...byMove].map(([uci, words]) => ({ moves: [sanAt(game, k, uci)], comment: words.join(' ') }));
}

/** The search limits in words, for the Annotator tag: "depth 4", "1000 ms a move". */
function limitsWords(limits: SearchLimits): string {
  const parts: string[] = [];
  if (limits.depth !== undefined) parts.push(`depth ${limits.depth}`);
  if (limits.movetime !== undefined) parts.push(`${limits.movetime} ms a move`);
  if (limits.nodes !== undefined) parts.push(`${limits.nodes} positions`);
  return parts.join(' or ');
}

/**
 * The annotated PGN of `game`: its tags, an Annotator tag naming the engines and their limits,
 * and per move the comment (judgements of the position after it) and the variations (preferred
 * moves in the position before it). `judged[k][e]` is engine e's judgement of position k.
 */
export function annotatedPgn(
  game: ReplayGame,
  commentators: readonly Commentator[],
  limits: SearchLimits,
  judged: readonly (readonly (Judgement | undefined)[])[],
  periods: readonly string[] = [],
): string {
  const notes: PgnMoveNote[] = game.uci.map((_, i) => {
    const after = judged[i + 1] ?? [];
    const words = commentators.flatMap((c, e) => {
      const j = after[e];
      return j === undefined ? [] : [judgementWords(game, i + 1, c, j)];
    });
    const first = after[0] === undefined ? undefined : evalCommand(after[0]);
    const comment = [first, ...words].filter((w) => w !== undefined).join(' ');
    return {
      ...(comment !== '' ? { comment } : {}),
      variations: variations(game, i, commentators, judged[i] ?? []),
    };
  });
  const tags: PgnTag[] = [
    ['Event', game.event],
    ['Site', game.site],
    ['Date', game.date],
    ['Round', game.round],
    ['White', game.white],
    ['Black', game.black],
    [
      'Annotator',
      `ttychess: ${commentators.map((c) => c.name).join(', ')}; ${[...periods, limitsWords(limits)].filter((t) => t !== '').join('; ')}`,
    ],
  ];
  // A cut-off game is written unfinished: its file's result was never reached by these moves.
  return makePgn({ tags, moves: game.san, result: reachedResult(game), startFen: game.startFen, notes });
}
