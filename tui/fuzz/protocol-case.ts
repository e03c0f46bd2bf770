// Generated sessions for the built binary over UCI and XBoard (run by protocol-run.ts): what a
// GUI sends, and what a hostile or hurried one does: commands during a search, a ponder or a
// stop, right after a `move` or `bestmove`; floods of isready or ping, long lines, garbage and
// control characters; the end by `quit`, the end of input or SIGTERM, often mid-search.
//
// A session is a list of steps. Most are lines; `pause` waits a few real milliseconds (so a
// command lands in a search rather than before it), `await` waits for the engine's next move,
// `sync` sends isready (UCI) or ping (XBoard) and waits for the answer. Searches are small (depth
// 1 to 3, 5 to 50 ms, a few thousand nodes), so a session takes about a second, most of it the
// engine's start; infinite and ponder searches run until a stop, ponderhit, move or the end.

import fc from 'fast-check';
import { parseUciLine } from '../uci/parse.js';
import { FENS, positionLine } from './uci-session.js';
import type { Protocol } from './engine-process.js';

export type Step =
  | { readonly kind: 'line'; readonly line: string }
  /**
   * XBoard: the opponent's move, picked at run time among the legal ones (`bare`: no `usermove`);
   * `expected`: the reply the engine expects (from its last thinking line), a ponder hit.
   */
  | { readonly kind: 'usermove'; readonly pick: number; readonly bare: boolean; readonly expected?: boolean }
  /** `count` copies of a line at once (`isready`, `ping`: numbered at run time, or garbage). */
  | { readonly kind: 'flood'; readonly line: string; readonly count: number }
  /** One line of `length` characters after `head`. */
  | { readonly kind: 'long'; readonly head: string; readonly length: number }
  | { readonly kind: 'pause'; readonly ms: number }
  | { readonly kind: 'await' }
  | { readonly kind: 'sync' };

export type Ending = 'quit' | 'eof' | 'sigterm';

export interface ProtocolCase {
  readonly protocol: Protocol;
  readonly engine: string;
  readonly steps: readonly Step[];
  readonly ending: Ending;
}

const line = (text: string): Step => ({ kind: 'line', line: text });
const lines = (...texts: string[]): Step[] => texts.map(line);
const AWAIT: Step = { kind: 'await' };
const SYNC: Step = { kind: 'sync' };

const pause: fc.Arbitrary<Step> = fc.integer({ min: 1, max: 40 }).map((ms) => ({ kind: 'pause', ms }));

/** Printable garbage, control characters (ESC, BEL, NUL) and non-ASCII text; never a line break. */
const junk: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom('\u001b[2J\u001b[31mred', '\u0007\u0007bell', 'nul\u0000here', '\u00e9t\u00e9 \u4e2d'),
  )
  .map((text) => text.replace(/[\r\n\u2028\u2029\u0085]/g, ' '));

/** Floods and long lines, the same for both protocols but the word that must be answered. */
function hostile(answered: string, garbage: fc.Arbitrary<string>): fc.Arbitrary<Step[]> {
  return fc.oneof(
    fc.integer({ min: 5, max: 300 }).map((count) => [{ kind: 'flood' as const, line: answered, count }]),
    fc
      .tuple(garbage, fc.integer({ min: 5, max: 100 }))
      .map(([text, count]) => [{ kind: 'flood' as const, line: text, count }]),
    fc
      .tuple(garbage, fc.constantFrom(1000, 20_000, 1_000_000))
      .map(([head, length]) => [{ kind: 'long' as const, head, length }]),
    garbage.map((text) => [line(text)]),
  );
}

// ---- UCI ----

/** Garbage that names no UCI command (a word like `quit` anywhere in it would be that command). */
const uciJunk = junk.map((text) => {
  const parsed = parseUciLine(text);
  return parsed.ok && parsed.value === undefined ? `# ${text}` : '# junk';
});

const uciPosition = fc
  .tuple(fc.integer({ min: -1, max: FENS.length - 1 }), fc.array(fc.nat(), { maxLength: 10 }))
  .map(([base, picks]) => positionLine(base, picks));

const finiteGo = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map((d) => `depth ${d}`),
  fc.integer({ min: 5, max: 50 }).map((ms) => `movetime ${ms}`),
  fc.integer({ min: 1, max: 3000 }).map((n) => `nodes ${n}`),
  fc
    .tuple(
      fc.integer({ min: 20, max: 600 }),
      fc.integer({ min: 20, max: 600 }),
      fc.integer({ min: 0, max: 20 }),
    )
    .map(([w, b, inc]) => `wtime ${w} btime ${b} winc ${inc} binc ${inc}`),
  fc.constantFrom('depth 2 movetime 30', 'mate 1', 'depth 1 nodes 50'),
);

