import { exitMiddleware, redirect, rethrow, stopEvents } from '../../src/index.ts';
import { buildInteraction } from '../runtime/support/discord.ts';
import { importCommandKit } from '../runtime/support/project.ts';
import { cleanUp, harness, resetCalls } from '../runtime/support/runtime.ts';

afterEach(cleanUp);

/** What `fn` threw. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('rethrow', () => {
  it('rethrows the signals of exitMiddleware, redirect and stopEvents', () => {
    for (const signal of [thrown(exitMiddleware), thrown(() => redirect('help')), thrown(stopEvents)]) {
      expect(thrown(() => rethrow(signal))).toBe(signal);
    }
  });

  it('does nothing with other values', () => {
    for (const value of [new Error('mine'), 'text', undefined, { name: 'ExitMiddlewareSignal' }]) {
      expect(rethrow(value)).toBeUndefined();
    }
  });

  it('lets a signal caught in a middleware reach CommandKit, and the middleware handle its own errors', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness({
      'commands/+global-middleware.ts': [
        importCommandKit('exitMiddleware, rethrow'),
        `export function beforeExecute(ctx: any) {`,
        `  try {`,
        `    if (ctx.commandName === 'closed') exitMiddleware();`,
        `    throw new Error('lookup failed');`,
        `  } catch (error) {`,
        `    rethrow(error);`,
        `    (globalThis as any).calls.push('handled: ' + (error as Error).message);`,
        `  }`,
        `}`,
      ].join('\n'),
      'commands/open.ts': `export const command = { name: 'open', description: 'open' };\nexport const chatInput = () => { (globalThis as any).calls.push('open ran'); };`,
      'commands/closed.ts': `export const command = { name: 'closed', description: 'closed' };\nexport const chatInput = () => { (globalThis as any).calls.push('closed ran'); };`,
    });
    await commandkit.handleInteraction(buildInteraction(client, { name: 'open' }));
    await commandkit.handleInteraction(buildInteraction(client, { name: 'closed' }));
    expect(calls).toEqual(['handled: lookup failed', 'open ran']);
  });
});
