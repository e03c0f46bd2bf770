// Finished games as PGN, for the PGN file of a match, which grows by one game as each ends
// (appendPgn in tui/files.ts: the game's bytes are appended in one write, and the games already in
// the file are never rewritten, so a crash never loses a game already played).
//
//   [Event "ttychess match"] [Site "?"] [Date "2026.11.22"] [Round "3"] [White "gnu"]
//   [Black "gnu (2)"] [Result "1-0"] [SetUp "1"] [FEN "..."] [TimeControl "-"]
//   [Termination "checkmate"] [PlyCount "57"] [Opening "Ruy Lopez, Open"]
//
//   1. e4 {+0.25/12 1.2s} c5 {-0.31/11 0.95s} ...
//
// Each engine move carries a comment as cutechess-cli writes it: the engine's last score from
// its own side (pawns, `+M3` / `-M3` for mates in moves), the depth, and the time the referee
// measured, in seconds to two significant figures; a move with no score gets the time alone.

import { makePgn, type PgnTag } from '../../core/pgn.js';
import type { MoveThinking, TimeControl } from './game.js';
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

/** Seconds as cutechess writes a move's time: two significant figures ("0.022s", "1.4s", "20s"). */
export function secondsText(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  return `${s >= 10 ? String(Math.round(s)) : s === 0 ? '0' : s.toPrecision(2)}s`;
}

/** A move's comment: "+0.25/12 1.2s", "-M3/9 0.50s", "0.00/1 0.010s", or the time alone. */
export function moveComment(t: MoveThinking): string {
  const time = secondsText(t.ms);
  if (t.info === undefined) return time;
  const s = t.info.score;
  const score =
    'mate' in s
      ? `${s.mate > 0 ? '+' : '-'}M${Math.abs(s.mate)}`
      : s.cp === 0
        ? '0.00'
        : `${s.cp > 0 ? '+' : '-'}${(Math.abs(s.cp) / 100).toFixed(2)}`;
  return `${score}/${t.info.depth} ${time}`;
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
  const notes = record.sans.map((_, i) => {
    const t = record.thinking?.[i];
    return t === undefined ? undefined : { comment: moveComment(t) };
  });
  return makePgn({ tags, moves: record.sans, result: record.result, startFen: record.opening.fen, notes });
}