/** One UCI step group: a command, or a little race of several. */
const uciGroup: fc.Arbitrary<Step[]> = fc.oneof(
  { arbitrary: uciPosition.map((p) => [line(p)]), weight: 4 },
  { arbitrary: finiteGo.map((g) => [line(`go ${g}`)]), weight: 4 },
  // A finite search, and a command right after its bestmove.
  {
    arbitrary: fc
      .tuple(
        uciPosition,
        finiteGo,
        fc.constantFrom('go depth 1', 'stop', 'ucinewgame', 'isready', 'position startpos'),
      )
      .map(([p, g, after]) => [...lines(p, `go ${g}`), AWAIT, line(after)]),
    weight: 3,
  },
  // An infinite search stopped: at once (before it starts), a moment later, or by a new go.
  {
    arbitrary: fc
      .tuple(
        uciPosition,
        fc.option(pause, { nil: undefined }),
        fc.constantFrom('stop', 'go depth 1', 'isready'),
      )
      .map(([p, wait, stop]) => [
        ...lines(p, 'go infinite'),
        ...(wait ? [wait] : []),
        line(stop),
        line('stop'),
      ]),
    weight: 3,
  },
  // Pondering: the position with the expected reply, go ponder, then ponderhit or stop.
  {
    arbitrary: fc
      .tuple(
        fc.boolean(),
        uciPosition,
        finiteGo,
        fc.option(pause, { nil: undefined }),
        fc.constantFrom('ponderhit', 'stop', 'ponderhit', 'go depth 1'),
      )
      .map(([option, p, g, wait, end]) => [
        ...(option ? lines('setoption name Ponder value true') : []),
        ...lines(p, `go ponder ${g}`),
        ...(wait ? [wait] : []),
        line(end),
        ...(end === 'ponderhit' ? [AWAIT] : []),
      ]),
    weight: 4,
  },
  {
    arbitrary: fc
      .constantFrom(
        'stop',
        'ponderhit',
        'isready',
        'ucinewgame',
        'uci',
        'debug on',
        'debug off',
        'setoption name Ponder value false',
        'setoption name Ponder value true',
        'setoption name Hash value 2',
        'setoption name OwnBook value false',
        'setoption name BookFile value /nonexistent',
        'setoption name NoSuchOption value 1',
        'register later',
      )
      .map((l) => [line(l)]),
    weight: 4,
  },
  { arbitrary: pause.map((p) => [p]), weight: 3 },
  { arbitrary: fc.constant<Step[]>([AWAIT]), weight: 2 },
  { arbitrary: fc.constant<Step[]>([SYNC]), weight: 2 },
  { arbitrary: hostile('isready', uciJunk), weight: 2 },
);

// ---- XBoard ----

/** Garbage whose first word is no XBoard command (so the oracle knows it changes nothing). */
const xboardJunk = junk.map((text) => `#${text}`);

/** How the engine's searches are limited: `sd`, `st` (cutechess sends sub-second as `st 0`) or `level`. */
type XBoardLimit = readonly string[];
const xboardLimit: fc.Arbitrary<XBoardLimit> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map((d) => [`sd ${d}`]),
  fc.constantFrom(['st 0'], ['st 0.02'], ['st 0.05'], ['sd 2', 'st 1']),
  fc.constantFrom(['level 40 0:02 0', 'time 200', 'otim 200'], ['level 0 0:01 0.01', 'time 100', 'otim 100']),
);

