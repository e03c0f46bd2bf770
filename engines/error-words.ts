// The system's error codes in words: the one place a failed read or write of a file (or of
// standard output) is turned into the few words a message gives after the file's name, so that
// `out.pgn: EFBIG` reads `out.pgn: the file would pass its size limit (set by the file system
// or by ulimit -f)` wherever it happens. No apostrophes: the teletype reads '...' as a quote. Reading and writing differ only where the same code means
// something else to the user (ENOENT: the file is missing, or the folder to write it in is).

/** Whether the failure came reading a file or writing one. */
export type FileAction = 'read' | 'write';

/** What each code means, the same whether reading or writing. */
const WORDS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'part of the path is not a folder',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device (the disk is full)',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file would pass its size limit (set by the file system or by ulimit -f)',
  ENAMETOOLONG: 'name too long',
  ELOOP: 'too many symbolic links',
  EBUSY: 'busy',
  ETXTBSY: 'busy (a program running from it)',
  EIO: 'input/output error (the disk or the connection to it failed)',
  EMFILE: 'too many files open in this program',
  ENFILE: 'too many files open on the system',
  ENOMEM: 'out of memory',
  ENXIO: 'no such device',
  EAGAIN: 'not ready; try again',
  EPIPE: 'the reader has gone (broken pipe)',
  ESTALE: 'stale network file handle',
};

/** The codes whose words depend on the action. */
const BY_ACTION: Readonly<Record<FileAction, Readonly<Record<string, string>>>> = {
  read: { ENOENT: 'no such file', EISDIR: 'is a folder, not a file' },
  write: { ENOENT: 'no such folder', EISDIR: 'is a folder' },
};

/** The codes worded above, for the tests. */
export const WORDED_CODES: readonly string[] = [...Object.keys(WORDS), ...Object.keys(BY_ACTION.read)];

/** A system error code in words; an unknown code is named as one (`system error EXYZ`). */
export function errorWords(code: string, action: FileAction): string {
  return BY_ACTION[action][code] ?? WORDS[code] ?? `system error ${code}`;
}
