// The results of a match or a tournament counted as they come: for every ordered pair of engines
// (row, column) the row engine's wins, draws and losses against the column engine, and how many
// games ended each way. A series of any length keeps only this (engines x engines numbers and a
// few termination kinds), never the games: each goes to the PGN file as it finishes, and the
// report and the running summary are made from the tally. (A 100,000-game match once grew to
// 602 MB keeping every game; see scripts/match-memory.ts.)

import type { Wdl } from './stats.js';
import type { FinishedGame } from './runner.js';

/** Counts of a series so far; owned by the one run that adds to it. */
export interface Tally {
  /** Games counted. */
  played: number;
  /** wins[i][j]: games engine i won against engine j; draws and losses likewise. */
  readonly wins: number[][];
  readonly draws: number[][];
  readonly losses: number[][];
  /** How many games ended each way, by kind ("checkmate", "illegal move"). */
  readonly terminations: Map<string, number>;
}

/** An empty tally for `engines` engines. */
export function newTally(engines: number): Tally {
  const zeros = () => Array.from({ length: engines }, () => Array<number>(engines).fill(0));
  return { played: 0, wins: zeros(), draws: zeros(), losses: zeros(), terminations: new Map() };
}

/** The kind of a Termination text: "engine crashed: gnu (...)" -> "engine crashed". */
export function terminationKind(termination: string): string {
  if (termination.startsWith('illegal move')) return 'illegal move';
  return termination.split(':')[0]!;
}

/** Counts one finished game (the game itself is not kept). */
export function countGame(t: Tally, game: FinishedGame): void {
  const { white, black } = game.scheduled;
  const result = game.record.result;
  if (result === '1/2-1/2') {
    t.draws[white]![black]!++;
    t.draws[black]![white]!++;
  } else {
    const [winner, loser] = result === '1-0' ? [white, black] : [black, white];
    t.wins[winner]![loser]!++;
    t.losses[loser]![winner]!++;
  }
  const kind = terminationKind(game.record.termination);
  t.terminations.set(kind, (t.terminations.get(kind) ?? 0) + 1);
  t.played++;
}

/** A tally of `games` (tests, and a caller that has its games at hand). */
export function tallyOf(engines: number, games: readonly FinishedGame[]): Tally {
  const t = newTally(engines);
  for (const g of games) countGame(t, g);
  return t;
}

/** Wins, draws and losses of `engine` (against `opponent` only, when given). */
export function wdlOf(t: Tally, engine: number, opponent?: number): Wdl {
  const sum = (row: readonly number[]) =>
    opponent === undefined ? row.reduce((a, b) => a + b, 0) : (row[opponent] ?? 0);
  return { wins: sum(t.wins[engine]!), draws: sum(t.draws[engine]!), losses: sum(t.losses[engine]!) };
}
