// Zarkov's learn table (seed part 5): positions whose score changed a lot between a shallow
// (2-ply) search and the deeper final search, kept in a file, loaded at the start of each game,
// and consulted by the search like a transposition table, so the program "remembers" what it
// found the hard way, but only in exactly the same position.
//
// When: after each search of the engine (not a book move) whose 2-ply iteration and a final
// iteration of at least LEARN_MIN_DEPTH plies both finished, if the two root scores differ by
// more than LEARN_THRESHOLD centipawns, the root position is stored with the final score and
// depth (replacing what was learned there before) and the file is rewritten at once, atomically.
//
// How it is used: at every interior node the search looks the position up before the
// transposition table; a learned entry whose depth is at least the node's remaining depth
// decides the node with its score (an exact score, mates made relative to the node as in the
// transposition table). So a learned position seen again one ply below the root of a later
// search (depth - 1 plies to go) answers with the deeper earlier result.
//
// The file (files.ts container, magic "ZARKLERN", 16 bytes an entry, sorted by key):
//
//   offset  size  field
//        0     4  Zobrist key, low half (signed 32-bit)
//        4     4  Zobrist key, high half
//        8     4  score, centipawns, from the side to move's view (mates as in search.ts)
//       12     2  depth of the search that found it
//       14     2  reserved, 0
//
// At most LEARN_CAPACITY positions (128 KB); once full, new positions are not added (entries
// already there are still updated). Where: the LearnFile option, else
// $XDG_DATA_HOME/ttychess/zarkov.learn, else ~/.local/share/ttychess/zarkov.learn. A missing file
// is an empty table; a corrupt or truncated one is reported in one line and ignored.

import { homedir } from 'node:os';
import { join } from 'node:path';
import { err, ok, type Result } from '../../core/result.js';
import { readRegularFile } from '../file-read.js';
import { writeFailure } from '../file-write.js';
import { fromStoredScore } from '../hash-table.js';
import { decodeFile, encodeFile, HEADER_BYTES, writeBytesAtomically, type FileKind } from './files.js';

/** A position is learned when its final score differs from its 2-ply score by more than this. */
export const LEARN_THRESHOLD = 100;
/** ...and the final search went at least this deep (so it is really deeper than 2 plies). */
export const LEARN_MIN_DEPTH = 4;
/** The most positions a learn table holds. */
export const LEARN_CAPACITY = 8192;
/** Scores beyond this in a file are corrupt (search.ts mates are below 32000). */
const MAX_SCORE = 32000;

export const LEARN_FILE: FileKind = { magic: 'ZARKLERN', entryBytes: 16, noun: 'learn table' };

const SLOTS = LEARN_CAPACITY * 2;

/** Learned positions in an open-addressing table of typed arrays (no objects per probe). */
export class LearnTable {
  private readonly keyLo = new Int32Array(SLOTS);
  private readonly keyHi = new Int32Array(SLOTS);
  private readonly scores = new Int32Array(SLOTS);
  private readonly depths = new Int16Array(SLOTS);
  private readonly used = new Uint8Array(SLOTS);
  size = 0;

  /** The slot holding this position, or -1. */
  find(lo: number, hi: number): number {
    for (let i = lo & (SLOTS - 1); this.used[i]; i = (i + 1) & (SLOTS - 1))
      if (this.keyLo[i] === lo && this.keyHi[i] === hi) return i;
    return -1;
  }

  depth(i: number): number {
    return this.depths[i]!;
  }

  /** The learned score made relative to the root of a search in which the position is `ply` deep. */
  score(i: number, ply: number, mateBound: number): number {
    return fromStoredScore(this.scores[i]!, ply, mateBound);
  }

  /**
   * Learns (or relearns) a position's score, from its side to move's view, at the root of a
   * search of `depth` plies; false when the table is full and the position new.
   */
  put(lo: number, hi: number, score: number, depth: number): boolean {
    let i = lo & (SLOTS - 1);
    for (; this.used[i]; i = (i + 1) & (SLOTS - 1)) if (this.keyLo[i] === lo && this.keyHi[i] === hi) break;
    if (!this.used[i]) {
      if (this.size >= LEARN_CAPACITY) return false;
      this.used[i] = 1;
      this.keyLo[i] = lo;
      this.keyHi[i] = hi;
      this.size++;
    }
    this.scores[i] = score;
    this.depths[i] = depth;
    return true;
  }

