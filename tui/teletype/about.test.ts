import { describe, expect, test } from 'vitest';
import { ENGINE_IDS } from '../../engines/engine.js';
import { registry } from '../../engines/registry.js';
import { PAPER_WIDTH } from '../format/wrap.js';
import { ABOUT_TEXT, aboutPage } from './about.js';
import { Driver } from './test-support/driver.js';

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

describe.each(ENGINE_IDS)('the ABOUT page of %s', (id) => {
  const meta = registry.list().find((m) => m.id === id)!;
  const page = aboutPage(meta, ABOUT_TEXT[id]);
  const text = page.join('\n');

  test('is prose on the paper: capitals, within 72 columns, a few paragraphs', () => {
    for (const line of page) {
      expect(line.length).toBeLessThanOrEqual(PAPER_WIDTH);
      expect(line).toBe(line.toUpperCase());
    }
    expect(ABOUT_TEXT[id].length).toBeGreaterThanOrEqual(3);
    expect(page.length).toBeLessThanOrEqual(40);
  });

  test('says who, when and on what machine, in its own words too', () => {
    expect(text).toContain(`WRITTEN BY ${meta.author.toUpperCase()}, ${meta.year}.`);
    expect(ABOUT_TEXT[id][0]).toContain(meta.author.split(' ').at(-1));
    expect(ABOUT_TEXT[id].join(' ')).toMatch(/this rebuild/i);
  });

  // What QA found printed: repository paths, Markdown, and pointers to ledgers the page lacks.
  test.each([
    ['a repository path', /\.\.\/|\/[A-Z-]+\/|\.(MD|TXT|TS|PGN)\b/],
    ['Markdown marks', /[`*_#[\]|]/],
    ['a pointer to a table it does not print', /\bBELOW\b|\bLEDGER\b|\bSEE\b|\bTABLE BELOW\b/],
  ])('prints no %s', (_, pattern) => {
    expect(text).not.toMatch(pattern);
  });
});

test('the heading names the id in brackets only when it is not the name (issue 25, item 12)', () => {
  const heading = (id: string) =>
    aboutPage(
      registry.list().find((m) => m.id === id)!,
      [],
    )[1];
  expect(heading('zarkov')).toBe('ZARKOV');
  expect(heading('gnu')).toBe('GNU CHESS 1987 (GNU)');
  expect(heading('hiarcs')).toBe('HIARCS 0.5 (HIARCS)');
});
