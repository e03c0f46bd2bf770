// Which games a match or a tournament plays, in order. Games come in pairs on one opening with
// the colours swapped: within a pairing, game 2k has the first engine White and game 2k+1 has it
// Black, both from opening k (the openings list repeats if the games outnumber it).
//
//   match, 4 games:      1. A-B op1   2. B-A op1   3. A-B op2   4. B-A op2
//   tournament A,B,C, 2: 1. A-B op1   2. B-A op1   3. A-C op1   4. C-A op1   5. B-C op1   6. C-B op1
//
// A tournament plays every pairing's first opening before any pairing's second, so a run cut
// short still has every pairing about equally far along.

/** One game to play: engine indices for each colour and the opening's index. */
export interface ScheduledGame {
  /** 1-based number of the game in the schedule (the PGN's Round). */
  readonly round: number;
  readonly white: number;
  readonly black: number;
  readonly opening: number;
}

/** Games `from` to `to - 1` of the pairing of engines `a` and `b` (unnumbered). */
function pairing(a: number, b: number, from: number, to: number, openings: number): ScheduledGame[] {
  const out: ScheduledGame[] = [];
  for (let g = from; g < to; g++) {
    const opening = Math.floor(g / 2) % openings;
    out.push(
      g % 2 === 0 ? { round: 0, white: a, black: b, opening } : { round: 0, white: b, black: a, opening },
    );
  }
  return out;
}

/** Numbers the games 1, 2, 3, ... in order. */
function numbered(games: readonly ScheduledGame[]): ScheduledGame[] {
  return games.map((g, i) => ({ ...g, round: i + 1 }));
}

/** A match of `games` games between engine 0 and engine 1 over `openings` openings. */
export function matchSchedule(games: number, openings: number): ScheduledGame[] {
  return numbered(pairing(0, 1, 0, games, openings));
}

/**
 * Every pair of `engines` engines plays `games` games, over `openings` openings; in a gauntlet
 * only engine 0 against each of the others.
 */
export function roundRobinSchedule(
  engines: number,
  games: number,
  openings: number,
  gauntlet = false,
): ScheduledGame[] {
  const pairs: [number, number][] = [];
  for (let a = 0; a < (gauntlet ? 1 : engines); a++) for (let b = a + 1; b < engines; b++) pairs.push([a, b]);
  const out: ScheduledGame[] = [];
  for (let g = 0; g < games; g += 2) {
    for (const [a, b] of pairs) out.push(...pairing(a, b, g, Math.min(g + 2, games), openings));
  }
  return numbered(out);
}
