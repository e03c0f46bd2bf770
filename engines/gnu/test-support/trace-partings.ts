// The searches of fixtures/gnu-1987/traces whose trace still parts from the original's somewhere
// (engines/gnu/trace.test.ts): each one is a rule not yet found. Written from a run of the
// comparison; a search that starts to agree must come off the list (the test says so).

/** By depth, the ids of the searches known to part. */
export const KNOWN_TO_PART: Readonly<Record<number, readonly string[]>> = {
  1: [],
  2: [],
};

/** How many of the depth-3 searches in the fixture (the first 50 positions) trace the original. */
export const DEPTH_3_EQUAL = 50;
