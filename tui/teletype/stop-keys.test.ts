// The keys that stop or hurry a wait are used up (issue 25, item 10): "PRESS ANY KEY TO STOP"
// in WATCH, "ANY KEY MAKES IT MOVE NOW" in PLAY, RUN and SAVE in REPLAY, a period's wait,
// COMPARE's thinking. The key that stopped the work is never typed at the next prompt (an `x`
// that stopped WATCH once became `SAVE? x`, and the next Enter saved the game to ./x); keys typed
// after it, and keys that stopped nothing, are type-ahead as before.

import { describe, expect, test } from 'vitest';
import { GNU_META } from '../../engines/gnu/engine.js';
import type { ReplayState } from './replay/screen.js';
import { isBusy } from './session.js';
import { testConfig } from './test-support/config.js';
import { Driver, result } from './test-support/driver.js';

/** WATCH, engine 1 against engine 2 at the default time, its first search asked for. */
function watching(): Driver {
  const d = new Driver();
  for (const answer of ['3', '1', '2', '']) d.line(answer);
  return d;
}

/** PLAY against GNU Chess, `colour` at `strength`, on `config`. */
function playing(colour: string, strength: string, config = testConfig()): Driver {
  const d = new Driver(config);
  for (const answer of ['2', 'gnu', colour, strength]) d.line(answer);
  return d;
}

/** A replay of the first bundled game, its start position's comments in. */
function atFirstGame(settings = {}): Driver {
  const d = new Driver(testConfig(settings));
  d.line('1');
  d.line('1');
  for (const s of d.takeSearches()) d.act({ type: 'searched', tag: s.tag, result: result('e2e4') });
  return d;
}

describe('a key that stops something is used up', () => {
  test('WATCH: the x that stops the game is not typed at SAVE?, and Enter then saves nothing to ./x', () => {
    const d = watching();
    const [s] = d.takeSearches();
    d.act({ type: 'type', text: 'x' });
    d.act({ type: 'searched', tag: s!.tag, result: result('e2e4') });
    expect(d.prompt()).toBe('SAVE? ');
    expect(d.state.draft).toBe('');
    d.line('');
    expect(d.paper).toContain('SAVE? ');
    expect(d.effects.filter((e) => e.kind === 'save')).toEqual([]);
  });

  test('PLAY: the key that makes it move now is not typed at YOUR MOVE?', () => {
    const d = playing('white', 'depth 2');
    d.line('e4');
    const [s] = d.takeSearches();
    d.act({ type: 'type', text: 'x' });
    d.act({ type: 'searched', tag: s!.tag, result: result('e7e5') });
    expect(d.prompt()).toBe('YOUR MOVE? ');
    expect(d.state.draft).toBe('');
    expect(d.state.ahead).toBe('');
  });

  test('PLAY at PERIOD PACE: the key that ends the wait is used up', () => {
    const d = playing('black', 'period pace', { ...testConfig(), engines: [GNU_META] });
    const [s] = d.takeSearches();
    d.act({ type: 'timer', tag: d.last('timer')!.tag });
    d.act({ type: 'type', text: 'k' });
    expect(d.last('stop')).toEqual({ kind: 'stop', slot: 'play:gnu', drop: false });
    d.act({ type: 'searched', tag: s!.tag, result: result('e2e4') });
    expect(d.prompt()).toBe('YOUR MOVE? ');
    expect(d.state.draft).toBe('');
  });

  test('REPLAY RUN: the key that stops it is not typed at COMMAND?', () => {
    const d = atFirstGame();
    d.line('RUN 0');
    expect((d.state.screen as ReplayState).phase).toBe('running');
    d.act({ type: 'type', text: 'q' });
    expect(d.paper.at(-1)).toBe('STOPPED.');
    expect(d.prompt()).toBe('COMMAND? ');
    expect(d.state.draft).toBe('');
  });

  test('REPLAY at PERIOD PACE: the key that has the engines comment at once is used up', () => {
    const d = new Driver(testConfig({ period: 'pace', limits: {} }));
    d.line('1');
    d.line('1');
    expect(isBusy(d.state.screen)).toBe(true);
    d.act({ type: 'type', text: 'n' });
    expect(d.effects.at(-1)).toEqual({ kind: 'stop', slot: 'judge:gnu', drop: false });
    expect(d.state.draft).toBe('');
    expect(d.state.ahead).toBe('');
  });

  test('REPLAY SAVE: the key that stops the judging is not typed at COMMAND?', () => {
    const d = atFirstGame();
    d.line('SAVE');
    expect(d.act({ type: 'type', text: 's' })).toEqual(['SAVE STOPPED; NOTHING WRITTEN.']);
    expect(d.state.draft).toBe('');
  });

  test('COMPARE: the key that stops the engines is not typed at FEN?', () => {
    const d = new Driver();
    d.line('4');
    d.line('');
    const compare = d.last('compare')!;
    d.act({ type: 'type', text: 'z' });
    d.act({ type: 'compared', tag: compare.tag, columns: [] });
    expect(d.prompt()).toBe('FEN? ');
    expect(d.state.draft).toBe('');
  });
});

