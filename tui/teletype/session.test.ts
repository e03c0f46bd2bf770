import { describe, expect, test } from 'vitest';
import { START_FEN, parseFen } from '../../core/fen.js';
import { PAPER_WIDTH } from '../format/wrap.js';
import {
  MAX_INPUT,
  menuChoice,
  openSession,
  PROMPT_TEXT,
  step,
  type SessionAction,
  type SessionEffect,
  type SessionState,
} from './session.js';

/** A session driven by actions, keeping everything printed and the effects asked for. */
class Driver {
  state: SessionState;
  paper: string[];
  effects: SessionEffect[] = [];

  constructor() {
    const first = openSession();
    this.state = first.state;
    this.paper = [...first.print];
  }

  act(action: SessionAction): string[] {
    const s = step(this.state, action);
    this.state = s.state;
    this.paper.push(...s.print);
    if (s.effect) this.effects.push(s.effect);
    return [...s.print];
  }

  /** Types a line and presses Enter; returns what was printed. */
  line(text: string): string[] {
    this.act({ type: 'type', text });
    return this.act({ type: 'enter' });
  }
}

describe('opening', () => {
  test('prints the banner, the engines and the numbered menu, then asks', () => {
    const d = new Driver();
    const text = d.paper.join('\n');
    expect(text).toContain('TTTTT TTTTT Y   Y');
    expect(text).toContain('HIARCS 0.5 (1983)');
    expect(text).toContain('ZARKOV');
    expect(text).toContain('GNU CHESS (1987)');
    expect(d.paper).toContain('  1  SHOW A POSITION');
    expect(d.paper).toContain('  2  COUNT MOVES (PERFT)');
    expect(d.paper).toContain('  3  QUIT');
    expect(d.paper.join('\n')).not.toMatch(/^ {2}4 /m);
    expect(d.state.prompt).toBe('menu');
  });
});

describe('menu choices', () => {
  test.each([
    ['1', 'show'],
    ['SHOW', 'show'],
    ['show', 'show'],
    [' Show ', 'show'],
    ['show a position', 'show'],
    ['2', 'count'],
    ['count', 'count'],
    ['3', 'quit'],
    ['Quit', 'quit'],
    ['4', undefined],
    ['SH', undefined],
    ['', undefined],
  ])('%j -> %s', (text, want) => {
    expect(menuChoice(text)).toBe(want);
  });
});

describe('1 SHOW A POSITION', () => {
  test('a blank line shows the start position, then the menu again', () => {
    const d = new Driver();
    expect(d.line('1')).toEqual([
      'CHOICE? 1',
      'TYPE A POSITION IN FEN, OR A BLANK LINE FOR THE START POSITION.',
    ]);
    expect(d.state.prompt).toBe('show-fen');
    const out = d.line('');
    expect(out[0]).toBe('FEN? ');
    expect(out).toContain('     8  BR BN BB BQ BK BB BN BR  8');
    expect(out).toContain('     1  WR WN WB WQ WK WB WN WR  1');
    expect(out).toContain('   WHITE TO MOVE.  MOVE 1.');
    expect(out).toContain('  1  SHOW A POSITION');
    expect(d.state.prompt).toBe('menu');
  });

  test('a FEN is shown with its side to move; the echo keeps its small letters', () => {
    const d = new Driver();
    d.line('show');
    const fen = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
    const out = d.line(fen);
    expect(out[0]).toBe(`FEN? ${fen}`);
    expect(out).toContain('   BLACK TO MOVE.  MOVE 2.');
    expect(out).toContain('     3  -- .. -- .. -- WN -- ..  3');
  });

  test('a bad FEN prints the reason and asks again', () => {
    const d = new Driver();
    d.line('1');
    const out = d.line('garbage');
    expect(out).toEqual([
      'FEN? garbage',
      "? FEN: 'GARBAGE' HAS 1 FIELDS; EXPECTED 6 (OR 4 WITHOUT THE CLOCKS)",
    ]);
    expect(d.state.prompt).toBe('show-fen');
  });
});

describe('2 COUNT MOVES (PERFT)', () => {
  test('asks FEN then depth, asks the hook to count, prints the count', () => {
    const d = new Driver();
    d.line('COUNT');
    d.line('');
    expect(d.state.prompt).toBe('count-depth');
    expect(d.line('3')).toEqual(['DEPTH (0 TO 5)? 3', 'COUNTING...']);
    expect(d.state.prompt).toBe('counting');
    expect(d.effects).toHaveLength(1);
    const effect = d.effects[0]!;
    expect(effect.kind).toBe('count');
    if (effect.kind === 'count') {
      expect(effect.depth).toBe(3);
      const start = parseFen(START_FEN);
      expect(start.ok && effect.setup.board).toEqual(start.ok && start.value.board);
    }
    // Keys are ignored while counting.
    expect(d.line('QUIT')).toEqual([]);
    expect(d.state.prompt).toBe('counting');
    const out = d.act({ type: 'counted', nodes: 8902, ms: 1234 });
    expect(out[0]).toBe('8902 POSITIONS AT DEPTH 3 (1.23 SECONDS).');
    expect(out).toContain('  2  COUNT MOVES (PERFT)');
    expect(d.state.prompt).toBe('menu');
  });

  test.each(['6', '-1', 'x', '2.5'])('depth %j is refused and asked again', (depth) => {
    const d = new Driver();
    d.line('2');
    d.line('');
    const out = d.line(depth);
    expect(out[1]).toMatch(/^\? THE DEPTH IS A WHOLE NUMBER FROM 0 TO 5/);
    expect(d.state.prompt).toBe('count-depth');
    expect(d.effects).toEqual([]);
  });

  test('a bad FEN is refused before the depth is asked', () => {
    const d = new Driver();
    d.line('2');
    d.line('8/8/8/8/8/8/8/8 w - - 0 1');
    expect(d.paper.at(-1)).toBe('? FEN FIELD 1 (PLACEMENT): WHITE HAS NO KING');
    expect(d.state.prompt).toBe('count-fen');
  });
});

