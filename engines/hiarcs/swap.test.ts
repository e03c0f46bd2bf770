// Swap-offs: attackers and guards, cheapest first, x-rays, pins, kings, forks, and the ply-4 look.

import { describe, expect, test } from 'vitest';
import { cheapestAttacker, forkTargets, pinnedAway, swapLook, swapOff } from './swap.js';
import { hiarcsBoard, sq } from './test-support/fixture.js';

const scratch = new Int32Array(64);

describe('swap-off', () => {
  test.each([
    ['an unguarded knight is won whole', '4k3/8/8/3n4/8/8/3R4/4K3 w - - 0 1', 'd5', 335],
    ['a guarded knight for a rook loses 165', '4k3/4p3/3n4/8/8/8/3R4/4K3 w - - 0 1', 'd6', -165],
    ['a pawn takes a guarded knight: +235', '4k3/4p3/3n4/2P5/8/8/8/4K3 w - - 0 1', 'd6', 235],
    ['two attackers against one guard win the pawn', '3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1', 'd5', 100],
    ['x-ray: the rook behind the rook recaptures', '3rk3/3r4/8/3p4/8/8/3R4/3QK3 w - - 0 1', 'd5', -400],
    ['a king may not take a guarded man', '4k3/8/8/8/8/1n6/3p4/4K3 w - - 0 1', 'd2', 0],
    ['a king may take an unguarded man', '4k3/8/8/8/8/2n5/3p4/4K3 w - - 0 1', 'd2', 100],
  ])('%s', (_name, fen, target, gain) => {
    const hb = hiarcsBoard(fen);
    const before = Array.from(hb.sq);
    expect(swapOff(hb, sq(target), 1, scratch)).toBe(gain);
    expect(Array.from(hb.sq)).toEqual(before);
  });

  test('a pinned guard does not guard: the knight pinned to its king', () => {
    // Black knight on d6 guards e4? No: it is pinned on the d-file by the rook on d1.
    const fen = '3k4/8/3n4/8/4B3/8/8/3RK3 b - - 0 1';
    const hb = hiarcsBoard(fen, 1);
    expect(pinnedAway(hb, sq('d6'), sq('e4'))).toBe(true);
    expect(pinnedAway(hb, sq('d6'), sq('d1'))).toBe(false);
    expect(cheapestAttacker(hb, sq('e4'), -1)).toBe(-1);
  });

  // Each kind of man the pin test covers, pinned to its king, "guarding" the man White takes:
  // the swap-off wins the victim whole (seed values, typed: knight 335, rook 500); counted as a
  // guard, the pinned man would recapture.
  test.each([
    [
      'pawn: d6 pinned on the d-file, Bxe5 wins the rook (not 500 - 350)',
      '3k4/2p5/3p4/4r3/8/8/1B6/3R2K1 w - - 0 1',
      'e5',
      500,
    ],
    [
      'bishop: d7 pinned on the d-file, Bxe6 wins the knight (not 335 - 350)',
      '3k4/3b4/4n3/8/2B5/8/8/3R2K1 w - - 0 1',
      'e6',
      335,
    ],
    [
      'rook: g7 pinned on the diagonal, Nxg5 wins the knight (not 335 - 335)',
      '7k/6r1/8/6n1/4N3/8/1B6/6K1 w - - 0 1',
      'g5',
      335,
    ],
    [
      'queen: g7 pinned on the diagonal, Nxg5 wins the knight (not 335 - 335)',
      '7k/6q1/8/6n1/4N3/8/1B6/6K1 w - - 0 1',
      'g5',
      335,
    ],
  ])('a pinned %s', (_name, fen, target, gain) => {
    const hb = hiarcsBoard(fen);
    expect(cheapestAttacker(hb, sq(target), -1)).toBe(-1);
    expect(swapOff(hb, sq(target), 1, scratch)).toBe(gain);
  });

  test('x-ray: a rook behind the capturing queen recaptures once the queen has gone', () => {
    const hb = hiarcsBoard('4k3/8/8/3n4/R3q2B/8/8/5K2 w - - 0 1', 1);
    expect(swapOff(hb, sq('h4'), -1, scratch)).toBe(350 - 900);
  });

  test('a knight forking king and rook is a fork; one hitting two guarded pawns is not', () => {
    // Playing Black, the player's (White's) knight on c6 forks the computer's king and rook.
    const fork = hiarcsBoard('3k4/8/2N5/8/1r6/8/8/4K3 b - - 0 1', -1);
    expect(fork.sq[sq('c6')]).toBe(-2);
    expect(forkTargets(fork, sq('c6'))).toBe(2);
    const white = hiarcsBoard('4k3/8/8/3N4/1r6/8/8/4K3 b - - 0 1', 1);
    // Nc7 would fork; the knight on d5 attacks b4 (a rook, worth more): one target.
    expect(forkTargets(white, sq('d5'))).toBe(1);
    const forked = hiarcsBoard('r3k3/2N5/8/8/8/8/8/4K3 b - - 0 1', 1);
    expect(forkTargets(forked, sq('c7'))).toBe(2);
    const pawns = hiarcsBoard('4k3/8/2p1p3/3p4/8/4N3/8/4K3 w - - 0 1', 1);
    expect(forkTargets(pawns, sq('e3'))).toBe(0);
  });

  test('the ply-4 look: the side to move wins the best swap-off and fears the second threat', () => {
    // White to move; the black queen on e4 attacks the unguarded rook a4 and bishop h7 (a
    // double attack), and stands unguarded in front of the rook itself.
    const hb = hiarcsBoard('4k3/7B/8/3n4/R3q3/8/8/5K2 w - - 0 1', 1);
    const look = swapLook(hb, 1, scratch, { gain: 0, threat1: 0, threat2: 0, examined: 0 });
    expect(look).toEqual({ gain: 900, threat1: 500, threat2: 350, examined: 3 });
  });
});

