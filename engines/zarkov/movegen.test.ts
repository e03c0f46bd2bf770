// Zarkov's own 0x88 generator (movegen.ts): perft against the published counts of
// fixtures/suites/perft.epd, and the same move sets as the core generator (all moves, and
// captures with promotions) on positions reached by random play.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Board } from '../../core/board.js';
import { parseFen } from '../../core/fen.js';
import { nameOf, X88 } from '../../core/layout.js';
import { GEN_ALL, GEN_TACTICAL, generateLegal, MAX_MOVES } from '../../core/movegen.js';
import { perftSuite } from '../../core/test-support/fixtures.js';
import { makeUci } from '../../core/uci-move.js';
import { ZarkovMoveGen } from './movegen.js';

/** Deepest published count per position at most this large (the core tests go further). */
const LIMIT = 300_000;

function boardOf(fen: string): Board {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  return Board.fromSetup(setup.value, X88);
}

const CASES = perftSuite().flatMap(({ line, fen, counts }) => {
  const pick = counts.filter((c) => c.nodes <= LIMIT).pop();
  return pick ? [{ line, fen, ...pick }] : [];
});

function perft(gen: ZarkovMoveGen, b: Board, buf: Int32Array, depth: number, start: number): number {
  const end = gen.generate(b, buf, start, false);
  if (depth === 1) return end - start;
  let nodes = 0;
  for (let i = start; i < end; i++) {
    b.make(buf[i]!);
    nodes += perft(gen, b, buf, depth - 1, end);
    b.unmake();
  }
  return nodes;
}

describe("the seed's offsets and off-board test", () => {
  test("a knight on f3 (0x25) reaches the seed's eight squares, in the seed's order", () => {
    const b = boardOf('7k/8/8/8/8/5N2/8/K7 w - - 0 1');
    const out = new Int32Array(MAX_MOVES);
    const end = new ZarkovMoveGen().generate(b, out, 0, false);
    const knight = [...out.subarray(0, end)].filter((m) => (m & 0xff) === 0x25);
    expect(knight.map((m) => (m >> 8) & 0xff)).toEqual([0x33, 0x44, 0x46, 0x37, 0x17, 0x06, 0x04, 0x13]);
    expect(knight.map((m) => nameOf(X88, (m >> 8) & 0xff))).toEqual([
      'd4',
      'e5',
      'g5',
      'h4',
      'h2',
      'g1',
      'e1',
      'd2',
    ]);
    expect([...X88.knightOffsets]).toEqual([0x0e, 0x1f, 0x21, 0x12, -0x0e, -0x1f, -0x21, -0x12]);
  });

  test('a destination with bit 7 or bit 3 set (sq & 0x88) is off the board: a knight on a1 has two moves', () => {
    const b = boardOf('7k/8/8/8/8/8/8/N6K w - - 0 1');
    const out = new Int32Array(MAX_MOVES);
    const end = new ZarkovMoveGen().generate(b, out, 0, false);
    const knight = [...out.subarray(0, end)].filter((m) => (m & 0xff) === 0x00);
    expect(knight.map((m) => (m >> 8) & 0xff)).toEqual([0x21, 0x12]);
    for (const offset of X88.knightOffsets) {
      const to = 0x00 + offset;
      expect((to & 0x88) !== 0, `a1 + ${offset}`).toBe(![0x21, 0x12].includes(to));
    }
  });
});

describe('perft with the Zarkov generator', () => {
  const gen = new ZarkovMoveGen();
  const buf = new Int32Array(MAX_MOVES * 12);
  test('every published position has a case', () => expect(CASES.length).toBe(127));
  test.each(CASES)('perft.epd line $line: depth $depth = $nodes', ({ fen, depth, nodes }) => {
    const b = boardOf(fen);
    expect(perft(gen, b, buf, depth, 0)).toBe(nodes);
    expect(b.ply).toBe(0);
  });
});

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
  '8/8/8/k2pP2R/8/8/8/7K w - d6 0 1',
];

/** The moves of both generators in one mode, as sorted UCI lists. */
function both(gen: ZarkovMoveGen, b: Board, tactical: boolean): [string[], string[]] {
  const buf = new Int32Array(MAX_MOVES);
  const n = gen.generate(b, buf, 0, tactical);
  const ours = Array.from(buf.subarray(0, n), (m) => makeUci(b, m) + ':' + m).sort();
  const k = generateLegal(b, buf, 0, tactical ? GEN_TACTICAL : GEN_ALL);
  const core = Array.from(buf.subarray(0, k), (m) => makeUci(b, m) + ':' + m).sort();
  return [ours, core];
}

test('the same moves as the core generator, in both modes, on positions of random play', () => {
  const gen = new ZarkovMoveGen();
  const buf = new Int32Array(MAX_MOVES);
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: STARTS.length - 1 }),
      fc.array(fc.nat(), { maxLength: 60 }),
      (start, choices) => {
        const b = boardOf(STARTS[start]!);
        for (const c of [...choices, -1]) {
          for (const tactical of [false, true]) {
            const [ours, core] = both(gen, b, tactical);
            expect(ours).toEqual(core);
          }
          const n = generateLegal(b, buf, 0, GEN_ALL);
          if (n === 0 || c < 0) break;
          b.make(buf[c % n]!);
        }
      },
    ),
    { numRuns: 300 },
  );
});
