// The printing pace: characters a second by baud rate, and the print queue driven by a clock
// that the tests set by hand.

import { describe, expect, test } from 'vitest';
import { charsPerSecond, parseBaud, PrintQueue, type PrintProgress } from './baud.js';

describe('charsPerSecond', () => {
  test.each([
    [110, 10],
    [300, 30],
    [1200, 120],
    [0, Infinity],
    [-5, Infinity],
  ])('%d baud: %d characters a second', (baud, cps) => {
    expect(charsPerSecond(baud)).toBe(cps);
  });
});

describe('parseBaud', () => {
  test.each([
    ['110', 110],
    [' 300 ', 300],
    ['1200', 1200],
    ['0', 0],
    ['', undefined],
    ['9600', undefined],
    ['fast', undefined],
  ])('%j is %s', (text, baud) => {
    expect(parseBaud(text)).toBe(baud);
  });
});

type Event =
  readonly ['push', number, readonly string[]] | readonly ['key', number] | readonly ['advance', number];

/** Runs the events on a queue at `cps` and returns what each advance handed back. */
function run(cps: number, events: readonly Event[]): PrintProgress[] {
  const queue = new PrintQueue(cps);
  const out: PrintProgress[] = [];
  for (const e of events) {
    if (e[0] === 'push') queue.push(e[2], e[1]);
    else if (e[0] === 'key') queue.finishLine(e[1]);
    else out.push(queue.advance(e[1]));
  }
  return out;
}

const p = (done: string[], partial: string): PrintProgress => ({ done, partial });

describe('PrintQueue', () => {
  test.each<[string, number, Event[], PrintProgress[]]>([
    [
      '110 baud: a character every 100 ms, then two for the line end',
      10,
      [
        ['push', 0, ['HELLO']],
        ['advance', 0],
        ['advance', 99],
        ['advance', 100],
        ['advance', 250],
        ['advance', 500],
        ['advance', 650],
        ['advance', 700],
        ['advance', 5000],
      ],
      [
        p([], ''),
        p([], ''),
        p([], 'H'),
        p([], 'HE'),
        p([], 'HELLO'),
        p([], 'HELLO'),
        p(['HELLO'], ''),
        p([], ''),
      ],
    ],
    [
      'the next line starts where the last one ended, and each line is handed out once',
      10,
      [
        ['push', 0, ['AB', '', 'CD']],
        ['advance', 450],
        ['advance', 650],
        ['advance', 700],
        ['advance', 900],
        ['advance', 10_000],
      ],
      [p(['AB'], ''), p([''], ''), p([], 'C'), p([], 'CD'), p(['CD'], '')],
    ],
    [
      '300 baud: 30 characters a second',
      30,
      [
        ['push', 1000, ['0123456789']],
        ['advance', 1100],
        ['advance', 1334],
        ['advance', 1400],
      ],
      [p([], '012'), p([], '0123456789'), p(['0123456789'], '')],
    ],
    [
      'a key finishes the line being typed; the next keeps its pace from the key on',
      10,
      [
        ['push', 0, ['A LONG LINE', 'NEXT']],
        ['advance', 300],
        ['key', 350],
        ['advance', 350],
        ['advance', 450],
        ['advance', 950],
      ],
      [p([], 'A L'), p(['A LONG LINE'], ''), p([], 'N'), p(['NEXT'], '')],
    ],
    [
      'lines pushed after a pause start when they are pushed',
      10,
      [
        ['push', 0, ['X']],
        ['advance', 1000],
        ['push', 5000, ['YZ']],
        ['advance', 5000],
        ['advance', 5100],
        ['advance', 5400],
      ],
      [p(['X'], ''), p([], ''), p([], 'Y'), p(['YZ'], '')],
    ],
    [
      'lines pushed while one is typed wait their turn',
      10,
      [
        ['push', 0, ['ABC']],
        ['advance', 200],
        ['push', 200, ['DEF']],
        ['advance', 600],
        ['advance', 1000],
      ],
      [p([], 'AB'), p(['ABC'], 'D'), p(['DEF'], '')],
    ],
    [
      '0 baud: everything at once',
      Infinity,
      [
        ['push', 0, ['ONE', 'TWO']],
        ['advance', 0],
        ['push', 0, ['THREE']],
        ['advance', 0],
      ],
      [p(['ONE', 'TWO'], ''), p(['THREE'], '')],
    ],
  ])('%s', (_name, cps, events, expected) => {
    expect(run(cps, events)).toEqual(expected);
  });

  test('idle and nextChangeMs follow the queue', () => {
    const queue = new PrintQueue(charsPerSecond(110));
    expect(queue.idle()).toBe(true);
    expect(queue.nextChangeMs()).toBeUndefined();
    queue.push(['AB'], 1000);
    expect(queue.idle()).toBe(false);
    expect(queue.nextChangeMs()).toBe(1100);
    queue.advance(1150);
    expect(queue.nextChangeMs()).toBe(1200);
    queue.advance(1399); // 'AB' and one of its two line-end characters
    expect(queue.nextChangeMs()).toBe(1400);
    expect(queue.advance(1400)).toEqual(p(['AB'], ''));
    expect(queue.idle()).toBe(true);
  });

  test('finishAll hands out every waiting line at the next advance', () => {
    const queue = new PrintQueue(10);
    queue.push(['A', 'B', 'C'], 0);
    queue.finishAll(50);
    expect(queue.idle()).toBe(false);
    expect(queue.nextChangeMs()).toBe(50);
    expect(queue.advance(50)).toEqual(p(['A', 'B', 'C'], ''));
    expect(queue.idle()).toBe(true);
  });

  test('a key with nothing being typed changes nothing', () => {
    const queue = new PrintQueue(10);
    queue.finishLine(10);
    expect(queue.advance(20)).toEqual(p([], ''));
    expect(queue.idle()).toBe(true);
  });

  test('time never runs backwards: an earlier time counts as the latest one', () => {
    const queue = new PrintQueue(10);
    queue.push(['ABC'], 0);
    expect(queue.advance(200)).toEqual(p([], 'AB'));
    expect(queue.advance(100)).toEqual(p([], 'AB'));
  });
});
