// Reading a file the user named, for every layer that reads one (Zarkov's book and learn table,
// GNU Chess's book here in engines/; PGN, EPD and openings files in tui/). It lives in engines/,
// the lowest layer allowed to do I/O, beside file-write.ts.
//
// A name given by a user may be anything: a folder, /dev/zero (endless), a FIFO (blocks until
// someone writes to it), a 10 GB log. So a file is read only when it is a regular file of at most
// `maxBytes`; everything else is refused with one line, at once:
//
//   open O_RDONLY | O_NONBLOCK    a FIFO opens at once instead of waiting for a writer
//   fstat the open descriptor     not a regular file, or larger than maxBytes: refused
//   read exactly size bytes       a file that grows while read is cut at the size seen
//
// Nothing here throws: the result is the bytes or "<reason>" (the caller names the file).

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { err, ok, type Result } from '../core/result.js';
import { decodeText, utf16Of, type Utf16 } from '../core/text.js';
import { errorWords } from './error-words.js';

/** The largest text file (PGN, EPD, GNU book) read: 64 MB, some 500,000 games. */
export const MAX_TEXT_BYTES = 64 * 1024 * 1024;

/** Why a file could not be read, in words; the Node code is kept for callers that test it. */
export interface ReadFailure {
  readonly reason: string;
  readonly code?: string | undefined;
}

/** Megabytes, for messages. */
function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * The bytes of the regular file at `path` if it holds at most `maxBytes`; otherwise why not
 * (a folder, a device or FIFO, too large, missing, unreadable). Never blocks on a FIFO or a
 * device and never reads more than `maxBytes`.
 */
export function readRegularFile(
  path: string,
  maxBytes: number = MAX_TEXT_BYTES,
): Result<Uint8Array, ReadFailure> {
  if (path === '') return err({ reason: 'no file name given' });
  if (path.includes('\0')) return err({ reason: 'the name holds a NUL character' });
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return err({ reason: 'is a folder, not a file', code: 'EISDIR' });
    if (!stat.isFile()) return err({ reason: `is not a regular file (${kindOf(stat)})`, code: 'ENOTREG' });
    if (stat.size > maxBytes)
      return err({
        reason: `is too large (${megabytes(stat.size)}; at most ${megabytes(maxBytes)})`,
        code: 'EFBIG',
      });
    const bytes = new Uint8Array(stat.size);
    let got = 0;
    while (got < bytes.length) {
      const n = readSync(fd, bytes, got, bytes.length - got, got);
      if (n === 0) break;
      got += n;
    }
    return ok(got === bytes.length ? bytes : bytes.subarray(0, got));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException | undefined)?.code;
    return err({ reason: code !== undefined ? errorWords(code, 'read') : String(e), code });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** What kind of file a non-regular one is, for messages (file-write.ts says it the same way). */
export function kindOf(stat: {
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}): string {
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  return 'not a file';
}

/**
 * The text of the regular file at `path` (UTF-8, else Latin-1: core/text.ts), or why not. A
 * UTF-16 file (as some Windows programs save PGN) is refused, naming its encoding and how to
 * convert it, instead of being read as Latin-1 with a NUL between letters.
 */
export function readTextFile(path: string, maxBytes: number = MAX_TEXT_BYTES): Result<string, ReadFailure> {
  const bytes = readRegularFile(path, maxBytes);
  if (!bytes.ok) return bytes;
  const utf16 = utf16Of(bytes.value);
  if (utf16 !== undefined) return err({ reason: utf16Words(utf16), code: 'EUTF16' });
  return ok(decodeText(bytes.value));
}

/** Why a UTF-16 file is not read, and the command that converts it. */
export function utf16Words(encoding: Utf16): string {
  const order = encoding === 'UTF-16LE' ? 'little-endian' : 'big-endian';
  return `is ${encoding} text (${order}), which ttychess does not read: convert it to UTF-8 first, as with iconv -f UTF-16 -t UTF-8 < old.pgn > new.pgn`;
}
