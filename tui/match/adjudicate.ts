// How games end: by the rules (core/rules.ts), by the ply cap, and with --adjudicate by the
// engines' own scores. Pure functions; the game loop (game.ts) calls them after every ply.
//
// Score adjudication (--adjudicate) reads each ply's last reported score, turned to White's
// view (a mate counts as a score beyond any centipawn figure):
//   win   the last WIN_PLIES (6) plies, 3 by each engine, all report at least WIN_CP (1000)
//         centipawns for the same side: that side wins;
//   draw  once the game is past move DRAW_AFTER_MOVE (40), the last DRAW_PLIES (20) plies all
//         report at most DRAW_CP (10) centipawns either way: a draw.
// A ply without a score (an engine that reports none, or answered from its book) breaks both runs.
// The ply cap is always on: a game that reaches its cap (PlyCount, opening moves included) is
// adjudicated a draw.

import type { PgnResult } from '../../core/pgn.js';
import type { GameState } from '../../core/rules.js';
import type { Score } from '../../engines/engine.js';

export interface AdjudicationRules {
  readonly winCp: number;
  readonly winPlies: number;
  readonly drawCp: number;
  readonly drawPlies: number;
  readonly drawAfterMove: number;
}

export const DEFAULT_ADJUDICATION: AdjudicationRules = {
  winCp: 1000,
  winPlies: 6,
  drawCp: 10,
  drawPlies: 20,
  drawAfterMove: 40,
};

/** The default ply cap (PlyCount at which a game is drawn by adjudication). */
export const DEFAULT_MAX_PLIES = 400;

/** How a game ended: its result and the PGN Termination text. */
export interface GameEnd {
  readonly result: Exclude<PgnResult, '*'>;
  readonly termination: string;
}

/** What a mate counts as, in centipawns, for adjudication (less the moves to mate). */
const MATE_CP = 100_000;

/** A score from the mover's view as centipawns from White's view (`whiteMoved`: White reported it). */
export function whiteViewCp(score: Score, whiteMoved: boolean): number {
  const cp = 'cp' in score ? score.cp : score.mate > 0 ? MATE_CP - score.mate : -MATE_CP - score.mate;
  return whiteMoved ? cp : -cp;
}

/** The end by the rules, for a position in `state`, or undefined while the game goes on. */
export function ruleEnd(state: GameState, whiteToMove: boolean): GameEnd | undefined {
  switch (state) {
    case 'ongoing':
      return undefined;
    case 'checkmate':
      return { result: whiteToMove ? '0-1' : '1-0', termination: 'checkmate' };
    case 'stalemate':
      return { result: '1/2-1/2', termination: 'stalemate' };
    case 'threefold':
      return { result: '1/2-1/2', termination: 'threefold repetition' };
    case 'fifty-moves':
      return { result: '1/2-1/2', termination: 'fifty-move rule' };
    case 'insufficient-material':
      return { result: '1/2-1/2', termination: 'insufficient material' };
  }
}

/**
 * The score adjudication after a ply: `scores` holds every engine ply's score so far (White's
 * view, undefined where none was reported), `fullmove` the move number of the position now.
 */
export function scoreEnd(
  scores: readonly (number | undefined)[],
  fullmove: number,
  rules: AdjudicationRules = DEFAULT_ADJUDICATION,
): GameEnd | undefined {
  const last = (n: number) => (scores.length >= n ? scores.slice(scores.length - n) : undefined);
  const win = last(rules.winPlies);
  if (win && win.every((s) => s !== undefined && s >= rules.winCp)) {
    return { result: '1-0', termination: `adjudication: both engines score White ${rules.winCp} cp or more` };
  }
  if (win && win.every((s) => s !== undefined && s <= -rules.winCp)) {
    return { result: '0-1', termination: `adjudication: both engines score Black ${rules.winCp} cp or more` };
  }
  const draw = last(rules.drawPlies);
  if (
    fullmove > rules.drawAfterMove &&
    draw &&
    draw.every((s) => s !== undefined && Math.abs(s) <= rules.drawCp)
  ) {
    return {
      result: '1/2-1/2',
      termination: `adjudication: ${rules.drawPlies} plies within ${rules.drawCp} cp after move ${rules.drawAfterMove}`,
    };
  }
  return undefined;
}

/** The draw at the ply cap, once `plies` has reached `maxPlies`. */
export function plyCapEnd(plies: number, maxPlies: number): GameEnd | undefined {
  return plies >= maxPlies
    ? { result: '1/2-1/2', termination: `adjudication: ${maxPlies} plies played` }
    : undefined;
}
