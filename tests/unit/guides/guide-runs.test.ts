import { parseDirectives, patternOf } from './runs/directives';
import { guidePages, PageBots, runDirective, unstatedExpectations } from './runs/guide-runs';
import { removePageProjects } from './runs/page-bot';
import { guideVersions, next } from './runs/guide-versions';
import { projectAt } from './runs/page-project';

/**
 * The checks around the guides that run (the runs themselves are the guide-runs-*.test.ts files):
 * every page with a complete example runs or says why not, what a run expects is what the page
 * says, and a page whose example stops working fails with its file and line.
 */

describe.each(guideVersions.map((version) => ({ version, label: version.label })))('the $label guides', ({ version }) => {
  const pages = guidePages(version);

  it('run every page whose code makes a bot, or say in the page why not', () => {
    const silent = pages
      .filter((page) => page.runnable && page.directives.length === 0 && page.optOuts.length === 0)
      .map((page) => page.doc);
    expect(silent).toEqual([]);
  });

  it('expect of a run only what the page itself says', () => {
    expect(pages.flatMap(unstatedExpectations)).toEqual([]);
  });
});

describe('run directives', () => {
  it('parse steps, options and expectations', () => {
    const { directives } = parseDirectives(
      'text\n{/* run: /settings show key:"dark mode" => reply "Dark mode is …", log "shown"; click "OK"; select "a" "b"; submit note:"hi there"; join */}\n',
      'page.md',
    );
    expect(directives).toHaveLength(1);
    expect(directives[0].line).toBe(2);
    expect(directives[0].steps.map((step) => step.action)).toEqual([
      { kind: 'command', path: ['settings', 'show'], options: { key: 'dark mode' } },
      { kind: 'click', label: 'OK' },
      { kind: 'select', values: ['a', 'b'] },
      { kind: 'submit', fields: { note: 'hi there' } },
      { kind: 'join' },
    ]);
    expect(directives[0].steps[0].expect).toEqual([
      { kind: 'reply', text: 'Dark mode is …' },
      { kind: 'log', text: 'shown' },
    ]);
  });

  it('name the page and line of one that does not parse, or of a skip without a reason', () => {
    expect(() => parseDirectives('a\nb\n{/* run: /ping => answer "Pong" */}', 'docs/guide/x.md')).toThrow(
      /^docs\/guide\/x\.md:3: an expectation is reply/,
    );
    expect(() => parseDirectives('{/* run skipped: */}', 'docs/guide/x.md')).toThrow(/^docs\/guide\/x\.md:1: a skipped run needs a reason/);
    expect(() => parseDirectives('{/* run: start\n */}', 'docs/guide/x.md')).toThrow(/^docs\/guide\/x\.md:1: a run comment takes one line/);
  });

  it('match … to any text on one line, and the rest literally', () => {
    expect(patternOf('Pong! (… ms)', { whole: true }).test('Pong! (42 ms)')).toBe(true);
    expect(patternOf('Pong! (… ms)', { whole: true }).test('Pong! 42 ms')).toBe(false);
    expect(patternOf('a…b').test('a\nb')).toBe(false);
  });

  it('fail an expectation the page does not state', () => {
    const markdown = 'The bot answers `Pong!`.\n{/* run: /ping => reply "Pong!", reply "Ping?" */}\n';
    const page = { doc: 'docs/guide/x.md', markdown, ...parseDirectives(markdown, 'docs/guide/x.md'), runnable: true };
    expect(unstatedExpectations(page)).toEqual(['docs/guide/x.md:2: the page never says reply "Ping?"']);
  });
});

describe('a page whose project', () => {
  const page = (reply: string) => {
    const markdown = [
      '# Ping',
      '',
      '```ts title="src/app/commands/hello.ts"',
      "import type { ChatInputCommand, CommandData } from 'commandkit';",
      "export const command: CommandData = { name: 'hello', description: 'Says hello.' };",
      `export const chatInput: ChatInputCommand = async (ctx) => { await ctx.reply('${reply}'); };`,
      '```',
      '',
      'The bot answers `Hello there!`.',
      '',
      '{/* run: /hello => reply "Hello there!" */}',
      '',
    ].join('\n');
    return { doc: 'docs/guide/hello.md', markdown, directive: parseDirectives(markdown, 'docs/guide/hello.md').directives[0] };
  };
  const bots = new PageBots(next);
  afterAll(async () => {
    await bots.stop();
    removePageProjects();
  }, 30_000);

  it('is the template with the page code blocks written over it', () => {
    const files = projectAt(page('Hello there!').markdown, 11, next);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['src/app.ts', 'src/app/commands/ping.ts', 'src/app/commands/hello.ts', 'commandkit.config.ts']),
    );
  });

  it('does what the page says passes', async () => {
    const { directive, ...ok } = page('Hello there!');
    await expect(runDirective(ok, directive, bots)).resolves.toBeUndefined();
  }, 90_000);

  it('stops doing what the page says fails with the page and line', async () => {
    const { directive, ...changed } = page('Hi!');
    // The bot answers "Hi!" within a second; the full ten seconds of a step would only wait longer.
    await expect(runDirective(changed, directive, bots, 5_000)).rejects.toThrow(
      /^docs\/guide\/hello\.md:11: The bot sent or changed no message showing "Hello there!"\. It showed: \["Hi!"\]/,
    );
  }, 90_000);
});
