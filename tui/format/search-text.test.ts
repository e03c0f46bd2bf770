import { describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { formatInfo, formatScore, INFO_HEADER, sanLine } from './search-text.js';

/** A board for a FEN known to be valid. */
function board(fen: string) {
  const b = boardFromFen(fen, X88);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

describe('formatScore', () => {
  test.each([
    [{ cp: 13 }, '+0.13'],
    [{ cp: -150 }, '-1.50'],
    [{ cp: 0 }, '0.00'],
    [{ cp: 1234 }, '+12.34'],
    [{ cp: -5 }, '-0.05'],
    [{ mate: 3 }, 'mate 3'],
    [{ mate: -1 }, 'mate -1'],
  ])('%j -> %s', (score, text) => {
    expect(formatScore(score)).toBe(text);
  });
});

describe('sanLine', () => {
  test('numbers the moves from the position, White to move', () => {
    expect(sanLine(board(START_FEN), ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'])).toBe(
      '1. e4 e5 2. Nf3 Nc6 3. Bb5',
    );
  });

  test('Black to move starts with "N..."; checks, castling and promotion in SAN', () => {
    const fen = 'r3k2r/1P6/8/8/8/8/8/4K3 b kq - 0 40';
    expect(sanLine(board(fen), ['e8g8', 'b7a8q', 'f8a8'])).toBe('40... O-O 41. bxa8=Q Rxa8');
    expect(sanLine(board('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'), ['a1a8'])).toBe('1. Ra8#');
  });

  test('an illegal move and the rest stay UCI, in brackets; the board is untouched', () => {
    const b = board(START_FEN);
    expect(sanLine(b, ['e2e4', 'e2e4', 'g1f3'])).toBe('1. e4 [e2e4 g1f3]');
    expect(sanLine(b, [])).toBe('');
    expect(b.ply).toBe(0);
  });
});

test('formatInfo lines up under INFO_HEADER', () => {
  const line = formatInfo(
    { depth: 12, seldepth: 30, score: { mate: -3 }, nodes: 1234567, ms: 1500.4, pv: ['e2e4'] },
    board(START_FEN),
  );
  expect(INFO_HEADER).toBe('depth  score           nodes        time  pv');
  expect(line).toBe('12/30  mate -3       1234567     1500 ms  1. e4');
  expect(line.indexOf('1. e4')).toBe(INFO_HEADER.indexOf('pv'));
});
