// Fuzzing the UCI adapter (tui/uci/session.ts) with a real engine behind it: random sessions of
// well-formed, mutated and garbage lines (uci, isready, setoption, ucinewgame, position, go,
// stop, ponderhit, quit, debug, end of input), checked against chess.js as the oracle:
//
//   - nothing thrown and no "internal error" line;
//   - every isready answered with a readyok, and every go with exactly one bestmove;
//   - every bestmove (and ponder move) legal in the position its go searched, as chess.js plays
//     the position commands; bestmove 0000 only when chess.js finds no legal move.
//
// The engine runs in this thread behind CappedHost, which keeps every search small (a few
// hundred nodes, a few plies) and the hash table small, so thousands of sessions take minutes.
// A position command the session accepted but chess.js cannot play (a FEN chess.js finds
// impossible, say) leaves the oracle without a position: the searches on it are counted as
// unverified, not checked.

import { Chess } from 'chess.js';
import fc from 'fast-check';
import type { InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import { registry } from '../../engines/registry.js';
import { parseUciLine } from '../uci/parse.js';
import { InProcessHost } from '../uci/in-process-host.js';
import { UciSession } from '../uci/session.js';

/** The most nodes and plies a fuzzed search may use. */
const NODE_CAP = 400;
const DEPTH_CAP = 3;

/** An engine in this thread with its searches and hash table kept small (see the note above). */
class CappedHost extends InProcessHost {
  override setOption(name: string, value: string): Promise<void> {
    return super.setOption(
      name,
      name.toLowerCase() === 'hash' ? String(Math.min(Number(value) || 1, 4)) : value,
    );
  }
  override search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult> {
    const capped: SearchLimits = {
      depth: Math.min(limits.depth ?? DEPTH_CAP, DEPTH_CAP),
      nodes: Math.min(limits.nodes ?? NODE_CAP, NODE_CAP),
    };
    return super.search(capped, onInfo);
  }
}

/** Positions the generated sessions start from (as `position fen`), besides startpos. */
export const FENS = [
  'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  '4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1',
  '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1',
  '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1',
  'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2',
];

/** One generated command, before it is written as a line. */
type Command =
  | { readonly kind: 'position'; readonly base: number; readonly picks: readonly number[] }
  | { readonly kind: 'go'; readonly words: readonly string[] }
  | { readonly kind: 'setoption'; readonly name: string; readonly value: string }
  | { readonly kind: 'fixed'; readonly line: string }
  | { readonly kind: 'garbage'; readonly line: string };

/** How a generated line may be spoiled. */
type Mutation =
  | { readonly kind: 'none' }
  | { readonly kind: 'drop'; readonly at: number }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'swap'; readonly at: number };

const numberText = fc.oneof(
  fc.integer({ min: -5, max: 30 }).map(String),
  fc.constantFrom('0', '1', '-1', 'x', '1.5', '1e9', '99999999999999999999', ''),
);

const goWords = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constantFrom('depth', 'nodes', 'mate'), numberText).map(([k, v]) => [k, v]),
      fc.tuple(fc.constantFrom('wtime', 'btime', 'winc', 'binc', 'movestogo', 'movetime'), numberText),
      fc.constantFrom(['infinite'], ['ponder'], ['searchmoves', 'e2e4', 'zz'], ['bogus']),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.flat());

