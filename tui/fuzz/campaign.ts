// A fuzzing campaign: the UCI sessions in this thread, the built binary over UCI and XBoard as a
// child process, the FEN/PGN/EPD readers and the command line, each fast-check property run a
// number of times, with the counts a person wants to see at the end. `npm test` runs a short
// campaign with a fixed seed (tui/fuzz/fuzz.test.ts); `npm run fuzz -- --runs N [--seed S]` a
// long one (tui/fuzz/run.ts).

import fc from 'fast-check';
import { checkCliParsers, cliArgv, runCli } from './cli.js';
import { checkReaders, epdText, fenText, pgnText } from './readers.js';
import { runUciCase, uciCase } from './uci-session.js';
import type { Protocol } from './engine-process.js';
import { protocolCase } from './protocol-case.js';
import { runProtocolCase, type ProblemKind } from './protocol-run.js';
import { registry } from '../../engines/registry.js';
import { XBOARD_COMMANDS, XBOARD_STATES } from '../xboard/table.js';
import { errorMessage } from '../../core/result.js';

export interface CampaignSize {
  /** UCI sessions. */
  readonly sessions: number;
  /** Texts for each reader (FEN, PGN, EPD). */
  readonly texts: number;
  /** Command lines given to the flag parsers. */
  readonly argvs: number;
  /** Command lines run through the built binary (a process each). */
  readonly processes: number;
  /** Protocol sessions with the built binary (a process each). */
  readonly protocolSessions: number;
}

/** Which protocol sessions a campaign plays: protocols, engines, or just one session to replay. */
export interface ProtocolChoice {
  readonly protocol: Protocol | 'both';
  readonly engines: readonly string[];
  /** Only the session of this index (0 first), to replay a failure; nothing else runs. */
  readonly only?: number;
}

const ALL_PROTOCOLS: ProtocolChoice = { protocol: 'both', engines: registry.ids() };

/** The size of a campaign of `runs`: sessions = runs, the cheap checks more, processes fewer. */
export function campaignSize(runs: number): CampaignSize {
  return {
    sessions: runs,
    texts: runs * 3,
    argvs: runs * 2,
    processes: Math.max(4, Math.ceil(runs / 200)),
    protocolSessions: runs,
  };
}

/** The counts of the protocol sessions with the built binary. */
export interface ProtocolReport {
  readonly sessions: number;
  readonly uci: number;
  readonly xboard: number;
  /** Sessions that pondered (`hard`, `go ponder`). */
  readonly pondered: number;
  /** Lines written to the binary. */
  readonly lines: number;
  /** Moves checked with chess.js. */
  readonly moves: number;
  /** XBoard sessions whose game the oracle could not follow to the end (not checked further). */
  readonly unverified: number;
  /** XBoard (state, command) pairs of the state table reached in some session, of all. */
  readonly pairs: number;
  readonly allPairs: number;
  /** Problems by kind. */
  readonly found: Readonly<Record<ProblemKind, number>>;
  readonly ms: number;
}

export interface CampaignReport {
  readonly seed: number;
  readonly sessions: number;
  readonly lines: number;
  readonly searches: number;
  readonly unverified: number;
  readonly texts: number;
  readonly argvs: number;
  readonly processes: number;
  readonly slow: number;
  /** Counts by kind of failure (0 everywhere when the campaign passed). */
  readonly uncaught: number;
  readonly illegal: number;
  readonly unansweredReady: number;
  readonly protocol: ProtocolReport;
  /** The first counterexample of each failed property, shrunk, one line each. */
  readonly failures: readonly string[];
  readonly ms: number;
}

/** Runs one property; its failure (fast-check's report, first lines) goes into `failures`. */
async function check(name: string, run: () => Promise<void> | void, failures: string[]): Promise<void> {
  try {
    await run();
  } catch (e) {
    const text = errorMessage(e);
    failures.push(`${name}: ${text.split('\n').slice(0, 6).join(' | ')}`);
  }
}

/**
 * The protocol sessions: `count` cases drawn from `seed` (fast-check), each played against the
 * binary; every failing session goes into `failures` with its problems, the lines sent and how to
 * replay it. (Not shrunk: a session is a process and takes a second or more.)
 */
async function protocolSessions(
  count: number,
  seed: number,
  choice: ProtocolChoice,
  failures: string[],
): Promise<ProtocolReport> {
  const started = performance.now();
  const found: Record<ProblemKind, number> = { wedge: 0, illegal: 0, unanswered: 0, crash: 0, other: 0 };
  const n = { sessions: 0, uci: 0, xboard: 0, pondered: 0, lines: 0, moves: 0, unverified: 0 };
  const pairs = new Set<string>();
  const total = choice.only === undefined ? count : choice.only + 1;
  const cases =
    total > 0 ? fc.sample(protocolCase(choice.protocol, choice.engines), { seed, numRuns: total }) : [];
  for (const [i, c] of cases.entries()) {
    if (choice.only !== undefined && i !== choice.only) continue;
    const outcome = await runProtocolCase(c);
    n.sessions++;
    n[c.protocol]++;
    if (outcome.pondered) n.pondered++;
    n.lines += outcome.lines;
    n.moves += outcome.moves;
    if (outcome.unverified) n.unverified++;
    for (const p of outcome.pairs) pairs.add(p);
    for (const p of outcome.problems) found[p.kind]++;
    if (outcome.problems.length === 0) continue;
    const replay = `npm run fuzz -- --seed ${seed} --protocol ${choice.protocol} --engines ${choice.engines.join(',')} --only ${i}`;
    failures.push(
      [
        `${c.protocol} session ${i} (${c.engine}, ending: ${c.ending}; replay: ${replay}):`,
        ...outcome.problems.map((p) => `  ${p.text}`),
        ...(outcome.stderr === '' ? [] : [`  stderr: ${JSON.stringify(outcome.stderr)}`]),
        '  lines sent:',
        ...outcome.transcript.map((t) => `    ${t}`),
      ].join('\n'),
    );
  }
  const allPairs = XBOARD_STATES.length * XBOARD_COMMANDS.length;
  return { ...n, pairs: pairs.size, allPairs, found, ms: Math.round(performance.now() - started) };
}

