import { expect, test } from 'vitest';
import { HIARCS_META } from '../../engines/hiarcs/engine.js';
import { ZARKOV_META } from '../../engines/zarkov/engine.js';
import { statusText } from './session.js';
import { TEST_DATE, testConfig } from './test-support/config.js';
import { Driver, result } from './test-support/driver.js';

test('two engines take turns on their own slots until the rules end the game; then SAVE', () => {
  const d = new Driver();
  d.line('watch');
  d.line('gnu');
  d.line('');
  d.line('0.5');
  const moves = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
  for (const [i, move] of moves.entries()) {
    const [s] = d.takeSearches();
    expect(s!.slot).toBe(i % 2 === 0 ? 'white:gnu' : 'black:zarkov');
    expect(s!.limits).toEqual({ movetime: 500 });
    d.act({ type: 'searched', tag: s!.tag, result: result(move, 30) });
  }
  const text = d.paper.join('\n');
  expect(text).toContain('1. F3            GNU CHESS 1987 (+0.30, DEPTH 2)');
  expect(text).toContain('1... E5          ZARKOV (-0.30, DEPTH 2)');
  expect(text).toContain('CHECKMATE. 0-1');
  d.line('save');
  const save = d.effects.find((e) => e.kind === 'save') as { tag: number; path: string; text: string };
  expect(save.path).toBe('ttychess-game.pgn');
  expect(save.text).toContain('1. f3 e5 2. g4 Qh4# 0-1');
  expect(save.text).toContain(`[Date "${TEST_DATE}"]`);
  expect(d.act({ type: 'saved', tag: save.tag, path: save.path, appended: true })[0]).toBe(
    "SAVED TO 'ttychess-game.pgn' (APPENDED).",
  );
  expect(d.state.screen.name).toBe('menu');
});

test('a key stops the game once the engine in thought has moved', () => {
  const d = new Driver();
  d.line('3');
  d.line('1');
  d.line('1');
  d.line('');
  const [s] = d.takeSearches();
  d.act({ type: 'type', text: 'q' });
  expect(d.effects.slice(-2)).toEqual([
    { kind: 'stop', slot: 'white:zarkov', drop: false },
    { kind: 'stop', slot: 'black:zarkov', drop: false },
  ]);
  d.act({ type: 'searched', tag: s!.tag, result: result('e2e4') });
  expect(d.paper.join('\n')).toContain('STOPPED. *');
  expect(d.prompt()).toBe('SAVE? ');
});

test('with --notation long the moves print in long notation', () => {
  const d = new Driver(testConfig({ notation: 'long' }));
  d.line('watch');
  d.line('gnu');
  d.line('');
  d.line('0.5');
  for (const move of ['e2e4', 'g8f6', 'e4e5', 'd7d5', 'e5d6']) {
    const [s] = d.takeSearches();
    d.act({ type: 'searched', tag: s!.tag, result: result(move, 30) });
  }
  const text = d.paper.join('\n');
  expect(text).toContain('1. E2-E4         GNU CHESS 1987 (+0.30, DEPTH 2)');
  expect(text).toContain('1... G8-F6       ZARKOV (-0.30, DEPTH 2)');
  expect(text).toContain('3. E5XD6 EP      GNU CHESS 1987 (+0.30, DEPTH 2)');
});

test('PERIOD PACE at SECONDS A MOVE?: each engine moves at its own period, without a time of ours', () => {
  const d = new Driver({ ...testConfig(), engines: [HIARCS_META, ZARKOV_META] });
  d.line('watch');
  d.line('hiarcs');
  d.line('zarkov');
  const intro = d.line('period pace');
  expect(intro.join(' ')).toContain(
    'HIARCS 0.5 (WHITE) AGAINST ZARKOV (BLACK), PERIOD PACE: HIARCS 0.5 AS ON A PDP-11/70, 1260 POSITIONS A MOVE; PERIOD PACE: ZARKOV AS ON AN HP 9000/835, 450000 NODES A MOVE.',
  );
  const [s] = d.takeSearches();
  expect(s).toMatchObject({ slot: 'white:hiarcs', limits: {}, options: [['Period', 'pace']] });
  d.act({ type: 'searched', tag: s!.tag, result: result('e2e4', 30) });
  const [t] = d.takeSearches();
  expect(t).toMatchObject({ slot: 'black:zarkov', limits: {}, options: [['Period', 'pace']] });
});

test('a time in seconds sets Period off on engines that have it', () => {
  const d = new Driver({ ...testConfig(), engines: [HIARCS_META, ZARKOV_META] });
  d.line('watch');
  d.line('hiarcs');
  d.line('zarkov');
  d.line('2');
  expect(d.takeSearches()[0]).toMatchObject({ limits: { movetime: 2000 }, options: [['Period', 'off']] });
});

test('at PERIOD PACE the status line grows a dot a second while the engine to move thinks', () => {
  const d = new Driver({ ...testConfig(), engines: [HIARCS_META, ZARKOV_META] });
  d.line('watch');
  d.line('hiarcs');
  d.line('zarkov');
  d.line('period pace');
  const [s] = d.takeSearches();
  const tick = () => {
    const timer = d.last('timer')!;
    d.act({ type: 'timer', tag: timer.tag });
  };
  tick();
  tick();
  expect(statusText(d.state)).toBe('HIARCS 0.5 IS THINKING .. 2 S. ANY KEY STOPS THE GAME.');
  d.act({ type: 'searched', tag: s!.tag, result: result('e2e4', 30) });
  expect(statusText(d.state)).toBe('ZARKOV IS THINKING  0 S. ANY KEY STOPS THE GAME.');
});

test("an engine's notices are printed before its move, one NOTE each", () => {
  const d = new Driver(testConfig());
  d.line('watch');
  d.line('gnu');
  d.line('zarkov');
  d.line('0.5');
  const [s] = d.takeSearches();
  const notices = [{ kind: 'beyond-original', text: 'gnu holds such scores' }] as const;
  d.act({ type: 'searched', tag: s!.tag, result: { ...result('e2e4', 30), notices } });
  const text = d.paper.join('\n');
  expect(text).toContain('NOTE: GNU HOLDS SUCH SCORES\n1. E4            GNU CHESS 1987 (+0.30, DEPTH 2)');
});
