import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { parsePgn } from '../core/pgn.js';
import { appendPgn, FileWriteError, writeAtomically } from './files.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-files-'));
  dirs.push(dir);
  return dir;
}

const GAME_D4 = '[Event "new"]\n\n1. d4 *\n\n';
const GAME_C4 = '[Event "newer"]\n\n1. c4 *\n\n';

describe('appendPgn', () => {
  test('a FIFO is refused at once, not written into (it would block or lose the game)', () => {
    const fifo = join(tempDir(), 'games.fifo');
    execFileSync('mkfifo', [fifo]);
    expect(() => appendPgn(fifo, GAME_D4)).toThrow(`${fifo}: is not a regular file (a FIFO)`);
  });

  test('makes the file when absent and says it held nothing; the next game is appended', () => {
    const path = join(tempDir(), 'games.pgn');
    expect(appendPgn(path, GAME_D4)).toBe(false);
    expect(appendPgn(path, GAME_C4)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(GAME_D4 + GAME_C4);
    const parsed = parsePgn(readFileSync(path, 'utf8'));
    expect(parsed.ok && parsed.value.map((g) => g.moves)).toEqual([['d4'], ['c4']]);
  });

  test('the bytes already there are kept byte for byte, Latin-1 and all', () => {
    const path = join(tempDir(), 'latin1.pgn');
    // "Müller" and "Réti" in Latin-1: not UTF-8, so a text read would turn them into U+FFFD.
    const before = Buffer.concat([
      Buffer.from('[Event "Old"]\n[White "M', 'latin1'),
      Buffer.from([0xfc]),
      Buffer.from('ller"]\n[Black "R', 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from('ti"]\n\n1. e4 *\n\n', 'latin1'),
    ]);
    writeFileSync(path, before);
    appendPgn(path, GAME_D4);
    appendPgn(path, GAME_C4);
    const after = readFileSync(path);
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    expect(after.subarray(before.length).toString('utf8')).toBe(GAME_D4 + GAME_C4);
  });

  test.each([
    ['no newline at the end', '1. e4 *', '\n\n'],
    ['one newline at the end', '1. e4 *\n', '\n'],
    ['a blank line at the end', '1. e4 *\n\n', ''],
    ['CRLF line ends', '1. e4 *\r\n', '\n'],
    ['a CRLF blank line', '1. e4 *\r\n\r\n', ''],
  ])('a file with %s: the game starts after a blank line', (_what, old, separator) => {
    const path = join(tempDir(), 'games.pgn');
    writeFileSync(path, `[Event "old"]\n\n${old}`);
    appendPgn(path, GAME_D4);
    expect(readFileSync(path, 'utf8')).toBe(`[Event "old"]\n\n${old}${separator}${GAME_D4}`);
    const parsed = parsePgn(readFileSync(path, 'utf8'));
    expect(parsed.ok && parsed.value.map((g) => g.moves)).toEqual([['e4'], ['d4']]);
  });

  test('an empty file gets no separator', () => {
    const path = join(tempDir(), 'empty.pgn');
    writeFileSync(path, '');
    expect(appendPgn(path, GAME_D4)).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe(GAME_D4);
  });

  test('the file is appended in place: same inode, mode kept, a link stays a link', () => {
    const dir = tempDir();
    const real = join(dir, 'real.pgn');
    writeFileSync(real, GAME_D4);
    chmodSync(real, 0o600);
    const inode = statSync(real).ino;
    symlinkSync('real.pgn', join(dir, 'link.pgn'));
    appendPgn(join(dir, 'link.pgn'), GAME_C4);
    expect(lstatSync(join(dir, 'link.pgn')).isSymbolicLink()).toBe(true);
    expect(statSync(real).ino).toBe(inode);
    expect(statSync(real).mode & 0o777).toBe(0o600);
    expect(readFileSync(real, 'utf8')).toBe(GAME_D4 + GAME_C4);
  });

  test('a folder at the path: a one-line error naming it, nothing written', () => {
    const dir = tempDir();
    const path = join(dir, 'adir');
    mkdirSync(path);
    let error: unknown;
    try {
      appendPgn(path, GAME_D4);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FileWriteError);
    expect((error as Error).message).toBe(`${path}: is a folder`);
    expect(readdirSync(dir)).toEqual(['adir']);
    expect(readdirSync(path)).toEqual([]);
  });

  test('a missing folder: a one-line error naming the path', () => {
    const path = join(tempDir(), 'nowhere', 'games.pgn');
    expect(() => appendPgn(path, GAME_D4)).toThrow(`${path}: no such folder`);
  });
});

describe('writeAtomically', () => {
  test('replaces the file; a failure names the path and leaves no temporary file', () => {
    const dir = tempDir();
    const path = join(dir, 'out.txt');
    writeAtomically(path, 'one');
    writeAtomically(path, 'two');
    expect(readFileSync(path, 'utf8')).toBe('two');
    mkdirSync(join(dir, 'adir'));
    expect(() => writeAtomically(join(dir, 'adir'), 'x')).toThrow(`${join(dir, 'adir')}: is a folder`);
    expect(readdirSync(dir).sort()).toEqual(['adir', 'out.txt']);
  });
});
