// `npm run fuzz -- --runs N [--seed S]`: a long fuzzing campaign (campaign.ts) on the built code;
// the counts on stdout, status 1 if anything failed. N is the number of UCI sessions (default
// 1000); the other checks scale with it.

import { campaignSize, reportLines, runCampaign } from './campaign.js';

/** The value of `--name N` or `--name=N` in `argv`, if given. */
function flag(argv: readonly string[], name: string): string | undefined {
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const token = argv[at]!;
  return token.includes('=') ? token.slice(token.indexOf('=') + 1) : argv[at + 1];
}

const argv = process.argv.slice(2);
const runs = Number(flag(argv, 'runs') ?? 1000);
const seed = Number(flag(argv, 'seed') ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  process.stderr.write('fuzz: --runs takes a whole number of sessions, --seed a whole number\n');
  process.exit(2);
}
const report = await runCampaign(campaignSize(runs), seed);
process.stdout.write(reportLines(report).join('\n') + '\n');
process.exitCode = report.failures.length > 0 ? 1 : 0;
