import { describe, expect, test } from 'vitest';
import { errorWords, WORDED_CODES } from './error-words.js';
import { writeFailure } from './file-write.js';

describe('system error codes in words (issue 36, item 4)', () => {
  test.each([
    ['EFBIG', 'write', 'the file would pass its size limit (set by the file system or by ulimit -f)'],
    ['ENOSPC', 'write', 'no space left on the device (the disk is full)'],
    ['EDQUOT', 'write', 'disk quota exceeded'],
    ['EIO', 'read', 'input/output error (the disk or the connection to it failed)'],
    ['ENOENT', 'read', 'no such file'],
    ['ENOENT', 'write', 'no such folder'],
    ['EISDIR', 'read', 'is a folder, not a file'],
    ['EISDIR', 'write', 'is a folder'],
    ['EWHATEVER', 'write', 'system error EWHATEVER'],
  ] as const)('%s when %sing: %s', (code, action, words) => {
    expect(errorWords(code, action)).toBe(words);
  });

  test('every worded code is words (no code left bare, no apostrophe the teletype would read as a quote)', () => {
    for (const code of WORDED_CODES)
      for (const action of ['read', 'write'] as const) {
        const words = errorWords(code, action);
        expect(words).not.toContain(code);
        expect(words).not.toContain("'");
        expect(words).toMatch(/^[a-z]/);
      }
  });

  test('a write that fails with EFBIG names the file and says why in words', () => {
    const e = Object.assign(new Error('EFBIG: file too large, write'), { code: 'EFBIG' });
    expect(writeFailure('out.pgn', e).message).toBe(
      'out.pgn: the file would pass its size limit (set by the file system or by ulimit -f)',
    );
  });
});
