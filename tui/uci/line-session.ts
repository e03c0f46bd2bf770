// What the UCI and XBoard sessions share: input lines handled one at a time, in order, each to
// completion (a search runs on its own, so the next line need not wait for it); `quit` or the
// end of input ends the session after the lines before it, and later lines are ignored.
//
// Work the session starts itself (XBoard's ponder search after its move) goes through the same
// chain, after the lines received so far, so no command ever meets it half started. And `quit`
// (or the end of input) always ends the session: if the lines before it have not all been
// handled QUIT_DEADLINE_MS after it arrived, the session is abandoned (abandon()) and finished.

import { epochNow } from '../engine-host/protocol.js';

/** How long the lines before `quit` (or the end of input) may take before the session ends anyway. */
export const QUIT_DEADLINE_MS = 5000;

export abstract class LineSession {
  private chain: Promise<void> = Promise.resolve();
  private ended = false;
  private done = false;
  private markFinished!: () => void;
  /** Resolves once `quit` (or the end of input) has been handled, or its deadline has passed. */
  readonly finished: Promise<void>;
  /** How long `quit` waits for the lines before it (QUIT_DEADLINE_MS; tests shorten it). */
  quitDeadlineMs = QUIT_DEADLINE_MS;

  constructor() {
    this.finished = new Promise((resolve) => (this.markFinished = resolve));
  }

  /** Takes one input line; it is handled after every line before it. */
  receive(line: string): void {
    if (this.ended) return;
    const at = epochNow();
    if (this.isQuit(line)) this.ending();
    this.enqueue(() => this.handleLine(line, at));
  }

  /** The end of input: handled like `quit` after the lines before it. */
  end(): void {
    if (this.ended) return;
    this.ending();
    this.enqueue(() => this.quit());
  }

  /** Resolves when every line received so far has been handled. */
  idle(): Promise<void> {
    return this.chain;
  }

  /**
   * Runs `step` (work the session starts itself) after every line received so far, as if it
   * were the next line; nothing once the session is ending.
   */
  protected schedule(step: () => Promise<void>): void {
    if (!this.ended) this.enqueue(step);
  }

  /** `quit` or the end of input has arrived: nothing more is read, and the deadline starts. */
  private ending(): void {
    this.ended = true;
    setTimeout(() => {
      if (this.done) return;
      this.abandon(this.quitDeadlineMs);
      this.finish();
    }, this.quitDeadlineMs).unref();
  }

  /** Runs `step` after every step queued before it; a throw is an internal error, and the next line goes on. */
  private enqueue(step: () => Promise<void>): void {
    this.chain = this.chain.then(step).catch((e: unknown) => this.internalError(e));
  }

  /** Marks the session finished (the end of `quit`, or its deadline). */
  protected finish(): void {
    this.done = true;
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
  /**
   * The lines before `quit` were still not handled `ms` after it (a bug: something awaited
   * never came): says so on stderr and stops any search; the session then finishes.
   */
  protected abstract abandon(ms: number): void;
}
