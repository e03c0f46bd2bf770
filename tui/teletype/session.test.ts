import { describe, expect, test } from 'vitest';
import { PAPER_WIDTH } from '../format/wrap.js';
import { menuChoice } from './menu.js';
import { isBusy, MAX_INPUT } from './session.js';
import { testConfig } from './test-support/config.js';
import { Driver, result } from './test-support/driver.js';

describe('opening', () => {
  test('prints the banner with the engines in teletype order and the numbered menu, then asks', () => {
    const d = new Driver();
    const text = d.paper.join('\n');
    expect(text).toContain('TTTTT TTTTT Y   Y');
    expect(text).toContain('ZARKOV (2026)  -  GNU CHESS 1987 (2026)');
    expect(d.paper).toEqual(
      expect.arrayContaining([
        '  1  REPLAY A GAME',
        '  2  PLAY A GAME',
        '  3  WATCH ENGINES PLAY',
        '  4  COMPARE A POSITION',
        '  5  ABOUT THE ENGINES',
        '  6  QUIT',
      ]),
    );
    expect(d.prompt()).toBe('CHOICE? ');
  });

  test('everything printed is capitals and fits 72 columns', () => {
    const d = new Driver();
    d.line('HELP');
    d.line('1');
    d.line('HELP');
    for (const line of d.paper) {
      expect(line.length).toBeLessThanOrEqual(PAPER_WIDTH);
      expect(line).toBe(line.toUpperCase());
    }
  });
});

describe('menu choices', () => {
  test.each([
    ['1', 'replay'],
    ['replay', 'replay'],
    ['2', 'play'],
    ['Play', 'play'],
    ['3', 'watch'],
    ['WATCH', 'watch'],
    ['4', 'compare'],
    ['compare a position', 'compare'],
    ['5', 'about'],
    ['about', 'about'],
    ['6', 'quit'],
    ['quit', 'quit'],
    ['7', undefined],
    ['', undefined],
  ])('%j names %s', (text, action) => {
    expect(menuChoice(text)).toBe(action);
  });

  test('a choice that names nothing gets a one-line reason and the menu prompt again', () => {
    const d = new Driver();
    const printed = d.line('9');
    expect(printed[0]).toBe('CHOICE? 9');
    expect(printed.slice(1).join(' ')).toBe(
      '? TYPE 1, 2, 3, 4, 5 OR 6 (OR REPLAY, PLAY, WATCH, COMPARE, ABOUT, QUIT), OR HELP.',
    );
    expect(d.prompt()).toBe('CHOICE? ');
  });
});

describe('words at every prompt', () => {
  test.each(['1', '2', '3', '4', '5'])('HELP, then MENU, from menu choice %s', (choice) => {
    const d = new Driver();
    d.line(choice);
    const help = d.line('help');
    expect(help.length).toBeGreaterThan(2);
    expect(help.join('\n')).toContain('MENU FOR THE MENU');
    d.line('MENU');
    expect(d.state.screen.name).toBe('menu');
    expect(d.effects.at(-1)).toEqual({ kind: 'stop-all' });
  });

  test('QUIT ends the session: farewell, every engine stopped, exit', () => {
    const d = new Driver();
    d.line('1');
    expect(d.line('quit')).toEqual(['GAME? quit', 'END OF SESSION.']);
    expect(d.effects.slice(-2)).toEqual([{ kind: 'stop-all' }, { kind: 'exit' }]);
    expect(d.state.screen.name).toBe('done');
    expect(d.line('1')).toEqual([]);
  });

  test('Ctrl-C echoes the abandoned line with ^C and exits', () => {
    const d = new Driver();
    d.act({ type: 'type', text: 'REP' });
    expect(d.act({ type: 'interrupt' })).toEqual(['CHOICE? REP^C']);
    expect(d.effects.at(-1)).toEqual({ kind: 'exit' });
  });
});

