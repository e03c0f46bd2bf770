import { describe, expect, test } from 'vitest';
import { boardFen, boardFromFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import type { InfoRecord } from '../../engines/engine.js';
import { PAPER_WIDTH } from '../format/wrap.js';
import { addMove, movesLine, NEW_GAME, takeBack, thinkingLine } from './game-record.js';

function board(fen: string) {
  const b = boardFromFen(fen, X88);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

function info(pv: string[], nodes = 40, cp = -12): InfoRecord {
  return { depth: 5, seldepth: 5, score: { cp }, nodes, ms: 3, pv };
}

/** Black to move, its g4 pawn able to take f3 en passant. */
const EP = 'rnbqkbnr/pppppp1p/8/8/5Pp1/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 3';
/** A Ruy Lopez at move 111: numbers take room on the line. */
const LATE = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 111';
const LATE_PV = ['f1b5', 'a7a6', 'b5a4', 'g8f6', 'e1g1', 'f8e7'];

describe('movesLine', () => {
  test.each([
    ['san', EP, ['g4f3', 'g2f3', 'd7d5'], ['3... GXF3', '4. GXF3', 'D5']],
    ['long', EP, ['g4f3', 'g2f3', 'd7d5'], ['3... G4XF3 EP', '4. G2XF3', 'D7-D5']],
    ['long', LATE, ['f1c4', 'g8f6', 'e1g1'], ['111. F1-C4', 'G8-F6', '112. O-O']],
    ['san', EP, ['g4f3', 'e2e5', 'd7d5'], ['3... GXF3']],
  ] as const)('%s from %s: %j', (notation, fen, pv, units) => {
    expect(movesLine(board(fen), pv, notation)).toEqual(units);
  });
});

describe('thinkingLine', () => {
  test('the principal variation in the chosen notation', () => {
    expect(thinkingLine(info(['g4f3', 'g2f3']), board(EP), 'san')).toBe(
      '   DEPTH 5     -0.12        40 POSITIONS  3... GXF3 4. GXF3',
    );
    expect(thinkingLine(info(['g4f3', 'g2f3']), board(EP), 'long')).toBe(
      '   DEPTH 5     -0.12        40 POSITIONS  3... G4XF3 EP 4. G2XF3',
    );
  });

  test.each(['san', 'long'] as const)(
    'in %s notation a long line drops whole moves to fit the paper, never a dangling number',
    (notation) => {
      const line = thinkingLine(info(LATE_PV, 123_456_789), board(LATE), notation);
      expect(line.length).toBeLessThanOrEqual(PAPER_WIDTH);
      const units = movesLine(board(LATE), LATE_PV, notation);
      const pv = line.slice(line.indexOf('POSITIONS  ') + 'POSITIONS  '.length);
      // What is shown is the first units, whole.
      const shown = units.filter((_, i) => units.slice(0, i + 1).join(' ').length <= pv.length);
      expect(pv).toBe(shown.join(' '));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(units.length);
      expect(pv).not.toMatch(/\d\.+$/);
    },
  );

  test('the line that used to be cut mid-move', () => {
    expect(thinkingLine(info(LATE_PV, 123_456_789), board(LATE), 'san')).toBe(
      '   DEPTH 5     -0.12 123456789 POSITIONS  111. BB5 A6 112. BA4 NF6',
    );
  });
});

describe('GameRecord', () => {
  test('a move is made once, on a copy: the record before it keeps its board', () => {
    const one = addMove(NEW_GAME, 'e2e4');
    const two = addMove(one, 'c7c5');
    expect(two.moves).toEqual(['e2e4', 'c7c5']);
    expect(boardFen(two.board)).toBe('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(boardFen(one.board)).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(() => addMove(two, 'e4e6')).toThrow('illegal move in a game record: e4e6');
  });

  test('takeBack returns to the board the shorter record had', () => {
    const two = addMove(addMove(NEW_GAME, 'g1f3'), 'g8f6');
    const back = takeBack(two, 2);
    expect(back.moves).toEqual([]);
    expect(boardFen(back.board)).toBe(boardFen(NEW_GAME.board));
    expect(boardFen(two.board)).toContain('5n2/8/8/5N2');
  });
});
