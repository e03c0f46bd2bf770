// The docs' example markers and the check of a block against what the code prints: what is
// masked (times, speeds) and what is not (node counts, moves), and how a cut output is shown.

import { describe, expect, test } from 'vitest';
import {
  blockDifference,
  blockText,
  findExamples,
  maskVarying,
  parseMarker,
  showCommand,
  splitWords,
} from './doc-examples-format.js';

const BENCH_OUTPUT = [
  'GNU Chess 1987 (gnu), depth 5',
  'warm-up: 100000 nodes on throw-away instances, not timed',
  '   1  start position                      15368 nodes       46 ms',
  '   2  Ruy Lopez, Closed                   55349 nodes      127 ms',
  '   3  Kiwipete                            12345 nodes        9 ms',
  'gnu: 83062 nodes, 182 ms',
  '',
  'Total time: 182 ms',
  'Nodes/second: 456384',
  'Nodes searched: 83062',
  '',
].join('\n');

const BENCH = parseMarker('ttychess bench --engine gnu; lines 1..3,-4..')[0]!;

describe('markers', () => {
  test('a one-line marker and a marker of several commands, typed lines and options', () => {
    const doc = [
      'Text.',
      '<!-- example: ttychess perft 2 --json -->',
      '```',
      '$ ttychess perft 2 --json',
      '{"nodes":400}',
      '```',
      '',
      '<!-- example:',
      "sed -n '1,20w wac20.epd' fixtures/wac.epd; hide",
      'ttychess uci gnu; lines 1..2,-1; cut 60',
      '> uci',
      '> go depth 1',
      '-->',
      '```sh',
      '```',
    ].join('\n');
    const [one, two] = findExamples(doc);
    expect(one!.line).toBe(2);
    expect(one!.commands).toEqual([
      { line: 'ttychess perft 2 --json', argv: ['ttychess', 'perft', '2', '--json'], input: [], hide: false },
    ]);
    expect(one!.body).toBe('$ ttychess perft 2 --json\n{"nodes":400}');
    expect(doc.slice(one!.bodyStart, one!.bodyEnd)).toBe(one!.body);
    expect(two!.body).toBe('');
    expect(two!.commands.map((c) => [c.argv, c.input, c.hide, c.cut])).toEqual([
      [['sed', '-n', '1,20w wac20.epd', 'fixtures/wac.epd'], [], true, undefined],
      [['ttychess', 'uci', 'gnu'], ['uci', 'go depth 1'], false, 60],
    ]);
    expect(two!.commands[1]!.keep).toEqual([
      { from: 1, to: 2 },
      { from: -1, to: -1 },
    ]);
  });

  test('prose that names the syntax mid-line is no marker; the marker after it still is', () => {
    const doc = [
      'Each block is marked `<!-- example: ttychess ... -->` above it; the syntax is elsewhere.',
      '',
      '<!-- example: ttychess perft 1 -->',
      '```',
      '$ ttychess perft 1',
      '```',
    ].join('\n');
    expect(findExamples(doc).map((e) => [e.line, e.commands.map((c) => c.line)])).toEqual([
      [3, ['ttychess perft 1']],
    ]);
  });

  test('words are split as a shell splits them', () => {
    expect(splitWords(`ttychess eval --fen '6k1/8 w - - 0 1' --moves "e4 e5" a\\ b`)).toEqual([
      'ttychess',
      'eval',
      '--fen',
      '6k1/8 w - - 0 1',
      '--moves',
      'e4 e5',
      'a b',
    ]);
    expect(() => splitWords("perft 'open")).toThrow(/unclosed/);
  });

  test('a bad option or line range is refused, naming it', () => {
    expect(() => parseMarker('ttychess bench; lines 0..3')).toThrow(/bad line range '0..3'/);
    expect(() => parseMarker('ttychess bench; head 3')).toThrow(/unknown option 'head 3'/);
    expect(() => parseMarker('> uci')).toThrow(/before any command/);
  });
});

