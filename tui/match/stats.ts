// Match statistics, as pure functions of a win/draw/loss count (from one engine's side).
//
//   score s  = (W + D/2) / N                      draw ratio = D / N
//   Elo      = -400 log10(1/s - 1)                (the logistic curve; +-Infinity at s = 1 or 0)
//   margin   = half the Elo width of s +- 1.96 sigma, sigma = sqrt(var / N), where var is the
//              per-game variance of the score: (W (1-s)^2 + D (1/2-s)^2 + L s^2) / N
//              (Infinity when that interval leaves (0, 1): too few games to bound it)
//   LOS      = 1/2 (1 + erf((W - L) / sqrt(2 (W + L))))   (draws say nothing; 1/2 with no decisive game)

/** Wins, draws and losses of one side. */
export interface Wdl {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface MatchStats extends Wdl {
  readonly games: number;
  /** Points: a win 1, a draw 1/2. */
  readonly points: number;
  /** Points per game, 0 to 1 (0.5 with no games). */
  readonly score: number;
  readonly drawRatio: number;
  /** Elo difference implied by the score; +-Infinity for a perfect or a zero score. */
  readonly elo: number;
  /** Half width of the 95% interval around `elo`; Infinity when the interval is unbounded. */
  readonly eloMargin: number;
  /** Likelihood of superiority, 0 to 1. */
  readonly los: number;
}

/** The two-sided 95% quantile of the normal distribution (1.95996...), rounded. */
export const Z95 = 1.96;

/** The Elo difference of a score (points per game, 0 to 1). */
export function eloFromScore(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return 400 * Math.log10(score / (1 - score)); // = -400 log10(1/s - 1), and 0 (not -0) at 1/2
}

/** Numerical Recipes' Chebyshev fit of erfc: exp(-z^2 + sum c_k t^k) t, with t = 1 / (1 + z/2). */
const ERFC_FIT = [
  -1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587,
  -0.82215223, 0.17087277,
] as const;

/** The error function, by that fit (fractional error below 1.2e-7 everywhere: ample for a percentage). */
export function erf(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly = ERFC_FIT.reduceRight((sum: number, c) => c + t * sum, 0);
  const erfc = t * Math.exp(-z * z + poly);
  return x >= 0 ? 1 - erfc : erfc - 1;
}

/** The likelihood that the side with `wins` is the stronger one. */
export function likelihoodOfSuperiority(wins: number, losses: number): number {
  if (wins + losses === 0) return 0.5;
  return 0.5 * (1 + erf((wins - losses) / Math.sqrt(2 * (wins + losses))));
}

/** Half the Elo width of the 95% interval of the score. */
export function eloMargin(wdl: Wdl): number {
  const n = wdl.wins + wdl.draws + wdl.losses;
  if (n === 0) return Infinity;
  const s = (wdl.wins + wdl.draws / 2) / n;
  const variance = (wdl.wins * (1 - s) ** 2 + wdl.draws * (0.5 - s) ** 2 + wdl.losses * s ** 2) / n;
  const sigma = Math.sqrt(variance / n);
  const low = s - Z95 * sigma;
  const high = s + Z95 * sigma;
  if (low <= 0 || high >= 1) return Infinity;
  return (eloFromScore(high) - eloFromScore(low)) / 2;
}

/** Every statistic of a win/draw/loss count. */
export function matchStats(wdl: Wdl): MatchStats {
  const games = wdl.wins + wdl.draws + wdl.losses;
  const points = wdl.wins + wdl.draws / 2;
  const score = games === 0 ? 0.5 : points / games;
  return {
    wins: wdl.wins,
    draws: wdl.draws,
    losses: wdl.losses,
    games,
    points,
    score,
    drawRatio: games === 0 ? 0 : wdl.draws / games,
    elo: eloFromScore(score),
    eloMargin: eloMargin(wdl),
    los: likelihoodOfSuperiority(wdl.wins, wdl.losses),
  };
}

/** A finite number rounded to `digits` decimals, or null (JSON has no Infinity). */
export function jsonNumber(x: number, digits: number): number | null {
  if (!Number.isFinite(x)) return null;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** "+147", "-33", "0", "+inf", "-inf". */
export function formatElo(elo: number): string {
  if (elo === Infinity) return '+inf';
  if (elo === -Infinity) return '-inf';
  const r = Math.round(elo);
  return r > 0 ? `+${r}` : r === 0 ? '0' : String(r);
}

/** "+147 +- 269" (the margin "inf" when unbounded). */
export function formatEloWithMargin(stats: Pick<MatchStats, 'elo' | 'eloMargin'>): string {
  const margin = Number.isFinite(stats.eloMargin) ? String(Math.round(stats.eloMargin)) : 'inf';
  return `${formatElo(stats.elo)} +- ${margin}`;
}

/** Points as a chess player writes them: "7", "6.5", "0.5". */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}
