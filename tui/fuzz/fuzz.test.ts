// The short fuzzing campaign of `npm test` (a few seconds, a fixed seed, so a run is the same on
// every machine); `npm run fuzz -- --runs N` is the long one. Needs dist/ built (it runs the
// binary a few times), as npm test does first.

import { expect, test } from 'vitest';
import { reportLines, runCampaign } from './campaign.js';

test('fuzz: UCI sessions, FEN/PGN/EPD readers and the command line hold (short campaign)', async () => {
  const report = await runCampaign({ sessions: 60, texts: 300, argvs: 300, processes: 6 }, 20261124);
  const summary = reportLines(report).join('\n');
  expect(report.failures, summary).toEqual([]);
  expect({ uncaught: report.uncaught, illegal: report.illegal, unanswered: report.unansweredReady }).toEqual({
    uncaught: 0,
    illegal: 0,
    unanswered: 0,
  });
  expect(report.searches, summary).toBeGreaterThan(20);
});
