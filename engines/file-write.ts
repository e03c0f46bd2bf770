// Replacing a file without ever leaving half of it behind, for every layer that writes files
// (Zarkov's book and learn table here in engines/, PGN and fixtures in tui/ and scripts/). It lives
// in engines/, the lowest layer allowed to do I/O: core/ does none.
//
//   path ──(symlink? follow it)──> target          the link stays; its target is replaced
//   write .ttychess-tmp-<pid>-<uuid>-<name> beside the target, with the target's mode
//   rename it over the target                      readers see the old file or the new, never half
//   on any failure: remove the temporary file, throw a FileWriteError "<path>: <reason>"

import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  fchownSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { errorMessage } from '../core/result.js';

/** A write that failed: the message is one line, "<path>: <reason>", with the path as given. */
export class FileWriteError extends Error {
  override readonly name = 'FileWriteError';
  constructor(
    readonly path: string,
    readonly reason: string,
    /** The Node error code ("EISDIR"), when there was one. */
    readonly code?: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/** What the common error codes mean, in words. */
const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'is a folder',
  ENOENT: 'no such folder',
  ENOTDIR: 'part of the path is not a folder',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'name too long',
  ELOOP: 'too many symbolic links',
  EBUSY: 'busy',
};

/** The one-line FileWriteError for a failure `e` while writing `path` (never naming a temporary file). */
export function writeFailure(path: string, e: unknown): FileWriteError {
  if (e instanceof FileWriteError) return e;
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined) return new FileWriteError(path, REASONS[code] ?? code, code);
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
  throw new FileWriteError(path, REASONS['ELOOP']!, 'ELOOP');
}

/** The stats of `path`, or undefined if there is nothing there. */
function statIfAny(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/**
 * Replaces the file at `path` with `data` atomically: a temporary file beside the target, then a
 * rename. A symbolic link at `path` is kept and the file it points to is replaced; an existing
 * file keeps its permission mode (and its owner, where the process may set it). `makeFolder`
 * creates the folder first if it is missing. On failure nothing is left behind and a
 * FileWriteError is thrown.
 */
export function writeFileAtomically(
  path: string,
  data: string | Uint8Array,
  options: { readonly makeFolder?: boolean } = {},
): void {
  let fd: number | undefined;
  let temp: string | undefined;
  try {
    if (options.makeFolder === true) mkdirSync(dirname(path), { recursive: true });
    const target = writeTarget(path);
    const old = statIfAny(target);
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
    renameSync(temp, target);
    temp = undefined;
  } catch (e) {
    throw writeFailure(path, e);
  } finally {
    if (fd !== undefined) closeQuietly(fd);
    if (temp !== undefined) removeQuietly(temp);
  }
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
