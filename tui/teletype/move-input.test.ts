// Typed moves at the teletype: hand-built positions for each style and each error, the B rule,
// long notation, and a property over random games with chess.js as the oracle: every legal
// move's SAN, SAN in capitals, UCI, UCI in capitals and E2-E4 text parse back to that move.

import { Chess } from 'chess.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Board } from '../../core/board.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { MAILBOX, X88, type Layout } from '../../core/layout.js';
import { parseUci } from '../../core/uci-move.js';
import { capitalSan, longNotation, parseMoveInput } from './move-input.js';

/** A board for a FEN the test knows is valid. */
function board(fen: string, layout: Layout = X88): Board {
  const b = boardFromFen(fen, layout);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/** The UCI text of a parsed move, or 'ERROR: ' and the reason. */
function parsed(fen: string, text: string, layout: Layout = X88): string {
  const r = parseMoveInput(board(fen, layout), text);
  return r.ok ? r.value : `ERROR: ${r.error}`;
}

const CASTLES = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const TWO_KNIGHTS = '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1';
const PROMOTION = '3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1';
const EN_PASSANT = '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1';
/** A white pawn on b2 and a bishop on d2 can both take the knight on c3. */
const B_BOTH = '4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1';
const B_BISHOP_ONLY = '4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1';
const B_PAWN_ONLY = '4k3/8/8/8/8/2n5/1P6/4K3 w - - 0 1';
const BLACK_B_BOTH = '4k3/1p1b4/2N5/8/8/8/8/4K3 b - - 0 1';

describe('parseMoveInput: accepted moves', () => {
  test.each([
    [START_FEN, 'e4', 'e2e4'],
    [START_FEN, 'E4', 'e2e4'],
    [START_FEN, 'Nf3', 'g1f3'],
    [START_FEN, 'NF3', 'g1f3'],
    [START_FEN, 'nf3', 'g1f3'],
    [START_FEN, 'Nf3+!?', 'g1f3'],
    [START_FEN, 'Ng1f3', 'g1f3'],
    [START_FEN, 'g1f3', 'g1f3'],
    [START_FEN, 'G1F3', 'g1f3'],
    [START_FEN, 'G1-F3', 'g1f3'],
    [START_FEN, ' e2 e4 ', 'e2e4'],
    [START_FEN, 'Ng1-f3', 'g1f3'],
    [START_FEN, 'NG1-F3', 'g1f3'],
    [START_FEN, 'Pe4', 'e2e4'],
    [START_FEN, '1. e4', 'e2e4'],
    ['4k3/8/8/8/8/8/4P3/4K3 b - - 0 1', '1...Kd7', 'e8d7'],
    [START_FEN, 'B3', 'b2b3'],
    [CASTLES, 'O-O', 'e1g1'],
    [CASTLES, '0-0', 'e1g1'],
    [CASTLES, 'o-o', 'e1g1'],
    [CASTLES, 'OO', 'e1g1'],
    [CASTLES, 'O-O-O', 'e1c1'],
    [CASTLES, '0-0-0', 'e1c1'],
    [CASTLES, 'o-o-o+', 'e1c1'],
    [CASTLES, 'e1g1', 'e1g1'],
    [CASTLES, 'E1-C1', 'e1c1'],
    [CASTLES, 'Kg1', 'e1g1'],
    [TWO_KNIGHTS, 'Nbd2', 'b1d2'],
    [TWO_KNIGHTS, 'NFD2', 'f1d2'],
    [PROMOTION, 'e8=Q', 'e7e8q'],
    [PROMOTION, 'E8Q', 'e7e8q'],
    [PROMOTION, 'e8n', 'e7e8n'],
    [PROMOTION, 'exd8=R', 'e7d8r'],
    [PROMOTION, 'EXD8B', 'e7d8b'],
    [PROMOTION, 'e7e8q', 'e7e8q'],
    [PROMOTION, 'E7-E8=Q', 'e7e8q'],
    [PROMOTION, 'e7xd8=N', 'e7d8n'],
    [PROMOTION, 'E7XD8N', 'e7d8n'],
    [EN_PASSANT, 'exd6', 'e5d6'],
    [EN_PASSANT, 'EXD6 EP', 'e5d6'],
    [EN_PASSANT, 'exd6 e.p.', 'e5d6'],
    [EN_PASSANT, 'E5XD6 EP', 'e5d6'],
    [EN_PASSANT, 'e5d6', 'e5d6'],
  ])('%s: %j is %s', (fen, text, uci) => {
    expect(parsed(fen, text)).toBe(uci);
    expect(parsed(fen, text, MAILBOX)).toBe(uci);
  });
});

describe('parseMoveInput: B is the bishop or the b-file', () => {
  test.each([
    // A small b is the pawn, a capital B before small letters the bishop (standard SAN).
    [B_BOTH, 'bxc3', 'b2c3'],
    [B_BOTH, 'bc3', 'b2c3'],
    [B_BOTH, 'Bxc3', 'd2c3'],
    [B_BOTH, 'Bc3', 'd2c3'],
    // In capitals nothing tells them apart.
    [B_BOTH, 'BXC3', 'ERROR: BXC3 IS AMBIGUOUS IN CAPITALS: BISHOP D2XC3 OR PAWN B2XC3'],
    [B_BOTH, 'BC3', 'ERROR: BC3 IS AMBIGUOUS IN CAPITALS: BISHOP D2XC3 OR PAWN B2XC3'],
    [B_BOTH, 'B2XC3', 'b2c3'],
    [B_BOTH, 'D2XC3', 'd2c3'],
    [B_BOTH, 'BDXC3', 'd2c3'],
    [BLACK_B_BOTH, 'BXC6', 'ERROR: BXC6 IS AMBIGUOUS IN CAPITALS: BISHOP D7XC6 OR PAWN B7XC6'],
    [BLACK_B_BOTH, 'bxc6', 'b7c6'],
    // Only one reading is legal: it is taken, whatever the case.
    [B_BISHOP_ONLY, 'BXC3', 'd2c3'],
    [B_BISHOP_ONLY, 'bxc3', 'd2c3'],
    [B_PAWN_ONLY, 'BXC3', 'b2c3'],
    [B_PAWN_ONLY, 'Bxc3', 'b2c3'],
    // A pawn from the b-file moves to another file, so BB4 can only be a bishop.
    ['4k3/8/8/8/8/8/1P1B4/4K3 w - - 0 1', 'BB4', 'd2b4'],
  ])('%s: %j is %s', (fen, text, expected) => {
    expect(parsed(fen, text)).toBe(expected);
  });
});

describe('parseMoveInput: errors say why', () => {
  test.each([
    [START_FEN, '', 'TYPE A MOVE (E.G. E4, NF3, E2-E4, O-O)'],
    [START_FEN, 'xyz', 'NOT A MOVE: XYZ (E.G. E4, NF3, E2-E4, O-O)'],
    [START_FEN, 'P-K4', 'NOT A MOVE: P-K4 (E.G. E4, NF3, E2-E4, O-O)'],
    [START_FEN, 'e5', 'E5: NO WHITE PAWN CAN REACH E5'],
    [START_FEN, 'Nf9', 'NF9: F9 IS NOT A SQUARE'],
    [START_FEN, 'Nd2', 'ND2: YOUR OWN PAWN IS ON D2'],
    [START_FEN, 'Nc4', 'NC4: NO WHITE KNIGHT CAN REACH C4'],
    [START_FEN, 'Nbd4', 'NBD4: NO WHITE KNIGHT ON THE B FILE CAN REACH D4'],
    [START_FEN, 'exd5', 'EXD5: NOTHING TO TAKE ON D5'],
    [START_FEN, 'e4=Q', 'E4=Q: ONLY A PAWN REACHING THE LAST RANK PROMOTES'],
    [START_FEN, 'e3e4', 'E3E4: NO PIECE ON E3'],
    [START_FEN, 'E7-E5', 'E7-E5: THE BLACK PAWN ON E7 IS NOT YOURS; WHITE IS TO MOVE'],
    [START_FEN, 'E2-E5', 'E2-E5: THE WHITE PAWN ON E2 CANNOT GO TO E5'],
    [START_FEN, 'G1-E2', 'G1-E2: YOUR OWN PAWN IS ON E2'],
    [START_FEN, 'BG1F3', 'BG1F3: THE PIECE ON G1 IS A KNIGHT'],
    [START_FEN, 'e2-e4=Q', 'E2-E4=Q: ONLY A PAWN REACHING THE LAST RANK PROMOTES'],
    [START_FEN, 'O-O', 'O-O: THE SQUARES BETWEEN KING AND ROOK ARE NOT EMPTY'],
    [START_FEN, 'E1-G1', 'E1-G1: THE SQUARES BETWEEN KING AND ROOK ARE NOT EMPTY'],
    ['4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'Qd4', 'QD4: WHITE HAS NO QUEEN'],
    [TWO_KNIGHTS, 'Nd2', 'ND2 IS AMBIGUOUS: NBD2 OR NFD2'],
    [PROMOTION, 'e8', 'E8: PROMOTION NEEDS A PIECE, E.G. E8=Q'],
    [PROMOTION, 'exd8', 'EXD8: PROMOTION NEEDS A PIECE, E.G. EXD8=Q'],
    [PROMOTION, 'e7e8', 'E7E8: PROMOTION NEEDS A PIECE, E.G. E7-E8=Q'],
    ['4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'Nc3', 'NC3: THAT MOVE LEAVES YOUR KING IN CHECK'],
    ['4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'e2c3', 'E2C3: THAT MOVE LEAVES YOUR KING IN CHECK'],
    ['4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1', 'Ra2', 'RA2: THAT MOVE DOES NOT GET YOUR KING OUT OF CHECK'],
    ['r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1', 'O-O', 'O-O: WHITE MAY NO LONGER CASTLE KINGSIDE'],
    ['r3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1', '0-0-0', '0-0-0: BLACK MAY NO LONGER CASTLE QUEENSIDE'],
    ['r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1', 'O-O', 'O-O: YOU CANNOT CASTLE OUT OF CHECK'],
    [
      'r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1',
      'O-O',
      'O-O: THE KING WOULD CROSS OR LAND ON AN ATTACKED SQUARE',
    ],
    [
      'r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1',
      'e1g1',
      'E1G1: THE KING WOULD CROSS OR LAND ON AN ATTACKED SQUARE',
    ],
  ])('%s: %j', (fen, text, message) => {
    const r = parseMoveInput(board(fen), text);
    expect(r).toEqual({ ok: false, error: message });
  });

  test.each(['qxh9', 'nf3\nnc3', 'a very long line of text that is no move at all'])(
    'errors are one short line of capitals: %j',
    (text) => {
      const r = parseMoveInput(board(START_FEN), text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toMatch(/^[^a-z\n]+$/);
        expect(r.error.length).toBeLessThanOrEqual(72);
      }
    },
  );
});

describe('longNotation', () => {
  test.each([
    [START_FEN, 'e2e4', 'E2-E4'],
    [START_FEN, 'g1f3', 'G1-F3'],
    ['4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', 'e4d5', 'E4XD5'],
    [CASTLES, 'e1g1', 'O-O'],
    [CASTLES, 'e1c1', 'O-O-O'],
    ['r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', 'e8c8', 'O-O-O'],
    [PROMOTION, 'e7e8q', 'E7-E8=Q'],
    [PROMOTION, 'e7d8n', 'E7XD8=N'],
    [EN_PASSANT, 'e5d6', 'E5XD6 EP'],
    [START_FEN, 'nonsense', 'NONSENSE'],
  ])('%s: %s is %s', (fen, uci, text) => {
    expect(longNotation(board(fen), uci)).toBe(text);
  });
});

describe('capitalSan', () => {
  test.each([
    [B_BOTH, 'b2c3', 'B2XC3'],
    [BLACK_B_BOTH, 'b7c6', 'B7XC6'],
    ['8/3k4/2r5/1P6/8/8/8/4K3 w - - 0 1', 'b5c6', 'B5XC6+'],
    [B_PAWN_ONLY, 'b2b3', 'B3'],
    ['4k3/8/8/8/8/2n5/8/4K1N1 w - - 0 1', 'g1f3', 'NF3'],
    ['3k4/8/2n5/8/8/8/8/1R2K3 w - - 0 1', 'b1b8', 'RB8+'],
  ])('%s: %s prints as %s, and reads back as the same move', (fen, uci, text) => {
    const b = board(fen);
    const m = parseUci(b, uci);
    if (!m.ok) throw new Error('bad move');
    expect(capitalSan(b, m.value)).toBe(text);
    expect(parsed(fen, text)).toBe(uci);
  });

  test('a bishop capture stays SAN: on paper BXC3 is always the bishop, the pawn being B2XC3', () => {
    const b = board(B_BOTH);
    const m = parseUci(b, 'd2c3');
    if (!m.ok) throw new Error('bad move');
    expect(capitalSan(b, m.value)).toBe('BXC3');
  });
});

/** Starting points for the random games: the start, castling and promotion-rich positions. */
const GAME_STARTS = [
  START_FEN,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
  B_BOTH,
];

/**
 * Every way of typing the move `san` (lan = UCI) must come back as that move. The exceptions are
 * the documented B rule: a bishop or b-pawn move typed all in capitals or all in small letters
 * may be read as the other one's, or be ambiguous.
 */
function checkPosition(b: Board, chess: Chess): void {
  for (const m of chess.moves({ verbose: true })) {
    const promo = m.promotion ? `=${m.promotion.toUpperCase()}` : '';
    const dashed = `${m.from}-${m.to}${promo}`.toUpperCase();
    const typed = [m.san, m.lan, m.lan.toUpperCase(), dashed, longNotation(b, m.lan)];
    for (const text of typed) {
      const r = parseMoveInput(b, text);
      expect({ text, r }).toEqual({ text, r: { ok: true, value: m.lan } });
    }
    for (const text of [m.san.toUpperCase(), m.san.toLowerCase()]) {
      const r = parseMoveInput(b, text);
      if (r.ok && r.value === m.lan) continue;
      // Only a move written with a leading B or b: the other reading of the letter is taken
      // (a move to the same square), or in capitals both are legal and it is ambiguous.
      expect(m.san[0]!.toLowerCase()).toBe('b');
      if (r.ok) expect(r.value.slice(2, 4)).toBe(m.to);
      else expect(r.error).toMatch(/AMBIGUOUS IN CAPITALS/);
    }
  }
}

describe('parseMoveInput agrees with chess.js over random games', () => {
  test('every legal move, typed every way, both layouts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_STARTS),
        fc.constantFrom(MAILBOX, X88),
        fc.array(fc.nat(), { maxLength: 60 }),
        (fen, layout, choices) => {
          const chess = new Chess(fen);
          for (const choice of choices) {
            checkPosition(board(chess.fen(), layout), chess);
            const moves = chess.moves();
            if (moves.length === 0) return;
            chess.move(moves[choice % moves.length]!);
          }
          checkPosition(board(chess.fen(), layout), chess);
        },
      ),
      { numRuns: 60 },
    );
  });
});