  /** The file bytes: entries sorted by key (high half, then low, unsigned), so output is stable. */
  toBytes(): Uint8Array {
    const at: number[] = [];
    for (let i = 0; i < SLOTS; i++) if (this.used[i]) at.push(i);
    at.sort(
      (x, y) =>
        (this.keyHi[x]! >>> 0) - (this.keyHi[y]! >>> 0) || (this.keyLo[x]! >>> 0) - (this.keyLo[y]! >>> 0),
    );
    const body = new Uint8Array(at.length * LEARN_FILE.entryBytes);
    const view = new DataView(body.buffer);
    for (const [k, i] of at.entries()) {
      const o = k * LEARN_FILE.entryBytes;
      view.setInt32(o, this.keyLo[i]!, true);
      view.setInt32(o + 4, this.keyHi[i]!, true);
      view.setInt32(o + 8, this.scores[i]!, true);
      view.setUint16(o + 12, this.depths[i]!, true);
    }
    return encodeFile(LEARN_FILE, at.length, body);
  }

  /** A table from file bytes, or what is wrong with them (one line). */
  static fromBytes(bytes: Uint8Array): Result<LearnTable, string> {
    const file = decodeFile(LEARN_FILE, bytes);
    if (!file.ok) return file;
    const { view, count } = file.value;
    if (count > LEARN_CAPACITY) return err(`${count} entries, more than the ${LEARN_CAPACITY} a table holds`);
    const table = new LearnTable();
    for (let k = 0; k < count; k++) {
      const o = HEADER_BYTES + k * LEARN_FILE.entryBytes;
      const score = view.getInt32(o + 8, true);
      const depth = view.getUint16(o + 12, true);
      if (Math.abs(score) > MAX_SCORE || depth < 1 || depth > 255)
        return err(`entry ${k + 1} is corrupt (score ${score}, depth ${depth})`);
      table.put(view.getInt32(o, true), view.getInt32(o + 4, true), score, depth);
    }
    return ok(table);
  }
}

/** Where the learn table lives by default: $XDG_DATA_HOME/ttychess, else ~/.local/share/ttychess. */
export function defaultLearnPath(
  env: Readonly<Record<string, string | undefined>> = process.env,
  home: string = homedir(),
): string {
  const data = env.XDG_DATA_HOME;
  const base = data !== undefined && data !== '' ? data : join(home, '.local', 'share');
  return join(base, 'ttychess', 'zarkov.learn');
}

/**
 * A learn table and, when the file could not be used, the one line that says why. A file that
 * is there but could not be used is never written over (it may be someone's data, or a table
 * from another build): `writable` is false and what is learned stays in memory.
 */
export interface LoadedLearn {
  readonly table: LearnTable;
  readonly writable: boolean;
  readonly warning?: string;
}

/** What the warning about an unusable learn file ends with: what the engine does about it. */
export const LEARN_IGNORED = 'not used, and not written over: learning in memory only';

/** Reads the learn file at `path`: a missing file is an empty table; a bad one is an empty table and a warning. */
export function loadLearnFile(path: string): LoadedLearn {
  const bytes = readRegularFile(path, HEADER_BYTES + LEARN_CAPACITY * LEARN_FILE.entryBytes);
  if (!bytes.ok) {
    if (bytes.error.code === 'ENOENT') return { table: new LearnTable(), writable: true };
    return unusable(path, bytes.error.reason);
  }
  const table = LearnTable.fromBytes(bytes.value);
  if (!table.ok) return unusable(path, table.error);
  return { table: table.value, writable: true };
}

function unusable(path: string, why: string): LoadedLearn {
  return {
    table: new LearnTable(),
    writable: false,
    warning: `learn file '${path}': ${why}; ${LEARN_IGNORED}`,
  };
}

/**
 * Writes the table to `path` atomically, never over one of `inputs` (the engine's book file);
 * the one-line complaint if that failed.
 */
export function saveLearnFile(
  path: string,
  table: LearnTable,
  inputs: readonly string[] = [],
): string | undefined {
  try {
    writeBytesAtomically(path, table.toBytes(), { inputs });
    return undefined;
  } catch (e) {
    return `learn file '${path}': not written (${writeFailure(path, e).reason}): learning in memory only`;
  }
}
