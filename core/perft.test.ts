// Perft against the published counts of fixtures/suites/perft.epd, on both layouts and with
// HIARCS's en-passant method: every position to the deepest depth whose count is at most
// 2,000,000, plus the start position to depth 5 and Kiwipete to depth 4.

import { describe, expect, test } from 'vitest';
import { Board, type EpMethod } from './board.js';
import { parseFen, START_FEN } from './fen.js';
import { MAILBOX, X88, type Layout } from './layout.js';
import { Perft } from './perft.js';
import { perftSuite } from './test-support/fixtures.js';

interface PerftCase {
  line: number;
  fen: string;
  depth: number;
  nodes: number;
}

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const LIMIT = 2_000_000;

function loadCases(): PerftCase[] {
  const cases: PerftCase[] = [];
  for (const { line, fen, counts } of perftSuite()) {
    const forced = fen === START_FEN ? 5 : fen === KIWIPETE ? 4 : 0;
    const pick = counts.filter((c) => c.nodes <= LIMIT || c.depth <= forced).pop();
    if (pick) cases.push({ line, fen, ...pick });
  }
  return cases;
}

const CASES = loadCases();

const CONFIGS: Array<{ name: string; layout: Layout; ep: EpMethod }> = [
  { name: '0x88', layout: X88, ep: 'direct' },
  { name: 'mailbox', layout: MAILBOX, ep: 'direct' },
  { name: 'mailbox, en passant by inserted pawn', layout: MAILBOX, ep: 'insert-pawn' },
];

test('the suite has every published position', () => {
  expect(CASES.length).toBe(127);
  expect(CASES.find((c) => c.fen === START_FEN)?.depth).toBe(5);
  expect(CASES.find((c) => c.fen === KIWIPETE)?.depth).toBe(4);
});

describe.each(CONFIGS)('perft on $name', ({ layout, ep }) => {
  const walker = new Perft();
  test.each(CASES)('perft.epd line $line: depth $depth = $nodes', ({ fen, depth, nodes }) => {
    const setup = parseFen(fen);
    if (!setup.ok) throw new Error(setup.error.message);
    const board = Board.fromSetup(setup.value, layout);
    board.epMethod = ep;
    const hash = [board.hashLo, board.hashHi];
    expect(walker.count(board, depth)).toBe(nodes);
    // The walk must leave the board exactly as it found it.
    expect([board.hashLo, board.hashHi]).toEqual(hash);
    expect(board.ply).toBe(0);
  });
});

test('divide sums to the perft count and lists each legal root move once', () => {
  const setup = parseFen(KIWIPETE);
  if (!setup.ok) throw new Error(setup.error.message);
  const board = Board.fromSetup(setup.value, X88);
  const rows = new Perft().divide(board, 2);
  expect(rows).toHaveLength(48);
  expect(rows.reduce((a, r) => a + r.nodes, 0)).toBe(2039);
});