const SETBOARD_FENS = [...FENS, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'];

/** Commands that end a search or a ponder: sent right after the engine's move, they race its ponder start. */
const CANCELLING = ['force', 'new', 'go', 'undo', 'remove', 'playother', 'result 1-0 {fuzz}', 'easy', '?'];

/**
 * A good line for every command of the XBoard table (tui/xboard/table.ts) but `usermove` and
 * `ping` (steps of their own) and `quit` (the ending); clocks kept small so searches stay short.
 */
const EVERY_COMMAND: readonly string[] = [
  'xboard',
  'protover 2',
  'accepted ping',
  'rejected pause',
  'variant normal',
  'random',
  'force',
  'go',
  'playother',
  'white',
  'black',
  'level 0 0:01 0',
  'st 0.05',
  'sd 2',
  'nps 100',
  'time 100',
  'otim 100',
  '?',
  'draw',
  'result 1/2-1/2 {fuzz}',
  'setboard 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1',
  'edit',
  'hint',
  'bk',
  'undo',
  'remove',
  'hard',
  'easy',
  'post',
  'nopost',
  'analyze',
  'exit',
  '.',
  'name fuzz',
  'rating 2000 2000',
  'ics -',
  'computer',
  'pause',
  'resume',
  'memory 16',
  'cores 1',
  'egtpath syzygy /nonexistent',
  'option Hash=2',
  '#not a command',
];

/** One XBoard step group, given the session's limit lines (sent again after every `new`). */
function xboardGroup(limit: XBoardLimit): fc.Arbitrary<Step[]> {
  const anyCommand = fc.oneof(
    fc.constantFrom(...EVERY_COMMAND).map((c) => lines(c)),
    fc.constant(lines('new', ...limit)),
    fc.nat().map((pick): Step[] => [{ kind: 'usermove', pick, bare: false }]),
    fc.constant<Step[]>([SYNC]),
  );
  const cancelling = fc.oneof(
    fc.constantFrom(...CANCELLING).map((c) => (c === 'new' ? lines(c, ...limit) : lines(c))),
    fc.constantFrom(...SETBOARD_FENS).map((fen) => lines(`setboard ${fen}`)),
    fc.nat().map((pick): Step[] => [{ kind: 'usermove', pick, bare: false }]),
  );
  const usermove = fc
    .tuple(fc.nat(), fc.boolean())
    .map(([pick, bare]): Step[] => [{ kind: 'usermove', pick, bare: bare && pick % 4 === 0 }]);
  return fc.oneof(
    { arbitrary: usermove, weight: 6 },
    // The engine moves, and a command comes right after (now and then a moment later): a race
    // with the start of its ponder search.
    {
      arbitrary: fc
        .tuple(
          fc.boolean(),
          usermove,
          fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: pause, weight: 1 }),
          cancelling,
        )
        .map(([hard, move, wait, after]) => [
          ...(hard ? lines('hard') : []),
          ...move,
          AWAIT,
          ...(wait ? [wait] : []),
          ...after,
        ]),
      weight: 6,
    },
    // A command during the engine's search.
    {
      arbitrary: fc
        .tuple(usermove, pause, fc.oneof(cancelling, fc.constantFrom(lines('?'), lines('post'), [SYNC])))
        .map(([move, wait, during]) => [...move, wait, ...during]),
      weight: 3,
    },
    { arbitrary: cancelling, weight: 2 },
    // Any command of the protocol, in whatever state the session is in (protover mid-session too),
    // and in half the cases a ping after it (so the oracle confirms the state it was handled in).
    {
      arbitrary: fc.tuple(anyCommand, fc.boolean()).map(([c, sync]) => [...c, ...(sync ? [SYNC] : [])]),
      weight: 8,
    },
    // A ponder hit (the reply the engine expects), then any command, at once or a moment later.
    {
      arbitrary: fc
        .tuple(usermove, fc.option(pause, { nil: undefined }), anyCommand, fc.boolean())
        .map(([move, wait, after, sync]) => [
          ...lines('hard', 'post'),
          ...move,
          AWAIT,
          { kind: 'usermove' as const, pick: 0, bare: false, expected: true },
          ...(wait ? [wait] : []),
          ...after,
          ...(sync ? [SYNC] : []),
        ]),
      weight: 5,
    },
    // The engine made to move now, and its move awaited (after force, result or analyze it would not).
    { arbitrary: fc.constant<Step[]>([line('go'), AWAIT]), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(
          lines('hard'),
          lines('easy'),
          lines('post'),
          lines('nopost'),
          lines('analyze'),
          lines('exit'),
          lines('white'),
          lines('black'),
          lines('random'),
          lines('computer'),
          lines('hint'),
          lines('draw'),
          lines('variant normal'),
          lines('variant crazyhouse'),
          lines('usermove e2e5'),
          lines('usermove zz'),
          lines('e7e8q'),
          lines('time 300', 'otim 250'),
          lines('option Hash=2'),
          lines('option OwnBook=0'),
          lines('option BookFile=/nonexistent'),
          lines('option NoSuchOption=1'),
          lines('option Contempt=x'),
          lines('sd 0'),
          lines('level 40 five 0'),
          lines('st 0'),
          lines('st 0.01'),
        )
        .map((steps) => [...steps]),
      weight: 4,
    },
    { arbitrary: pause.map((p) => [p]), weight: 2 },
    { arbitrary: fc.constant<Step[]>([AWAIT]), weight: 3 },
    { arbitrary: fc.constant<Step[]>([SYNC]), weight: 2 },
    { arbitrary: hostile('ping', xboardJunk), weight: 2 },
  );
}

/** An engine among `engines`, a list of step groups flattened, and an ending. */
function session(
  protocol: Protocol,
  engines: readonly string[],
  groups: (limit: XBoardLimit) => fc.Arbitrary<Step[]>,
): fc.Arbitrary<ProtocolCase> {
  return fc
    .tuple(
      fc.constantFrom(...engines),
      xboardLimit,
      fc.boolean(),
      fc.constantFrom<Ending>('quit', 'eof', 'sigterm'),
    )
    .chain(([engine, limit, hard, ending]) =>
      fc.array(groups(limit), { minLength: 10, maxLength: 60 }).map((groupList): ProtocolCase => ({
        protocol,
        engine,
        // XBoard: the limit first (and pondering on in half the sessions), as a GUI sends them.
        steps: [
          ...(protocol === 'xboard' ? lines('new', ...limit, ...(hard ? ['hard'] : []), 'post') : []),
          ...groupList.flat(),
        ],
        ending,
      })),
    );
}

/** A session of `protocol` ('both': either) with one of `engines`. */
export function protocolCase(
  protocol: Protocol | 'both',
  engines: readonly string[],
): fc.Arbitrary<ProtocolCase> {
  const uci = session('uci', engines, () => uciGroup);
  const xboard = session('xboard', engines, xboardGroup);
  if (protocol === 'uci') return uci;
  if (protocol === 'xboard') return xboard;
  return fc.oneof(uci, xboard);
}
