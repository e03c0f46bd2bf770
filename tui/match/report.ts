// What a match or a tournament prints: the progress while it runs (a bar redrawn in place on a
// terminal, a plain line per game otherwise, always on stderr), and the final report (plain
// lines, or one line of JSON) on stdout. Pure functions of the tally of the finished games
// (tally.ts: counts, not the games), except Progress, which writes to the sink it is given.

import { visible } from '../../core/visible.js';
import { fitRatings, emptyCrosstable, PRIOR_DRAWS, ratingMargins, type Crosstable } from './rating.js';
import type { FinishedGame } from './runner.js';
import { wdlOf, type Tally } from './tally.js';
import {
  formatElo,
  formatEloWithMargin,
  formatPoints,
  jsonNumber,
  matchStats,
  type MatchStats,
  type Wdl,
} from './stats.js';

/** What engine `engine` scored in one game: 1, 1/2 or 0 (undefined if it did not play). */
export function pointsOf(game: FinishedGame, engine: number): number | undefined {
  const { white, black } = game.scheduled;
  if (engine !== white && engine !== black) return undefined;
  const result = game.record.result;
  if (result === '1/2-1/2') return 0.5;
  return (result === '1-0') === (engine === white) ? 1 : 0;
}

/** How many games ended each way, most frequent first (ties by name). */
export function terminationCounts(t: Tally): [string, number][] {
  return [...t.terminations].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** "Terminations: checkmate 3, time forfeit 1", or "Terminations: none" before any game ended. */
function terminationsLine(t: Tally): string {
  const counts = terminationCounts(t).map(([kind, n]) => `${kind} ${n}`);
  return `Terminations: ${counts.length > 0 ? counts.join(', ') : 'none'}`;
}

function percent(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** "+7 =8 -5". */
export function formatWdl(wdl: Wdl): string {
  return `+${wdl.wins} =${wdl.draws} -${wdl.losses}`;
}

/** "20 games", or, for a run interrupted with `scheduled` games planned, "3 of 20 games (interrupted)". */
export function gamesText(played: number, scheduled?: number): string {
  return scheduled === undefined ? `${played} games` : `${played} of ${scheduled} games (interrupted)`;
}

/**
 * The plain report of a match between engines 0 and 1, from engine 0's side; `interruptedOf`
 * (the games scheduled) marks a match stopped early (Ctrl-C).
 */
export function matchReport(
  labels: readonly string[],
  tally: Tally,
  limitsText: string,
  pgn: string | undefined,
  interruptedOf?: number,
): string[] {
  const s = matchStats(wdlOf(tally, 0));
  const lines = [
    `${labels[0]} vs ${labels[1]}: ${gamesText(s.games, interruptedOf)}, ${limitsText}`,
    `Score of ${labels[0]}: ${formatWdl(s)}  ${formatPoints(s.points)}-${formatPoints(s.games - s.points)} (${percent(s.score)})`,
    `Draw ratio: ${percent(s.drawRatio)}`,
    `Elo difference: ${formatEloWithMargin(s)} (95%)`,
    `LOS: ${percent(s.los)}`,
    terminationsLine(tally),
  ];
  if (pgn !== undefined) lines.push(`PGN: ${pgn}`);
  return lines;
}

/** The --json record of a match (the shape docs/cli.md promises); `interrupted: true` last if it was. */
export function matchJson(labels: readonly string[], tally: Tally, interrupted = false) {
  const s = matchStats(wdlOf(tally, 0));
  const record = {
    engines: [labels[0]!, labels[1]!],
    games: s.games,
    wins: s.wins,
    draws: s.draws,
    losses: s.losses,
    points: s.points,
    score: jsonNumber(s.score, 4),
    drawRatio: jsonNumber(s.drawRatio, 4),
    elo: jsonNumber(s.elo, 1),
    eloMargin: jsonNumber(s.eloMargin, 1),
    los: jsonNumber(s.los, 4),
    terminations: Object.fromEntries(terminationCounts(tally)),
  };
  return interrupted ? { ...record, interrupted: true as const } : record;
}

/** Points and games of each engine against each other. */
export function crosstableOf(t: Tally): Crosstable {
  const n = t.wins.length;
  const table = emptyCrosstable(n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const w = t.wins[i]![j]!;
      const d = t.draws[i]![j]!;
      table.points[i]![j] = w + d / 2;
      table.games[i]![j] = w + d + t.losses[i]![j]!;
    }
  return table;
}

/** One engine's standing in a tournament. */
export interface Standing {
  readonly engine: number;
  readonly elo: number;
  /** The 95% margin of `elo`, or undefined when it cannot be had (see ratingMargins). */
  readonly margin: number | undefined;
  readonly points: number;
  readonly games: number;
}

/** Every engine's fitted Elo, points and games, best first (ties in argument order). */
export function standings(table: Crosstable): Standing[] {
  const elo = fitRatings(table);
  const margins = ratingMargins(table);
  const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);
  return elo
    .map((e, i) => ({
      engine: i,
      elo: e,
      margin: margins[i],
      points: sum(table.points[i]!),
      games: sum(table.games[i]!),
    }))
    .sort((a, b) => b.elo - a.elo || a.engine - b.engine);
}

/** Lays out rows of cells in columns two spaces apart, left-aligned. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]?.length ?? 0)));
  return rows.map((r) =>
    r
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd(),
  );
}

/** "2.5/4", or "-" against itself or an opponent never met. */
function cell(points: number, games: number): string {
  return games === 0 ? '-' : `${formatPoints(points)}/${games}`;
}

/**
 * The plain report of a round robin: the crosstable, then the ratings; `interruptedOf` (the games
 * scheduled) marks a tournament stopped early (Ctrl-C).
 */
export function tournamentReport(
  labels: readonly string[],
  tally: Tally,
  gamesPerPairing: number,
  limitsText: string,
  pgn: string | undefined,
  interruptedOf?: number,
  gauntlet = false,
): string[] {
  const table = crosstableOf(tally);
  const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);
  const cross = columns([
    ['', ...labels, 'total'],
    ...labels.map((label, i) => [
      label,
      ...labels.map((_, j) => cell(table.points[i]![j]!, table.games[i]![j]!)),
      cell(sum(table.points[i]!), sum(table.games[i]!)),
    ]),
  ]);
  const ratings = columns([
    ['rank', 'engine', 'Elo', '+-', 'points', 'games', 'score'],
    ...standings(table).map((s, rank) => [
      String(rank + 1),
      labels[s.engine]!,
      formatElo(s.elo),
      s.margin === undefined ? '-' : String(Math.round(s.margin)),
      formatPoints(s.points),
      String(s.games),
      s.games === 0 ? '-' : percent(s.points / s.games),
    ]),
  ]);
  const lines = [
    `${gauntlet ? `Gauntlet of ${labels[0]!} against ${labels.slice(1).join(', ')}` : `Round robin of ${labels.join(', ')}`}: ${gamesPerPairing} games a pairing, ${gamesText(tally.played, interruptedOf)}, ${limitsText}`,
    '',
    'Crosstable (points of the row engine against the column engine / games)',
    ...cross,
    '',
    `Ratings (maximum-likelihood fit, ${PRIOR_DRAWS} virtual draw a pairing, mean 0; +- is the 95% margin)`,
    ...ratings,
    '',
    terminationsLine(tally),
  ];
  if (pgn !== undefined) lines.push(`PGN: ${pgn}`);
  return lines;
}

