// The one way the program writes a file, for every layer that writes one (Zarkov's book and learn
// table here in engines/; annotated games, match PGN, the teletype's SAVE in tui/; fixtures in
// scripts/). It lives in engines/, the lowest layer allowed to do I/O: core/ does none. Every
// write keeps three rules, checked before anything is written:
//
//   regular files only      a path that names (after its links) a folder, device, FIFO or socket
//                           is refused: /dev/null or a FIFO is never renamed over or written into
//   never an input          the writer is told the files its run reads (`inputs`); a path that is
//                           one of them (same device and inode, by any name or link; the same
//                           resolved path when the output is not there yet) is refused
//   replace or append       writeFileAtomically replaces a file whole; appendPgnFile adds a game
//                           only to a file that is absent, empty or reads as PGN
//
// Replacing:
//   path ──(symlink? follow it)──> target          the link stays; its target is replaced
//   write .ttychess-tmp-<pid>-<uuid>-<name> beside the target, with the target's mode
//   rename it over the target                      readers see the old file or the new, never half
//   on any failure: remove the temporary file, throw a FileWriteError "<path>: <reason>"
//
// Appending (appendPgnFile): one write to the file opened O_APPEND, after its head (the first
// 64 KB, cut back to the last whole game) has been read as PGN with core/pgn.ts and its first
// games replayed: an EPD file, a binary file or /proc/version is refused, not appended to.
// checkOutputFile makes the same checks up front, so a command can refuse before any work.

import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  readSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { X88 } from '../core/layout.js';
import { parsePgn, replayPgnGame } from '../core/pgn.js';
import { errorMessage } from '../core/result.js';
import { decodeText } from '../core/text.js';
import { errorWords } from './error-words.js';
import { kindOf } from './file-read.js';

/** A write that failed: the message is one line, "<path>: <reason>", with the path as given. */
export class FileWriteError extends Error {
  override readonly name = 'FileWriteError';
  constructor(
    readonly path: string,
    readonly reason: string,
    /** The Node error code ("EISDIR"), when there was one. */
    readonly code?: string,
  ) {
    super(path === '' ? reason : `${path}: ${reason}`);
  }
}

/** What every write is told besides its data. */
export interface WriteRules {
  /** The files this run reads (its inputs), by whatever names it read them: never written. */
  readonly inputs?: readonly string[] | undefined;
}

/** The one-line FileWriteError for a failure `e` while writing `path` (never naming a temporary file). */
export function writeFailure(path: string, e: unknown): FileWriteError {
  if (e instanceof FileWriteError) return e;
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined) return new FileWriteError(path, errorWords(code, 'write'), code);
  return new FileWriteError(path, errorMessage(e));
}

/** Symbolic links followed at most, as the kernel does (Linux MAXSYMLINKS). */
const MAX_LINKS = 40;

/**
 * The file a write to `path` should replace: `path` itself, or, if it is a symbolic link, the file
 * it points to (its real path when that exists; a dangling link is followed by hand).
 */
export function writeTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    // Absent, or a link to something absent.
  }
  let p = path;
  for (let links = 0; links <= MAX_LINKS; links++) {
    let link: string;
    try {
      link = readlinkSync(p);
    } catch {
      return p; // not a link (or not there): the file to create
    }
    p = resolve(dirname(p), link);
  }
  throw new FileWriteError(path, errorWords('ELOOP', 'write'), 'ELOOP');
}

