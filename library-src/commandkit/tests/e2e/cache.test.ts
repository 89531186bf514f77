// End to end, caching: the cache bot (support/cache-bot.ts), with cache() in its config and a
// "use cache" function, is built with `commandkit build`, started with `commandkit start` against
// the fake Discord and sent slash commands. One bot process serves the whole file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatInputInteraction } from '../support/fake-discord/index.ts';
import { CACHE_COMMANDS, CACHE_READY, cacheBot } from './support/cache-bot.ts';
import { botForTestFile, commandId, interact } from './support/harness.ts';

const e2e = botForTestFile(cacheBot, CACHE_READY);

async function run(name: string): Promise<string> {
  const body = await interact(e2e.fake, chatInputInteraction(e2e.main, { name, commandId: commandId(e2e.fake, name) }));
  return body.data?.content ?? '';
}

/** Every file of a directory, recursively, with its contents. */
function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, text: readFileSync(path, 'utf8') };
    });
}

describe('"use cache" in a bot built with the CLI, on the fake Discord', () => {
  it('registered its commands', () => {
    expect(
      e2e.fake
        .commands()
        .map((command) => command.name)
        .sort(),
    ).toEqual(CACHE_COMMANDS);
  });

  it('compiled the directive into calls of the cache runtime', () => {
    const built = filesUnder(join(e2e.root, 'dist')).filter((file) => /\.m?js$/.test(file.path));
    const points = built.find((file) => file.text.includes('getPoints') && file.text.includes('computations'));
    expect(points?.text).toContain('__commandkitCache.run("src/lib/points.ts#getPoints:');
    expect(points?.text).not.toMatch(/['"]use cache['"];/);
  });

  it('computes once, then answers from the cache until the tag is revalidated', async () => {
    const first = await run('points');
    expect(first).toMatch(/^points of \d+: computation 1, cached=true, at /);
    expect(await run('points')).toBe(first);
    expect(await run('bump')).toBe('revalidated');
    expect(await run('points')).toMatch(/: computation 2, cached=true, at /);
    expect(await run('points')).toMatch(/: computation 2, /);
  });

  it('keeps stack traces of the cached body pointing at the source line', async () => {
    await run('bump');
    const reply = await run('points');
    // The `new Error('trace')` line of src/lib/points.ts (line 9), through the build's source maps.
    expect(reply).toMatch(/points\.ts:9:\d+/);
  });
});