describe('HELP, MENU and QUIT at every prompt', () => {
  const reach: Record<string, string[]> = {
    menu: [],
    'show-fen': ['1'],
    'count-fen': ['2'],
    'count-depth': ['2', ''],
  };

  test.each(Object.entries(reach))('HELP at %s explains and stays', (prompt, path) => {
    const d = new Driver();
    for (const l of path) d.line(l);
    expect(d.state.prompt).toBe(prompt);
    const out = d.line('help');
    expect(out.length).toBeGreaterThan(2);
    expect(out.join(' ')).toContain('HELP FOR HELP, MENU FOR THE MENU OR QUIT TO STOP');
    expect(d.state.prompt).toBe(prompt);
  });

  test.each(Object.entries(reach))('MENU at %s goes back to the menu', (_prompt, path) => {
    const d = new Driver();
    for (const l of path) d.line(l);
    expect(d.line('menu')).toContain('  1  SHOW A POSITION');
    expect(d.state.prompt).toBe('menu');
  });

  test.each(Object.entries(reach))('QUIT at %s ends the session', (_prompt, path) => {
    const d = new Driver();
    for (const l of path) d.line(l);
    expect(d.line('QUIT').at(-1)).toBe('END OF SESSION.');
    expect(d.state.prompt).toBe('done');
    expect(d.effects).toEqual([{ kind: 'exit' }]);
    expect(PROMPT_TEXT[d.state.prompt]).toBe('');
  });

  test('Ctrl-C at a prompt leaves the abandoned line on the paper', () => {
    const d = new Driver();
    d.act({ type: 'type', text: 'SH' });
    expect(d.act({ type: 'interrupt' })).toEqual(['CHOICE? SH^C']);
    expect(d.effects).toEqual([{ kind: 'exit' }]);
    expect(d.act({ type: 'interrupt' })).toEqual([]);
    expect(d.effects).toHaveLength(1);
  });

  test('3 at the menu quits too', () => {
    const d = new Driver();
    d.line('3');
    expect(d.effects).toEqual([{ kind: 'exit' }]);
  });

  test('Ctrl-C ends the session at once, even while counting', () => {
    const d = new Driver();
    d.line('2');
    d.line('');
    d.line('5');
    expect(d.act({ type: 'interrupt' })).toEqual(['^C']);
    expect(d.state.prompt).toBe('done');
    expect(d.effects.at(-1)).toEqual({ kind: 'exit' });
    // A count finishing after the end prints nothing.
    expect(d.act({ type: 'counted', nodes: 1, ms: 1 })).toEqual([]);
  });
});

describe('typing', () => {
  test('erase takes back one character; control characters are dropped', () => {
    const d = new Driver();
    d.act({ type: 'type', text: 'SHOX' });
    d.act({ type: 'erase' });
    d.act({ type: 'type', text: 'W\u0007\t' });
    expect(d.state.draft).toBe('SHOW');
    d.act({ type: 'enter' });
    expect(d.state.prompt).toBe('show-fen');
    expect(d.state.draft).toBe('');
  });

  test('line ends inside typed text act as Enter (fast typing, pasting)', () => {
    const d = new Driver();
    const out = d.act({ type: 'type', text: '1\r' });
    expect(out[0]).toBe('CHOICE? 1');
    expect(d.state.prompt).toBe('show-fen');
    d.act({ type: 'type', text: '\r\n2\n\n4\n' });
    expect(d.paper).toContain('   WHITE TO MOVE.  MOVE 1.');
    expect(d.state.prompt).toBe('counting');
    expect(d.effects).toEqual([expect.objectContaining({ kind: 'count', depth: 4 })]);
  });

  test('the line is limited in length', () => {
    const d = new Driver();
    d.act({ type: 'type', text: 'X'.repeat(500) });
    expect(d.state.draft).toHaveLength(MAX_INPUT);
  });

  test('an unknown choice says what to type', () => {
    const d = new Driver();
    expect(d.line('9')).toEqual(['CHOICE? 9', '? TYPE 1, 2 OR 3 (OR SHOW, COUNT, QUIT), OR HELP.']);
  });

  test('an empty line at the menu just asks again', () => {
    const d = new Driver();
    expect(d.line('')).toEqual(['CHOICE? ']);
  });
});

describe('the paper', () => {
  test('every line the program prints is capitals and at most 72 columns', () => {
    const d = new Driver();
    for (const l of [
      'HELP',
      '1',
      'HELP',
      '',
      '2',
      'HELP',
      'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      'HELP',
      '9',
    ])
      d.line(l);
    d.act({ type: 'counted', nodes: 1, ms: 1 });
    d.line('1');
    d.line('x'.repeat(100));
    for (const line of d.paper) {
      expect(line.length).toBeLessThanOrEqual(PAPER_WIDTH);
      // Echoed input keeps its case; everything else is capitals.
      if (!/^(CHOICE|FEN|DEPTH)/.test(line) && !/^x+$/.test(line)) expect(line).toBe(line.toUpperCase());
    }
  });
});
