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

/** z of a two-sided 95% interval. */
const Z95 = 1.959964;

/**
 * The 95% margin of each fitted Elo (mean-0 ratings), from the curvature of the fit's
 * log-likelihood: the information matrix I (I_ii = sum_j n_ij p_ij (1 - p_ij), I_ij = -n_ij
 * p_ij (1 - p_ij), the virtual draws counted, a draw as half a win each way) is singular along
 * the common shift, so the covariance of the mean-0 ratings is its pseudo-inverse, (I + J/n)^-1
 * - J/n for the engines that played (J all ones). Margin = 1.96 sd, in Elo. Undefined for an
 * engine that played no game, or when the engines that played do not form one connected field.
 */
export function ratingMargins(table: Crosstable): (number | undefined)[] {
  const n = table.points.length;
  const elo = fitRatings(table);
  const played = table.games.map((row, i) => row.some((g, j) => i !== j && g > 0));
  const index = played.flatMap((p, i) => (p ? [i] : []));
  const m = index.length;
  const out: (number | undefined)[] = Array<number | undefined>(n).fill(undefined);
  if (m < 2) return out;
  const scale = 400 / Math.LN10; // Elo per natural-log unit of strength
  const info = index.map(() => Array<number>(m).fill(0));
  index.forEach((i, a) =>
    index.forEach((j, b) => {
      const games = table.games[i]![j]!;
      if (a === b || games === 0) return;
      const p = 1 / (1 + Math.exp((elo[j]! - elo[i]!) / scale));
      const w = (games + PRIOR_DRAWS) * p * (1 - p);
      info[a]![b]! -= w;
      info[a]![a]! += w;
    }),
  );
  const shifted = info.map((row) => row.map((v) => v + 1 / m));
  const inverse = invert(shifted);
  if (inverse === undefined) return out;
  index.forEach((i, a) => {
    const variance = inverse[a]![a]! - 1 / m;
    out[i] = variance > 0 ? Z95 * Math.sqrt(variance) * scale : undefined;
  });
  return out;
}

/** The inverse of a square matrix by Gauss-Jordan elimination, or undefined if it is singular. */
function invert(matrix: readonly (readonly number[])[]): number[][] | undefined {
  const n = matrix.length;
  const a = matrix.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    if (Math.abs(a[pivot]![c]!) < 1e-12) return undefined;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const lead = a[c]![c]!;
    for (let k = 0; k < 2 * n; k++) a[c]![k]! /= lead;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      if (f !== 0) for (let k = 0; k < 2 * n; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row) => row.slice(n));
}
