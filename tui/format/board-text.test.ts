import { describe, expect, test } from 'vitest';
import { Board } from '../../core/board.js';
import { parseFen, START_FEN } from '../../core/fen.js';
import { MAILBOX, X88 } from '../../core/layout.js';
import type { Setup } from '../../core/setup.js';
import { boardText } from './board-text.js';
import { PAPER_WIDTH } from './wrap.js';

function setupOf(fen: string): Setup {
  const r = parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const START_TEXT = [
  '        A  B  C  D  E  F  G  H',
  '     8  BR BN BB BQ BK BB BN BR  8',
  '     7  BP BP BP BP BP BP BP BP  7',
  '     6  .. -- .. -- .. -- .. --  6',
  '     5  -- .. -- .. -- .. -- ..  5',
  '     4  .. -- .. -- .. -- .. --  4',
  '     3  -- .. -- .. -- .. -- ..  3',
  '     2  WP WP WP WP WP WP WP WP  2',
  '     1  WR WN WB WQ WK WB WN WR  1',
  '        A  B  C  D  E  F  G  H',
  '',
  '   WHITE TO MOVE.  MOVE 1.',
  '   CASTLING: WHITE O-O O-O-O, BLACK O-O O-O-O.',
];

describe('boardText', () => {
  test('prints the start position (golden)', () => {
    expect(boardText(setupOf(START_FEN))).toEqual(START_TEXT);
  });

  test('a Board of either layout prints the same as its Setup', () => {
    const setup = setupOf(START_FEN);
    expect(boardText(Board.fromSetup(setup, MAILBOX))).toEqual(START_TEXT);
    expect(boardText(Board.fromSetup(setup, X88))).toEqual(START_TEXT);
  });

  test.each([
    // Source: the Sicilian after 1.e4 c5 2.Nf3 (black to move, all rights).
    ['rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2', 'BLACK TO MOVE.  MOVE 2.'],
    ['4k3/8/8/8/8/8/8/4K2R w K - 0 40', 'WHITE TO MOVE.  MOVE 40.'],
  ])('shows the side to move: %s', (fen, want) => {
    expect(boardText(setupOf(fen))).toContain('   ' + want);
  });

  test('shows partial castling rights, none, and an en-passant square', () => {
    expect(boardText(setupOf('4k3/8/8/8/8/8/8/4K2R w K - 0 40'))).toContain(
      '   CASTLING: WHITE O-O, BLACK NONE.',
    );
    const ep = boardText(setupOf('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2'));
    expect(ep).toContain('   CASTLING: NONE.');
    expect(ep).toContain('   EN PASSANT CAPTURE POSSIBLE ON D6.');
    expect(ep[4]).toBe('     5  -- .. -- BP WP .. -- ..  5');
  });

  test('fits the paper and prints capitals only', () => {
    const lines = boardText(setupOf('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'));
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(PAPER_WIDTH);
      expect(line).toBe(line.toUpperCase());
    }
  });
});
