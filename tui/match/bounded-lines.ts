// The lines of a stream of text, each at most `maxChars` long. A program that sends a longer one
// (megabytes with no newline) is reported once and no longer read, instead of its text being
// gathered without end, as node's readline would until the string grows past what V8 allows and
// the process dies with a stack trace.
//
// A line ends at "\n" (a "\r" before it is dropped); text after the last newline is a line of its
// own when the stream ends. With `skip`, a line past the limit is dropped instead (its text up to
// the next newline is never gathered) and reading goes on: a protocol's input, where one bad line
// from a GUI must not end the session.

import type { Readable } from 'node:stream';

export interface LineHandlers {
  /** Each line, without its line end. */
  readonly line: (line: string) => void;
  /** When a line has grown past the limit: once, with no line after it; with `skip`, once per such line. */
  readonly tooLong: () => void;
}

export interface BoundedLineOptions {
  /** Drop each line past the limit and read on, rather than stop reading. */
  readonly skip?: boolean;
}

/** Reads `input` as UTF-8 lines of at most `maxChars` characters, handing each to `on.line`. */
export function readBoundedLines(
  input: Readable,
  maxChars: number,
  on: LineHandlers,
  options: BoundedLineOptions = {},
): void {
  let pending = '';
  let stopped = false;
  /** Skipping the rest of a line that is already too long (only with `skip`). */
  let skipping = false;
  /** A line past the limit; `complete` when its newline has been read already. */
  const tooLong = (complete: boolean) => {
    pending = '';
    if (options.skip === true) {
      skipping = !complete;
      on.tooLong();
      return;
    }
    stopped = true;
    input.off('data', onData);
    input.destroy();
    on.tooLong();
  };
  const give = (line: string) => on.line(line.endsWith('\r') ? line.slice(0, -1) : line);
  const onData = (chunk: string) => {
    let start = 0;
    for (let end = chunk.indexOf('\n'); end >= 0 && !stopped; end = chunk.indexOf('\n', start)) {
      const line = pending + chunk.slice(start, end);
      pending = '';
      start = end + 1;
      if (skipping) {
        skipping = false; // the newline that ends the dropped line
        continue;
      }
      if (line.length > maxChars) {
        tooLong(true);
        if (stopped) return;
        continue;
      }
      give(line);
    }
    if (stopped || skipping) return;
    pending += chunk.slice(start);
    if (pending.length > maxChars) tooLong(false);
  };
  input.setEncoding('utf8');
  input.on('data', onData);
  input.on('end', () => {
    if (!stopped && !skipping && pending !== '') give(pending);
    pending = '';
  });
}