/** A FEN with White to move from a map of square names to FEN piece letters. */
function place(men: Record<string, string>, side = 'w'): string {
  const rows: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (const file of 'abcdefgh') {
      const man = men[`${file}${rank}`];
      if (man === undefined) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += man;
    }
    rows.push(empty > 0 ? row + String(empty) : row);
  }
  return `${rows.join('/')} ${side} - - 0 1`;
}

/** Side `colour` (White 1, Black -1) as a sign on a board whose computer is `computer`. */
const signOf = (colour: 1 | -1, computer: 1 | -1): number => colour * computer;

// The cheapest attacker of e4, for each kind of man and each line it can come along; the kings
// stand on a2 and a5, off every line through e4 and out of check. The same with the computer on either side.
describe('cheapestAttacker: each man, each line, the cheapest first', () => {
  const KINGS = { a2: 'K', a5: 'k' };
  test.each([
    ['white pawn d3', { d3: 'P' }, 1, 'd3'],
    ['white pawn f3', { f3: 'P' }, 1, 'f3'],
    ['white pawn e3 (in front) does not attack', { e3: 'P' }, 1, null],
    ['black pawn d5', { d5: 'p' }, -1, 'd5'],
    ['black pawn f5', { f5: 'p' }, -1, 'f5'],
    ['black pawn d3 (behind) does not attack', { d3: 'p' }, -1, null],
    ...['d6', 'f6', 'g5', 'g3', 'f2', 'd2', 'c3', 'c5'].map(
      (s) => [`knight ${s}`, { [s]: 'N' }, 1, s] as const,
    ),
    ['bishop h7', { h7: 'B' }, 1, 'h7'],
    ['bishop h1', { h1: 'B' }, 1, 'h1'],
    ['bishop a8', { a8: 'B' }, 1, 'a8'],
    ['bishop b1', { b1: 'B' }, 1, 'b1'],
    ['bishop on the e-file does not attack', { e8: 'B' }, 1, null],
    ['rook e8', { e8: 'R' }, 1, 'e8'],
    ['rook e1', { e1: 'R' }, 1, 'e1'],
    ['rook h4', { h4: 'R' }, 1, 'h4'],
    ['rook b4', { b4: 'R' }, 1, 'b4'],
    ['rook on a diagonal does not attack', { h7: 'R' }, 1, null],
    ['rook behind a pawn does not attack', { e8: 'R', e6: 'P' }, 1, null],
    ['queen on a diagonal', { b7: 'Q' }, 1, 'b7'],
    ['queen on a file', { e7: 'Q' }, 1, 'e7'],
    ['bishop before a queen found earlier', { e7: 'Q', b1: 'B' }, 1, 'b1'],
    ['bishop (a diagonal, seen first) before a later queen', { h7: 'B', e8: 'Q' }, 1, 'h7'],
    ['rook before a queen', { e8: 'R', b7: 'Q' }, 1, 'e8'],
    ['bishop before a rook', { e8: 'R', b1: 'B' }, 1, 'b1'],
    [
      'two rooks: the first line scanned (rank up, rank down, file up, file down)',
      { e8: 'R', b4: 'R' },
      1,
      'e8',
    ],
    ['knight before a bishop', { b1: 'B', g5: 'N' }, 1, 'g5'],
    ['pawn before a knight', { g5: 'N', d3: 'P' }, 1, 'd3'],
    ['black rook for Black, not the white one', { e8: 'r', b4: 'R' }, -1, 'e8'],
  ] as const)('%s', (_name, men, colour, expected) => {
    for (const computer of [1, -1] as const) {
      const hb = hiarcsBoard(place({ ...KINGS, ...men }), computer);
      expect(cheapestAttacker(hb, sq('e4'), signOf(colour, computer))).toBe(
        expected === null ? -1 : sq(expected),
      );
    }
  });

  test.each([
    ['the king when nothing else attacks', { h8: 'k', d3: 'K' }, 'd3'],
    ['the king last', { h8: 'k', d5: 'K', h7: 'B' }, 'h7'],
  ])('%s', (_name, men, expected) => {
    for (const computer of [1, -1] as const) {
      const hb = hiarcsBoard(place(men), computer);
      expect(cheapestAttacker(hb, sq('e4'), computer)).toBe(sq(expected));
    }
  });

  test.each(['d5', 'd4', 'd3', 'e3', 'f3', 'f4', 'f5', 'e5'])('the king from %s', (s) => {
    const hb = hiarcsBoard(place({ [s]: 'K', h8: 'k' }), 1);
    expect(cheapestAttacker(hb, sq('e4'), 1)).toBe(sq(s));
  });
});

