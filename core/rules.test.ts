// The end-of-game rules, on positions from fixtures/suites and hand-built ones.

import { describe, expect, test } from 'vitest';
import { Board } from './board.js';
import { parseFen } from './fen.js';
import { MAILBOX, X88, type Layout } from './layout.js';
import { legalMoves } from './movegen.js';
import { gameState, isInsufficientMaterial } from './rules.js';
import { fixtureLines } from './test-support/fixtures.js';
import { parseUci } from './uci-move.js';

function board(fen: string, layout: Layout = X88): Board {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  return Board.fromSetup(setup.value, layout);
}

function play(b: Board, moves: string): void {
  for (const text of moves.split(' ')) {
    const m = parseUci(b, text);
    if (!m.ok) throw new Error(m.error.message);
    b.make(m.value);
  }
}

describe.each([X88, MAILBOX])('rules on $id', (layout) => {
  test.each(fixtureLines('suites/stalemate.fen').slice(0, 4))('stalemate.fen: %s is stalemate', (fen) => {
    const b = board(fen, layout);
    expect(legalMoves(b)).toHaveLength(0);
    expect(b.inCheck()).toBe(false);
    expect(gameState(b)).toBe('stalemate');
  });

  test.each(fixtureLines('suites/mate-in-1.fen'))('mate-in-1.fen: %s has a mating move', (fen) => {
    const b = board(fen, layout);
    expect(gameState(b)).toBe('ongoing');
    const mates = legalMoves(b).filter((m) => {
      b.make(m);
      const mate = gameState(b) === 'checkmate';
      b.unmake();
      return mate;
    });
    expect(mates.length).toBeGreaterThan(0);
  });

  test('threefold repetition: the third occurrence, same side to move', () => {
    const b = board('4k3/8/8/8/8/8/8/4K2R w - - 0 1', layout);
    play(b, 'h1h2 e8d8 h2h1 d8e8');
    expect(b.repetitions()).toBe(1);
    expect(gameState(b)).toBe('ongoing');
    play(b, 'h1h2 e8d8 h2h1 d8e8');
    expect(b.repetitions()).toBe(2);
    expect(gameState(b)).toBe('threefold');
  });

  test('positions before a pawn move never repeat: only those since it count', () => {
    const b = board('4k3/4p3/8/8/8/8/8/4K2R w - - 0 1', layout);
    play(b, 'h1h2 e8d8 h2h1 d8e8 h1h2 e7e6 h2h1 e8d8 h1h2 d8e8 h2h1');
    expect(b.repetitions()).toBe(1);
    expect(gameState(b)).toBe('ongoing');
  });

  test('fifty-move rule at halfmove 100, but mate takes precedence', () => {
    expect(gameState(board('4k3/8/8/8/8/8/8/4K2R w - - 100 80', layout))).toBe('fifty-moves');
    expect(gameState(board('4k3/8/8/8/8/8/8/4K2R w - - 99 80', layout))).toBe('ongoing');
    expect(gameState(board('R3k3/8/4K3/8/8/8/8/8 b - - 100 80', layout))).toBe('checkmate');
  });

  test.each([
    ['4k3/8/8/8/8/8/8/4K3 w - - 0 1', true],
    ['4k3/8/8/8/8/8/8/4KN2 w - - 0 1', true],
    ['4kb2/8/8/8/8/8/8/4K3 w - - 0 1', true],
    ['4kb2/8/8/8/8/8/8/3BK3 w - - 0 1', false],
    ['4k1b1/8/8/8/8/8/8/3BK3 w - - 0 1', true],
    ['4k3/8/8/8/8/8/8/3NKN2 w - - 0 1', false],
    ['4kn2/8/8/8/8/8/8/4KN2 w - - 0 1', false],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', false],
    ['4k3/8/8/8/8/8/8/4K2R w - - 0 1', false],
  ])('insufficient material: %s is %s', (fen, insufficient) => {
    const b = board(fen, layout);
    expect(isInsufficientMaterial(b)).toBe(insufficient);
    expect(gameState(b) === 'insufficient-material').toBe(insufficient);
  });
});
