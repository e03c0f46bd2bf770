// What the UCI and XBoard sessions share: input lines handled one at a time, in order, each to
// completion (a search runs on its own, so the next line need not wait for it); `quit` or the
// end of input ends the session after the lines before it, and later lines are ignored.

import { epochNow } from '../engine-host/protocol.js';

export abstract class LineSession {
  private chain: Promise<void> = Promise.resolve();
  private ended = false;
  private markFinished!: () => void;
  /** Resolves once `quit` (or the end of input) has been handled. */
  readonly finished: Promise<void>;

  constructor() {
    this.finished = new Promise((resolve) => (this.markFinished = resolve));
  }

  /** Takes one input line; it is handled after every line before it. */
  receive(line: string): void {
    if (this.ended) return;
    const at = epochNow();
    if (this.isQuit(line)) this.ended = true;
    this.enqueue(() => this.handleLine(line, at));
  }

  /** The end of input: handled like `quit` after the lines before it. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.enqueue(() => this.quit());
  }

  /** Resolves when every line received so far has been handled. */
  idle(): Promise<void> {
    return this.chain;
  }

  /** Runs `step` after every step queued before it; a throw is an internal error, and the next line goes on. */
  private enqueue(step: () => Promise<void>): void {
    this.chain = this.chain.then(step).catch((e: unknown) => this.internalError(e));
  }

  /** Marks the session finished (the end of `quit`). */
  protected finish(): void {
    this.markFinished();
  }

  /** Whether the line is `quit` (nothing after it is read). */
  protected abstract isQuit(line: string): boolean;
  /** Handles one line, which arrived at `at` (epochNow). */
  protected abstract handleLine(line: string, at: number): Promise<void>;
  /** Ends the session: stops a search, then finish(). */
  protected abstract quit(): Promise<void>;
  /** A bug, not bad input: said as the protocol says errors. */
  protected abstract internalError(e: unknown): void;
}