describe('typing', () => {
  test('erase, printable characters only, and a cap on the line', () => {
    const d = new Driver();
    d.act({ type: 'type', text: 'ab\u0007c' });
    d.act({ type: 'erase' });
    expect(d.state.draft).toBe('ab');
    d.act({ type: 'type', text: 'x'.repeat(500) });
    expect(d.state.draft.length).toBe(MAX_INPUT);
  });

  test('a long paste is cut at once to the cap, and the paper says so once (issue 25, item 12)', () => {
    const d = new Driver();
    expect(d.act({ type: 'type', text: 'y'.repeat(10_000) })).toEqual([
      `LINE CUT TO ${MAX_INPUT} CHARACTERS.`,
    ]);
    expect(d.state.draft).toBe('y'.repeat(MAX_INPUT));
    // More keys on the full line are dropped, without a second word.
    expect(d.act({ type: 'type', text: 'z' })).toEqual([]);
    expect(d.state.draft).toBe('y'.repeat(MAX_INPUT));
    // A line that fits says nothing.
    d.act({ type: 'erase' });
    expect(d.act({ type: 'type', text: 'z' })).toEqual([]);
    expect(d.state.draft.endsWith('z')).toBe(true);
  });

  test('a window narrower than the paper is named when it becomes so, and again when it is wide enough (issue 25, item 12)', () => {
    const d = new Driver();
    expect(d.act({ type: 'width', columns: 80 })).toEqual([]);
    d.act({ type: 'type', text: 'rep' });
    expect(d.act({ type: 'width', columns: 60 })).toEqual(['WINDOW 60 COLUMNS; NEEDS 72. WIDEN IT.']);
    // Narrower still: nothing new to say.
    expect(d.act({ type: 'width', columns: 50 })).toEqual([]);
    expect(d.act({ type: 'width', columns: 90 })).toEqual(['WINDOW 90 COLUMNS: WIDE ENOUGH AGAIN.']);
    // What was being typed is kept.
    expect(d.state.draft).toBe('rep');
  });

  test('a rubout inside a fast-typed chunk takes back a character, before its Enter too', () => {
    const d = new Driver();
    d.act({ type: 'type', text: '55\x7f\rzarkoz\bv\r' });
    expect(d.paper.join('\n')).toContain('A FAKE ZARKOV FOR THE TESTS.');
  });

  test('a pasted chunk with line ends is typed line by line', () => {
    const d = new Driver();
    d.act({ type: 'type', text: '5\rzarkov\r' });
    expect(d.paper.join('\n')).toContain('A FAKE ZARKOV FOR THE TESTS.');
  });

  test('a key while a screen is busy interrupts it instead of typing', () => {
    const d = new Driver(testConfig());
    d.line('4');
    d.line('');
    expect(isBusy(d.state.screen)).toBe(true);
    d.act({ type: 'type', text: ' ' });
    expect(d.state.draft).toBe('');
    // The engines stop and answer with what they have (their work is not dropped).
    expect(d.effects.at(-1)).toEqual({ kind: 'stop', slot: 'judge:gnu', drop: false });
  });
});

describe('tags', () => {
  test('are never reused: a late answer about the start position is not taken for 1. E4', () => {
    const d = new Driver();
    d.line('1');
    d.line('1');
    const start = d.takeSearches().map((s) => s.tag);
    d.line('');
    const after = d.takeSearches();
    expect(after.map((s) => s.tag).filter((t) => start.includes(t))).toEqual([]);
    expect(d.state.nextTag).toBeGreaterThan(Math.max(...start, ...after.map((s) => s.tag)));
    // Zarkov's answer about the start position comes after the step: dropped, not printed
    // under 1. E4 as a move (B1C3) Black cannot play.
    expect(d.act({ type: 'searched', tag: start[0]!, result: result('b1c3') })).toEqual([]);
  });

  test('every COMPARE has a tag of its own', () => {
    const d = new Driver();
    d.line('4');
    d.line('');
    d.act({ type: 'type', text: ' ' });
    const first = d.last('compare')!;
    d.act({ type: 'compared', tag: first.tag, columns: [] });
    d.line('');
    const second = d.last('compare')!;
    expect(second.tag).not.toBe(first.tag);
    // The first comparison's late answer does not end the second.
    d.act({ type: 'compared', tag: first.tag, columns: [] });
    expect(isBusy(d.state.screen)).toBe(true);
  });
});
