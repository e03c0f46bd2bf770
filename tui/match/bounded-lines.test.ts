// Bounded lines: lines split across chunks, CR LF, a last line without newline, and a line past
// the limit reported once, with nothing read after it.

import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { describe, expect, test } from 'vitest';
import { readBoundedLines } from './bounded-lines.js';

/** Feeds `chunks` through readBoundedLines (limit `max`) and gives what it handed on. */
async function read(chunks: readonly string[], max: number): Promise<{ lines: string[]; tooLong: number }> {
  const input = new PassThrough();
  input.on('error', () => {}); // writes after a stop meet a destroyed stream
  const got = { lines: [] as string[], tooLong: 0 };
  readBoundedLines(input, max, { line: (l) => got.lines.push(l), tooLong: () => got.tooLong++ });
  for (const chunk of chunks) input.write(chunk);
  input.end();
  await Promise.race([once(input, 'close'), once(input, 'end')]);
  return got;
}

describe('readBoundedLines', () => {
  test('lines across chunks, CR LF, and a last line without a newline', async () => {
    expect(await read(['uci', 'ok\nready', 'ok\r\n\nid name X\nbest', 'move e2e4'], 100)).toEqual({
      lines: ['uciok', 'readyok', '', 'id name X', 'bestmove e2e4'],
      tooLong: 0,
    });
  });

  test('a line of exactly the limit passes', async () => {
    expect(await read(['x'.repeat(10) + '\n'], 10)).toEqual({ lines: ['x'.repeat(10)], tooLong: 0 });
  });

  test.each([
    ['within one chunk', ['ok\n' + 'x'.repeat(11) + '\nlater\n']],
    ['with no newline, over several chunks', ['ok\n', 'xxxx', 'xxxx', 'xxxx', '\nlater\n']],
  ])('a line past the limit, %s: reported once, nothing after it', async (_how, chunks) => {
    expect(await read(chunks, 10)).toEqual({ lines: ['ok'], tooLong: 1 });
  });
});

describe('readBoundedLines with skip (a protocol input)', () => {
  /** As `read`, with long lines dropped and reading going on. */
  async function readSkipping(chunks: readonly string[], max: number) {
    const input = new PassThrough();
    const got = { lines: [] as string[], tooLong: 0 };
    readBoundedLines(
      input,
      max,
      { line: (l) => got.lines.push(l), tooLong: () => got.tooLong++ },
      { skip: true },
    );
    for (const chunk of chunks) input.write(chunk);
    input.end();
    await once(input, 'end');
    return got;
  }

  test.each([
    ['within one chunk', ['ok\n' + 'x'.repeat(11) + '\nlater\n']],
    ['with no newline, over several chunks', ['ok\n', 'xxxx', 'xxxx', 'xxxx', 'xx\nlater\n']],
    ['two in a row, the second ending the input', ['ok\n', 'x'.repeat(11), '\n', 'later\n', 'y'.repeat(30)]],
  ])('a line past the limit, %s: dropped, counted, and the lines after it read', async (_how, chunks) => {
    const got = await readSkipping(chunks, 10);
    expect(got.lines).toEqual(['ok', 'later']);
    expect(got.tooLong).toBe(chunks.join('').includes('y') ? 2 : 1);
  });
});
