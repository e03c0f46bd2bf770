// The binary container of Zarkov's two data files, the opening book (book.ts) and the learn
// table (learn.ts): a fixed 32-byte header, then fixed-size entries. All numbers little-endian.
//
//   offset  size  field
//        0     8  magic: "ZARKBOOK" or "ZARKLERN" (ASCII)
//        8     2  format version (1)
//       10     2  bytes per entry (12 for the book, 16 for the learn table)
//       12     4  number of entries
//       16     4  checksum: 32-bit FNV-1a over the entry bytes
//       20     4  key check, low half: the Zobrist key of the initial position (core/zobrist.ts)
//       24     4  key check, high half
//       28     4  reserved, 0
//       32     .  entries
//
// Entries hold positions by their 64-bit Zobrist keys, so a file is only meaningful with the
// keys it was built with: the key check refuses a file from a build whose keys differ. Reading
// never throws: every way a file can be wrong is a one-line message (truncated, trailing bytes,
// wrong magic, version or entry size, checksum mismatch, other keys).

import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { err, ok, type Result } from '../../core/result.js';
import { writeFileAtomically, type WriteRules } from '../file-write.js';

export const HEADER_BYTES = 32;
export const FORMAT_VERSION = 1;

/** What a file of one kind must look like. */
export interface FileKind {
  /** Eight ASCII characters. */
  readonly magic: string;
  readonly entryBytes: number;
  /** How messages name the kind ("book", "learn table"). */
  readonly noun: string;
}

/** 32-bit FNV-1a of a byte range. */
export function fnv1a(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The Zobrist key of the initial position, [lo, hi]: what the key check compares. */
export function startKey(): [number, number] {
  const b = boardFromFen(START_FEN, X88);
  if (!b.ok) throw new Error(b.error.message);
  return [b.value.hashLo, b.value.hashHi];
}

/** A file of `kind` around `count` entries already written into `body` (count * entryBytes bytes). */
export function encodeFile(kind: FileKind, count: number, body: Uint8Array): Uint8Array {
  if (body.length !== count * kind.entryBytes) throw new Error('entry bytes do not match the count');
  const out = new Uint8Array(HEADER_BYTES + body.length);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) out[i] = kind.magic.charCodeAt(i);
  view.setUint16(8, FORMAT_VERSION, true);
  view.setUint16(10, kind.entryBytes, true);
  view.setUint32(12, count, true);
  view.setUint32(16, fnv1a(body), true);
  const [lo, hi] = startKey();
  view.setInt32(20, lo, true);
  view.setInt32(24, hi, true);
  out.set(body, HEADER_BYTES);
  return out;
}

/** The checked entries of a file of `kind`: a view of the whole file and the entry count. */
export function decodeFile(
  kind: FileKind,
  bytes: Uint8Array,
): Result<{ view: DataView; count: number }, string> {
  if (bytes.length < HEADER_BYTES)
    return err(`truncated: ${bytes.length} bytes, shorter than the ${HEADER_BYTES}-byte header`);
  for (let i = 0; i < 8; i++)
    if (bytes[i] !== kind.magic.charCodeAt(i))
      return err(`not a Zarkov ${kind.noun} (no '${kind.magic}' at the start)`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(8, true);
  if (version !== FORMAT_VERSION)
    return err(`format version ${version} is not supported (this build reads version ${FORMAT_VERSION})`);
  const size = view.getUint16(10, true);
  if (size !== kind.entryBytes) return err(`entries of ${size} bytes (expected ${kind.entryBytes})`);
  const count = view.getUint32(12, true);
  const expected = HEADER_BYTES + count * size;
  if (bytes.length < expected)
    return err(
      `truncated: the header promises ${count} entries (${expected} bytes) but the file has ${bytes.length}`,
    );
  if (bytes.length > expected)
    return err(`${bytes.length - expected} stray bytes after the last of ${count} entries`);
  if (fnv1a(bytes, HEADER_BYTES, expected) !== view.getUint32(16, true))
    return err('checksum mismatch: the entries are corrupt');
  const [lo, hi] = startKey();
  if (view.getInt32(20, true) !== lo || view.getInt32(24, true) !== hi)
    return err('made with other position keys (a different build): rebuild it');
  return ok({ view, count });
}

/**
 * Writes `bytes` to `path` atomically (engines/file-write.ts: a temporary file renamed into place,
 * links and permissions kept; a non-regular file or one of `rules.inputs` refused), creating the
 * folder if missing, so a reader never sees half a file. Throws a FileWriteError
 * ("<path>: <reason>", with the Node code) if it cannot.
 */
export function writeBytesAtomically(path: string, bytes: Uint8Array, rules: WriteRules = {}): void {
  writeFileAtomically(path, bytes, { ...rules, makeFolder: true });
}
