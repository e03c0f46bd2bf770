// `npm run fuzz -- --runs N [--seed S] [--protocol uci|xboard|both] [--engines a,b] [--only I]`:
// a long fuzzing campaign (campaign.ts) on the built code; the counts on stdout, status 1 if
// anything failed. N is the number of UCI sessions in this thread and of protocol sessions with
// the binary (default 1000); the other checks scale with it. `--only I` replays protocol session
// I of the seed alone (a failure prints the command that does it).

import { registry } from '../../engines/registry.js';
import { campaignSize, reportLines, runCampaign, type CampaignSize } from './campaign.js';

/** The value of `--name N` or `--name=N` in `argv`, if given. */
function flag(argv: readonly string[], name: string): string | undefined {
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const token = argv[at]!;
  return token.includes('=') ? token.slice(token.indexOf('=') + 1) : argv[at + 1];
}

/** Ends the process with a one-line usage error. */
function usage(text: string): never {
  process.stderr.write(`fuzz: ${text}\n`);
  process.exit(2);
}

const argv = process.argv.slice(2);
const runs = Number(flag(argv, 'runs') ?? 1000);
const seed = Number(flag(argv, 'seed') ?? Math.floor(Math.random() * 2 ** 31));
const only = flag(argv, 'only');
const protocol = flag(argv, 'protocol') ?? 'both';
const engines = (flag(argv, 'engines') ?? registry.ids().join(',')).split(',').filter((e) => e !== '');
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed))
  usage('--runs takes a whole number of sessions, --seed a whole number');
if (only !== undefined && !/^\d+$/.test(only)) usage(`--only takes a session number, not '${only}'`);
if (protocol !== 'uci' && protocol !== 'xboard' && protocol !== 'both')
  usage(`--protocol is uci, xboard or both, not '${protocol}'`);
const unknown = engines.find((e) => !registry.ids().includes(e));
if (engines.length === 0 || unknown !== undefined)
  usage(`--engines takes engine ids (${registry.ids().join(', ')}), not '${unknown ?? ''}'`);
const size: CampaignSize =
  only === undefined
    ? campaignSize(runs)
    : { sessions: 0, texts: 0, argvs: 0, processes: 0, protocolSessions: Number(only) + 1 };
const report = await runCampaign(size, seed, {
  protocol,
  engines,
  ...(only === undefined ? {} : { only: Number(only) }),
});
process.stdout.write(reportLines(report).join('\n') + '\n');
process.exitCode = report.failures.length > 0 ? 1 : 0;
