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
