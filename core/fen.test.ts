// FEN in and out: round trips, and a table of malformed FENs, each with its own message.

import { describe, expect, test } from 'vitest';
import { makeFen, parseFen, START_FEN } from './fen.js';

const MALFORMED: Array<[string, string]> = [
  ['', 'FEN: the FEN is empty'],
  ['garbage', "FEN: 'garbage' has 1 fields; expected 6 (or 4 without the clocks)"],
  ['8/8/8/8/8/8/8/8 w', "FEN: '8/8/8/8/8/8/8/8 w' has 2 fields; expected 6 (or 4 without the clocks)"],
  [`${START_FEN} extra`, `FEN: '${START_FEN} extra' has 7 fields; expected 6 (or 4 without the clocks)`],
  ['4k3/8/8/8/8/8/4K3 w - - 0 1', "FEN field 1 (placement): '4k3/8/8/8/8/8/4K3' has 7 ranks; expected 8"],
  [
    '4k3/8/8/8/8/8/8/4K3/8 w - - 0 1',
    "FEN field 1 (placement): '4k3/8/8/8/8/8/8/4K3/8' has 9 ranks; expected 8",
  ],
  ['4k3//8/8/8/8/8/4K3 w - - 0 1', "FEN field 1 (placement): rank 7 is empty (an empty rank is written '8')"],
  ['4k4/8/8/8/8/8/8/4K3 w - - 0 1', "FEN field 1 (placement): rank 8 '4k4' covers 9 squares; expected 8"],
  ['4k2/8/8/8/8/8/8/4K3 w - - 0 1', "FEN field 1 (placement): rank 8 '4k2' covers 7 squares; expected 8"],
  [
    '4k3/8/8/8/3x4/8/8/4K3 w - - 0 1',
    "FEN field 1 (placement): 'x' in rank 4 is not a piece letter (PNBRQK, pnbrqk) or a digit",
  ],
  [
    '4k3/9/8/8/8/8/8/4K3 w - - 0 1',
    "FEN field 1 (placement): '9' in rank 7 is not a count of 1 to 8 empty squares",
  ],
  [
    '4k3/8/0p7/8/8/8/8/4K3 w - - 0 1',
    "FEN field 1 (placement): '0' in rank 6 is not a count of 1 to 8 empty squares",
  ],
  ['4k3/8/8/44/8/8/8/4K3 w - - 0 1', "FEN field 1 (placement): rank 5 '44' has two digits in a row"],
  ['4k3/8/8/8/8/8/8/8 w - - 0 1', 'FEN field 1 (placement): White has no king'],
  ['8/8/8/8/8/8/8/4K3 w - - 0 1', 'FEN field 1 (placement): Black has no king'],
  ['4k3/8/8/8/8/8/8/3KK3 w - - 0 1', 'FEN field 1 (placement): White has 2 kings'],
  ['3kk3/8/8/8/8/8/8/4K3 w - - 0 1', 'FEN field 1 (placement): Black has 2 kings'],
  ['4k3/8/8/8/8/PPPPPPPP/P7/4K3 w - - 0 1', 'FEN field 1 (placement): White has 9 pawns; at most 8'],
  [
    '4k3/8/8/8/8/PPPPPPPP/NNNNNNNN/QQQQKQQQ w - - 0 1',
    'FEN field 1 (placement): White has 24 pieces; at most 16',
  ],
  [
    '4k2P/8/8/8/8/8/8/4K3 w - - 0 1',
    'FEN field 1 (placement): a white pawn on h8; pawns never stand on rank 1 or 8',
  ],
  [
    '4k3/8/8/8/8/8/8/p3K3 w - - 0 1',
    'FEN field 1 (placement): a black pawn on a1; pawns never stand on rank 1 or 8',
  ],
  ['4k3/8/8/8/8/8/8/4K3 x - - 0 1', "FEN field 2 (side to move): 'x' is not 'w' or 'b'"],
  ['4k3/8/8/8/8/8/8/4K3 W - - 0 1', "FEN field 2 (side to move): 'W' is not 'w' or 'b'"],
  ['r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1', "FEN field 3 (castling): 'X' in 'KX' is not one of K, Q, k, q or -"],
  ['r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1', "FEN field 3 (castling): 'KK' repeats 'K'"],
  ['r3k2r/8/8/8/8/8/8/R3K2R w -K - 0 1', "FEN field 3 (castling): '-K' mixes '-' with castling rights"],
  ['r3k2r/8/8/8/8/8/8/R4K1R w K - 0 1', "FEN field 3 (castling): right 'K' needs the white king on e1"],
  ['r3k2r/8/8/8/8/8/8/R3K3 w K - 0 1', "FEN field 3 (castling): right 'K' needs a white rook on h1"],
  [
    'r3k3/8/8/8/8/8/8/R3K2R w q - 0 1'.replace('r3k3', '4k3'),
    "FEN field 3 (castling): right 'q' needs a black rook on a8",
  ],
  ['4k3/8/8/8/8/8/8/4K3 w - e9 0 1', "FEN field 4 (en passant): 'e9' is not a square"],
  [
    '4k3/8/8/8/8/8/8/4K3 w - e3 0 1',
    "FEN field 4 (en passant): 'e3' is not on rank 6, where en passant is possible with White to move",
  ],
  [
    '4k3/8/8/8/8/8/8/4K3 w - e6 0 1',
    "FEN field 4 (en passant): 'e6' has no black pawn on e5 that just moved two squares",
  ],
  ['4k3/8/4n3/4pP2/8/8/8/4K3 w - e6 0 1', "FEN field 4 (en passant): 'e6' is occupied"],
  [
    '4k3/4n3/8/4pP2/8/8/8/4K3 w - e6 0 1',
    "FEN field 4 (en passant): 'e6' cannot follow a double step: e7 is occupied",
  ],
  ['4k3/8/8/8/8/8/8/4K3 w - - x 1', "FEN field 5 (halfmove clock): 'x' is not a whole number"],
  ['4k3/8/8/8/8/8/8/4K3 w - - -3 1', "FEN field 5 (halfmove clock): '-3' is not a whole number"],
  ['4k3/8/8/8/8/8/8/4K3 w - - 0 x1', "FEN field 6 (fullmove number): 'x1' is not a whole number"],
  ['4k3/8/8/8/8/8/8/4K3 w - - 0 1.5', "FEN field 6 (fullmove number): '1.5' is not a whole number"],
  ['4k3/8/8/8/8/8/8/4K3 w - - 0 99999999', "FEN field 6 (fullmove number): '99999999' is too large"],
  ['4k3/8/8/8/8/8/8/r3K3 b - - 0 1', "FEN: White is in check but it is Black's move"],
];

