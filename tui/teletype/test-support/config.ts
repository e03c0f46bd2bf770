// Session configurations for the teletype's tests: two fake engines named like the real ones
// (tui/test-support/fake-engine.ts: canned, instant, deterministic answers), the bundled games,
// settings at --baud 0 and depth 2. Never built into dist/.

import { LocalEngine, type OpenEngine } from '../../engine-host/engine-handle.js';
import { FakeEngine, fakeMeta, type FakeConfig } from '../../test-support/fake-engine.js';
import { loadCatalogue } from '../replay/catalogue.js';
import type { SessionConfig } from '../screen.js';
import type { TeletypeSettings } from '../settings.js';

export const FAKES: readonly FakeConfig[] = [
  { id: 'zarkov', name: 'Zarkov' },
  { id: 'gnu', name: 'GNU Chess 1987' },
];

export const TEST_SETTINGS: TeletypeSettings = {
  baud: 0,
  unicode: false,
  bell: false,
  notation: 'san',
  boardEvery: 0,
  engines: ['zarkov', 'gnu'],
  limits: { depth: 2 },
  period: 'off',
};

/** The session date of the test configuration (the Date tag of saved games). */
export const TEST_DATE = '1983.03.24';

/** A configuration with the fake engines and the bundled games. */
export function testConfig(settings: Partial<TeletypeSettings> = {}): SessionConfig {
  const catalogue = loadCatalogue();
  if (!catalogue.ok) throw new Error(catalogue.error);
  return {
    settings: { ...TEST_SETTINGS, ...settings },
    engines: FAKES.map((c) => fakeMeta(c)),
    catalogue: catalogue.value,
    about: { zarkov: ['A FAKE ZARKOV FOR THE TESTS.'], gnu: ['A FAKE GNU CHESS.'] },
    date: TEST_DATE,
  };
}

/** Opens the fake engine of that id in this thread. */
export const openFake: OpenEngine = (id) => {
  const config = FAKES.find((c) => c.id === id);
  if (!config) throw new Error(`no fake engine ${id}`);
  return new LocalEngine(new FakeEngine(config));
};