/** The stats of `path` (links followed), or undefined if there is nothing there. */
function statIfAny(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Which file `path` names now (device and inode, links followed), or undefined when none. */
function identity(path: string): string | undefined {
  try {
    const s = statSync(path);
    return `${s.dev}:${s.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * The input among `inputs` that writing `target` would overwrite: the same file by device and
 * inode, or, for an input that is not there (any more), the same resolved path.
 */
function inputAt(target: string, inputs: readonly string[]): string | undefined {
  const id = identity(target);
  const full = resolve(target);
  return inputs.find((input) => {
    const inputId = identity(input);
    if (inputId !== undefined) return inputId === id;
    try {
      return resolve(writeTarget(input)) === full;
    } catch {
      return false;
    }
  });
}

/**
 * The rules every write keeps, checked before it: throws a FileWriteError if `path` is empty, is
 * not a regular file (after its links), is one of `rules.inputs`, or (not there yet) has no
 * writable folder, unless `makeFolder` will make it. Returns the target (links followed) and its
 * stats (undefined when there is no file yet).
 */
function checkRules(
  path: string,
  rules: WriteRules,
  makeFolder = false,
): { target: string; stat: Stats | undefined } {
  if (path === '') throw new FileWriteError('', 'the file name is empty');
  if (path.includes('\0')) throw new FileWriteError(path, 'the name holds a NUL character');
  try {
    const target = writeTarget(path);
    const stat = statIfAny(target);
    if (stat?.isDirectory()) throw new FileWriteError(path, 'is a folder', 'EISDIR');
    if (stat && !stat.isFile())
      throw new FileWriteError(path, `is not a regular file (${kindOf(stat)})`, 'ENOTREG');
    const input = inputAt(target, rules.inputs ?? []);
    if (input !== undefined)
      throw new FileWriteError(
        path,
        input === path
          ? 'is an input of this run (choose another name)'
          : `is the input file '${input}' of this run (choose another name)`,
        'EINPUT',
      );
    if (stat === undefined && !makeFolder) {
      if (!statSync(dirname(target)).isDirectory())
        throw new FileWriteError(path, errorWords('ENOTDIR', 'write'), 'ENOTDIR');
      accessSync(dirname(target), constants.W_OK);
    }
    return { target, stat };
  } catch (e) {
    throw writeFailure(path, e);
  }
}

/**
 * Replaces the file at `path` with `data` atomically: a temporary file beside the target, then a
 * rename. A symbolic link at `path` is kept and the file it points to is replaced; an existing
 * file keeps its permission mode (and its owner, where the process may set it). `makeFolder`
 * creates the folder first if it is missing. A path that is not a regular file, or is one of
 * `inputs`, is refused before anything is written. On failure nothing is left behind and a
 * FileWriteError is thrown.
 */
export function writeFileAtomically(
  path: string,
  data: string | Uint8Array,
  options: WriteRules & { readonly makeFolder?: boolean } = {},
): void {
  const { target, stat: old } = checkRules(path, options, options.makeFolder === true);
  let fd: number | undefined;
  let temp: string | undefined;
  try {
    if (options.makeFolder === true) mkdirSync(dirname(target), { recursive: true });
    // Long names are cut so the temporary name stays under the usual 255-byte limit.
    const name = join(
      dirname(target),
      `.ttychess-tmp-${process.pid}-${randomUUID()}-${basename(target).slice(0, 150)}`,
    );
    // Created no more open than the old file, so a private file is never readable in between.
    fd = openSync(name, 'wx', old ? old.mode & 0o777 : 0o666);
    temp = name;
    writeFileSync(fd, data);
    if (old) {
      fchmodSync(fd, old.mode & 0o7777);
      if (old.uid !== process.getuid?.() || old.gid !== process.getgid?.()) {
        try {
          fchownSync(fd, old.uid, old.gid);
        } catch {
          // Only root may give a file away: the replaced file is then ours.
        }
      }
    }
    closeSync(fd);
    fd = undefined;
    // Looked at again just before the rename: a FIFO or device put there meanwhile is kept.
    const now = statIfAny(target);
    if (now && !now.isFile())
      throw new FileWriteError(path, `is not a regular file (${kindOf(now)})`, 'ENOTREG');
    renameSync(temp, target);
    temp = undefined;
  } catch (e) {
    throw writeFailure(path, e);
  } finally {
    if (fd !== undefined) closeQuietly(fd);
    if (temp !== undefined) removeQuietly(temp);
  }
}

/** How much of a file's start is read to see whether it is PGN. */
const PGN_HEAD_BYTES = 64 * 1024;
/** How far the head is read when no game ends in its first PGN_HEAD_BYTES. */
const PGN_LONG_HEAD_BYTES = 4 * 1024 * 1024;
/** How many of the head's games are played through on a board. */
const PGN_GAMES_REPLAYED = 16;
/** A blank line and then a tag: where a game starts. */
const GAME_START = /\n[ \t\r]*\n(?=\[)/g;

/** Up to `max` bytes from the start of the open file, read until its end (a /proc file says size 0). */
function readHead(fd: number, max: number): { bytes: Uint8Array; whole: boolean } {
  const bytes = new Uint8Array(max + 1);
  let got = 0;
  for (;;) {
    const n = readSync(fd, bytes, got, bytes.length - got, got);
    if (n === 0 || got + n >= bytes.length) {
      got += n;
      break;
    }
    got += n;
  }
  return { bytes: bytes.subarray(0, Math.min(got, max)), whole: got <= max };
}

/** Why the file open at `fd` is not something to append a PGN game to, or undefined if it is. */
function notPgn(fd: number): string | undefined {
  let head = readHead(fd, PGN_HEAD_BYTES);
  let text = decodeText(head.bytes);
  if (!head.whole && lastGameStart(text) === undefined) {
    head = readHead(fd, PGN_LONG_HEAD_BYTES);
    text = decodeText(head.bytes);
  }
  if (text.includes('\0')) return 'is a binary file, not PGN';
  if (text.trim() === '') return undefined;
  if (!head.whole) {
    const cut = lastGameStart(text);
    if (cut === undefined) return 'does not read as PGN (no game ends in its first 4 MB)';
    text = text.slice(0, cut);
  }
  const games = parsePgn(text);
  if (!games.ok) return `does not read as PGN (${games.error.message})`;
  if (games.value.length === 0) return 'does not read as PGN (it holds no game)';
  for (const game of games.value.slice(0, PGN_GAMES_REPLAYED)) {
    const played = replayPgnGame(game, X88);
    if (!played.ok) return `does not read as PGN (${played.error.message})`;
  }
  return undefined;
}

/** Where the last game starting after the first begins in `text`, or undefined if none does. */
function lastGameStart(text: string): number | undefined {
  let at: number | undefined;
  for (const m of text.matchAll(GAME_START)) at = m.index + m[0].length;
  return at;
}

/** The flags an append opens with: no waiting on a FIFO, and never truncating. */
const APPEND_FLAGS = constants.O_RDWR | constants.O_APPEND | constants.O_NONBLOCK;

/**
 * Whether a write to `path` would be refused, checked up front so a command can say so before
 * any work (games played, positions judged): the rules of every write (a regular file or none,
 * not an input, its folder there and writable), and for 'append-pgn' also that the file opens
 * for appending and reads as PGN. A replace with `makeFolder` lets a missing folder pass, as the
 * write will make it. Nothing is written or created. The FileWriteError, if refused.
 */
export function checkOutputFile(
  path: string,
  how: 'replace' | 'append-pgn',
  rules: WriteRules & { readonly makeFolder?: boolean } = {},
): FileWriteError | undefined {
  try {
    const { stat } = checkRules(path, rules, how === 'replace' && rules.makeFolder === true);
    if (how === 'replace' || stat === undefined) return undefined;
    const fd = openSync(path, APPEND_FLAGS);
    try {
      const why = notPgn(fd);
      return why === undefined ? undefined : new FileWriteError(path, why, 'ENOTPGN');
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return writeFailure(path, e);
  }
}

/**
 * Adds one game's PGN text at the end of the file at `path` (made if absent) and says whether the
 * file held anything before. It is one write to a file opened for appending (O_APPEND), so the
 * bytes already there are never re-written (whatever their encoding), a symbolic link and the
 * file's mode stay as they are, and runs appending to one file at once lose no game. The file
 * must be a regular file, not one of `inputs`, and empty or PGN (its head is read: notPgn);
 * otherwise nothing is written and a FileWriteError ("<path>: <reason>") is thrown.
 */
export function appendPgnFile(path: string, gameText: string, rules: WriteRules = {}): boolean {
  checkRules(path, rules);
  let fd: number | undefined;
  try {
    fd = openSync(path, APPEND_FLAGS | constants.O_CREAT, 0o666);
    const stat = fstatSync(fd);
    // Looked at again on the open file: a FIFO or a device would block or never keep the game.
    if (!stat.isFile()) throw new FileWriteError(path, `is not a regular file (${kindOf(stat)})`, 'ENOTREG');
    const why = notPgn(fd);
    if (why !== undefined) throw new FileWriteError(path, why, 'ENOTPGN');
    const size = stat.size;
    const tail = Buffer.alloc(Math.min(size, 4));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    const bytes = Buffer.from(separatorAfter(tail.toString('latin1')) + gameText, 'utf8');
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
    const open = fd;
    fd = undefined;
    closeSync(open);
    return size > 0;
  } catch (e) {
    throw writeFailure(path, e);
  } finally {
    if (fd !== undefined) closeQuietly(fd);
  }
}

/** What goes between a file ending in `tail` and the next game: nothing after a blank line. */
function separatorAfter(tail: string): string {
  if (tail === '' || /\n\r?\n$/.test(tail)) return '';
  return tail.endsWith('\n') ? '\n' : '\n\n';
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Already failing: the first error is the one to report.
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already failing: the first error is the one to report.
  }
}
