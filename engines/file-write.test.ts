import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { FileWriteError, writeFailure, writeFileAtomically, writeTarget } from './file-write.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-file-write-'));
  dirs.push(dir);
  return dir;
}

/** The names in `dir` that are temporary files of a write. */
function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.startsWith('.ttychess-tmp-'));
}

/** What writeFileAtomically threw, or undefined. */
function thrown(f: () => void): unknown {
  try {
    f();
    return undefined;
  } catch (e) {
    return e;
  }
}

describe('writeFileAtomically', () => {
  test('writes a new file, and replaces an existing one', () => {
    const dir = tempDir();
    const path = join(dir, 'a.txt');
    writeFileAtomically(path, 'one');
    expect(readFileSync(path, 'utf8')).toBe('one');
    writeFileAtomically(path, new Uint8Array([0xe9, 0x0a]));
    expect([...readFileSync(path)]).toEqual([0xe9, 0x0a]);
    expect(leftovers(dir)).toEqual([]);
  });

  test('a folder at the path: a one-line error naming the path, and no temporary file', () => {
    const dir = tempDir();
    const path = join(dir, 'somedir');
    mkdirSync(path);
    const e = thrown(() => writeFileAtomically(path, 'x'));
    expect(e).toBeInstanceOf(FileWriteError);
    expect((e as FileWriteError).message).toBe(`${path}: is a folder`);
    expect((e as FileWriteError).code).toBe('EISDIR');
    expect(leftovers(dir)).toEqual([]);
    expect(statSync(path).isDirectory()).toBe(true);
  });

  test('a link to a folder: the rename fails, and no temporary file is left', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'real'));
    symlinkSync('real', join(dir, 'link'));
    const e = thrown(() => writeFileAtomically(join(dir, 'link'), 'x'));
    expect((e as Error).message).toBe(`${join(dir, 'link')}: is a folder`);
    expect(leftovers(dir)).toEqual([]);
  });

  test('a missing folder: an error naming the path; makeFolder creates it', () => {
    const dir = tempDir();
    const path = join(dir, 'no', 'such', 'a.bin');
    const e = thrown(() => writeFileAtomically(path, 'x'));
    expect((e as Error).message).toBe(`${path}: no such folder`);
    writeFileAtomically(path, 'x', { makeFolder: true });
    expect(readFileSync(path, 'utf8')).toBe('x');
  });

  test('a read-only folder: permission denied, nothing left behind', () => {
    if (process.getuid?.() === 0) return; // root writes anywhere
    const dir = tempDir();
    const ro = join(dir, 'ro');
    mkdirSync(ro);
    chmodSync(ro, 0o555);
    try {
      const e = thrown(() => writeFileAtomically(join(ro, 'a.txt'), 'x'));
      expect((e as Error).message).toBe(`${join(ro, 'a.txt')}: permission denied`);
      expect(readdirSync(ro)).toEqual([]);
    } finally {
      chmodSync(ro, 0o755);
    }
  });

  test('a symbolic link stays a link; the file it points to is replaced', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'store'));
    writeFileSync(join(dir, 'store', 'real.pgn'), 'old');
    symlinkSync('store/real.pgn', join(dir, 'link.pgn'));
    writeFileAtomically(join(dir, 'link.pgn'), 'new');
    expect(lstatSync(join(dir, 'link.pgn')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'link.pgn'))).toBe('store/real.pgn');
    expect(readFileSync(join(dir, 'store', 'real.pgn'), 'utf8')).toBe('new');
    expect(leftovers(dir)).toEqual([]);
    expect(leftovers(join(dir, 'store'))).toEqual([]);
  });

  test('a dangling link (and a chain of links) is followed: the file is made where it points', () => {
    const dir = tempDir();
    symlinkSync('missing.txt', join(dir, 'b'));
    symlinkSync('b', join(dir, 'a'));
    writeFileAtomically(join(dir, 'a'), 'made');
    expect(lstatSync(join(dir, 'a')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(dir, 'b')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'missing.txt'), 'utf8')).toBe('made');
  });

  test('a loop of links: an error naming the path', () => {
    const dir = tempDir();
    symlinkSync('b', join(dir, 'a'));
    symlinkSync('a', join(dir, 'b'));
    expect(() => writeFileAtomically(join(dir, 'a'), 'x')).toThrow(
      `${join(dir, 'a')}: too many symbolic links`,
    );
  });

  test.each([0o600, 0o640, 0o755])('an existing file keeps its mode %o', (mode) => {
    const dir = tempDir();
    const path = join(dir, 'secret.bin');
    writeFileSync(path, 'old');
    chmodSync(path, mode);
    writeFileAtomically(path, 'new');
    expect(statSync(path).mode & 0o777).toBe(mode);
    expect(readFileSync(path, 'utf8')).toBe('new');
  });

  test('a new file gets the usual mode (0666 less the umask)', () => {
    const dir = tempDir();
    const path = join(dir, 'fresh.txt');
    writeFileAtomically(path, 'x');
    const umask = process.umask();
    expect(statSync(path).mode & 0o777).toBe(0o666 & ~umask);
  });
});

describe('writeTarget', () => {
  test('a plain path is itself; a link resolves to its real path', () => {
    const dir = tempDir();
    expect(writeTarget(join(dir, 'none.txt'))).toBe(join(dir, 'none.txt'));
    writeFileSync(join(dir, 'real.txt'), '');
    symlinkSync('real.txt', join(dir, 'link.txt'));
    expect(writeTarget(join(dir, 'link.txt'))).toBe(join(realDir(dir), 'real.txt'));
  });
});

describe('writeFailure', () => {
  test('names the path given and the reason, never a temporary name', () => {
    const e = Object.assign(new Error("EISDIR: illegal operation, rename '.ttychess-tmp-1-x-a' -> 'a'"), {
      code: 'EISDIR',
    });
    expect(writeFailure('a', e).message).toBe('a: is a folder');
    expect(writeFailure('a', Object.assign(new Error('odd'), { code: 'EWHATEVER' })).message).toBe(
      'a: EWHATEVER',
    );
    expect(writeFailure('a', 'broken').message).toBe('a: broken');
  });
});

/** The real path of a folder (the temporary folder may itself sit behind a link, as on macOS). */
function realDir(dir: string): string {
  return writeTarget(dir);
}
