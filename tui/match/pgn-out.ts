// Finished games as PGN, for the PGN file of a match, which grows by one game as each ends
// (appendPgn in tui/files.ts: the game's bytes are appended in one write, and the games already in
// the file are never read back or rewritten, so a crash never loses a game already played).
//
//   [Event "ttychess match"] [Site "?"] [Date "2026.11.22"] [Round "3"] [White "gnu"]
//   [Black "gnu (2)"] [Result "1-0"] [SetUp "1"] [FEN "..."] [TimeControl "-"]
//   [Termination "checkmate"] [PlyCount "57"] [Opening "Ruy Lopez, Open"]

import { makePgn, type PgnTag } from '../../core/pgn.js';
import type { TimeControl } from './game.js';
import type { FinishedGame } from './runner.js';

/** The PGN TimeControl of a clock ("60+0.5", seconds) or of none ("-": a fixed limit per move). */
export function timeControlTag(tc: TimeControl | undefined): string {
  if (!tc) return '-';
  const seconds = (ms: number) => String(Math.round(ms) / 1000);
  return tc.incMs > 0 ? `${seconds(tc.baseMs)}+${seconds(tc.incMs)}` : seconds(tc.baseMs);
}

/** A date as PGN writes it: "2026.11.22" (local time). */
export function pgnDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** The export-format text of a finished game. */
export function gamePgn(game: FinishedGame, event: string, timeControl: string): string {
  const { record, scheduled } = game;
  const tags: PgnTag[] = [
    ['Event', event],
    ['Site', '?'],
    ['Date', pgnDate(game.started)],
    ['Round', String(scheduled.round)],
    ['White', record.white],
    ['Black', record.black],
    ['TimeControl', timeControl],
    ['Termination', record.termination],
    ['PlyCount', String(record.sans.length)],
  ];
  if (record.opening.name !== '') tags.push(['Opening', record.opening.name]);
  return makePgn({ tags, moves: record.sans, result: record.result, startFen: record.opening.fen });
}
