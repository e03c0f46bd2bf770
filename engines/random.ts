// A seeded pseudo-random source for engines (the GNU book's choice, any Seed option): the same
// seed always gives the same sequence, so games and tests replay exactly. Each call to makeRandom
// makes an independent generator that owns its state; nothing is shared between engine instances.
//
// The generator is mulberry32 (Tommy Ettinger, public domain): a 32-bit state advanced by a
// Weyl step (+0x6d2b79f5) and scrambled by two multiply-xorshift rounds. Period 2^32; plenty
// for choosing book moves, and not meant for anything cryptographic.

/** A generator of numbers in [0, 1) from `seed` (any number; only its low 32 bits count). */
export function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
