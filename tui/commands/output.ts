// What a command produces: lines for stdout and stderr and an exit status. Commands return it
// from their runX(args) function so tests can check it without a process; the yargs handler
// hands it to emit(). A command that prints as it goes (analyze) writes its lines through
// printTo() and returns the rest.
//
// Every error line is made by oneLine(): whitespace collapsed, control characters escaped and
// over-long input clipped, so a bad FEN, a binary file or a 100 KB line of EPD still comes back
// as one readable line. A stdout that cannot be written (a full disk, a closed pipe) is handled
// once for the whole binary by handleWriteErrors().

import type { Writable } from 'node:stream';
import { visible, visibleChar } from '../../core/visible.js';
import { errorWords } from '../../engines/error-words.js';

/** Exit status for bad flags or bad input (the conventional "usage" status). */
export const EXIT_USAGE = 2;

/** Exit status when the output cannot be written (a full disk, an I/O error). */
export const EXIT_WRITE_FAILED = 1;

export interface CommandOutput {
  readonly stdout: readonly string[];
  readonly stderr: readonly string[];
  readonly code: number;
}

/** Output of a command that succeeded. */
export function success(stdout: readonly string[]): CommandOutput {
  return { stdout, stderr: [], code: 0 };
}

/** Output of a command given bad input: one line on stderr, `ttychess: <what was wrong>`. */
export function usageError(what: string): CommandOutput {
  return { stdout: [], stderr: [`ttychess: ${oneLine(what)}`], code: EXIT_USAGE };
}

/** The most characters of quoted input ('...') an error line repeats, the ellipsis included. */
export const MAX_QUOTED = 80;

/** The most characters of one error line; a longer one keeps its start and its end. */
export const MAX_LINE = 400;

const ELLIPSIS = '...';

/** The characters of `text` (code points, never half a surrogate pair), each made visible. */
function units(text: string): string[] {
  return Array.from(text, visibleChar);
}

/** How many characters a unit shows: 1, or the length of its escape. */
function width(unit: string): number {
  return unit.length > 2 ? unit.length : 1;
}

/** The units of `parts` from its start (or its end) that fit in `max` characters. */
function fit(parts: readonly string[], max: number, fromEnd = false): string[] {
  const order = fromEnd ? [...parts].reverse() : parts;
  const kept: string[] = [];
  let used = 0;
  for (const unit of order) {
    used += width(unit);
    if (used > max) break;
    kept.push(unit);
  }
  return fromEnd ? kept.reverse() : kept;
}

/** The characters of `parts`. */
function widthOf(parts: readonly string[]): number {
  return parts.reduce((sum, unit) => sum + width(unit), 0);
}

/** `parts` cut to `max` characters, the ellipsis taking the place of the end. */
function clip(parts: readonly string[], max: number): readonly string[] {
  return widthOf(parts) <= max ? parts : [...fit(parts, max - ELLIPSIS.length), ELLIPSIS];
}

/**
 * A message as one readable line: whitespace (newlines included) collapsed to single spaces,
 * control characters escaped (ESC becomes `\x1b`), each quoted piece of input ('...') clipped to
 * MAX_QUOTED characters and the whole line to MAX_LINE (its start and end kept). Messages quote
 * what the user typed in single quotes; other wording is left as it is.
 */
export function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  // One by one, not spread into push(): a megabyte of input would overflow the stack.
  const add = (parts: readonly string[]) => {
    for (const part of parts) out.push(part);
  };
  let at = 0;
  for (const m of flat.matchAll(/'([^']*)'/g)) {
    add(units(flat.slice(at, m.index)));
    add(["'", ...clip(units(m[1]!), MAX_QUOTED), "'"]);
    at = m.index + m[0].length;
  }
  add(units(flat.slice(at)));
  if (widthOf(out) <= MAX_LINE) return out.join('');
  const tail = Math.floor(MAX_LINE / 4);
  const head = MAX_LINE - tail - ELLIPSIS.length;
  return [...fit(out, head), ELLIPSIS, ...fit(out, tail, true)].join('');
}

/**
 * Input repeated back in a reply (a protocol's `Error (...): <command>`): whitespace collapsed,
 * control characters escaped and at most `max` characters, the ellipsis included, so a megabyte
 * line or a terminal escape comes back short and harmless.
 */
export function clipInput(text: string, max = MAX_QUOTED): string {
  // Only the start can be shown: escape no more than that (an escape is at most 6 characters).
  const start = text.length > max * 6 ? text.slice(0, max * 6) : text;
  const parts = clip(units(start.replace(/\s+/g, ' ').trim()), max);
  return start === text || parts.at(-1) === ELLIPSIS ? parts.join('') : `${parts.join('')}${ELLIPSIS}`;
}

/** The process's output streams and exit status, as emit() uses them; tests pass fakes. */
export interface StdIO {
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** The status the process will end with (process.exitCode); setting it ends nothing. */
  exitCode: number | undefined;
  /** Ends the process now (process.exit). */
  exit(code: number): void;
}

/** The process's own streams and status. */
export const PROCESS_IO: StdIO = {
  stdout: process.stdout,
  stderr: process.stderr,
  get exitCode() {
    const code = process.exitCode;
    return code === undefined ? undefined : Number(code);
  },
  set exitCode(code: number | undefined) {
    process.exitCode = code;
  },
  exit: (code) => process.exit(code),
};

/**
 * Handles write errors on `io`'s streams the Unix way instead of as an unhandled 'error' event
 * (a stack trace): stdout closed by its reader (EPIPE, `ttychess ... | head -1`) ends the process
 * quietly with the status so far; any other failure (ENOSPC on a full disk, EIO) prints
 * `ttychess: cannot write to standard output: no space left on the device (the disk is full)` on stderr and exits with
 * EXIT_WRITE_FAILED. A failure on stderr itself cannot be reported and is ignored. The binary
 * calls it once, on PROCESS_IO, before it runs a command.
 */
export function handleWriteErrors(io: StdIO): void {
  io.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') return io.exit(io.exitCode ?? 0);
    const why = e.code !== undefined ? errorWords(e.code, 'write') : oneLine(e.message);
    io.stderr.write(`ttychess: cannot write to standard output: ${why}\n`);
    io.exit(EXIT_WRITE_FAILED);
  });
  io.stderr.on('error', () => undefined);
}

/** Prints one line of output at once (a command that prints as it goes). */
export type Print = (line: string) => void;

/** A Print to `io`'s stdout, control characters made visible (core/visible.ts). */
export function printTo(io: StdIO = PROCESS_IO): Print {
  return (line) => void io.stdout.write(visible(line) + '\n');
}

/**
 * Writes a command's output to the streams and sets the exit status. Every line passes
 * visible() (core/visible.ts): a command's lines quote file contents, file names and engines'
 * words, and none of them may drive the terminal.
 */
export function emit(out: CommandOutput, io: StdIO = PROCESS_IO): void {
  if (out.stdout.length > 0) io.stdout.write(visible(out.stdout.join('\n')) + '\n');
  if (out.stderr.length > 0) io.stderr.write(visible(out.stderr.join('\n')) + '\n');
  io.exitCode = out.code;
}
