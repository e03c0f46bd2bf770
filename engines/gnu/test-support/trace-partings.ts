// The searches of fixtures/gnu-1987/traces whose trace still parts from the original's somewhere
// (engines/gnu/trace.test.ts): each one is a rule not yet found. Written from a run of the
// comparison; a search that starts to agree must come off the list (the test says so).

/** By depth, the ids of the searches known to part. */
export const KNOWN_TO_PART: Readonly<Record<number, readonly string[]>> = {
  1: ['spec-02', 'WAC.096', 'game-081', 'game-159', 'game-171', 'WAC.276', 'WAC.281', 'game-204'],
  2: [
    'spec-02',
    'game-018',
    'game-029',
    'game-054',
    'game-063',
    'WAC.096',
    'WAC.106',
    'game-081',
    'WAC.121',
    'WAC.126',
    'game-089',
    'end-19',
    'WAC.161',
    'WAC.186',
    'gen-51',
    'end-29',
    'game-159',
    'game-165',
    'game-171',
    'spec-23',
    'gen-73',
    'WAC.271',
    'WAC.276',
    'WAC.281',
    'WAC.286',
    'end-39',
    'WAC.296',
    'game-204',
  ],
};

/** How many of the depth-3 searches in the fixture (the first 50 positions) trace the original. */
export const DEPTH_3_EQUAL = 44;
