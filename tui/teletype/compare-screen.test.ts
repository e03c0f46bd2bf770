import { describe, expect, test } from 'vitest';
import { X88 } from '../../core/layout.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import type { Evaluation } from '../../engines/engine.js';
import { fakeMeta } from '../test-support/fake-engine.js';
import { paperTable, squeeze } from './compare-screen.js';
import { statusText } from './session.js';
import { GNU_META } from '../../engines/gnu/engine.js';
import { ZARKOV_META } from '../../engines/zarkov/engine.js';
import { testConfig } from './test-support/config.js';
import { afterE4, Driver, result } from './test-support/driver.js';

const evaluation: Evaluation = {
  total: 10,
  sideToMove: 10,
  terms: [{ name: 'tempo', group: 'other', white: 10, black: 0 }],
};

test('squeeze closes up runs of blank columns, keeping two', () => {
  expect(squeeze(['AB      C', 'D       E'])).toEqual(['AB  C', 'D   E']);
});

test('the table of three engines fits the paper', () => {
  const board = boardFromFen(START_FEN, X88);
  if (!board.ok) throw new Error();
  const long = { ...result('g1f3'), pv: ['g1f3', 'g8f6', 'd2d4', 'd7d5', 'c2c4', 'e7e6', 'b1c3', 'f8e7'] };
  const columns = ['hiarcs', 'zarkov', 'gnu'].map((id) => ({
    meta: fakeMeta({ id: id as 'gnu', name: `${id} engine` }),
    evaluation,
    result: long,
  }));
  const lines = paperTable(board.value, columns);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(72);
  expect(lines.join('\n')).toContain('BEST MOVE');
});

test('a FEN is checked, then every engine compares it; the answer prints the table', () => {
  const d = new Driver();
  d.line('4');
  expect(d.line('not a fen')[1]).toMatch(/^\? /);
  d.line('');
  const effect = d.effects.at(-1) as { kind: string; tag: number; engines: string[] };
  expect(effect).toMatchObject({ kind: 'compare', fen: START_FEN, engines: ['zarkov', 'gnu'] });
  const columns = [fakeMeta({ id: 'zarkov', name: 'Zarkov' })].map((meta) => ({
    meta,
    evaluation,
    result: result('g1f3'),
  }));
  const printed = d.act({ type: 'compared', tag: effect.tag, columns });
  expect(printed.join('\n')).toMatch(/BEST MOVE +NF3/);
  expect(d.prompt()).toBe('FEN? ');
});

test("an engine's notices are printed under the table, one NOTE each, made safe", () => {
  const d = new Driver();
  d.line('4');
  d.line('');
  const notices = [{ kind: 'beyond-original', text: 'gnu holds\nsuch scores \u001b' }] as const;
  const columns = [
    { meta: fakeMeta({ id: 'zarkov', name: 'Zarkov' }), evaluation, result: result('g1f3') },
    {
      meta: fakeMeta({ id: 'gnu', name: 'GNU Chess 1987' }),
      evaluation,
      result: { ...result('g1f3'), notices },
    },
  ];
  const printed = d.act({ type: 'compared', tag: lastCompare(d).tag, columns }).join('\n');
  expect(printed).toContain('NOTE: GNU HOLDS SUCH SCORES \\X1B');
  expect(printed.match(/NOTE/g)).toHaveLength(1);
  expect(printed.indexOf('NOTE')).toBeGreaterThan(printed.indexOf('BEST MOVE'));
  expect(d.prompt()).toBe('FEN? ');
});

/** The compare effect asked for last. */
function lastCompare(d: Driver): { tag: number; fen: string } {
  const effect = d.last('compare');
  if (effect === undefined) throw new Error('no compare asked for');
  return effect;
}

const zarkovColumn = { meta: fakeMeta({ id: 'zarkov', name: 'Zarkov' }), evaluation, result: result('g1f3') };

describe('stopping', () => {
  test('a key stops the engines without dropping their work (queued work starts and stops at once)', () => {
    const d = new Driver();
    d.line('4');
    d.line('');
    expect(statusText(d.state)).toBe('THE ENGINES ARE THINKING. ANY KEY STOPS THEM.');
    const { tag } = lastCompare(d);
    d.effects = [];
    d.act({ type: 'type', text: ' ' });
    expect(d.effects).toEqual([
      { kind: 'stop', slot: 'judge:zarkov', drop: false },
      { kind: 'stop', slot: 'judge:gnu', drop: false },
    ]);
    expect(statusText(d.state)).toBe('STOPPING...');
    d.act({ type: 'compared', tag, columns: [zarkovColumn] });
    expect(d.paper.join('\n')).toMatch(/BEST MOVE +NF3/);
    expect(d.prompt()).toBe('FEN? ');
    expect(statusText(d.state)).toBe('');
  });

  test('an answer with no engine in it (their work was dropped) still ends the comparison', () => {
    const d = new Driver();
    d.line('4');
    d.line('');
    const printed = d.act({ type: 'compared', tag: lastCompare(d).tag, columns: [] });
    expect(printed.join(' ')).toContain('THE COMPARISON WAS STOPPED');
    expect(d.prompt()).toBe('FEN? ');
  });

  test('a failed engine: its reason, then FEN? again', () => {
    const d = new Driver();
    d.line('4');
    d.line('');
    const printed = d.act({ type: 'failed', tag: lastCompare(d).tag, error: 'BOOM' });
    expect(printed[0]).toBe('? BOOM');
    expect(d.prompt()).toBe('FEN? ');
  });
});