// A man between its king and an enemy slider on the same line may only move along that line
// (the pinner's square included). The computer on either side; the pinned man is White's.
describe('pinnedAway: pins along files, ranks and both diagonals', () => {
  test.each([
    ['knight pinned on the file by a rook', { e1: 'K', e4: 'N', e8: 'r', a8: 'k' }, 'e4', 'd6', true],
    ['... may take the pinner', { e1: 'K', e4: 'N', e8: 'r', a8: 'k' }, 'e4', 'e8', false],
    ['rook pinned on the file moves along it', { e1: 'K', e4: 'R', e8: 'r', a8: 'k' }, 'e4', 'e2', false],
    ['... but not off it', { e1: 'K', e4: 'R', e8: 'r', a8: 'k' }, 'e4', 'a4', true],
    ['pinned on the rank by a queen', { a4: 'K', d4: 'B', h4: 'q', a8: 'k' }, 'd4', 'e5', true],
    ['pinned on the rank by a rook', { a4: 'K', d4: 'B', h4: 'r', a8: 'k' }, 'd4', 'e5', true],
    ['a bishop on the rank pins nothing', { a4: 'K', d4: 'N', h4: 'b', a8: 'k' }, 'd4', 'e6', false],
    ['pinned on a diagonal by a bishop', { b2: 'K', d4: 'R', g7: 'b', a8: 'k' }, 'd4', 'd5', true],
    [
      '... the bishop may be taken along the diagonal',
      { b2: 'K', d4: 'B', g7: 'b', a8: 'k' },
      'd4',
      'g7',
      false,
    ],
    ['pinned on the other diagonal by a queen', { b6: 'K', d4: 'N', g1: 'q', a8: 'k' }, 'd4', 'f3', true],
    ['a rook on a diagonal pins nothing', { b2: 'K', d4: 'N', g7: 'r', a8: 'k' }, 'd4', 'e6', false],
    ['a bishop on a file pins nothing', { e1: 'K', e4: 'N', e8: 'b', a8: 'k' }, 'e4', 'd6', false],
    ['a man in between: no pin', { e1: 'K', e2: 'P', e4: 'N', e8: 'r', a8: 'k' }, 'e4', 'd6', false],
    ['own man behind: no pin', { e1: 'K', e4: 'N', e6: 'R', e8: 'r', a8: 'k' }, 'e4', 'd6', false],
    ['nothing behind: no pin', { e1: 'K', e4: 'N', a8: 'k' }, 'e4', 'd6', false],
    ['not on a line with the king', { e1: 'K', f4: 'N', f8: 'r', a8: 'k' }, 'f4', 'd5', false],
    ['the king itself is never pinned', { e1: 'K', e8: 'r', a8: 'k' }, 'e1', 'd1', false],
  ])('%s', (_name, men, s, t, pinned) => {
    for (const computer of [1, -1] as const) {
      const hb = hiarcsBoard(place(men), computer);
      expect(pinnedAway(hb, sq(s), sq(t))).toBe(pinned);
    }
  });
});

