import { expect, test } from 'vitest';
import { aboutParagraphs } from './about.js';
import { Driver } from './test-support/driver.js';

test('the page text is the prose before the first section, without Markdown', () => {
  const md =
    '# GNU (`gnu`)\n\nJohn *Stanback* wrote [it](x.md) in `C`.\nOn a VAX.\n\n- Board: 0x88\n\n## Options\n\nno';
  expect(aboutParagraphs(md)).toEqual(['John Stanback wrote it in C. On a VAX.']);
});

test('a page names the author, year, machine and search, then the paragraphs', () => {
  const d = new Driver();
  d.line('about');
  const page = d.line('gnu').join('\n');
  expect(page).toContain('GNU CHESS 1987 (GNU)');
  expect(page).toContain('WRITTEN BY THE TESTS, 2026.');
  expect(page).toContain('SEARCH: FULL-WIDTH ALPHA-BETA; BOARD: 0X88.');
  expect(page).toContain('A FAKE GNU CHESS.');
  expect(d.line('all').join('\n')).toContain('A FAKE ZARKOV');
  expect(d.line('7')[1]).toContain('TYPE 1 TO 2');
  d.line('');
  expect(d.state.screen.name).toBe('menu');
});
