// The teletype's printing pace. An ASR-33 on a 110-baud line sends 11 bits a character (a start
// bit, 8 data bits, 2 stop bits), so it prints 10 characters a second; faster terminals use one
// stop bit, 10 bits a character:
//
//   --baud 110    10 characters a second (the ASR-33)
//   --baud 300    30 characters a second
//   --baud 1200  120 characters a second
//   --baud 0      at once
//
// PrintQueue is the pacing as a pure model: no timers, the time is passed in (milliseconds on
// any clock that only goes forward). Lines are typed one character at a time; the end of a line
// costs two characters more (carriage return and line feed). The hook asks `advance(now)` on its
// timer (nextChangeMs says when something will change) and prints what comes back:
//
//   time -->   H  E  L  L  O  CR LF  W  O ...
//              |<- 'HELLO' typed ->|   |<- the next line starts where the last one ended
//
// A key pressed while a line is being typed finishes that line at once (finishLine); the lines
// after it keep their pace from then on.

/** The baud rates the teletype offers; 0 prints at once. */
export const BAUD_RATES = [110, 300, 1200, 0] as const;
export type BaudRate = (typeof BAUD_RATES)[number];

/** Characters a line end costs: carriage return and line feed. */
export const LINE_END_CHARS = 2;

/** The baud rate `text` names, or undefined. */
export function parseBaud(text: string): BaudRate | undefined {
  const n = Number(text.trim());
  return BAUD_RATES.find((rate) => rate === n && text.trim() !== '');
}

/** Characters a second at a baud rate: 11 bits a character up to 110 baud, else 10; Infinity for 0. */
export function charsPerSecond(baud: number): number {
  if (!(baud > 0)) return Infinity;
  return baud / (baud <= 110 ? 11 : 10);
}

/** What `advance` hands back: lines finished since the last call, and the line being typed so far. */
export interface PrintProgress {
  readonly done: readonly string[];
  readonly partial: string;
}

/** Tolerance for the float arithmetic of times (a character is never shorter than a microsecond). */
const EPSILON = 1e-6;

/** Lines waiting to be printed at a fixed pace, with the time injected. */
export class PrintQueue {
  private readonly cps: number;
  /** Lines not yet finished; the first is the one being typed. */
  private readonly waiting: string[] = [];
  /** Lines finished but not yet handed out by advance. */
  private readonly finished: string[] = [];
  /** When the current run of typing began, and the characters of it already spent on finished lines. */
  private runStartMs = 0;
  private charsBefore = 0;
  /** The latest time the queue was told. */
  private nowMs = 0;

  /** A queue printing at `charsPerSecond` characters a second (Infinity: at once). */
  constructor(charsPerSecond: number) {
    this.cps = charsPerSecond > 0 ? charsPerSecond : Infinity;
  }

  /** Adds lines to print after those already waiting; typing starts at `nowMs` if nothing was. */
  push(lines: readonly string[], nowMs: number = this.nowMs): void {
    this.settle(nowMs);
    if (this.waiting.length === 0) this.newRun();
    this.waiting.push(...lines);
  }

  /** The lines finished since the last call, each handed out once, and the visible part of the next. */
  advance(nowMs: number): PrintProgress {
    const typed = this.settle(nowMs);
    const done = this.finished.splice(0);
    const head = this.waiting[0];
    const partial = head === undefined ? '' : head.slice(0, Math.max(0, typed - this.charsBefore));
    return { done, partial };
  }

  /** Finishes the line being typed at once (a key was pressed); the next starts at `nowMs`. */
  finishLine(nowMs: number = this.nowMs): void {
    this.settle(nowMs);
    const head = this.waiting.shift();
    if (head === undefined) return;
    this.finished.push(head);
    this.newRun();
  }

  /** Finishes every waiting line at once (the session is ending, or the pace was switched off). */
  finishAll(nowMs: number = this.nowMs): void {
    this.settle(nowMs);
    this.finished.push(...this.waiting.splice(0));
    this.newRun();
  }

  /** Is nothing left to type or to hand out (as of the latest time the queue was told)? */
  idle(): boolean {
    return this.waiting.length === 0 && this.finished.length === 0;
  }

  /** When `advance` will next return something new, or undefined if nothing waits. */
  nextChangeMs(): number | undefined {
    if (this.finished.length > 0) return this.nowMs;
    if (this.waiting.length === 0) return undefined;
    if (this.cps === Infinity) return this.nowMs;
    return this.runStartMs + ((this.typedBy(this.nowMs) + 1) * 1000) / this.cps;
  }

  /** Characters of the current run typed by `ms`. */
  private typedBy(ms: number): number {
    if (this.cps === Infinity) return Infinity;
    return Math.floor(((ms - this.runStartMs) * this.cps) / 1000 + EPSILON);
  }

  /** Starts a new run of typing at the latest time told. */
  private newRun(): void {
    this.runStartMs = this.nowMs;
    this.charsBefore = 0;
  }

  /** Moves the lines finished by `nowMs` to `finished`; returns the characters typed in this run. */
  private settle(nowMs: number): number {
    this.nowMs = Math.max(this.nowMs, nowMs);
    const typed = this.typedBy(this.nowMs);
    while (this.waiting.length > 0) {
      const cost = this.waiting[0]!.length + LINE_END_CHARS;
      if (typed < this.charsBefore + cost) break;
      this.finished.push(this.waiting.shift()!);
      this.charsBefore += cost;
    }
    return typed;
  }
}
