// The 1987 board: its pseudo-legal generator (filtered by the king-capture test the search uses)
// counts the published perft numbers; piece lists keep the program's order; the incremental
// position key equals the key computed from scratch.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { F_PROMOTE, type GnuBoard } from './board.js';
import { gnuBoard } from './test-support/eval-fixture.js';

/** Leaves of the legal tree: a move is legal when the reply cannot take the king. */
function perft(b: GnuBoard, depth: number): number {
  const list = new Int32Array(256);
  const n = b.generate(list, 0);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    b.make(m);
    if (!b.attacks(b.side, b.kingSquare(1 - b.side))) count += depth === 1 ? 1 : perft(b, depth - 1);
    b.unmake();
  }
  return count;
}

describe('move generation', () => {
  // Published perft counts (Chess Programming Wiki tables), at depths with no promotion (the
  // 1987 program promotes to a queen only).
  test.each([
    [START_FEN, 4, 197281],
    ['8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 4, 43238],
  ])('perft of %s to depth %i is %i', (fen, depth, nodes) => {
    expect(perft(gnuBoard(fen), depth)).toBe(nodes);
  });

  test('E12: deeper, Kiwipete differs from the rules exactly by castling with the rook or b1 attacked', () => {
    // 2039 and 97862 in the rules of chess (and here, with castling tested on the king's three
    // squares only); the 1987 program also refuses castling when the rook's square or b1 is
    // attacked, so it counts fewer.
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    expect(perft(gnuBoard(kiwipete), 2)).toBe(2035);
    expect(perft(gnuBoard(kiwipete), 3)).toBe(97656);
  });

  test('promotion is to a queen only', () => {
    const b = gnuBoard('8/P6k/8/8/8/8/8/K7 w - - 0 1');
    const list = new Int32Array(64);
    const n = b.generate(list, 0);
    expect([...list.subarray(0, n)].filter((m) => m & F_PROMOTE)).toHaveLength(1);
  });

  test('pieces move from the last list entry down to the king; castling comes last', () => {
    const b = gnuBoard('4k3/8/8/8/8/8/P7/R3K2R w KQ - 0 1');
    const list = new Int32Array(64);
    const n = b.generate(list, 0);
    const from = [...list.subarray(0, n)].map((m) => m & 63);
    // List: king e1 (0), then a1, h1, a2 in square order: generation starts at a2 (8).
    expect(from[0]).toBe(8);
    expect(from.at(-1)).toBe(4);
    expect(b.pieceOrder(0)).toEqual([4, 0, 7, 8]);
  });

  test("castling keeps the game's rights, unless asked for any wing (the search's own lines, as the program had no rights)", () => {
    const b = gnuBoard('4k3/8/8/8/8/8/8/R3K2R w K - 0 1');
    const castles = (anyWing: boolean) => {
      const list = new Int32Array(64);
      const n = b.generate(list, 0, anyWing);
      return [...list.subarray(0, n)].filter((m) => (m & 63) === 4 && Math.abs(((m >> 6) & 63) - 4) === 2);
    };
    expect(castles(false).map((m) => (m >> 6) & 63)).toEqual([6]);
    expect(castles(true).map((m) => (m >> 6) & 63)).toEqual([6, 2]);
  });

  test('a captured man is removed by shifting; restored, it goes on at the end', () => {
    const b = gnuBoard('4k3/8/8/8/1p6/2N5/8/4K3 b - - 0 1');
    expect(b.pieceOrder(0)).toEqual([4, 18]);
    const list = new Int32Array(64);
    const n = b.generate(list, 0);
    const capture = [...list.subarray(0, n)].find((m) => ((m >> 6) & 63) === 18)!;
    b.make(capture);
    expect(b.pieceOrder(0)).toEqual([4]);
    b.unmake();
    expect(b.pieceOrder(0)).toEqual([4, 18]);
  });
});

describe('position keys', () => {
  test('the incremental key equals the key from scratch along random play, and unmake restores it', () => {
    const b = gnuBoard('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    const list = new Int32Array(256);
    let seed = 7;
    const keys: [number, number][] = [];
    for (let ply = 0; ply < 60; ply++) {
      const n = b.generate(list, 0);
      if (n === 0) break;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      keys.push([b.keyLo, b.keyHi]);
      b.make(list[seed % n]!);
      const [lo, hi] = [b.keyLo, b.keyHi];
      b.computeKey();
      expect([b.keyLo, b.keyHi]).toEqual([lo, hi]);
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      b.unmake();
      expect([b.keyLo, b.keyHi]).toEqual(keys[i]);
    }
  });
});

describe('the quick legality and check tests after a move', () => {
  test('agree with the full attack test on every pseudo-legal move of random play', () => {
    const fens = [
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
      'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
      'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
    ];
    let seed = 11;
    const list = new Int32Array(256);
    for (const fen of fens) {
      const b = gnuBoard(fen);
      for (let ply = 0; ply < 80; ply++) {
        const n = b.generate(list, 0);
        const inCheck = b.attacks(1 - b.side, b.kingSquare(b.side));
        const legal: number[] = [];
        for (let i = 0; i < n; i++) {
          b.make(list[i]!);
          const takeable = b.attacks(b.side, b.kingSquare(1 - b.side));
          expect(b.kingTakeable(inCheck)).toBe(takeable);
          if (!takeable) {
            expect(b.inCheckAfterMove()).toBe(b.attacks(1 - b.side, b.kingSquare(b.side)));
            legal.push(list[i]!);
          }
          b.unmake();
        }
        if (legal.length === 0) break;
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        b.make(legal[seed % legal.length]!);
      }
    }
  });
});

describe('the repetition test follows squares, not men', () => {
  /** Plays UCI moves on the board (pseudo-legal, queen promotions) and returns `cycles(0)` after each. */
  function cyclesAfter(fen: string, moves: readonly string[]): number[] {
    const b = gnuBoard(fen);
    const list = new Int32Array(256);
    const sq = (s: number) => String.fromCharCode(97 + (s & 7)) + String(1 + (s >> 3));
    return moves.map((u) => {
      const n = b.generate(list, 0, true);
      const m = list.slice(0, n).find((x) => sq(x & 63) + sq((x >> 6) & 63) === u.slice(0, 4));
      if (m === undefined) throw new Error(`${u}: not a move here`);
      b.make(m);
      return b.cycles(0);
    });
  }

  test.each([
    // game-003: Qe3 Bxc5 Qd3 Bb4. The c5 pawn is gone, yet every square left is reached again.
    [
      'r2q1rk1/1pp3pp/p1n2p2/2PpPb2/1b2nB1P/2NQ1N2/PP2PPP1/2R1KB1R w K - 1 13',
      ['d3e3', 'b4c5', 'e3d3', 'c5b4'],
      [0, 0, 0, 1],
    ],
    // WAC.206: ...Kb7 c8=Q ...Kc7 closes a cycle of three squares (c8, b7, c7) in three plies.
    ['1Qq5/2P1p1kp/3r1pp1/8/8/7P/p4PP1/2R3K1 b - - 0 1', ['c8b7', 'c7c8q', 'b7c7'], [0, 0, 1]],
    // gen-02: a cycle among the last three moves (...Ne4, Bf6, ...Ng5) counts, the queen's move
    // before it left open.
    [
      'r2q1b1r/pb2pk2/p2p1np1/5pBp/N2P3N/8/PPP2PPP/R2QK1R1 w Q - 3 12',
      ['d1e2', 'f6e4', 'g5f6', 'e4g5'],
      [0, 0, 0, 1],
    ],
    // Two knights out and back: each position from the fourth ply on repeats one four plies
    // earlier, and the eighth repeats the start as well.
    [START_FEN, ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'], [0, 0, 0, 1, 1, 1, 1, 2]],
  ])('%s: after %j, cycles %j', (fen, moves, expected) => {
    expect(cyclesAfter(fen, moves)).toEqual(expected);
  });
});