/** Runs a campaign of `size` from `seed` (protocol sessions as `choice` says). */
export async function runCampaign(
  size: CampaignSize,
  seed: number,
  choice: ProtocolChoice = ALL_PROTOCOLS,
): Promise<CampaignReport> {
  const started = performance.now();
  const failures: string[] = [];
  const protocol = await protocolSessions(size.protocolSessions, seed, choice, failures);
  // A warning Node prints on stderr (a timer overflow, say) would reach a GUI's console: a failure.
  const warnings = new Set<string>();
  const onWarning = (w: Error) => warnings.add(`${w.name}: ${w.message.split('\n')[0]}`);
  process.on('warning', onWarning);
  const n = { lines: 0, searches: 0, unverified: 0, slow: 0, uncaught: 0, illegal: 0, unanswered: 0 };
  const tally = (problems: readonly string[]) => {
    for (const p of problems) {
      if (/illegal|0000 with legal/.test(p)) n.illegal++;
      else if (/isready/.test(p)) n.unanswered++;
      else n.uncaught++;
    }
  };

  await check(
    'uci sessions',
    () =>
      fc.assert(
        fc.asyncProperty(uciCase, async (c) => {
          const outcome = await runUciCase(c);
          n.lines += outcome.lines;
          n.searches += outcome.searches;
          n.unverified += outcome.unverified;
          tally(outcome.problems);
          if (outcome.problems.length > 0) throw new Error(outcome.problems.join('; '));
        }),
        { numRuns: size.sessions, seed, endOnFailure: true },
      ),
    failures,
  );
  /** A synchronous property over `arbitrary` whose check returns the problems it found. */
  const sync = <T>(
    name: string,
    arbitrary: fc.Arbitrary<T>,
    runs: number,
    body: (value: T) => readonly string[],
  ) =>
    check(
      name,
      () =>
        fc.assert(
          fc.property(arbitrary, (value) => {
            const problems = body(value);
            tally(problems);
            if (problems.length > 0) throw new Error(problems.join('; '));
          }),
          { numRuns: runs, seed, endOnFailure: true },
        ),
      failures,
    );
  await sync('fen reader', fenText, size.texts, (t) => checkReaders('fen', t));
  await sync('pgn reader', pgnText, size.texts, (t) => checkReaders('pgn', t));
  await sync('epd reader', epdText, size.texts, (t) => checkReaders('epd', t));
  await sync('flag parsers', cliArgv, size.argvs, checkCliParsers);
  await sync('the binary', cliArgv, size.processes, (argv) => {
    const outcome = runCli(argv);
    if (outcome.slow) n.slow++;
    return outcome.problems;
  });
  process.off('warning', onWarning);
  for (const w of warnings) {
    n.uncaught++;
    failures.push(`process warning: ${w}`);
  }
  return {
    seed,
    sessions: size.sessions,
    lines: n.lines,
    searches: n.searches,
    unverified: n.unverified,
    texts: size.texts * 3,
    argvs: size.argvs,
    processes: size.processes,
    slow: n.slow,
    uncaught: n.uncaught,
    illegal: n.illegal,
    unansweredReady: n.unanswered,
    protocol,
    failures,
    ms: Math.round(performance.now() - started),
  };
}

/** The report as lines for a person. */
export function reportLines(r: CampaignReport): string[] {
  return [
    `fuzz: seed ${r.seed}, ${(r.ms / 1000).toFixed(1)} s`,
    `uci: ${r.sessions} sessions, ${r.lines} lines, ${r.searches} searches (${r.unverified} on positions chess.js could not follow, not checked)`,
    `readers: ${r.texts} texts (FEN, PGN, EPD)`,
    `command line: ${r.argvs} to the flag parsers, ${r.processes} runs of the binary (${r.slow} slow, killed)`,
    `uncaught errors: ${r.uncaught}, illegal moves: ${r.illegal}, unanswered isready: ${r.unansweredReady}`,
    ...protocolLines(r.protocol),
    ...r.failures.map((f) => `FAILED ${f}`),
  ];
}

/** The protocol sessions' counts as lines for a person. */
function protocolLines(p: ProtocolReport): string[] {
  const perSecond = p.ms > 0 ? Math.round((p.lines * 1000) / p.ms) : 0;
  return [
    `binary over UCI and XBoard: ${p.sessions} sessions (${p.uci} UCI, ${p.xboard} XBoard, ${p.pondered} pondering), ` +
      `${p.lines} lines sent, ${p.moves} moves checked, ${(p.ms / 1000).toFixed(1)} s (${perSecond} lines/s)` +
      (p.unverified > 0 ? `, ${p.unverified} XBoard sessions not followed to the end` : ''),
    ...(p.xboard > 0
      ? [`  XBoard (state, command) pairs of the state table reached: ${p.pairs} of ${p.allPairs}`]
      : []),
    `  wedges: ${p.found.wedge}, illegal moves: ${p.found.illegal}, unanswered isready/ping: ${p.found.unanswered}, ` +
      `crashes: ${p.found.crash}, other protocol failures: ${p.found.other}`,
  ];
}