describe('type-ahead is still kept', () => {
  test('keys after the one that stopped the work wait for the next prompt, and stop nothing more', () => {
    const d = watching();
    const [s] = d.takeSearches();
    d.act({ type: 'type', text: 'x' });
    const stops = d.effects.length;
    d.act({ type: 'type', text: 'n' });
    d.act({ type: 'type', text: 'o' });
    expect(d.effects).toHaveLength(stops);
    d.act({ type: 'searched', tag: s!.tag, result: result('e2e4') });
    expect(d.prompt()).toBe('SAVE? ');
    expect(d.state.draft).toBe('no');
  });

  test('a key while a file is being read stops the read and is used up (issue 36, item 3)', () => {
    // Reading was once quick enough to have nothing to stop; a 50 MB file takes seconds.
    const d = new Driver();
    d.line('1');
    d.line('games/mine.pgn');
    expect(isBusy(d.state.screen)).toBe(true);
    expect(d.act({ type: 'type', text: '1' })).toEqual(['READING STOPPED.']);
    expect(d.prompt()).toBe('GAME? ');
    expect(d.state.draft).toBe('');
    // Keys after it are type-ahead as ever.
    d.act({ type: 'type', text: '2' });
    expect(d.state.draft).toBe('2');
  });

  test('a pasted chunk typed while the engine thinks is kept whole, its line ends too', () => {
    const d = playing('white', 'depth 2');
    d.act({ type: 'type', text: 'e4\rnf3\r' });
    const [s] = d.takeSearches();
    d.act({ type: 'searched', tag: s!.tag, result: result('e7e5') });
    expect(d.paper).toContain('YOUR MOVE? nf3');
  });
});

describe('a key typed before its prompt is printed never answers it (issue 36, item 6)', () => {
  /** WATCH played to its end (Fool's mate): the game is over, SAVE? is the prompt. */
  function watchedToMate(): Driver {
    const d = new Driver();
    for (const answer of ['watch', 'gnu', '', '0.5']) d.line(answer);
    for (const move of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) {
      const [s] = d.takeSearches();
      d.act({ type: 'searched', tag: s!.tag, result: result(move) });
    }
    expect(d.prompt()).toBe('SAVE? ');
    return d;
  }

  test('WATCH over while its last moves print: an x then lands nowhere, and Enter saves nothing', () => {
    const d = watchedToMate();
    // The x pressed to stop the game as the paper was still printing its last moves.
    expect(d.act({ type: 'type', text: 'x', printing: true })).toEqual([]);
    expect(d.state.draft).toBe('');
    expect(d.state.ahead).toBe('');
    d.line('');
    expect(d.effects.filter((e) => e.kind === 'save')).toEqual([]);
    expect(d.state.screen.name).toBe('menu');
  });

  test('every key, one at a time, while the paper prints: none is typed', () => {
    const d = watchedToMate();
    for (const key of ['x', 'q', '1', ' ', 'Y']) d.act({ type: 'type', text: key, printing: true });
    expect(d.state.draft).toBe('');
  });

  test('busy and printing: the key stops the work and is used up, not kept as type-ahead', () => {
    const d = watching();
    const [s] = d.takeSearches();
    d.act({ type: 'type', text: 'x', printing: true });
    d.act({ type: 'type', text: 'y', printing: true });
    expect(d.effects.filter((e) => e.kind === 'stop')).not.toEqual([]);
    d.act({ type: 'searched', tag: s!.tag, result: result('e2e4') });
    expect(d.prompt()).toBe('SAVE? ');
    expect([d.state.draft, d.state.ahead]).toEqual(['', '']);
  });

  test('a paste (one chunk) while the paper prints is still type-ahead, typed in order', () => {
    const d = watchedToMate();
    d.act({ type: 'type', text: 'games.pgn', printing: true });
    expect(d.state.draft).toBe('games.pgn');
  });

  test('between questions, with no work in between, keys typed while the paper prints are type-ahead (issue 14, item 6)', () => {
    const d = new Driver();
    d.line('watch');
    for (const key of ['g', 'n', 'u']) d.act({ type: 'type', text: key, printing: true });
    expect(d.prompt()).toBe('WHITE? ');
    expect(d.state.draft).toBe('gnu');
  });

  test('PLAY: a key pressed as the engine move prints does not reach YOUR MOVE?', () => {
    const d = playing('white', 'depth 2');
    d.line('e4');
    const [s] = d.takeSearches();
    d.act({ type: 'searched', tag: s!.tag, result: result('e7e5') });
    expect(d.prompt()).toBe('YOUR MOVE? ');
    d.act({ type: 'type', text: 'x', printing: true });
    expect(d.state.draft).toBe('');
    d.act({ type: 'type', text: 'd' });
    expect(d.state.draft).toBe('d');
  });

  test('after the prompt is printed a key is typed as ever', () => {
    const d = watchedToMate();
    d.act({ type: 'type', text: 'x' });
    expect(d.state.draft).toBe('x');
  });
});
