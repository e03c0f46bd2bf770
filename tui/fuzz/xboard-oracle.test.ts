// The fuzzer's XBoard oracle on hand-written sessions: it must let every reading the protocol
// allows pass, and catch a move that no reading allows.

import { describe, expect, test } from 'vitest';
import { XBoardOracle } from './xboard-oracle.js';

/** An oracle that has been sent `lines`. */
function sent(...lines: string[]): XBoardOracle {
  const o = new XBoardOracle();
  for (const l of lines) o.sent(l);
  return o;
}

describe('XBoardOracle', () => {
  test("the engine's reply after a usermove is legal; a second move with no search is not", () => {
    const o = sent('new', 'sd 2', 'usermove e2e4');
    expect(o.mayMove()).toBe('all');
    expect(o.move('e7e5', 3)).toBeUndefined();
    expect(o.mayMove()).toBe('none');
    expect(o.move('d7d5', 3)).toMatch(/no search of the engine's own/);
  });

  test('an illegal move is caught, with the position', () => {
    const o = sent('new', 'usermove e2e4');
    expect(o.move('e7e4', 2)).toBe(
      'illegal move: move e7e4 in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
  });

  test('force sent before the move was read: the move may have come first, or not at all', () => {
    const o = sent('new', 'usermove e2e4', 'force');
    expect(o.mayMove()).toBe('none');
    // The move was printed before the engine read `force`: allowed.
    expect(o.move('e7e5', 3)).toBeUndefined();
    // Once the engine has answered a ping after `force`, no move of that search may come.
    o.sent('ping 1');
    expect(o.pong('1')).toBeUndefined();
    expect(o.move('d7d5', 4)).toMatch(/no search/);
  });

  test('a command sent after the move was read cannot explain it', () => {
    const o = sent('new', 'usermove e2e4');
    // Read when only two lines had been sent: `force` (sent later) cannot have dropped the search.
    o.sent('force');
    expect(o.move('e7e5', 2)).toBeUndefined();
    // But a move read after `force` was sent and handled (pong) is one too many.
    o.sent('ping 7');
    expect(o.pong('7')).toBeUndefined();
    expect(o.move('d7d6', 4)).toMatch(/no search/);
  });

  test('pongs out of order are caught', () => {
    const o = sent('ping 1', 'ping 2');
    expect(o.pong('2')).toBe('pong 2 where pong 1 was due');
  });

  test('pondering: the next usermove may hit the ponder search; a usermove while thinking is refused', () => {
    const o = sent('new', 'hard', 'sd 1', 'usermove e2e4');
    expect(o.move('e7e5', 4)).toBeUndefined();
    o.sent('usermove g1f3');
    expect(o.mayMove()).toBe('all');
    // Handled while the engine thinks (its pong came before the move): refused ("not your turn").
    o.sent('usermove d2d4');
    o.sent('ping 1');
    expect(o.pong('1')).toBeUndefined();
    expect(o.move('b8c6', 7)).toBeUndefined();
    expect(o.likeliestGame().fen()).toBe('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
  });
});

describe('XBoardOracle after issue 35: the state table as the model', () => {
  test('a result line is checked against the game: a mate the opponent gave, but not a result mid-game', () => {
    const mate = sent('new', 'setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'usermove a1a8');
    expect(mate.result('1-0 {White mates}', 3)).toBeUndefined();
    const early = sent('new', 'usermove e2e4');
    expect(early.result('1-0 {White mates}', 2)).toMatch(/no reading's game is over so/);
  });

  test('easy after a ponder hit keeps the engine’s search: its move must come', () => {
    const o = sent('new', 'hard', 'sd 1', 'usermove e2e4');
    expect(o.move('e7e5', 4)).toBeUndefined();
    o.sent('usermove g1f3');
    o.sent('easy');
    expect(o.mayMove()).toBe('all');
  });

  test('protover mid-search changes nothing: the move must still come', () => {
    const o = sent('new', 'sd 2', 'usermove e2e4', 'protover 2', 'ping 1');
    expect(o.pong('1')).toBeUndefined();
    expect(o.mayMove()).toBe('all');
  });
});
