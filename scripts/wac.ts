// `npm run wac -- [--engine gnu] [--depth 5] [--count 100]`: how many of the first Win At Chess
// positions (fixtures/wac.epd) an engine solves at a fixed depth, and which it misses.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEpdFile } from '../core/epd.js';
import { registry } from '../engines/registry.js';
import { describeWanted, solvePosition } from '../tui/suite/solve.js';
import { repoRoot } from './files.js';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

function main(): number {
  const id = flag('engine', 'gnu');
  const depth = Number(flag('depth', '5'));
  const count = Number(flag('count', '100'));
  const engine = registry.create(id);
  if (!engine) {
    console.error(`wac: ${registry.unknown(id)}`);
    return 2;
  }
  if (engine.options.some((o) => o.name === 'OwnBook')) engine.setOption('OwnBook', 'false');
  const file = parseEpdFile(readFileSync(join(repoRoot(), 'fixtures', 'wac.epd'), 'utf8'));
  if (!file.ok) {
    console.error(`wac: fixtures/wac.epd: ${file.error.detail}`);
    return 2;
  }
  const t0 = performance.now();
  let solved = 0;
  let nodes = 0;
  const missed: string[] = [];
  for (const { record } of file.value.slice(0, count)) {
    const r = solvePosition(engine, record, { depth });
    nodes += r.result.nodes;
    if (r.solved) solved++;
    else missed.push(`${r.id} ${r.played} (${describeWanted(r)})`);
  }
  const ms = performance.now() - t0;
  console.log(`missed: ${missed.join(', ') || 'none'}`);
  console.log(
    `${id} depth ${depth}: ${solved} of ${Math.min(count, file.value.length)} solved, ${nodes} nodes, ${(ms / 1000).toFixed(1)} s`,
  );
  return 0;
}

process.exitCode = main();
