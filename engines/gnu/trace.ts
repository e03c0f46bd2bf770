// A node-by-node record of a search, in the format of the 1987 program's own search traces
// (fixtures/gnu-1987/traces, README there): one line per move made (ply, move, node counter,
// remaining depth and window handed to the reply), one per move taken back (its score, and the
// value kept when that differs), one per root call and its return. The search writes to it only
// when one is handed in (GnuSearchSettings.trace), so a search without it costs nothing more.

/** A move as the traces write it: from and to squares, `q` for a promotion. */
export type MoveText = (move: number) => string;

/** Collects the lines of one search, tab-separated as the original's traces are. */
export class SearchTrace {
  readonly lines: string[] = [];

  constructor(private readonly text: MoveText) {}

  /** The search is called at the root (each iteration, each re-search). */
  rootCall(nodes: number, depth: number, alpha: number, beta: number): void {
    this.lines.push(`0\t-\t${nodes}\t${depth}\t${alpha}\t${beta}`);
  }

  /** A root call returns its score. */
  rootReturn(score: number): void {
    this.lines.push(`<\t0\t-\t${score}`);
  }

  /** A move made at `ply`; `nodes` is the reply node's number, depth and window the reply's. */
  made(ply: number, move: number, nodes: number, depth: number, alpha: number, beta: number): void {
    this.lines.push(`${ply}\t${this.text(move)}\t${nodes}\t${depth}\t${alpha}\t${beta}`);
  }

  /** A move taken back with the score its reply gave it (the mover's view), and the value kept. */
  takenBack(ply: number, move: number, score: number, stored: number): void {
    const kept = stored === score ? '' : `\t${stored}`;
    this.lines.push(`<\t${ply}\t${this.text(move)}\t${score}${kept}`);
  }
}
