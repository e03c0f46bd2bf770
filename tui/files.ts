// File helpers for the commands and the teletype (and the import scripts, which re-export them):
// where the installed package is, how to replace a file without ever leaving a half-written one
// behind (engines/file-write.ts, shared with Zarkov's book and learn files), and how to add a
// game to a PGN file without touching the games already in it.

import { Buffer } from 'node:buffer';
import { closeSync, constants, existsSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileWriteError, writeFailure, writeFileAtomically } from '../engines/file-write.js';

export { FileWriteError, writeFailure } from '../engines/file-write.js';

/**
 * Writes a file by writing a temporary file beside it and renaming it into place; a symbolic link
 * is kept (its target is replaced) and so is an existing file's mode. Throws a FileWriteError
 * ("<path>: <reason>") and leaves no temporary file if it fails.
 */
export function writeAtomically(path: string, text: string): void {
  writeFileAtomically(path, text);
}

/**
 * Adds one game's PGN text at the end of the file at `path` (made if absent) and says whether the
 * file held anything before. It is one write to a file opened for appending (O_APPEND), so the
 * bytes already there are never re-read or re-written (whatever their encoding), a symbolic link
 * and the file's mode stay as they are, and runs appending to one file at once lose no game.
 * Only the last bytes are read, to start the game after a blank line. Throws a FileWriteError
 * ("<path>: <reason>") if it cannot.
 */
export function appendPgn(path: string, gameText: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(
      path,
      constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK,
      0o666,
    );
    const stat = fstatSync(fd);
    // A FIFO or a device would block the write or never keep the game: only a regular file.
    if (!stat.isFile()) throw new FileWriteError(path, 'is not a regular file');
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
    if (fd !== undefined) closeSync(fd);
    throw writeFailure(path, e);
  }
}

/** What goes between a file ending in `tail` and the next game: nothing after a blank line. */
function separatorAfter(tail: string): string {
  if (tail === '' || /\n\r?\n$/.test(tail)) return '';
  return tail.endsWith('\n') ? '\n' : '\n\n';
}

/** The package root: the nearest folder at or above `from` that holds package.json. */
export function packageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
