// Material values and the exchange adjustment, with the seed's own example.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { captureScore, exchangeValue, PIECE_VALUES, totalMaterial } from './material.js';
import { hiarcsBoard } from './test-support/fixture.js';

describe('material', () => {
  test('P 100, N 335, B 350, R 500, Q 900, K 15000 (seed)', () => {
    expect(Array.from(PIECE_VALUES)).toEqual([0, 100, 335, 350, 500, 900, 15000]);
  });

  test('a full set is 19070 a side, kings included', () => {
    const hb = hiarcsBoard(START_FEN);
    expect(totalMaterial(hb.sq, 1)).toBe(19070);
    expect(totalMaterial(hb.sq, -1)).toBe(19070);
  });

  test('the formula, exactly as the seed writes it', () => {
    expect(exchangeValue(335, 1, 1)).toBe(335);
    expect(exchangeValue(335, 19070, 18570)).toBeCloseTo(((19070 / 18570) * 335 - 335) * 4 + 335, 10);
  });

  test.each([
    // computer total, player total, bonus for exchanging knights a rook up
    [19070, 18570, 36.08],
    [18670, 18170, 36.87],
    [18270, 17770, 37.71],
  ])('a rook up (%i against %i), exchanging knights earns about 37: %f', (c, p, bonus) => {
    const earned = exchangeValue(335, c, p) - 335;
    expect(earned).toBeCloseTo(bonus, 1);
    expect(Math.round(earned)).toBeGreaterThanOrEqual(36);
    expect(Math.round(earned)).toBeLessThanOrEqual(38);
  });

  test('behind, a capture is worth less than the piece: exchanges are discouraged', () => {
    expect(exchangeValue(335, 18570, 19070)).toBeLessThan(335 - 30);
  });

  test('on the board: the computer a rook up takes a knight for 371; the player takes one for 335', () => {
    // White (the computer) has both rooks, Black only one; all other men present.
    const hb = hiarcsBoard('1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1');
    expect(captureScore(hb, 1, 335)).toBe(371);
    expect(captureScore(hb, -1, 335)).toBe(-335);
  });
});