describe('swapOff and forks: edge cases', () => {
  test('an empty square is worth nothing to fight over', () => {
    const hb = hiarcsBoard(place({ a2: 'K', h8: 'k', e1: 'R', d5: 'p' }), 1);
    expect(swapOff(hb, sq('e4'), 1, scratch)).toBe(0);
  });

  test.each([
    ['a pawn forks two knights', { a2: 'K', h8: 'k', d5: 'P', c6: 'n', e6: 'n' }, 'd5', 2],
    ['a black pawn forks two bishops', { a2: 'K', h8: 'k', e4: 'p', d3: 'B', f3: 'B' }, 'e4', 2],
    ['a pawn on two guarded pawns', { a2: 'K', h8: 'k', d5: 'P', c6: 'p', e6: 'p', d7: 'p' }, 'd5', 0],
    ['a pawn on one knight, to its left', { a2: 'K', h8: 'k', d5: 'P', c6: 'n' }, 'd5', 1],
    ['a pawn on one knight, to its right', { a2: 'K', h8: 'k', d5: 'P', e6: 'n' }, 'd5', 1],
    ['a bishop forks two rooks on its diagonals', { a2: 'K', h8: 'k', d4: 'B', g7: 'r', a7: 'r' }, 'd4', 2],
    ['a bishop does not see along lines', { a2: 'K', a8: 'k', d4: 'B', d8: 'r', h4: 'r' }, 'd4', 0],
    ['a rook forks two queens on its lines', { a2: 'K', h8: 'k', d4: 'R', d8: 'q', h4: 'q' }, 'd4', 2],
    ['a rook does not see along diagonals', { a2: 'K', h8: 'k', d4: 'R', g7: 'q', a7: 'q' }, 'd4', 0],
    ['a queen on two unguarded men, worth less', { a1: 'K', h7: 'k', d4: 'Q', d8: 'r', a4: 'n' }, 'd4', 2],
    [
      'a queen: only the first man on each line',
      { a1: 'K', a8: 'k', d4: 'Q', d6: 'p', d7: 'n', c7: 'p' },
      'd4',
      0,
    ],
    ['a king on two unguarded pawns', { e4: 'K', h8: 'k', d5: 'p', f3: 'p' }, 'e4', 2],
    ['a king sees only the squares next to it', { e4: 'K', h8: 'k', d5: 'p', e8: 'n', a4: 'n' }, 'e4', 1],
    ['a king on two unguarded knights (file and rank)', { e4: 'K', h8: 'k', e5: 'n', d4: 'n' }, 'e4', 2],
    ['a king on two unguarded pawns behind it', { e4: 'K', h8: 'k', e3: 'p', d3: 'p' }, 'e4', 2],
    ['a knight in the corner: one target', { b3: 'K', h8: 'k', a1: 'N', c2: 'r' }, 'a1', 1],
    [
      'a knight on a guarded bishop (worth more) and a guarded knight (not)',
      { a1: 'K', h8: 'k', d4: 'N', c6: 'b', e6: 'n', d7: 'p' },
      'd4',
      1,
    ],
    ['a knight on a knight guarded by a pawn', { a1: 'K', h8: 'k', d4: 'N', e6: 'n', d7: 'p' }, 'd4', 0],
  ])('%s', (_name, men, from, targets) => {
    for (const computer of [1, -1] as const) {
      const hb = hiarcsBoard(place(men), computer);
      expect(forkTargets(hb, sq(from))).toBe(targets);
    }
  });
});

describe('swapLook: the best gain, the two largest threats', () => {
  const look = (fen: string, computer: 1 | -1, g: number) =>
    swapLook(hiarcsBoard(fen, computer), g, scratch, { gain: 0, threat1: 0, threat2: 0, examined: 0 });

  test('a man on the 8th rank is looked at too', () => {
    // Ra1 takes the unguarded knight on a8.
    expect(look(place({ a1: 'R', e1: 'K', h7: 'k', a8: 'n' }), 1, 1)).toEqual({
      gain: 335,
      threat1: 0,
      threat2: 0,
      examined: 1,
    });
  });

  test('the best gain, not the last one found (files a to h)', () => {
    // Rb1 takes the queen on b8 (900); Rh1 takes the knight on h5 (335), found later.
    expect(look(place({ b1: 'R', h1: 'R', e1: 'K', e7: 'k', b8: 'q', h5: 'n' }), 1, 1).gain).toBe(900);
  });

  test('three threats: the two largest count, the smallest found last does not', () => {
    // Black's rook on e8 takes the white rook on e2 (500); the bishop on h6 takes the white
    // bishop on c1 (350, found earlier); the knight on h4 takes the pawn on f3 (100, found last).
    const r = look(place({ a1: 'K', c1: 'B', e2: 'R', f3: 'P', h8: 'k', e8: 'r', h6: 'b', h4: 'n' }), 1, 1);
    expect([r.threat1, r.threat2]).toEqual([500, 350]);
  });
});
