// A fuzzing campaign: the UCI sessions, the FEN/PGN/EPD readers and the command line, each
// fast-check property run a number of times, with the counts a person wants to see at the end.
// `npm test` runs a short campaign with a fixed seed (tui/fuzz/fuzz.test.ts); `npm run fuzz --
// --runs N [--seed S]` a long one (tui/fuzz/run.ts).

import fc from 'fast-check';
import { checkCliParsers, cliArgv, runCli } from './cli.js';
import { checkReaders, epdText, fenText, pgnText } from './readers.js';
import { runUciCase, uciCase } from './uci-session.js';
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
}

/** The size of a campaign of `runs`: sessions = runs, the cheap checks more, processes fewer. */
export function campaignSize(runs: number): CampaignSize {
  return {
    sessions: runs,
    texts: runs * 3,
    argvs: runs * 2,
    processes: Math.max(4, Math.ceil(runs / 200)),
  };
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

/** Runs a campaign of `size` from `seed`. */
export async function runCampaign(size: CampaignSize, seed: number): Promise<CampaignReport> {
  const started = performance.now();
  const failures: string[] = [];
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
    ...r.failures.map((f) => `FAILED ${f}`),
  ];
}
