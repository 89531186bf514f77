import fs from 'node:fs';
import path from 'node:path';
import { parseDirectives, patternOf, visibleText, type Directive, type OptOut } from './directives';
import type { GuideVersion } from './guide-version';
import { next } from './guide-versions';
import { hasRunnableProject, projectAt } from './page-project';
import { removePageProjects, runStep, type PageBot } from './page-bot';

/**
 * The guides that run: each page's run directives (directives.ts) against the bot its code blocks
 * make (page-project.ts), built and started as a reader of that version would (page-bot.ts for
 * Next, page-bot-0.1.10.ts for the release).
 */

export const ROOT = path.resolve(__dirname, '../../../..');

export interface GuidePage {
  /** Relative to the repository root, e.g. docs/guide/jsx/v1/button.md. */
  doc: string;
  markdown: string;
  directives: Directive[];
  optOuts: OptOut[];
  /** Whether its code blocks make a project with a command, event handler, plugin or config. */
  runnable: boolean;
}

export function guidePages(version: GuideVersion = next): GuidePage[] {
  return fs
    .readdirSync(path.join(ROOT, version.guideDir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const doc = path.posix.join(version.guideDir, file.split(path.sep).join('/'));
      const markdown = fs.readFileSync(path.join(ROOT, doc), 'utf8');
      return { doc, markdown, ...parseDirectives(markdown, doc), runnable: hasRunnableProject(markdown, version) };
    });
}

/** Expectations whose pattern matches nothing a reader of the page sees, one line each. */
export function unstatedExpectations(page: GuidePage): string[] {
  const visible = visibleText(page.markdown);
  return page.directives.flatMap((directive) =>
    directive.steps.flatMap((step) =>
      step.expect
        .filter((expectation) => !patternOf(expectation.text).test(visible))
        .map((expectation) => `${page.doc}:${directive.line}: the page never says ${expectation.kind} "${expectation.text}"`),
    ),
  );
}

/** The one bot a page's tests hold at a time: directives in a row with the same project share it. */
export class PageBots {
  #current: { key: string; bot: Promise<PageBot> } | undefined;

  constructor(readonly version: GuideVersion = next) {}

  /** The bot of `files`, started now unless it is the current one (which is then stopped). */
  async for(files: Record<string, string>): Promise<PageBot> {
    const key = JSON.stringify(files);
    if (this.#current?.key !== key) {
      await this.stop();
      this.#current = { key, bot: this.version.start(files) };
    }
    return this.#current.bot;
  }

  async stop(): Promise<void> {
    const bot = this.#current?.bot;
    this.#current = undefined;
    await bot?.then(
      (started) => started.stop(),
      () => undefined,
    );
  }
}

/**
 * Runs a directive's steps on the bot of the page's project; a failure names the page and line.
 * `stepTimeoutMs`: how long each step waits for what it expects (page-bot.ts's STEP_TIMEOUT_MS).
 */
export async function runDirective(
  page: Pick<GuidePage, 'doc' | 'markdown'>,
  directive: Directive,
  bots: PageBots,
  stepTimeoutMs?: number,
): Promise<void> {
  try {
    const bot = await bots.for(projectAt(page.markdown, directive.line, bots.version));
    for (const step of directive.steps) await runStep(bot, step, stepTimeoutMs);
  } catch (error) {
    throw new Error(`${page.doc}:${directive.line}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Registers, for each page of `folders` (under the version's guide folder; all pages without
 * folders) with run directives, one test per directive, in the page's order.
 */
export function describeGuideRuns(folders: string[] | 'all', version: GuideVersion = next): void {
  const pages = guidePages(version).filter(
    (page) =>
      page.directives.length > 0 && (folders === 'all' || folders.some((folder) => page.doc.startsWith(`${version.guideDir}/${folder}/`))),
  );
  afterAll(() => removePageProjects());

  describe.each(pages.map((page) => ({ page, name: page.doc })))('$name', ({ page }) => {
    const bots = new PageBots(version);
    afterAll(() => bots.stop(), 30_000);
    it.each(
      page.directives.map((directive) => ({
        directive,
        name: `line ${directive.line}: ${directive.steps.map((step) => step.source).join('; ')}`,
      })),
    )('$name', ({ directive }) => runDirective(page, directive, bots), 90_000);
  });
}
