import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readRegularFile, readTextFile } from './file-read.js';

const DIR = mkdtempSync(join(tmpdir(), 'ttychess-read-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('readRegularFile (issue 14, item 2)', () => {
  test('a regular file is read whole; its text decoded', () => {
    const file = join(DIR, 'a.pgn');
    writeFileSync(file, 'Caf\u00e9');
    const r = readRegularFile(file);
    expect(r.ok && Buffer.from(r.value).toString('utf8')).toBe('Caf\u00e9');
    expect(readTextFile(file)).toEqual({ ok: true, value: 'Caf\u00e9' });
  });

  test.each([
    ['/dev/zero, endless', () => '/dev/zero', 'is not a regular file (a character device)'],
    [
      'a FIFO nobody writes to, at once',
      () => {
        const fifo = join(DIR, 'fifo');
        execFileSync('mkfifo', [fifo]);
        return fifo;
      },
      'is not a regular file (a FIFO)',
    ],
    ['a folder', () => DIR, 'is a folder, not a file'],
    ['a missing file', () => join(DIR, 'none'), 'no such file'],
    ['no name', () => '', 'no file name given'],
    [
      'a file larger than the limit',
      () => {
        const big = join(DIR, 'big');
        writeFileSync(big, Buffer.alloc(2 * 1024 * 1024));
        return big;
      },
      'is too large (2 MB; at most 1 MB)',
    ],
  ])('%s is refused in a few words', (_name, path, reason) => {
    const r = readRegularFile(path(), 1024 * 1024);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.reason).toBe(reason);
  });
});
