// The committed historical games (fixtures/games, see its README): every game replays legally
// on both layouts, the files are in makePgn's form, and the last move agrees with the result.

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LAYOUTS } from './layout.js';
import { makePgn, parsePgn, replayPgnGame, type PgnGame } from './pgn.js';
import { gameState } from './rules.js';

const DIR = new URL('../fixtures/games/', import.meta.url);
const FILES = readdirSync(DIR)
  .filter((name) => name.endsWith('.pgn'))
  .sort();

/** The games of a fixture file. */
function gamesOf(name: string): PgnGame[] {
  const parsed = parsePgn(readFileSync(new URL(name, DIR), 'utf8'));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
  return parsed.value;
}

describe('fixtures/games', () => {
  test('holds the 29 games of the ten shared files', () => {
    expect(FILES.length).toBe(10);
    expect(FILES.reduce((n, name) => n + gamesOf(name).length, 0)).toBe(29);
  });

  test.each(FILES)('%s is written as makePgn writes it', (name) => {
    const text = readFileSync(new URL(name, DIR), 'utf8');
    expect(gamesOf(name).map(makePgn).join('')).toBe(text);
  });

  test.each(FILES)('%s: every game replays, on both layouts, to a result it agrees with', (name) => {
    for (const game of gamesOf(name)) {
      expect(game.preamble[0], `game ${game.number}`).toMatch(/^source: /);
      for (const layout of Object.values(LAYOUTS)) {
        const replay = replayPgnGame(game, layout);
        if (!replay.ok) throw new Error(`${name}: ${replay.error.message}`);
        const { board, sans } = replay.value;
        const where = `${name} game ${game.number} (${layout.id})`;
        expect(sans, where).toEqual(game.moves);
        const last = sans[sans.length - 1] ?? '';
        const state = gameState(board);
        expect(state === 'checkmate', where).toBe(last.endsWith('#'));
        expect(board.inCheck(), where).toBe(/[+#]$/.test(last));
        if (state === 'checkmate') expect(game.result, where).toBe(board.side === 1 ? '0-1' : '1-0');
        if (state === 'stalemate') expect(game.result, where).toBe('1/2-1/2');
      }
    }
  });
});
