import { describe, expect, test } from 'vitest';
import { breakLine, PAPER_WIDTH, twoColumns, wrapWords } from './wrap.js';

describe('wrapWords', () => {
  test('leaves a short line alone', () => {
    expect(wrapWords('READY.')).toEqual(['READY.']);
  });

  test('never exceeds the paper width and loses no words', () => {
    const text = 'FEN FIELD 1 (PLACEMENT): ' + 'WORD '.repeat(40) + 'END';
    const lines = wrapWords(text);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(PAPER_WIDTH);
    expect(lines.join(' ').split(/\s+/)).toEqual(text.split(/\s+/));
  });

  test('keeps the indentation on continuation lines', () => {
    const lines = wrapWords('  ' + 'ABCDEFGH '.repeat(3), 20);
    expect(lines).toEqual(['  ABCDEFGH ABCDEFGH', '  ABCDEFGH']);
  });

  test('cuts a word longer than a line', () => {
    expect(wrapWords('X'.repeat(25), 10)).toEqual(['XXXXXXXXXX', 'XXXXXXXXXX', 'XXXXX']);
  });
});

describe('breakLine', () => {
  test.each([
    ['', 5, ['']],
    ['ABCDE', 5, ['ABCDE']],
    ['ABCDEFG', 5, ['ABCDE', 'FG']],
  ])('%j at %i columns', (text, width, want) => {
    expect(breakLine(text, width)).toEqual(want);
  });
});

describe('twoColumns', () => {
  test('pads the terms to the widest and indents continuation lines under the text', () => {
    const rows = [
      ['RUN [SECONDS]', 'STEP ON BY ITSELF, PAUSING (DEFAULT 1 SECOND); ANY KEY STOPS'],
      ['BOARD', 'PRINT THE BOARD'],
    ] as const;
    expect(twoColumns(rows, 2, 50)).toEqual([
      '  RUN [SECONDS]  STEP ON BY ITSELF, PAUSING',
      '                 (DEFAULT 1 SECOND); ANY KEY STOPS',
      '  BOARD          PRINT THE BOARD',
    ]);
  });

  test('keeps every line on the paper and every word of the text', () => {
    const text = 'WORD '.repeat(60).trim();
    const lines = twoColumns([['A LONG COMMAND NAME', text]], 4);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(PAPER_WIDTH);
    expect(lines[0]!.startsWith('    A LONG COMMAND NAME  WORD')).toBe(true);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {25}WORD/);
    expect(
      lines
        .join(' ')
        .split(/\s+/)
        .filter((w) => w === 'WORD'),
    ).toHaveLength(60);
  });

  test('a term with no text is the term alone, without trailing spaces', () => {
    expect(
      twoColumns([
        ['QUIT', ''],
        ['NEW', 'ANOTHER GAME'],
      ]),
    ).toEqual(['QUIT', 'NEW   ANOTHER GAME']);
  });

  test('terms too wide for a text column put each text on its own lines under the term', () => {
    expect(twoColumns([['X'.repeat(20), 'THE TEXT OF IT']], 0, 40)).toEqual([
      'X'.repeat(20),
      '    THE TEXT OF IT',
    ]);
  });
});