describe('malformed FENs each get their own one-line message', () => {
  test('the table has at least 30 cases, with distinct messages', () => {
    expect(MALFORMED.length).toBeGreaterThanOrEqual(30);
    expect(new Set(MALFORMED.map(([, m]) => m)).size).toBe(MALFORMED.length);
  });
  test.each(MALFORMED)('%j', (fen, message) => {
    const result = parseFen(fen);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(message);
      expect(result.error.message).not.toContain('\n');
    }
  });
});

describe('well-formed FENs', () => {
  test.each([
    START_FEN,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    '8/8/8/8/8/8/8/K6k b - - 99 120',
  ])('round-trips %s', (fen) => {
    const result = parseFen(fen);
    expect(result.ok && makeFen(result.value)).toBe(fen);
  });

  test('a fullmove number of 0 (as puzzle files write it) reads as 1', () => {
    const result = parseFen('4k3/8/8/8/8/8/8/4K3 w - - 1 0');
    expect(result.ok && makeFen(result.value)).toBe('4k3/8/8/8/8/8/8/4K3 w - - 1 1');
  });

  test('four fields take clocks 0 and 1', () => {
    const result = parseFen('4k3/8/8/8/8/8/8/4K3 b -' + ' -');
    expect(result.ok && makeFen(result.value)).toBe('4k3/8/8/8/8/8/8/4K3 b - - 0 1');
  });

  test('surrounding and repeated white space is tolerated', () => {
    const result = parseFen(`  ${START_FEN.replace(/ /g, '   ')}  `);
    expect(result.ok && makeFen(result.value)).toBe(START_FEN);
  });

  test('castling letters may come in any order', () => {
    const result = parseFen(START_FEN.replace('KQkq', 'qkQK'));
    expect(result.ok && makeFen(result.value)).toBe(START_FEN);
  });
});

test('a FEN with a line break in it is refused in one line (found by tui/fuzz)', () => {
  const r = parseFen('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNB\nQKBNR w KQkq c6 0 2');
  expect(r.ok).toBe(false);
  if (!r.ok)
    expect(r.error.message).toBe(
      "FEN: 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNB\\nQKBNR w KQkq c6 0 2' has 7 fields; expected 6 (or 4 without the clocks)",
    );
});
