// Ratings from a round robin: a maximum-likelihood fit of the Bradley-Terry model, in which
// engine i scores against engine j with expectation g_i / (g_i + g_j), a draw counting as half a
// win. The fit is Zermelo's iteration (a minorize-maximize step, which converges monotonically):
//
//   g_i <- P_i / sum_j (n_ij / (g_i + g_j))        P_i: points of i, n_ij: games between i and j
//
// Every pairing gets one virtual draw added (the prior BayesElo uses), so an engine that wins or
// loses every game still has a finite rating. Ratings are 400 log10 g_i, shifted to mean 0; with
// two engines the difference is the pairwise Elo of (points + 1/2) / (games + 1).

/** Points and games of each engine against each other engine (index i against index j). */
export interface Crosstable {
  readonly points: readonly (readonly number[])[];
  readonly games: readonly (readonly number[])[];
}

/** Virtual draws added to every pairing that played. */
export const PRIOR_DRAWS = 1;

const MAX_ITERATIONS = 100_000;
const TOLERANCE = 1e-12;

/** An empty crosstable of `n` engines. */
export function emptyCrosstable(n: number): { points: number[][]; games: number[][] } {
  const zeros = () => Array.from({ length: n }, () => Array<number>(n).fill(0));
  return { points: zeros(), games: zeros() };
}

/** The fitted Elo of each engine, mean 0; engines that played no game get 0. */
export function fitRatings(table: Crosstable): number[] {
  const n = table.points.length;
  const games = table.games.map((row, i) => row.map((g, j) => (i !== j && g > 0 ? g + PRIOR_DRAWS : 0)));
  const points = table.points.map((row, i) =>
    row.reduce((sum, p, j) => sum + (games[i]![j]! > 0 ? p + PRIOR_DRAWS / 2 : 0), 0),
  );
  const played = games.map((row) => row.some((g) => g > 0));
  let strength = Array<number>(n).fill(1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const next = strength.map((g, i) => {
      if (!played[i]) return 1;
      let denominator = 0;
      for (let j = 0; j < n; j++) {
        const nij = games[i]![j]!;
        if (nij > 0) denominator += nij / (g + strength[j]!);
      }
      return points[i]! / denominator;
    });
    const change = Math.max(...next.map((g, i) => Math.abs(Math.log(g / strength[i]!))));
    strength = normalize(next, played);
    if (change < TOLERANCE) break;
  }
  return strength.map((g, i) => (played[i] ? 400 * Math.log10(g) : 0));
}

/** Scales strengths so the mean of log strength over engines that played is 0. */
function normalize(strength: readonly number[], played: readonly boolean[]): number[] {
  const logs = strength.filter((_, i) => played[i]).map((g) => Math.log(g));
  const mean = logs.length === 0 ? 0 : logs.reduce((a, b) => a + b, 0) / logs.length;
  return strength.map((g, i) => (played[i] ? g / Math.exp(mean) : 1));
}
