// The `hiarcs` engine behind the contract: registration and metadata, options, positions,
// evaluate() with named terms and the computer-relative convention, and period pacing on a fake
// clock (no real sleeping).

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { EVAL_GROUPS } from '../engine.js';
import { registry } from '../registry.js';
import { HIARCS_META, HiarcsEngine } from './engine.js';

const ITALIAN = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';

/** An engine on a fake clock: sleeping advances the clock instead of waiting. */
describe('hiarcs engine', () => {
  test('is registered first, as hiarcs, with its metadata', () => {
    expect(registry.ids()[0]).toBe('hiarcs');
    const e = registry.create('hiarcs')!;
    expect(e.meta).toEqual(HIARCS_META);
    expect(e.meta).toMatchObject({
      name: 'HIARCS 0.5',
      author: 'Mark Uniacke',
      year: 1983,
      machine: 'PDP-11/70 (BASIC+)',
      layout: 'mailbox',
      searchStyle: 'selective plausible-move',
      benchDepth: 4,
      period: { machine: 'PDP-11/70', rate: 7, moveSeconds: 180, unit: 'positions' },
    });
    expect(e.options.map((o) => o.name)).toEqual([
      'PositionalMoves',
      'TacticalMoves',
      'Reselections',
      'UnsoundMargin',
      'SwapWeight',
      'ForkWeight',
      // engines/analysis.ts and engines/period.ts add these to every registered engine.
      'MultiPV',
      'Move Overhead',
      'Period',
      'PeriodRate',
      'PeriodMoveTime',
    ]);
    expect(e.options.find((o) => o.name === 'PositionalMoves')?.default).toBe(2);
    expect(e.options.find((o) => o.name === 'PeriodRate')?.default).toBe(7);
  });

  test('options are validated', () => {
    const e = new HiarcsEngine();
    expect(e.setOption('positionalmoves', '3').ok).toBe(true);
    expect(e.settings().positionalMoves).toBe(3);
    expect(e.setOption('PositionalMoves', '-1').ok).toBe(false);
    expect(e.setOption('Nonsense', '1').ok).toBe(false);
  });

  test('setPosition plays moves and reports a bad one', () => {
    const e = new HiarcsEngine();
    expect(e.setPosition(START_FEN, ['e2e4', 'e7e5']).ok).toBe(true);
    expect(e.board.core.side).toBe(1);
    const bad = e.setPosition(START_FEN, ['e2e4', 'e2e4']);
    expect(bad.ok).toBe(false);
    expect(e.setPosition('not a fen').ok).toBe(false);
  });

  test('the computer is the side to move: playing Black, Black pieces are positive', () => {
    const e = new HiarcsEngine();
    e.setPosition(START_FEN, ['e2e4']);
    e.search({ depth: 2 });
    expect(e.board.computer).toBe(-1);
    expect(e.board.sq[58]).toBe(6); // e8: the computer's king
    expect(e.board.sq[51]).toBe(-6); // e1: the player's
  });

  test('evaluate: terms sum to the total, White view and side-to-move view agree, groups known', () => {
    const e = new HiarcsEngine();
    for (const moves of [[], ['e2e4'], ['e2e4', 'd7d5', 'e4d5']]) {
      e.setPosition(START_FEN, moves);
      const ev = e.evaluate(true);
      const sum = ev.terms!.reduce((a, t) => a + t.white - t.black, 0);
      expect(sum).toBe(ev.total);
      expect(ev.sideToMove).toBe(moves.length % 2 === 0 ? ev.total : -ev.total);
      for (const t of ev.terms!) expect(EVAL_GROUPS).toContain(t.group);
    }
    e.setPosition(START_FEN);
    expect(e.evaluate()).toEqual({ total: 0, sideToMove: 0 });
    e.setPosition(START_FEN, ['e2e4', 'd7d5', 'e4d5']);
    const ev = e.evaluate(true);
    expect(ev.total).toBeGreaterThan(0); // a pawn up, less the swap-off Black is to make (Qxd5)
    expect(ev.terms!.find((t) => t.name === 'material')).toMatchObject({ white: 4070, black: 3970 });
  });

  test('searches to depth 4 and reports a legal move with an info record per finished depth', () => {
    const e = new HiarcsEngine();
    e.setPosition(ITALIAN);
    const depths: number[] = [];
    const r = e.search({ depth: 4 }, { onInfo: (i) => depths.push(i.depth) });
    expect(depths).toEqual([1, 4]);
    expect(r.bestmove).toMatch(/^[a-h][1-8][a-h][1-8]$/);
    expect(r.source).toBe('search');
  });

  test('settings: each option reaches its own setting', () => {
    const e = new HiarcsEngine();
    const values = {
      PositionalMoves: 3,
      TacticalMoves: 7,
      Reselections: 1,
      UnsoundMargin: 60,
      SwapWeight: 80,
      ForkWeight: 40,
    };
    for (const [name, value] of Object.entries(values))
      expect(e.setOption(name, String(value)).ok).toBe(true);
    expect(e.settings()).toEqual({
      positionalMoves: 3,
      tacticalMoves: 7,
      reselections: 1,
      unsoundMargin: 60,
      swapWeight: 80,
      forkWeight: 40,
    });
  });

  test('every option has a help text', () => {
    for (const o of new HiarcsEngine().options) expect(o.help?.length ?? 0).toBeGreaterThan(10);
  });

  test("evaluate: each side's terms under its own colour, whichever side is to move", () => {
    // White's e4 pawn gains (4 - 2) * 7 = 14, Black's d5 pawn (4 - 2) * 6 = 12.
    const e = new HiarcsEngine();
    for (const moves of [
      ['e2e4', 'd7d5'],
      ['e2e4', 'd7d5', 'g1f3'],
    ]) {
      e.setPosition(START_FEN, moves);
      const advance = e.evaluate(true).terms!.find((t) => t.name === 'pawn: advance');
      expect(advance).toMatchObject({ white: 14, black: 12 });
    }
  });

  test('evaluate: the swap-off look of the side to move, 75% of the gain; none in check', () => {
    const e = new HiarcsEngine();
    const swap = () => e.evaluate(true).terms!.find((t) => t.name === 'swap-off');
    // Black to move takes the unguarded rook (500): 375 for Black.
    e.setPosition('4k3/8/8/3q4/8/8/3R4/K7 b - - 0 1');
    expect(swap()).toMatchObject({ white: 0, black: 375 });
    const ev = e.evaluate(true);
    expect(ev.terms!.reduce((a, t) => a + t.white - t.black, 0)).toBe(ev.total);
    expect(ev.sideToMove).toBe(-ev.total);
    // White to move takes the queen (900): 675 for White.
    e.setPosition('4k3/8/8/3q4/8/8/3R4/K7 w - - 0 1');
    expect(swap()).toMatchObject({ white: 675, black: 0 });
    // The SwapWeight option reaches the static evaluation: at 100%, the whole 900.
    expect(e.setOption('SwapWeight', '100').ok).toBe(true);
    expect(swap()).toMatchObject({ white: 900, black: 0 });
    expect(e.setOption('SwapWeight', '75').ok).toBe(true);
    // White in check from the unguarded queen: no swap-off look at all.
    e.setPosition('4k3/8/8/8/8/8/3q4/4K3 w - - 0 1');
    expect(swap()).toMatchObject({ white: 0, black: 0 });
  });
});