describe('showing an output', () => {
  test('the command line, then the lines kept, each gap a line of ...', () => {
    expect(blockText(showCommand(BENCH, BENCH_OUTPUT))).toBe(
      [
        '$ ttychess bench --engine gnu',
        'GNU Chess 1987 (gnu), depth 5',
        'warm-up: 100000 nodes on throw-away instances, not timed',
        '   1  start position                      15368 nodes       46 ms',
        '...',
        '',
        'Total time: 182 ms',
        'Nodes/second: 456384',
        'Nodes searched: 83062',
      ].join('\n'),
    );
  });

  test('cut N ends a long line with ... after its first N characters; hide shows nothing', () => {
    const [cut] = parseMarker('ttychess perft 2 --json; cut 12');
    expect(blockText(showCommand(cut!, '{"nodes":400,"ms":1}\n'))).toBe(
      '$ ttychess perft 2 --json\n{"nodes":400...',
    );
    const [hidden] = parseMarker('sed -n 1p x; hide');
    expect(showCommand(hidden!, 'text\n')).toEqual([]);
  });
});

describe('the check', () => {
  const shown = showCommand(BENCH, BENCH_OUTPUT);
  const doc = blockText(shown);

  test('times and speeds are masked; a block from a slower machine still matches', () => {
    const slower = doc
      .replace('      46 ms', '    1046 ms')
      .replace('Total time: 182 ms', 'Total time: 5182 ms')
      .replace('Nodes/second: 456384', 'Nodes/second: 16028')
      .replace('warm-up: 100000', 'warm-up: 2944');
    expect(slower).not.toBe(doc);
    expect(blockDifference(slower, shown)).toBeUndefined();
  });

  test('a node count that changed is a difference, named with its line', () => {
    const stale = doc.replace('Nodes searched: 83062', 'Nodes searched: 645887');
    expect(blockDifference(stale, shown)).toBe(
      "block line 9: the doc has 'Nodes searched: 645887', the code prints 'Nodes searched: 83062'",
    );
    expect(blockDifference(doc.replace('15368 nodes', '15369 nodes'), shown)).toMatch(/^block line 4:/);
  });

  test('a missing or extra line is a difference', () => {
    expect(blockDifference(doc.split('\n').slice(0, -1).join('\n'), shown)).toMatch(/\(end of block\)/);
    expect(blockDifference(`${doc}\nmore`, shown)).toMatch(/\(end of output\)/);
  });

  test('a cut line matches up to the cut, even when a time before it is longer now', () => {
    const [json] = parseMarker('ttychess perft 2 --divide --json; cut 40');
    const then = showCommand(json!, '{"nodes":400,"ms":3,"nps":133333,"layout":"0x88","divide":{}}\n');
    const now = showCommand(json!, '{"nodes":400,"ms":12,"nps":33333,"layout":"0x88","divide":{}}\n');
    expect(blockDifference(blockText(then), now)).toBeUndefined();
    const other = showCommand(json!, '{"nodes":401,"ms":12,"nps":33333,"layout":"0x88","divide":{}}\n');
    expect(blockDifference(blockText(then), other)).toMatch(/^block line 2:/);
  });

  test('UCI info lines: time and nps masked, nodes and the pv not', () => {
    const line = 'info depth 4 seldepth 12 score cp 43 nodes 7683 nps 8882 time 865 pv b1c3 b8c6';
    expect(maskVarying(line)).toBe(
      'info depth 4 seldepth 12 score cp 43 nodes 7683 nps # time # pv b1c3 b8c6',
    );
    expect(maskVarying('{"nodes":21,"ms":4,"nps":5250}')).toBe('{"nodes":21,"ms":#,"nps":#}');
    expect(maskVarying('1. e4 {+0.25/12 1.2s} 1... c5 {-0.31/11 0.095s}')).toBe(
      '1. e4 {+0.25/12 #s} 1... c5 {-0.31/11 #s}',
    );
  });
});
