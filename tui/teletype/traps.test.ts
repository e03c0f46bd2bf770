// Issue 14, item 7: the teletype's smaller traps a new user fell into, one test each.

import { describe, expect, test } from 'vitest';
import { GNU_META } from '../../engines/gnu/engine.js';
import { parseStrength } from './play.js';
import { asTyped } from './screen.js';
import { shorten } from './replay/catalogue.js';
import { testConfig } from './test-support/config.js';
import { afterE4, Driver, result } from './test-support/driver.js';

/** A game against GNU Chess at depth 2 after 1. e4 e5. */
function afterE4E5(settings = {}): Driver {
  return afterE4('e7e5', testConfig(settings));
}

describe('the teletype does what a new user means', () => {
  test('MENU during a game offers SAVE first; MENU again leaves; after SAVE it leaves at once', () => {
    const d = afterE4E5();
    expect(d.line('menu').join(' ')).toContain(
      'THE GAME IS NOT SAVED. TYPE SAVE [FILE] TO KEEP IT, OR MENU AGAIN TO LEAVE IT.',
    );
    expect(d.state.screen.name).toBe('play');
    d.line('menu');
    expect(d.state.screen.name).toBe('menu');

    const saved = afterE4E5();
    saved.line('save');
    const save = saved.last('save')!;
    saved.act({ type: 'saved', tag: save.tag, path: save.path, appended: false });
    saved.line('menu');
    expect(saved.state.screen.name).toBe('menu');
  });

  test('SAVE takes the rest of the line as the file name, and says it as typed', () => {
    const d = afterE4E5();
    d.line('SAVE my games/Kasparov b.pgn');
    const save = d.last('save')!;
    expect(save.path).toBe('my games/Kasparov b.pgn');
    expect(d.act({ type: 'saved', tag: save.tag, path: save.path, appended: true })).toEqual([
      "SAVED TO 'my games/Kasparov b.pgn' (APPENDED).",
    ]);
  });

  test('a failed save and a bad FEN are quoted as typed, not in capitals', () => {
    const d = afterE4E5();
    d.line('save Dir');
    const save = d.last('save')!;
    expect(d.act({ type: 'failed', tag: save.tag, error: `${asTyped('Dir')}: is a folder` })).toEqual([
      "? NOT SAVED: 'Dir': IS A FOLDER",
    ]);
    const c = new Driver(testConfig());
    c.line('4');
    expect(c.line('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1').at(-1)).toMatch(/'e9'/);
  });

  test("the whole label with its number, '2 PLAY A GAME', is a choice", () => {
    const d = new Driver(testConfig());
    d.line('2 play a game');
    expect(d.state.screen.name).toBe('play');
  });

  test('DEPTH and TIME out of range name their range', () => {
    expect(parseStrength('DEPTH 21', GNU_META)).toBe(
      'DEPTH TAKES A WHOLE NUMBER OF PLIES FROM 1 TO 20 (DEPTH 4).',
    );
    expect(parseStrength('TIME 0.05', GNU_META)).toBe(
      'TIME TAKES SECONDS A MOVE FROM 0.1 TO 600 (TIME 2.5).',
    );
    expect(parseStrength('TIME .5', GNU_META)).toMatchObject({ limits: { movetime: 500 } });
  });

  test("REPLAY's one-line reminder names COMPARE; CHART before the end keeps the result back", () => {
    const d = new Driver(testConfig());
    d.line('1');
    d.line('1');
    expect(d.line('xyzzy').join(' ')).toContain('COMPARE');
    for (let i = 0; i < 5; i++) d.line('');
    for (const s of d.takeSearches()) d.act({ type: 'searched', tag: s.tag, result: result(null) });
    const chart = d.line('chart');
    expect(chart.join('\n')).toContain('HOW THE ENGINES SAW THE GAME');
    expect(chart.join('\n')).not.toMatch(/RESULT/);
    d.line('end');
    expect(d.line('chart').join('\n')).toMatch(/RESULT 1-0/);
  });

  test('--unicode boards do not speak of pieces marked B', () => {
    const d = afterE4E5({ unicode: true });
    const board = d.line('board').join('\n');
    expect(board).toContain('GNU CHESS 1987 PLAYS BLACK: ITS PIECES ARE THE SOLID ONES.');
    expect(board).not.toContain('MARKED');
  });

  test('the game list shortens names at the end of a word', () => {
    expect(shorten('Cray Blitz', 20)).toBe('Cray Blitz');
    expect(shorten('Deep Thought International', 20)).toBe('Deep Thought.');
    expect(shorten('Supercalifragilistic', 8)).toBe('Superca.');
  });
});
