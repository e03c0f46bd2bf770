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
    });
    expect(e.options.map((o) => o.name)).toEqual([
      'PositionalMoves',
      'TacticalMoves',
      'Reselections',
      'UnsoundMargin',
      'SwapWeight',
      'ForkWeight',
      // engines/period.ts adds these to every registered engine.
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
    expect(e.evaluate().total).toBe(0);
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
});
