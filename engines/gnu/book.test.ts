import { describe, expect, test } from 'vitest';
import { bookCandidates, bookMove, parseBook, type Book } from './book.js';
import { DEFAULT_BOOK } from './default-book.js';

/** A book known to parse. */
function book(text: string): Book {
  const parsed = parseBook(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A random source that returns the given numbers in turn. */
function sequence(...numbers: number[]): () => number {
  let i = 0;
  return () => numbers[i++ % numbers.length]!;
}

const SMALL = `
# three openings
e4 e5 Nf3 Nc6 Bb5 a6
1. e4 c5 2. Nf3 d6     # move numbers are skipped

1.d4 d5 2.c4 e6 3.Nc3 Nf6
`;

describe('parseBook', () => {
  test('reads SAN lines into UCI, skipping comments, blank lines and move numbers', () => {
    expect(book(SMALL).lines).toEqual([
      ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6'],
      ['e2e4', 'c7c5', 'g1f3', 'd7d6'],
      ['d2d4', 'd7d5', 'c2c4', 'e7e6', 'b1c3', 'g8f6'],
    ]);
  });

  test('castling and promotion come out as UCI', () => {
    expect(book('e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6').lines[0]!.slice(6)).toEqual(['e1g1', 'g8f6']);
    expect(book('a4 h5 a5 h4 a6 h3 axb7 hxg2 bxa8=Q gxh1=N').lines[0]!.slice(8)).toEqual(['b7a8q', 'g2h1n']);
  });

  test('an empty text is an empty book', () => {
    expect(book('\n# nothing\n\n').lines).toEqual([]);
  });

  test.each([
    ['e4 e5\ne4 e5 Nf3 Nf9', "book line 2: move 4 'Nf9' is not a square"],
    ['\n\n# c\ne4 e5 Ke3', "book line 4: move 3 'Ke3' is not a legal move for White"],
    [
      'd4 e5 dxe5 d6 exd6 Nc6 dxc7 Nf6 cxd8',
      "book line 1: move 9 'cxd8' is missing a promotion piece (e.g. cxd8=Q)",
    ],
    ['d4 d5 Nf3 Nf6 Nd2', "book line 1: move 5 'Nd2' is ambiguous (Nbd2, Nfd2)"],
    ['e4 e5 Nf3 Nc6 xyz', "book line 1: move 5 'xyz' is not a SAN move (e.g. e4, Nf3, exd5, O-O, e8=Q)"],
  ])('%j: %s', (text, message) => {
    const parsed = parseBook(text);
    expect(parsed.ok ? 'ok' : parsed.error).toBe(message);
  });
});

describe('bookMove', () => {
  const b = book(SMALL);

  test('from the start every line is a candidate, each equally likely', () => {
    expect(bookCandidates(b, [])).toEqual(['e2e4', 'e2e4', 'd2d4']);
    expect(bookMove(b, [], () => 0)).toBe('e2e4');
    expect(bookMove(b, [], () => 0.4)).toBe('e2e4');
    expect(bookMove(b, [], () => 0.7)).toBe('d2d4');
    expect(bookMove(b, [], () => 0.9999999)).toBe('d2d4');
  });

  test('follows only the lines that match the game so far', () => {
    expect(bookCandidates(b, ['e2e4'])).toEqual(['e7e5', 'c7c5']);
    expect(bookMove(b, ['e2e4', 'c7c5'], sequence(0.5))).toBe('g1f3');
    expect(bookMove(b, ['e2e4', 'e7e5', 'g1f3', 'b8c6'], () => 0.3)).toBe('f1b5');
  });

  test('is undefined off the book and at the end of a line', () => {
    expect(bookMove(b, ['g1f3'], () => 0)).toBeUndefined();
    expect(bookMove(b, ['e2e4', 'c7c5', 'g1f3', 'd7d6'], () => 0)).toBeUndefined();
    expect(bookMove(book(''), [], () => 0)).toBeUndefined();
  });

  test('the choice follows the random source', () => {
    const picks = [0, 0.34, 0.67].map((x) => bookMove(b, [], () => x));
    expect(picks).toEqual(['e2e4', 'e2e4', 'd2d4']);
  });
});

describe('the default book', () => {
  const parsed = parseBook(DEFAULT_BOOK);

  test('parses: every line legal', () => {
    expect(parsed.ok ? 'ok' : parsed.error).toBe('ok');
  });

  const lines = parsed.ok ? parsed.value.lines : [];

  test('holds at least 100 distinct lines of 6 to 16 plies', () => {
    expect(lines.length).toBeGreaterThanOrEqual(100);
    expect(new Set(lines.map((l) => l.join(' '))).size).toBe(lines.length);
    for (const line of lines) {
      expect(line.length, line.join(' ')).toBeGreaterThanOrEqual(6);
      expect(line.length, line.join(' ')).toBeLessThanOrEqual(16);
    }
  });

  test('offers 1.e4, 1.d4, 1.c4 and 1.Nf3, and answers to 1.e4 and 1.d4', () => {
    const first = new Set(bookCandidates({ lines }, []));
    for (const move of ['e2e4', 'd2d4', 'c2c4', 'g1f3']) expect(first).toContain(move);
    const toE4 = new Set(bookCandidates({ lines }, ['e2e4']));
    for (const move of ['e7e5', 'c7c5', 'e7e6', 'c7c6', 'd7d6', 'g8f6', 'd7d5']) expect(toE4).toContain(move);
    const toD4 = new Set(bookCandidates({ lines }, ['d2d4']));
    for (const move of ['d7d5', 'g8f6', 'f7f5']) expect(toD4).toContain(move);
  });
});