/** The --json record of a round robin (the shape docs/cli.md promises); `interrupted: true` last if it was. */
export function tournamentJson(
  labels: readonly string[],
  tally: Tally,
  gamesPerPairing: number,
  interrupted = false,
  gauntlet = false,
) {
  const table = crosstableOf(tally);
  const crosstable = Object.fromEntries(
    labels.map((label, i) => [
      label,
      Object.fromEntries(
        labels
          .map((other, j) => [other, { points: table.points[i]![j]!, games: table.games[i]![j]! }] as const)
          .filter(([, c], j) => j !== i && c.games > 0),
      ),
    ]),
  );
  const record = {
    engines: [...labels],
    ...(gauntlet ? { gauntlet: true } : {}),
    gamesPerPairing,
    games: tally.played,
    crosstable,
    ratings: standings(table).map((s) => ({
      engine: labels[s.engine]!,
      elo: jsonNumber(s.elo, 1),
      margin: s.margin === undefined ? null : jsonNumber(s.margin, 1),
      points: s.points,
      games: s.games,
    })),
    terminations: Object.fromEntries(terminationCounts(tally)),
  };
  return interrupted ? { ...record, interrupted: true as const } : record;
}

/** "[#######-------------]" of `width` cells. */
export function progressBar(done: number, total: number, width = 20): string {
  const filled = total === 0 ? width : Math.round((width * done) / total);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}

/** The live summary of a match so far: "+3 =1 -2  Elo +58 +- 250". */
export function matchSoFar(stats: MatchStats): string {
  return `${formatWdl(stats)}  Elo ${formatEloWithMargin(stats)}`;
}

/** A plain line for one finished game: "game 3/20 (round 5): gnu - gnu (2) 1-0, checkmate". */
export function gameLine(done: number, total: number, game: FinishedGame): string {
  const r = game.record;
  return `game ${done}/${total} (round ${game.scheduled.round}): ${r.white} - ${r.black} ${r.result}, ${r.termination}`;
}

/** Where progress goes: stderr, or a test's buffer. */
export interface ProgressSink {
  readonly isTTY: boolean;
  write(text: string): void;
}

/**
 * Progress on a sink: on a terminal one line redrawn in place (bar, games, the running summary);
 * otherwise a line per finished game with the running summary appended.
 */
export class Progress {
  private drawn = false;

  constructor(
    private readonly sink: ProgressSink,
    private readonly total: number,
  ) {}

  /** Draws the empty bar (terminal only). */
  start(summary: string): void {
    if (this.sink.isTTY) this.draw(0, summary);
  }

  /** Reports game number `done` finished, with the running `summary`. */
  game(done: number, game: FinishedGame, summary: string): void {
    if (this.sink.isTTY) this.draw(done, summary);
    else this.sink.write(`${visible(`${gameLine(done, this.total, game)}  [${summary}]`)}\n`);
  }

  /** Ends the redrawn line, so what follows starts on a line of its own. */
  finish(): void {
    if (this.drawn) this.sink.write('\n');
    this.drawn = false;
  }

  private draw(done: number, summary: string): void {
    // Our own \r and erase-line drive the terminal; the summary (engine names) may not.
    this.sink.write(`\r${progressBar(done, this.total)} ${done}/${this.total}  ${visible(summary)}\x1b[K`);
    this.drawn = true;
  }
}
