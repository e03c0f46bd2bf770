// Fuzzing the command line: random commands with random flags and values, good and bad, run
// through the built binary (dist/tui/cli.js, as a user runs it), and the flag parsers behind
// the commands called directly. Every run must end with status 0, 1 or 2; status 2 with exactly
// one line on stderr, `ttychess: ...`; never a stack trace or an "internal error". The values
// are kept small (depth 1 or 2, one game) so that a valid command is quick too: a run that takes
// longer than the timeout is killed and counted as slow, not as a failure.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { registry } from '../../engines/registry.js';
import { joinNegativeValues } from '../cli-args.js';
import { parseLimits, parseOptionalLimits } from '../flag-parsers.js';
import { parsePosition } from '../commands/engine-args.js';
import { parseSeries } from '../commands/match-args.js';
import { packageRoot } from '../files.js';
import { parseSettings } from '../teletype/settings.js';
import { errorMessage } from '../../core/result.js';

const VALUES = [
  '1',
  '2',
  '0',
  '-1',
  '-5+1',
  '1+0',
  'x',
  '',
  '1.5',
  '99999999999',
  'gnu',
  'zarkov,gnu',
  'san',
  'long',
];
const FILES = ['/dev/zero', '/nonexistent/x.pgn', 'fixtures', 'fixtures/openings.epd', 'README.md'];

const COMMANDS: Readonly<Record<string, readonly string[]>> = {
  perft: ['--fen', '--layout', '--divide', '--json'],
  analyze: ['--engine', '--fen', '--moves', '--depth', '--nodes', '--json'],
  eval: ['--engine', '--fen', '--moves', '--json'],
  'book show': ['--book', '--fen', '--moves'],
  'book build': ['-o', '--out', '--theory'],
  match: ['--games', '--depth', '--nodes', '--tc', '--openings', '--pgn', '--option', '--json', '--seed'],
  suite: ['--engines', '--depth', '--nodes', '--json'],
  replay: ['--game', '--plain', '--engines', '--depth', '--notation', '--board-every', '--baud'],
  compare: ['--fen', '--engines', '--depth', '--json'],
  tournament: ['--engines', '--games', '--depth', '--option'],
  '': ['--baud', '--unicode', '--bell', '--notation', '--engines', '--depth', '--board-every'],
  nonsense: ['--help-me', '-z'],
};

/** A command line: a command, positionals and flags with values from small vocabularies. */
export const cliArgv: fc.Arbitrary<string[]> = fc
  .tuple(
    fc.constantFrom(...Object.keys(COMMANDS)),
    fc.array(
      fc.oneof(
        fc.constantFrom(...VALUES, ...FILES),
        fc.constantFrom('gnu', 'zarkov', 'hiarcs', 'uci:/bin/false'),
      ),
      {
        maxLength: 3,
      },
    ),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.oneof(
          { arbitrary: fc.constantFrom(...VALUES, ...FILES), weight: 4 },
          { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
        ),
        fc.boolean(),
      ),
      { maxLength: 5 },
    ),
  )
  .map(([command, positionals, flags]) => {
    const names = COMMANDS[command]!;
    const argv = command === '' ? [] : command.split(' ');
    argv.push(...positionals);
    // A depth of 1 on commands that search, unless a flag below says otherwise: quick runs.
    if (['analyze', 'match', 'suite', 'compare', 'tournament', 'replay'].includes(command))
      argv.push('--depth', '1');
    if (command === 'match' || command === 'tournament') argv.push('--games', '1', '--max-plies', '20');
    for (const [n, value, joined] of flags) {
      const name = names[n % names.length]!;
      if (joined) argv.push(`${name}=${value}`);
      else argv.push(name, value);
    }
    return argv;
  });

/** How long one run of the binary may take before it is killed and counted as slow. */
const RUN_TIMEOUT_MS = 20_000;

/** What one run of the binary did. */
export interface CliOutcome {
  readonly slow: boolean;
  readonly problems: readonly string[];
}

/** Runs the built binary on `argv` (stdin empty, not a terminal) and checks how it ended. */
export function runCli(argv: readonly string[]): CliOutcome {
  const cli = join(packageRoot(), 'dist', 'tui', 'cli.js');
  const r = spawnSync(process.execPath, [cli, ...argv], {
    cwd: packageRoot(),
    input: '',
    encoding: 'utf8',
    timeout: RUN_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  const shown = JSON.stringify(argv);
  if (r.error !== undefined || r.signal !== null) return { slow: true, problems: [] };
  const problems: string[] = [];
  const stderr = r.stderr;
  if (/^\s+at /m.test(stderr)) problems.push(`${shown}: a stack trace on stderr`);
  if (/internal error/.test(stderr)) problems.push(`${shown}: ${stderr.trim()}`);
  if (![0, 1, 2].includes(r.status ?? -1)) problems.push(`${shown}: exit status ${r.status}`);
  if (r.status === 2 && !/^ttychess: [^\n]+\n$/.test(stderr))
    problems.push(`${shown}: exit 2 without one 'ttychess: ' line on stderr: ${JSON.stringify(stderr)}`);
  return { slow: false, problems };
}

/** A flag object as yargs would give it to the parsers: the flags of `argv` by name. */
function flagObject(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--?([^=]+)(?:=(.*))?$/.exec(argv[i]!);
    if (!m) continue;
    if (m[2] !== undefined) out[m[1]!] = m[2];
    else out[m[1]!] = argv[++i] ?? '';
  }
  return out;
}

/** Calls the flag parsers on `argv`'s flags: they must return, with errors of one line. */
export function checkCliParsers(argv: readonly string[]): string[] {
  const problems: string[] = [];
  const flags = flagObject(joinNegativeValues(argv));
  const checks: [string, () => { ok: boolean; error?: unknown }][] = [
    ['parseLimits', () => parseLimits(flags)],
    ['parseOptionalLimits', () => parseOptionalLimits(flags)],
    ['parsePosition', () => parsePosition(flags.fen, flags.moves)],
    ['parseSettings', () => parseSettings(flags, registry)],
    ['parseSeries', () => parseSeries(flags, ['gnu', flags.engine ?? 'zarkov'], registry, 2)],
  ];
  for (const [name, check] of checks) {
    try {
      const r = check();
      if (!r.ok && (typeof r.error !== 'string' || r.error === '' || /[\r\n]/.test(r.error)))
        problems.push(
          `${name} on ${JSON.stringify(argv)}: the error is not one line: ${JSON.stringify(r.error)}`,
        );
    } catch (e) {
      problems.push(`${name} threw on ${JSON.stringify(argv)}: ${errorMessage(e)}`);
    }
  }
  return problems;
}
