// Opening positions for matches: read from an EPD file (each record's position; its `id` names
// it) or a PGN file (each game's moves played from its start; the Opening or Event tag names
// it), or by default from fixtures/openings.epd (written by npm run make-openings). Games start
// from the opening's FEN with its moves played, so a PGN opening appears in the game's score.
// With a seed the list is shuffled (the same seed, the same order); otherwise the file's order.
//
// An opening must leave the game to the engines: a position the rules have already ended
// (checkmate, stalemate, the draws of core/rules.ts), or a PGN game whose moves end it, refuses
// the whole file with one line naming the opening, rather than have games scored that no engine
// played.

import { extname, join } from 'node:path';
import { parseEpdFile } from '../../core/epd.js';
import type { Board } from '../../core/board.js';
import { boardFromFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { parsePgn, replayPgnGame } from '../../core/pgn.js';
import { err, ok, type Result } from '../../core/result.js';
import { gameState } from '../../core/rules.js';
import { WHITE } from '../../core/types.js';
import { makeUci } from '../../core/uci-move.js';
import { makeRandom } from '../../engines/random.js';
import { packageRoot } from '../files.js';
import { readTextFile } from '../../engines/file-read.js';
import { ruleEnd } from './adjudicate.js';

export interface Opening {
  /** Name for the PGN's Opening tag, or '' when the file gave none. */
  readonly name: string;
  /** Where the game starts. */
  readonly fen: string;
  /** Moves played from `fen` before the engines take over (UCI; empty for EPD openings). */
  readonly moves: readonly string[];
}

/** The default openings file, in the installed package. */
export function defaultOpeningsPath(): string {
  return join(packageRoot(), 'fixtures', 'openings.epd');
}

/** How the rules have ended the game at `board` ("checkmate", ...), or undefined if it goes on. */
function endedBy(board: Board): string | undefined {
  return ruleEnd(gameState(board), board.side === WHITE)?.termination;
}

/** The openings of an EPD text; `source` names the file in messages. */
export function openingsFromEpd(text: string, source: string): Result<Opening[], string> {
  const parsed = parseEpdFile(text);
  if (!parsed.ok) return err(`${source}: ${parsed.error.message}`);
  const openings: Opening[] = [];
  for (const { line, record } of parsed.value) {
    const board = boardFromFen(record.fen, X88);
    if (!board.ok) return err(`${source}: EPD line ${line}: ${board.error.message}`);
    const ended = endedBy(board.value);
    if (ended !== undefined)
      return err(
        `${source}: EPD line ${line}: the game is already over (${ended}); an opening must leave it to the engines`,
      );
    openings.push({ name: record.operations.get('id')?.[0] ?? '', fen: record.fen, moves: [] });
  }
  return ok(openings);
}

/** The openings of a PGN text: each game's start position and moves. */
export function openingsFromPgn(text: string, source: string): Result<Opening[], string> {
  const parsed = parsePgn(text);
  if (!parsed.ok) return err(`${source}: ${parsed.error.message}`);
  const openings: Opening[] = [];
  for (const game of parsed.value) {
    const replay = replayPgnGame(game, X88);
    if (!replay.ok) return err(`${source}: ${replay.error.message}`);
    const start = boardFromFen(game.startFen, X88);
    if (!start.ok) return err(`${source}: PGN game ${game.number}: ${start.error.message}`);
    const b = start.value;
    const moves = replay.value.moves.map((m) => {
      const uci = makeUci(b, m);
      b.make(m);
      return uci;
    });
    const ended = endedBy(b);
    if (ended !== undefined)
      return err(
        `${source}: PGN game ${game.number} (line ${game.line}): its moves end the game (${ended}); an opening must leave it to the engines`,
      );
    const tag = (name: string) => game.tags.find(([n]) => n === name)?.[1];
    const name = tag('Opening') ?? (tag('Event') !== undefined && tag('Event') !== '?' ? tag('Event')! : '');
    openings.push({ name, fen: game.startFen, moves });
  }
  return ok(openings);
}

/** The openings of a file, .epd or .pgn by its extension; at least one. */
export function loadOpenings(path: string = defaultOpeningsPath()): Result<Opening[], string> {
  const kind = extname(path).toLowerCase();
  const read = readTextFile(path);
  if (!read.ok) return err(`--openings: cannot read '${path}': ${read.error.reason}`);
  if (kind !== '.epd' && kind !== '.pgn') return err(`--openings: ${path} is neither .epd nor .pgn`);
  const text = read.value;
  const openings = kind === '.epd' ? openingsFromEpd(text, path) : openingsFromPgn(text, path);
  if (openings.ok && openings.value.length === 0) return err(`--openings: ${path} holds no positions`);
  return openings;
}

/** A copy of `items` in an order fixed by `seed` (Fisher-Yates with the engines' seeded generator). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = makeRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