describe('from the menu', () => {
  test('a blank line or START is the start position; BACK is not a FEN', () => {
    const d = new Driver();
    d.line('4');
    d.line('start');
    expect(lastCompare(d).fen).toBe(START_FEN);
    d.act({ type: 'compared', tag: lastCompare(d).tag, columns: [zarkovColumn] });
    expect(d.paper.at(-1)).toBe('ANOTHER FEN, A BLANK LINE FOR THE START POSITION, OR MENU.');
    expect(d.line('back')[1]).toMatch(/^\? /);
    expect(d.state.screen.name).toBe('compare');
  });
});

describe('from a game, and back', () => {
  /** A game against GNU Chess, after 1. e4 a5, at YOUR MOVE?. */
  function inGame(): Driver {
    const d = afterE4('a7a5');
    expect(d.prompt()).toBe('YOUR MOVE? ');
    return d;
  }

  test.each(['', 'back', 'GAME'])('the table, then %j goes back to the game where it was', (word) => {
    const d = inGame();
    const before = d.state.screen;
    d.line('compare');
    expect(lastCompare(d).fen).toMatch(/^rnbqkbnr\/1ppppppp\/8\/p7\/4P3\/8\/PPPP1PPP\/RNBQKBNR w KQkq /);
    d.act({ type: 'compared', tag: lastCompare(d).tag, columns: [zarkovColumn] });
    const offer = d.paper.slice(-3).join(' ');
    expect(offer).toContain('BACK (OR A BLANK LINE) FOR THE GAME WHERE IT WAS');
    expect(offer).toContain('OR MENU (LEAVING THE GAME)');
    expect(d.line(word)).toContain('BACK TO THE GAME, AFTER 1... A5.');
    expect(d.state.screen).toBe(before);
    expect(d.prompt()).toBe('YOUR MOVE? ');
    d.line('d4');
    expect(d.paper.at(-2)).toBe('YOU: 2. D4');
  });

  test('another FEN, START, HELP: still a way back; MENU leaves the game', () => {
    const d = inGame();
    d.line('compare');
    d.act({ type: 'compared', tag: lastCompare(d).tag, columns: [zarkovColumn] });
    d.line('start');
    expect(lastCompare(d).fen).toBe(START_FEN);
    d.act({ type: 'compared', tag: lastCompare(d).tag, columns: [zarkovColumn] });
    const help = d.line('help').join('\n');
    expect(help).toContain('BACK   BACK TO THE GAME, WHERE IT WAS (A BLANK LINE TOO)');
    expect(help).toContain('START  THE START POSITION');
    d.line('back');
    expect(d.state.screen.name).toBe('play');
    d.line('compare');
    d.act({ type: 'compared', tag: lastCompare(d).tag, columns: [zarkovColumn] });
    d.line('menu');
    expect(d.state.screen.name).toBe('menu');
  });
});

describe('from a replay, and back', () => {
  test('BACK returns to the same move, and the comments COMPARE stopped are asked for again', () => {
    const d = new Driver();
    d.line('1');
    d.line('1');
    d.line('');
    const [z, g] = d.takeSearches().slice(-2);
    // Zarkov has commented on 1. e4; GNU Chess is still thinking when COMPARE stops it.
    d.act({ type: 'searched', tag: z!.tag, result: result('c7c5') });
    d.line('compare');
    expect(d.last('stop-all')).toBeDefined();
    d.act({ type: 'searched', tag: g!.tag, result: result('c7c5') });
    d.act({ type: 'compared', tag: lastCompare(d).tag, columns: [zarkovColumn] });
    expect(d.paper.slice(-3).join(' ')).toContain('BACK (OR A BLANK LINE) FOR THE REPLAY WHERE IT WAS');
    expect(d.line('back').slice(1)).toEqual(['BACK TO THE REPLAY.', 'AFTER 1. E4']);
    expect(d.prompt()).toBe('COMMAND? ');
    const again = d.takeSearches();
    expect(again.map((s) => [s.slot, s.moves])).toEqual([['judge:gnu', ['e2e4']]]);
    expect(statusText(d.state)).toBe('THINKING: GNU CHESS 1987');
    expect(d.act({ type: 'searched', tag: again[0]!.tag, result: result('c7c5', 20) })).toEqual([
      '      GNU CHESS 1987: -0.20  WOULD PLAY C5  (DEPTH 2)',
    ]);
    expect(statusText(d.state)).toBe('');
    // RUN no longer waits for an answer that would never come: it steps on at once.
    d.line('run 0');
    expect(d.paper).toContain('  1... C5');
  });
});

test('at a period (ttychess --period) every engine searches its own budget, and the line says so', () => {
  const config = { ...testConfig({ period: 'strength', limits: {} }), engines: [ZARKOV_META, GNU_META] };
  const d = new Driver(config);
  d.line('4');
  const printed = d.line('');
  expect(printed.join(' ')).toContain(
    'COMPARING ZARKOV, GNU CHESS 1987; PERIOD STRENGTH: ZARKOV AS ON AN HP 9000/835, 450000 NODES A MOVE; PERIOD STRENGTH: GNU CHESS 1987 AS ON A SUN-3, 54000 NODES A MOVE.',
  );
  expect(d.last('compare')).toMatchObject({ limits: {}, options: [['Period', 'strength']] });
});