const OPTION_VALUES = [
  'true',
  'false',
  '1',
  '2',
  '0',
  '-3',
  '<empty>',
  'Balanced',
  'Aggressive',
  '/dev/zero',
  '/no/such/file',
  '/',
  'maybe',
];

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('position' as const),
      base: fc.integer({ min: -1, max: FENS.length - 1 }),
      picks: fc.array(fc.nat(), { maxLength: 12 }),
    }),
    weight: 4,
  },
  { arbitrary: goWords.map((words) => ({ kind: 'go' as const, words })), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('setoption' as const),
      name: fc.constantFrom(
        'Hash',
        'OwnBook',
        'BookFile',
        'Contempt',
        'Style',
        'NullMove',
        'UseHash',
        'Seed',
        'PositionalMoves',
        'NoSuchOption',
      ),
      value: fc.constantFrom(...OPTION_VALUES),
    }),
    weight: 2,
  },
  {
    arbitrary: fc
      .constantFrom(
        'isready',
        'isready',
        'stop',
        'ponderhit',
        'ucinewgame',
        'uci',
        'debug on',
        'debug off',
        'register later',
        'quit',
      )
      .map((line) => ({ kind: 'fixed' as const, line })),
    weight: 5,
  },
  {
    arbitrary: fc
      .oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }))
      .map((line) => ({ kind: 'garbage' as const, line })),
    weight: 1,
  },
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      text: fc.constantFrom(' ', 'x', '9', '-', 'moves', 'e2e4', '\t', '\u00e9', 'fen'),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }), weight: 1 },
);

/** A generated session: the engine, the commands with their mutations, and how it ends. */
export interface UciCase {
  readonly engine: string;
  readonly steps: readonly (readonly [Command, Mutation])[];
  readonly ending: 'quit' | 'eof';
}

export const uciCase: fc.Arbitrary<UciCase> = fc.record({
  engine: fc.constantFrom(...registry.ids()),
  steps: fc.array(fc.tuple(command, mutation), { minLength: 1, maxLength: 24 }),
  ending: fc.constantFrom('quit' as const, 'eof' as const),
});

/** The oracle's position: chess.js's game, or undefined when chess.js could not follow. */
type Oracle = Chess | undefined;

/** A `position` line of legal moves, chosen by `picks` among chess.js's legal moves in turn. */
export function positionLine(base: number, picks: readonly number[]): string {
  const fen = base < 0 ? undefined : FENS[base]!;
  const game = new Chess(fen);
  const moves: string[] = [];
  for (const pick of picks) {
    const legal = game.moves({ verbose: true });
    if (legal.length === 0) break;
    const m = legal[pick % legal.length]!;
    game.move(m);
    moves.push(m.from + m.to + (m.promotion ?? ''));
  }
  const head = fen === undefined ? 'position startpos' : `position fen ${fen}`;
  return moves.length > 0 ? `${head} moves ${moves.join(' ')}` : head;
}

/** The line a command is written as. */
function lineOf(c: Command): string {
  switch (c.kind) {
    case 'position':
      return positionLine(c.base, c.picks);
    case 'go':
      return ['go', ...c.words].join(' ');
    case 'setoption':
      return `setoption name ${c.name} value ${c.value}`;
    case 'fixed':
    case 'garbage':
      return c.line;
  }
}

/** `line` spoiled by `m`. */
function mutate(line: string, m: Mutation): string {
  if (m.kind === 'none' || line === '') return line;
  const at = m.at % (line.length + 1);
  if (m.kind === 'drop') return line.slice(0, at) + line.slice(at + 1);
  if (m.kind === 'insert') return line.slice(0, at) + m.text + line.slice(at);
  const words = line.split(' ');
  const i = m.at % words.length;
  const j = (i + 1) % words.length;
  [words[i], words[j]] = [words[j]!, words[i]!];
  return words.join(' ');
}

/** The position chess.js reaches for an accepted `position` line, or undefined if it cannot. */
export function oracleFor(line: string): Oracle {
  const words = line.trim().split(/\s+/);
  const at = words.indexOf('position');
  const rest = words.slice(at + 1);
  const movesAt = rest.indexOf('moves');
  const head = movesAt < 0 ? rest : rest.slice(0, movesAt);
  const moves = movesAt < 0 ? [] : rest.slice(movesAt + 1);
  let game: Chess;
  try {
    if (head[0] === 'startpos') game = new Chess();
    else if (head[0] === 'fen') {
      const fields = head.slice(1);
      game = new Chess((fields.length === 4 ? [...fields, '0', '1'] : fields).join(' '));
    } else return undefined;
    for (const m of moves) game.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  } catch {
    return undefined;
  }
  return game;
}

