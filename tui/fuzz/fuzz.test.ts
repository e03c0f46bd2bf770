// The short fuzzing campaign of `npm test` (a fixed seed, so a run is the same on every machine
// but for the races with the engine's threads); `npm run fuzz -- --runs N` is the long one. Needs
// dist/ built (it runs the binary), as npm test does first. The protocol sessions' checks are on
// order, never on time, and their timeouts generous (20 s for an answer): a loaded machine makes
// them slower, not red.

import { describe, expect, test } from 'vitest';
import { reportLines, runCampaign, type CampaignSize } from './campaign.js';

/** No protocol sessions: the in-process UCI sessions, the readers, the flags and the binary's command line. */
const IN_PROCESS: CampaignSize = { sessions: 60, texts: 300, argvs: 300, processes: 6, protocolSessions: 0 };

test('fuzz: UCI sessions, FEN/PGN/EPD readers and the command line hold (short campaign)', async () => {
  const report = await runCampaign(IN_PROCESS, 20261124);
  const summary = reportLines(report).join('\n');
  expect(report.failures, summary).toEqual([]);
  expect({ uncaught: report.uncaught, illegal: report.illegal, unanswered: report.unansweredReady }).toEqual({
    uncaught: 0,
    illegal: 0,
    unanswered: 0,
  });
  expect(report.searches, summary).toBeGreaterThan(20);
});

describe('fuzz: the built binary over both protocols (short campaign)', () => {
  const ONLY_PROTOCOL: CampaignSize = { sessions: 0, texts: 0, argvs: 0, processes: 0, protocolSessions: 3 };

  test.each(['uci', 'xboard'] as const)(
    '%s: every move legal, every isready and ping answered, no wedge or crash',
    async (protocol) => {
      const report = await runCampaign(ONLY_PROTOCOL, 20261127, {
        protocol,
        engines: ['hiarcs', 'zarkov', 'gnu'],
      });
      const summary = reportLines(report).join('\n');
      expect(report.failures, summary).toEqual([]);
      // The seed plays searches and pondering (go ponder; hard) on every run. How many moves are
      // checked depends on how the races fall (a force right after a move cancels the next), so
      // only that some were.
      expect(report.protocol.moves, summary).toBeGreaterThan(0);
      expect(report.protocol.pondered, summary).toBeGreaterThan(0);
    },
    300_000,
  );
});
