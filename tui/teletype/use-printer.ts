// The printing pace: the paper's lines go through baud.ts's PrintQueue and come out a character
// at a time, at the chosen baud rate, on a timer. The hook hands back the lines printed so far
// (for ink's <Static>) and the part of the line being typed (drawn live under them). A key
// finishes the line being typed at once (finishLine); Enter finishes everything waiting
// (finishAll). At --baud 0 every line is printed as soon as it arrives; the opening banner and
// menu are printed at once at any rate.

import { useCallback, useEffect, useRef, useState } from 'react';
import { charsPerSecond, PrintQueue } from './baud.js';
import type { PaperLine } from './paper.js';

interface PrinterView {
  readonly printed: readonly PaperLine[];
  readonly held: readonly PaperLine[];
  readonly partial: string;
}

export interface Printer {
  /** The lines fully printed. */
  readonly printed: readonly PaperLine[];
  /**
   * Blank lines printed after them, drawn live until a line with text follows (ink's <Static>
   * ignores an update made of blank lines only).
   */
  readonly blanks: number;
  /** The line being typed, as far as it has got ('' when none). */
  readonly partial: string;
  /** Nothing left to print. */
  readonly idle: boolean;
  /** Whether everything has been printed, read now (not as of the last render). */
  isIdle(): boolean;
  finishLine(): void;
  finishAll(): void;
}

/** Paces `paper` (which only grows) at `baud`; `now` is the clock (tests may inject one). */
export function usePrinter(
  paper: readonly PaperLine[],
  baud: number,
  now: () => number = () => performance.now(),
): Printer {
  const queue = useRef<PrintQueue | undefined>(undefined);
  queue.current ??= new PrintQueue(charsPerSecond(baud));
  const pushed = useRef(0);
  const latestLength = useRef(paper.length);
  latestLength.current = paper.length;
  const [view, setView] = useState<PrinterView>({ printed: [], held: [], partial: '' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clock = useRef(now);
  clock.current = now;

  const tick = useCallback(() => {
    const q = queue.current!;
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    const t = clock.current();
    const { done, partial } = q.advance(t);
    setView((v) => {
      if (done.length === 0 && partial === v.partial) return v;
      const start = v.printed.length + v.held.length;
      const lines = [...v.held, ...done.map((text, i) => ({ id: start + i, text }))];
      // ink drops a print of blank lines only: they wait for the next line with text on it.
      if (lines.every((l) => l.text === '')) return { printed: v.printed, held: lines, partial };
      return { printed: [...v.printed, ...lines], held: [], partial };
    });
    const next = q.nextChangeMs();
    if (next !== undefined) timer.current = setTimeout(tick, Math.max(0, next - t));
  }, []);

  useEffect(() => {
    if (paper.length <= pushed.current) return;
    const opening = pushed.current === 0;
    queue.current!.push(
      paper.slice(pushed.current).map((l) => l.text),
      clock.current(),
    );
    // The banner and the menu are on the paper when the session opens (a teletype's paper
    // comes out of the machine with its header typed): paced, they kept a user waiting seconds.
    if (opening) queue.current!.finishAll();
    pushed.current = paper.length;
    tick();
  }, [paper, tick]);

  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );

  const finishLine = useCallback(() => {
    queue.current!.finishLine(clock.current());
    tick();
  }, [tick]);
  const finishAll = useCallback(() => {
    queue.current!.finishAll(clock.current());
    tick();
  }, [tick]);

  const idle = view.printed.length + view.held.length === paper.length;
  const isIdle = useCallback(() => queue.current!.idle() && pushed.current === latestLength.current, []);
  return {
    printed: view.printed,
    blanks: view.held.length,
    partial: view.partial,
    idle,
    isIdle,
    finishLine,
    finishAll,
  };
}
