// The ABOUT screen: a page per engine, drawn from its metadata (author, year, machine, search)
// and from the opening paragraphs of docs/engines/<id>.md (read when the session opens).

import type { EngineMeta } from '../../engines/engine.js';
import { complain, engineMenu, pickEngine, say, type Ctx, type ScreenStep } from './screen.js';

export interface AboutState {
  readonly name: 'about';
}

export const ABOUT_PROMPT = 'ENGINE? ';

/**
 * The paragraphs of an engine's page before its first "##" heading: prose only (no title, no
 * lists), with Markdown marks taken out: `code`, [links](...), *emphasis*.
 */
export function aboutParagraphs(markdown: string): string[] {
  const head = markdown.split(/^## /m)[0] ?? '';
  return head
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('#') && !/^[-*] /.test(p))
    .map((p) =>
      p
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*_]/g, '')
        .replace(/\s+/g, ' '),
    );
}

/** One engine's page. */
export function aboutPage(meta: EngineMeta, paragraphs: readonly string[]): string[] {
  return [
    '',
    ...say(
      `${meta.name} (${meta.id})`,
      `WRITTEN BY ${meta.author}, ${meta.year}.`,
      `MACHINE: ${meta.machine}.`,
      `SEARCH: ${meta.searchStyle}; BOARD: ${meta.layout}.`,
    ),
    ...paragraphs.flatMap((p) => ['', ...say(p)]),
    '',
  ];
}

export function enterAbout(ctx: Ctx): ScreenStep<AboutState> {
  return {
    state: { name: 'about' },
    print: [
      '',
      ...engineMenu(ctx.config),
      '',
      ...say("TYPE AN ENGINE'S NUMBER OR NAME, ALL FOR EVERY PAGE, OR A BLANK LINE FOR THE MENU."),
    ],
  };
}

export function answerAbout(ctx: Ctx, state: AboutState, line: string): ScreenStep<AboutState> {
  const word = line.trim().toUpperCase();
  if (word === '') return { state: 'menu', print: [] };
  const metas = word === 'ALL' ? ctx.config.engines : [pickEngine(ctx.config, word)];
  if (metas.some((m) => m === undefined))
    return complain(state, `TYPE 1 TO ${ctx.config.engines.length}, AN ENGINE'S NAME, OR ALL.`);
  return { state, print: metas.flatMap((m) => aboutPage(m!, ctx.config.about[m!.id] ?? [])) };
}

export function aboutHelp(): string[] {
  return say("TYPE AN ENGINE'S NUMBER OR NAME FOR ITS PAGE, ALL FOR EVERY PAGE, A BLANK LINE FOR THE MENU.");
}
