import { describe, expect, test } from 'vitest';
import { breakLine, PAPER_WIDTH, wrapWords } from './wrap.js';

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