/** What is wrong with a `bestmove` line answering a search of `game`, or undefined if nothing. */
export function bestmoveProblem(l: string, game: Chess): string | undefined {
  const m = /^bestmove (\S+)(?: ponder (\S+))?$/.exec(l);
  if (!m) return `malformed: ${l}`;
  const legal = game.moves({ verbose: true }).map((x) => x.from + x.to + (x.promotion ?? ''));
  if (m[1] === '0000')
    return legal.length > 0 ? `bestmove 0000 with legal moves in ${game.fen()}` : undefined;
  if (!legal.includes(m[1]!)) return `illegal move: ${l} in ${game.fen()}`;
  if (m[2] === undefined) return undefined;
  const after = new Chess(game.fen());
  after.move({ from: m[1]!.slice(0, 2), to: m[1]!.slice(2, 4), promotion: m[1]![4] });
  const replies = after.moves({ verbose: true }).map((x) => x.from + x.to + (x.promotion ?? ''));
  return replies.includes(m[2]) ? undefined : `illegal ponder move: ${l} in ${game.fen()}`;
}

/** What one session did, for the counts of a run. */
export interface UciOutcome {
  readonly lines: number;
  readonly searches: number;
  readonly unverified: number;
  /** Everything that went wrong, one line each (empty: the session passed). */
  readonly problems: readonly string[];
}

/** How long a session may take before it counts as hung (it takes milliseconds). */
const SESSION_TIMEOUT_MS = 20_000;

/** Plays one generated session and checks it. */
export async function runUciCase(c: UciCase): Promise<UciOutcome> {
  const engine = registry.create(c.engine)!;
  const out: string[] = [];
  const diagnostics: string[] = [];
  const problems: string[] = [];
  const session = new UciSession(engine.meta, engine.options, new CappedHost(engine), {
    line: (text) => out.push(text),
    diagnostic: (text) => diagnostics.push(text),
  });
  let oracle: Oracle = new Chess();
  const searched: Oracle[] = [];
  let readies = 0;
  let lines = 0;
  let quit = false;
  for (const [cmd, m] of c.steps) {
    const line = mutate(lineOf(cmd), m);
    lines++;
    const parsed = parseUciLine(line);
    const kind = parsed.ok ? parsed.value?.kind : undefined;
    const errorsBefore = out.filter((l) => l.startsWith('info string error: position')).length;
    try {
      session.receive(line);
    } catch (e) {
      problems.push(`receive threw on ${JSON.stringify(line)}: ${String(e)}`);
    }
    if (kind === 'isready') readies++;
    if (kind === 'go') searched.push(oracle);
    await session.idle();
    if (kind === 'position') {
      const refused = out.filter((l) => l.startsWith('info string error: position')).length > errorsBefore;
      if (!refused) oracle = oracleFor(line);
    }
    if (kind === 'quit') {
      quit = true;
      break;
    }
  }
  if (!quit) {
    lines++;
    if (c.ending === 'quit') session.receive('quit');
    else session.end();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finished = await Promise.race([
    session.finished.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), SESSION_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (!finished) problems.push('the session did not end after quit or the end of input');
  // The last search's bestmove may come just after the session ends (quit does not wait long).
  for (let i = 0; i < 50 && out.filter((l) => l.startsWith('bestmove')).length < searched.length; i++)
    await new Promise((resolve) => setTimeout(resolve, 5));

  for (const l of [...out, ...diagnostics])
    if (/internal error/.test(l)) problems.push(`internal error: ${l}`);
  const readyoks = out.filter((l) => l === 'readyok').length;
  if (readyoks !== readies) problems.push(`${readies} isready answered by ${readyoks} readyok`);
  const bestmoves = out.filter((l) => l.startsWith('bestmove'));
  if (bestmoves.length !== searched.length)
    problems.push(`${searched.length} go answered by ${bestmoves.length} bestmove`);
  let unverified = 0;
  bestmoves.forEach((l, i) => {
    const game = searched[i];
    if (game === undefined) {
      unverified++;
      return;
    }
    const problem = bestmoveProblem(l, game);
    if (problem !== undefined) problems.push(problem);
  });
  return { lines, searches: searched.length, unverified, problems };
}
