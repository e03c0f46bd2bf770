// The lines of a stream of text, each at most `maxChars` long. A program that sends a longer one
// (megabytes with no newline) is reported once and no longer read, instead of its text being
// gathered without end, as node's readline would until the string grows past what V8 allows and
// the process dies with a stack trace.
//
// A line ends at "\n" (a "\r" before it is dropped); text after the last newline is a line of its
// own when the stream ends.

import type { Readable } from 'node:stream';

export interface LineHandlers {
  /** Each line, without its line end. */
  readonly line: (line: string) => void;
  /** Once, when a line has grown past the limit; no line is given after it. */
  readonly tooLong: () => void;
}

/** Reads `input` as UTF-8 lines of at most `maxChars` characters, handing each to `on.line`. */
export function readBoundedLines(input: Readable, maxChars: number, on: LineHandlers): void {
  let pending = '';
  let stopped = false;
  const stop = () => {
    stopped = true;
    pending = '';
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
      if (line.length > maxChars) return stop();
      give(line);
    }
    if (stopped) return;
    pending += chunk.slice(start);
    if (pending.length > maxChars) stop();
  };
  input.setEncoding('utf8');
  input.on('data', onData);
  input.on('end', () => {
    if (!stopped && pending !== '') give(pending);
    pending = '';
  });
}
