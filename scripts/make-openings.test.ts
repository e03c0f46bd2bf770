// make-openings: fixtures/openings.epd is exactly what the script writes now, and the script
// refuses bad lines before writing anything.

import { Chess } from 'chess.js';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseStrictEpdFile } from '../core/epd.js';
import {
  MAX_PLIES,
  MIN_PLIES,
  OPENING_LINES,
  openingEpd,
  openingsPath,
  openingsText,
} from './make-openings.js';

describe('make-openings', () => {
  test('the committed fixture is the script output', () => {
    const text = openingsText();
    expect(text.ok).toBe(true);
    expect(readFileSync(openingsPath(), 'utf8')).toBe(text.ok ? text.value : '');
  });

  test('the fixture is plain EPD: a strict reader and chess.js take every line, named and scored', () => {
    const text = readFileSync(openingsPath(), 'utf8');
    const file = parseStrictEpdFile(text);
    if (!file.ok) throw new Error(file.error.message);
    expect(file.value).toHaveLength(OPENING_LINES.length);
    for (const [i, { record }] of file.value.entries()) {
      expect(record.operations.get('id')).toEqual([OPENING_LINES[i]!.name]);
      // The c0 score replayed by chess.js from the initial position reaches the record's FEN.
      const game = new Chess();
      for (const san of record.operations
        .get('c0')![0]!
        .split(' ')
        .filter((w) => !/^\d+\.$/.test(w)))
        game.move(san);
      expect(game.fen()).toBe(new Chess(record.fen).fen());
    }
  });

  test('at least 50 openings of 6 to 12 plies, named once each', () => {
    expect(OPENING_LINES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(OPENING_LINES.map((o) => o.name)).size).toBe(OPENING_LINES.length);
    for (const line of OPENING_LINES) {
      const plies = line.moves.split(' ').length;
      expect(plies).toBeGreaterThanOrEqual(MIN_PLIES);
      expect(plies).toBeLessThanOrEqual(MAX_PLIES);
    }
  });

  test('one line: the position, its name and its numbered moves', () => {
    expect(openingEpd({ name: 'Scotch', moves: 'e4 e5 Nf3 Nc6 d4 exd4' })).toEqual({
      ok: true,
      value:
        'r1bqkbnr/pppp1ppp/2n5/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq - id "Scotch"; c0 "1. e4 e5 2. Nf3 Nc6 3. d4 exd4"; fmvn 4;',
    });
  });

  test.each([
    [{ name: 'Bad', moves: 'e4 e5 Nf3 Nc6 Bb5 Ke6' }, "Bad: move 6 'Ke6' is not a legal move for Black"],
    [{ name: 'Short', moves: 'e4 e5 Nf3' }, 'Short: 3 plies; an opening has 6 to 12'],
  ])('refuses %o', (line, message) => {
    expect(openingEpd(line)).toEqual({ ok: false, error: message });
  });

  test('refuses two lines that reach one position', () => {
    const a = { name: 'A', moves: 'e4 e5 Nf3 Nc6 Bc4 Bc5' };
    const b = { name: 'B', moves: 'Nf3 Nc6 e4 e5 Bc4 Bc5' };
    expect(openingsText([a, b])).toEqual({ ok: false, error: 'B: the same position as A' });
  });
});
