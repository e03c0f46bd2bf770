// The GNU piece list and generation order, checked against the core generator and perft.

import { describe, expect, test } from 'vitest';
import { parseFen, START_FEN } from '../../core/fen.js';
import { legalMoves } from '../../core/movegen.js';
import { makeUci } from '../../core/uci-move.js';
import { GnuPosition } from './position.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

function position(fen: string): GnuPosition {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  return new GnuPosition(setup.value);
}

function legalUci(pos: GnuPosition): string[] {
  const buf = new Int32Array(256);
  const n = pos.generate(buf, 0, false);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    pos.make(buf[i]!);
    const illegal = pos.board.leftInCheck();
    pos.unmake();
    if (!illegal) out.push(makeUci(pos.board, buf[i]!));
  }
  return out;
}

/** Perft over the GNU generator (promotions to queen only). */
function perft(pos: GnuPosition, depth: number): number {
  if (depth === 0) return 1;
  const buf = new Int32Array(256);
  const n = pos.generate(buf, 0, false);
  let total = 0;
  for (let i = 0; i < n; i++) {
    pos.make(buf[i]!);
    if (!pos.board.leftInCheck()) total += perft(pos, depth - 1);
    pos.unmake();
  }
  return total;
}

describe('GNU generation order', () => {
  test('the piece list starts with the king, then the pieces in a1..h8 order', () => {
    const pos = position(START_FEN);
    expect(pos.pieceList(1)[0]).toBe(0x04);
    expect(pos.pieceList(1).slice(1, 4)).toEqual([0x00, 0x01, 0x02]);
    expect(pos.pieceList(-1)[0]).toBe(0x74);
  });

  test("moves come from the last list entry down to the king, each piece in the program's direction order", () => {
    // List: Ke1, Ra1, Nb1, Bc1, Qd1, Bf1, Ng1, Rh1, a2..h2. The knight's first jumps are
    // (rank+1, file-2) and the like; (rank+2, file-1) comes before (rank+2, file+1).
    expect(legalUci(position(START_FEN))).toEqual(
      'h2h3 h2h4 g2g3 g2g4 f2f3 f2f4 e2e3 e2e4 d2d3 d2d4 c2c3 c2c4 b2b3 b2b4 a2a3 a2a4 g1f3 g1h3 b1a3 b1c3'.split(
        ' ',
      ),
    );
  });

  test('a captured piece is restored at the end of its list', () => {
    const pos = position('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1');
    const black = pos.pieceList(-1);
    const buf = new Int32Array(256);
    const n = pos.generate(buf, 0, true);
    expect(n).toBe(1);
    pos.make(buf[0]!);
    expect(pos.pieceList(-1)).toEqual([black[0]]);
    pos.unmake();
    expect(pos.pieceList(-1)).toEqual(black);
  });

  test('legal moves equal the core generator, promotions to a queen only', () => {
    for (const fen of [
      START_FEN,
      KIWIPETE,
      'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
      '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    ]) {
      const pos = position(fen);
      const ours = legalUci(pos).sort();
      const core = legalMoves(pos.board)
        .map((m) => makeUci(pos.board, m))
        .filter((u) => u.length === 4 || u.endsWith('q'))
        .sort();
      expect(ours).toEqual(core);
    }
  });

  test('perft through make/unmake with the piece list matches published counts (no promotions there)', () => {
    expect(perft(position(START_FEN), 4)).toBe(197281);
    expect(perft(position(KIWIPETE), 3)).toBe(97862);
  });
});
