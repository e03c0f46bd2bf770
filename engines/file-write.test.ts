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
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  appendPgnFile,
  checkOutputFile,
  FileWriteError,
  writeFailure,
  writeFileAtomically,
  writeTarget,
} from './file-write.js';

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
      'a: system error EWHATEVER',
    );
    expect(writeFailure('a', 'broken').message).toBe('a: broken');
  });
});

/** A FIFO made in `dir` (tests never touch /dev/null: they run as root here). */
function fifoIn(dir: string, name = 'out.fifo'): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

const EPD = '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";\n';
const GAME = '[Event "a"]\n[Result "*"]\n\n1. e4 e5 *\n\n';
/** Bytes no text editor wrote: NULs and high bytes. */
const BINARY = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00, 0xff, 0xfe, 0x0a]);

describe('the rules of every write: regular files only', () => {
  test('writeFileAtomically refuses a FIFO: it stays a FIFO, nothing written, no temporary file', () => {
    const dir = tempDir();
    const fifo = fifoIn(dir);
    expect(() => writeFileAtomically(fifo, 'x')).toThrow(`${fifo}: is not a regular file (a FIFO)`);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(leftovers(dir)).toEqual([]);
  });

  test('a symbolic link to a FIFO is refused too (the link is followed first)', () => {
    const dir = tempDir();
    fifoIn(dir);
    const link = join(dir, 'link.pgn');
    symlinkSync('out.fifo', link);
    expect(() => writeFileAtomically(link, 'x')).toThrow(`${link}: is not a regular file (a FIFO)`);
    expect(() => appendPgnFile(link, GAME)).toThrow(`${link}: is not a regular file (a FIFO)`);
    expect(lstatSync(join(dir, 'out.fifo')).isFIFO()).toBe(true);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  test('an empty name says so (not "is a folder")', () => {
    for (const write of [() => writeFileAtomically('', 'x'), () => appendPgnFile('', GAME)])
      expect(write).toThrow(new FileWriteError('', 'the file name is empty'));
    expect(checkOutputFile('', 'append-pgn')?.message).toBe('the file name is empty');
  });
});

describe('the rules of every write: never an input of the run', () => {
  test('replacing an input is refused, by its own name and through a link; the file is intact', () => {
    const dir = tempDir();
    const input = join(dir, 'ny.pgn');
    writeFileSync(input, GAME + GAME);
    symlinkSync('ny.pgn', join(dir, 'link.pgn'));
    expect(() => writeFileAtomically(input, 'x', { inputs: [input] })).toThrow(
      `${input}: is an input of this run (choose another name)`,
    );
    expect(() => writeFileAtomically(join(dir, 'link.pgn'), 'x', { inputs: [input] })).toThrow(
      `${join(dir, 'link.pgn')}: is the input file '${input}' of this run (choose another name)`,
    );
    // The input named through the link, the output by its own name: the same file all the same.
    expect(() => writeFileAtomically(input, 'x', { inputs: [join(dir, 'link.pgn')] })).toThrow(
      /is the input file/,
    );
    expect(readFileSync(input, 'utf8')).toBe(GAME + GAME);
    expect(leftovers(dir)).toEqual([]);
  });

  test('appending to an input is refused; another file beside it is written', () => {
    const dir = tempDir();
    const input = join(dir, 'op.pgn');
    writeFileSync(input, GAME);
    expect(() => appendPgnFile(input, GAME, { inputs: [input] })).toThrow(/is an input of this run/);
    expect(readFileSync(input, 'utf8')).toBe(GAME);
    appendPgnFile(join(dir, 'out.pgn'), GAME, { inputs: [input] });
    expect(readFileSync(join(dir, 'out.pgn'), 'utf8')).toBe(GAME);
  });

  test('an output not there yet is compared with the inputs by resolved path', () => {
    const dir = tempDir();
    const out = join(dir, 'new.pgn');
    expect(checkOutputFile(out, 'replace', { inputs: [`${dir}/sub/../new.pgn`] })?.reason).toMatch(
      /is the input file/,
    );
    expect(checkOutputFile(out, 'replace', { inputs: [join(dir, 'other.pgn')] })).toBeUndefined();
  });
});

describe('checked append: only to a file that is absent, empty or PGN', () => {
  test.each([
    ['an EPD file', EPD, /does not read as PGN \(PGN game 1, move 1 \(White\)/],
    ['a binary file', BINARY, /is a binary file, not PGN/],
    ['a text that is not chess', 'Linux version 6.1.0 (gcc 12)\n', /does not read as PGN/],
    ['a PGN whose moves are illegal', '[Event "x"]\n\n1. e4 e4 *\n', /does not read as PGN/],
  ])('%s is refused, left byte for byte', (_what, content, reason) => {
    const path = join(tempDir(), 'file');
    writeFileSync(path, content);
    const before = readFileSync(path);
    expect(() => appendPgnFile(path, GAME)).toThrow(reason);
    expect(checkOutputFile(path, 'append-pgn')?.reason).toMatch(reason);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  test('a blank file is appended to; a large PGN is read only at its head (cut at a whole game)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'blank.pgn'), '\n\n');
    expect(appendPgnFile(join(dir, 'blank.pgn'), GAME)).toBe(true);
    // Some 200 KB of games: more than the head, so the head is cut where a game starts.
    const big = join(dir, 'big.pgn');
    writeFileSync(
      big,
      `[Event "long"]\n[Result "*"]\n\n${'1. Nf3 Nf6 2. Ng1 Ng8 '.repeat(3)}*\n\n`.repeat(2500),
    );
    expect(checkOutputFile(big, 'append-pgn')).toBeUndefined();
    expect(appendPgnFile(big, GAME)).toBe(true);
    expect(readFileSync(big, 'utf8').endsWith(`*\n\n${GAME}`)).toBe(true);
  });

  test('checkOutputFile: absent in a writable folder is fine and creates nothing; a missing folder is not', () => {
    const dir = tempDir();
    expect(checkOutputFile(join(dir, 'new.pgn'), 'append-pgn')).toBeUndefined();
    expect(checkOutputFile(join(dir, 'new.pgn'), 'replace')).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
    expect(checkOutputFile(join(dir, 'no', 'new.pgn'), 'append-pgn')?.reason).toBe('no such folder');
    expect(checkOutputFile(fifoIn(dir), 'replace')?.reason).toBe('is not a regular file (a FIFO)');
    mkdirSync(join(dir, 'adir'));
    expect(checkOutputFile(join(dir, 'adir'), 'append-pgn')?.reason).toBe('is a folder');
  });
});

/** The real path of a folder (the temporary folder may itself sit behind a link, as on macOS). */
function realDir(dir: string): string {
  return writeTarget(dir);
}
