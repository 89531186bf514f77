import { MessageFlags, type ButtonInteraction } from 'discord.js';
import {
  ButtonKit,
  ChannelSelectMenuKit,
  CollectorHub,
  MentionableSelectMenuKit,
  ModalKit,
  RoleSelectMenuKit,
  RuntimePlugin,
  type CommandKitPluginRuntime,
  StringSelectMenuKit,
  UserSelectMenuKit,
  type CollectorEndReason,
} from '../../src/index.ts';
import { REPLIES } from '../../src/runtime/dispatch.ts';
import { replyContent } from '../runtime/support/discord.ts';
import { commandFile } from '../runtime/support/project.ts';
import { cleanUp, harness, type Harness } from '../runtime/support/runtime.ts';
import {
  buildButton,
  buildChannelSelect,
  buildMentionableSelect,
  buildModalSubmit,
  buildRoleSelect,
  buildStringSelect,
  buildUserSelect,
  callbacksOf,
} from './collector-support.ts';

let h: Harness;

beforeEach(async () => {
  h = await harness({ 'commands/ban.ts': commandFile('ban') });
  // Only the timers are faked: promises and I/O keep working.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});

afterEach(async () => {
  jest.useRealTimers();
  await cleanUp();
});

const click = (customId: string, userId?: string) => buildButton(h.client, { customId, userId });
const ends = () => {
  const reasons: CollectorEndReason[] = [];
  return { reasons, onEnd: (reason: CollectorEndReason) => void reasons.push(reason) };
};

describe('routing', () => {
  it('hands an interaction only to the collectors of its kind and custom id', async () => {
    const seen: string[] = [];
    const filter = jest.fn(() => true);
    new ButtonKit()
      .setCustomId('a')
      .setLabel('A')
      .setStyle(1)
      .filter(filter)
      .onClick(() => void seen.push('button a'));
    new StringSelectMenuKit().setCustomId('a').onSelect(() => void seen.push('select a'), { once: false });
    new ModalKit()
      .setCustomId('a')
      .setTitle('A')
      .onSubmit(() => void seen.push('modal a'), { once: false });

    expect(await h.commandkit.collectors.handle(click('b'))).toBe(false);
    expect(await h.commandkit.collectors.handle(click('a'))).toBe(true);
    expect(await h.commandkit.collectors.handle(buildStringSelect(h.client, { customId: 'a' }))).toBe(true);
    expect(await h.commandkit.collectors.handle(buildModalSubmit(h.client, { customId: 'a' }))).toBe(true);
    expect(await h.commandkit.collectors.handle(buildUserSelect(h.client, { customId: 'a' }))).toBe(false);
    expect(seen).toEqual(['button a', 'select a', 'modal a']);
    // The button's filter ran once, for the one button interaction with its id (Q3).
    expect(filter).toHaveBeenCalledTimes(1);
    expect((filter.mock.calls[0] as unknown[])[0]).toMatchObject({ customId: 'a', componentType: 2 });
  });

  it('routes each select menu kind and modals to their own kit, passing the kit as second argument', async () => {
    const seen: [string, unknown][] = [];
    const record = (name: string) => (_interaction: unknown, kit: unknown) => void seen.push([name, kit]);
    const kits = {
      string: new StringSelectMenuKit().setCustomId('m').onSelect(record('string')),
      user: new UserSelectMenuKit().setCustomId('m').onSelect(record('user')),
      role: new RoleSelectMenuKit().setCustomId('m').onSelect(record('role')),
      channel: new ChannelSelectMenuKit().setCustomId('m').onSelect(record('channel')),
      mentionable: new MentionableSelectMenuKit().setCustomId('m').onSelect(record('mentionable')),
      modal: new ModalKit().setCustomId('m').setTitle('M').onSubmit(record('modal')),
    };
    await h.commandkit.collectors.handle(buildMentionableSelect(h.client, { customId: 'm' }));
    await h.commandkit.collectors.handle(buildChannelSelect(h.client, { customId: 'm' }));
    await h.commandkit.collectors.handle(buildRoleSelect(h.client, { customId: 'm' }));
    await h.commandkit.collectors.handle(buildUserSelect(h.client, { customId: 'm' }));
    await h.commandkit.collectors.handle(buildStringSelect(h.client, { customId: 'm' }));
    await h.commandkit.collectors.handle(buildModalSubmit(h.client, { customId: 'm' }));
    expect(seen).toEqual([
      ['mentionable', kits.mentionable],
      ['channel', kits.channel],
      ['role', kits.role],
      ['user', kits.user],
      ['string', kits.string],
      ['modal', kits.modal],
    ]);
  });

  it('CommandKit.handleInteraction routes components to the hub and logs the custom id nobody took', async () => {
    const handler = jest.fn();
    new ButtonKit().setCustomId('go').setLabel('Go').setStyle(1).onClick(handler);
    await h.commandkit.handleInteraction(click('go'));
    await h.commandkit.handleInteraction(click('nobody'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(h.logger.messages('debug')).toContain('No component handler took the interaction with the custom id "nobody".');
  });

  it('a plugin that captures the interaction keeps it from the collectors', async () => {
    const handler = jest.fn();
    h.commandkit.use(
      new (class extends RuntimePlugin {
        readonly name = 'taker';
        override onBeforeInteraction(ctx: CommandKitPluginRuntime) {
          ctx.capture();
        }
      })(),
    );
    new ButtonKit().setCustomId('go').setLabel('Go').setStyle(1).onClick(handler);
    await h.commandkit.handleInteraction(click('go'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands one interaction to every collector of the same component, each with its own filter', async () => {
    const seen: string[] = [];
    for (const user of ['300000000000000001', '300000000000000002']) {
      new ButtonKit()
        .setCustomId('shared')
        .setLabel('S')
        .setStyle(1)
        .filter((i) => i.user.id === user)
        .onClick(() => void seen.push(user));
    }
    expect(h.commandkit.collectors.collectorsFor('button', 'shared')).toHaveLength(2);
    await h.commandkit.collectors.handle(click('shared', '300000000000000002'));
    expect(seen).toEqual(['300000000000000002']);
  });
});

describe('end reasons', () => {
  it("'time': the collector ends when its time runs out, to the millisecond, with no other event", async () => {
    const { reasons, onEnd } = ends();
    const kit = new ButtonKit()
      .setCustomId('t')
      .setLabel('T')
      .setStyle(1)
      .onClick(() => {}, { time: 1_000, onEnd });
    await jest.advanceTimersByTimeAsync(999);
    expect(reasons).toEqual([]);
    expect(kit.isCollecting).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(reasons).toEqual(['time']);
    expect(kit.isCollecting).toBe(false);
    expect(h.commandkit.collectors.size).toBe(0);
    expect(await h.commandkit.collectors.handle(click('t'))).toBe(false);
  });

  it("'time' defaults to 5 minutes", async () => {
    const { reasons, onEnd } = ends();
    new ButtonKit()
      .setCustomId('t')
      .setLabel('T')
      .setStyle(1)
      .onClick(() => {})
      .onEnd(onEnd);
    await jest.advanceTimersByTimeAsync(299_999);
    expect(reasons).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(reasons).toEqual(['time']);
  });

  it('time: Infinity never ends on its own', async () => {
    const { reasons, onEnd } = ends();
    const kit = new ButtonKit()
      .setCustomId('t')
      .setLabel('T')
      .setStyle(1)
      .onClick(() => {}, { time: Infinity, onEnd });
    await jest.advanceTimersByTimeAsync(30 * 24 * 3_600_000);
    expect(reasons).toEqual([]);
    expect(kit.isCollecting).toBe(true);
  });

  it('a time longer than setTimeout allows still ends on time', async () => {
    const { reasons, onEnd } = ends();
    const time = 30 * 24 * 3_600_000; // 30 days, above setTimeout's 24.8-day limit
    new ButtonKit()
      .setCustomId('t')
      .setLabel('T')
      .setStyle(1)
      .onClick(() => {}, { time, onEnd });
    await jest.advanceTimersByTimeAsync(time - 1);
    expect(reasons).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(reasons).toEqual(['time']);
  });

  it("'once': the first matching interaction ends it after the handler settled", async () => {
    const order: string[] = [];
    const kit = new StringSelectMenuKit()
      .setCustomId('pick')
      .onEnd((reason) => void order.push(`end:${reason}`))
      .onSelect(async () => {
        order.push('handler start');
        await Promise.resolve();
        order.push('handler end');
      });
    expect(await h.commandkit.collectors.handle(buildStringSelect(h.client, { customId: 'pick' }))).toBe(true);
    expect(order).toEqual(['handler start', 'handler end', 'end:once']);
    expect(kit.isCollecting).toBe(false);
    expect(await h.commandkit.collectors.handle(buildStringSelect(h.client, { customId: 'pick' }))).toBe(false);
  });

  it("'unsubscribe': dispose() ends it and frees the index", async () => {
    const { reasons, onEnd } = ends();
    const kit = new ButtonKit()
      .setCustomId('d')
      .setLabel('D')
      .setStyle(1)
      .onClick(() => {}, { onEnd });
    expect(h.commandkit.collectors.size).toBe(1);
    expect(kit.dispose()).toBe(kit);
    kit.dispose();
    expect(reasons).toEqual(['unsubscribe']);
    expect(h.commandkit.collectors.size).toBe(0);
    expect(h.commandkit.collectors.componentCount).toBe(0);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(reasons).toEqual(['unsubscribe']);
  });

  it("'destroy': destroying CommandKit ends every collector, and no timer fires later", async () => {
    const first = ends();
    const second = ends();
    new ButtonKit()
      .setCustomId('x')
      .setLabel('X')
      .setStyle(1)
      .onClick(() => {}, { onEnd: first.onEnd });
    new ModalKit()
      .setCustomId('y')
      .setTitle('Y')
      .onSubmit(() => {}, { onEnd: second.onEnd });
    const hub = h.commandkit.collectors;
    await h.commandkit.destroy();
    expect(first.reasons).toEqual(['destroy']);
    expect(second.reasons).toEqual(['destroy']);
    expect(hub.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    expect(() => hub.collect({ kind: 'button', customId: 'z', handler: () => {} })).toThrow('destroyed');
  });

  it("destroy() waits for async onEnd('destroy') handlers, so they can still edit their message, but 3 s at most", async () => {
    let finished = false;
    new ButtonKit()
      .setCustomId('slow')
      .setLabel('S')
      .setStyle(1)
      .onClick(() => {}, {
        onEnd: async () => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          finished = true;
        },
      });
    new ButtonKit()
      .setCustomId('hangs')
      .setLabel('H')
      .setStyle(1)
      .onClick(() => {}, { onEnd: () => new Promise(() => {}) });
    let destroyed = false;
    const destroying = h.commandkit.destroy().then(() => (destroyed = true));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(finished).toBe(true);
    expect(destroyed).toBe(false);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(destroyed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await destroying;
    expect(destroyed).toBe(true);
  });

  it('an onEnd that throws is logged', async () => {
    new ButtonKit()
      .setCustomId('e')
      .setLabel('E')
      .setStyle(1)
      .onClick(() => {})
      .onEnd(() => {
        throw new Error('onEnd broke');
      })
      .dispose();
    await new Promise((resolve) => setImmediate(resolve));
    const line = h.logger.lines.find(([level, message]) => level === 'error' && message.includes('onEnd of the ButtonKit "e"'));
    expect(line?.[2]).toEqual(new Error('onEnd broke'));
  });
});

describe('once (Q2)', () => {
  it('is not used up by interactions for other components, of other kinds, or refused by the filter', async () => {
    const handler = jest.fn();
    const kit = new ModalKit()
      .setCustomId('form')
      .setTitle('Form')
      .filter((submission) => submission.user.id === '300000000000000002')
      .onSubmit(handler);
    await h.commandkit.handleInteraction(click('form'));
    await h.commandkit.handleInteraction(buildModalSubmit(h.client, { customId: 'other' }));
    await h.commandkit.handleInteraction(buildModalSubmit(h.client, { customId: 'form', userId: '300000000000000001' }));
    expect(kit.isCollecting).toBe(true);
    expect(handler).not.toHaveBeenCalled();
    await h.commandkit.handleInteraction(buildModalSubmit(h.client, { customId: 'form', userId: '300000000000000002' }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(kit.isCollecting).toBe(false);
  });

  it('a double click runs the handler once', async () => {
    const handler = jest.fn(() => new Promise((resolve) => setImmediate(resolve)));
    new ButtonKit().setCustomId('once').setLabel('O').setStyle(1).onClick(handler, { once: true });
    const results = await Promise.all([h.commandkit.collectors.handle(click('once')), h.commandkit.collectors.handle(click('once'))]);
    expect(results).toEqual([true, false]);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('autoReset (Q1)', () => {
  it('only matched interactions restart the timer', async () => {
    const { reasons, onEnd } = ends();
    new ButtonKit()
      .setCustomId('r')
      .setLabel('R')
      .setStyle(1)
      .filter((i) => i.user.id === '300000000000000001')
      .onClick(() => {}, { time: 1_000, onEnd });
    await jest.advanceTimersByTimeAsync(800);
    await h.commandkit.handleInteraction(click('r')); // matched: ends at 1 800 now
    await jest.advanceTimersByTimeAsync(500);
    await h.commandkit.handleInteraction(click('other')); // another component
    await h.commandkit.handleInteraction(buildStringSelect(h.client, { customId: 'r' })); // another kind
    await h.commandkit.handleInteraction(click('r', '300000000000000002')); // refused by the filter
    await jest.advanceTimersByTimeAsync(499);
    expect(reasons).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(reasons).toEqual(['time']);
  });

  it('without autoReset, clicks do not extend the time', async () => {
    const { reasons, onEnd } = ends();
    const handler = jest.fn();
    new ButtonKit().setCustomId('r').setLabel('R').setStyle(1).onClick(handler, { time: 1_000, autoReset: false, onEnd });
    await jest.advanceTimersByTimeAsync(900);
    await h.commandkit.handleInteraction(click('r'));
    await jest.advanceTimersByTimeAsync(100);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(reasons).toEqual(['time']);
  });
});

describe('replacing handlers and options (Q5, Q6)', () => {
  it('a second onClick replaces the handler of the live collector: same timer, no onEnd', async () => {
    const { reasons, onEnd } = ends();
    const first = jest.fn();
    const second = jest.fn();
    const kit = new ButtonKit().setCustomId('swap').setLabel('S').setStyle(1).onClick(first, { time: 1_000, autoReset: false, onEnd });
    await jest.advanceTimersByTimeAsync(600);
    kit.onClick(second);
    expect(reasons).toEqual([]);
    expect(h.commandkit.collectors.size).toBe(1);
    await h.commandkit.handleInteraction(click('swap'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ customId: 'swap' }), kit);
    await jest.advanceTimersByTimeAsync(400);
    expect(reasons).toEqual(['time']);
  });

  it('options given to onClick keep once and onError when later options leave them out', async () => {
    const onError = jest.fn();
    const kit = new ButtonKit()
      .setCustomId('keep')
      .setLabel('K')
      .setStyle(1)
      .onClick(() => {}, { once: true, onError });
    kit.onClick(
      () => {
        throw new Error('boom');
      },
      { time: 60_000 },
    );
    await h.commandkit.handleInteraction(click('keep'));
    expect(onError).toHaveBeenCalledWith(new Error('boom'), expect.objectContaining({ customId: 'keep' }));
    expect(kit.isCollecting).toBe(false); // once was kept
  });

  it('onEnd, onError and filter may be set before or after the handler', async () => {
    const { reasons, onEnd } = ends();
    const filter = jest.fn(() => false);
    const kit = new ButtonKit()
      .setCustomId('late')
      .setLabel('L')
      .setStyle(1)
      .onEnd(onEnd)
      .onClick(() => {});
    kit.filter(filter);
    await h.commandkit.handleInteraction(click('late'));
    expect(filter).toHaveBeenCalledTimes(1);
    kit.dispose();
    expect(reasons).toEqual(['unsubscribe']);
  });

  it('after the collector ended, the handler setter starts a new one', async () => {
    const handler = jest.fn();
    const kit = new ButtonKit().setCustomId('again').setLabel('A').setStyle(1).onClick(handler, { once: true });
    await h.commandkit.handleInteraction(click('again'));
    expect(kit.isCollecting).toBe(false);
    kit.onClick(handler);
    expect(kit.isCollecting).toBe(true);
    await h.commandkit.handleInteraction(click('again'));
    expect(handler).toHaveBeenCalledTimes(2);
    expect(kit.isCollecting).toBe(false); // once was remembered
  });
});

describe('errors in handlers', () => {
  it('go to onError with the interaction', async () => {
    const onError = jest.fn();
    new ButtonKit()
      .setCustomId('err')
      .setLabel('E')
      .setStyle(1)
      .onError(onError)
      .onClick(() => {
        throw new Error('handler broke');
      });
    expect(await h.commandkit.collectors.handle(click('err'))).toBe(true);
    expect(onError).toHaveBeenCalledWith(new Error('handler broke'), expect.objectContaining({ customId: 'err' }));
    expect(h.logger.messages('error')).toEqual([]);
  });

  it('without onError are logged with the command, answered ephemerally, and the collector keeps going', async () => {
    const command = h.commandkit.getCommand('ban')!;
    let calls = 0;
    h.commandkit.collectors.collect({
      kind: 'button',
      customId: 'fail',
      command,
      label: 'ButtonKit',
      handler: () => {
        calls++;
        throw new Error('handler broke');
      },
    });
    const interaction = click('fail');
    await h.commandkit.handleInteraction(interaction);
    const line = h.logger.lines.find(([level]) => level === 'error');
    expect(line?.[1]).toBe('The handler of the ButtonKit "fail" set by the command "ban" failed.');
    expect(line?.[2]).toEqual(new Error('handler broke'));
    const [reply] = callbacksOf(h.requests, interaction);
    expect(replyContent(reply!)).toEqual({ content: REPLIES.failed, flags: MessageFlags.Ephemeral });

    await h.commandkit.handleInteraction(click('fail'));
    expect(calls).toBe(2);
  });

  it('does not answer again an interaction the handler already answered', async () => {
    new ButtonKit()
      .setCustomId('late-fail')
      .setLabel('F')
      .setStyle(1)
      .onClick(async (interaction) => {
        await interaction.reply('done');
        throw new Error('after the reply');
      });
    const interaction = click('late-fail');
    await h.commandkit.handleInteraction(interaction);
    expect(callbacksOf(h.requests, interaction)).toHaveLength(1);
    expect(h.logger.messages('error')).toEqual(['The handler of the ButtonKit "late-fail" failed.']);
  });

  it('a throwing filter is treated like a throwing handler and does not use up once', async () => {
    const onError = jest.fn();
    const handler = jest.fn();
    const kit = new ModalKit()
      .setCustomId('f')
      .setTitle('F')
      .onError(onError)
      .filter(() => {
        throw new Error('filter broke');
      })
      .onSubmit(handler);
    await h.commandkit.handleInteraction(buildModalSubmit(h.client, { customId: 'f' }));
    expect(onError).toHaveBeenCalledWith(new Error('filter broke'), expect.anything());
    expect(handler).not.toHaveBeenCalled();
    expect(kit.isCollecting).toBe(true);
  });

  it('an onError that throws is logged', async () => {
    new ButtonKit()
      .setCustomId('e2')
      .setLabel('E')
      .setStyle(1)
      .onClick(
        () => {
          throw new Error('a');
        },
        {
          onError: () => {
            throw new Error('b');
          },
        },
      );
    await h.commandkit.handleInteraction(click('e2'));
    expect(h.logger.messages('error')).toEqual(['The onError of the ButtonKit "e2" threw.']);
  });
});

describe('memory', () => {
  it('the index is empty once 1 000 collectors are disposed', () => {
    const hub = h.commandkit.collectors;
    const kits = Array.from({ length: 1_000 }, (_, index) =>
      new ButtonKit()
        .setCustomId(`b${index}`)
        .setLabel('B')
        .setStyle(1)
        .onClick(() => {}),
    );
    expect(hub.size).toBe(1_000);
    expect(hub.componentCount).toBe(1_000);
    expect(jest.getTimerCount()).toBe(1_000);
    for (const kit of kits) kit.dispose();
    expect(hub.size).toBe(0);
    expect(hub.componentCount).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('routes among 1 000 live collectors to the right one', async () => {
    const hits = new Map<string, number>();
    for (let index = 0; index < 1_000; index++) {
      new ButtonKit()
        .setCustomId(`b${index}`)
        .setLabel('B')
        .setStyle(1)
        .onClick((i: ButtonInteraction) => void hits.set(i.customId, (hits.get(i.customId) ?? 0) + 1));
    }
    for (const index of [0, 499, 999]) expect(await h.commandkit.collectors.handle(click(`b${index}`))).toBe(true);
    expect([...hits.entries()]).toEqual([
      ['b0', 1],
      ['b499', 1],
      ['b999', 1],
    ]);
  });
});

describe('CollectorHub', () => {
  it('works on its own with plain builders', async () => {
    const hub = new CollectorHub(h.commandkit);
    const { reasons, onEnd } = ends();
    const handler = jest.fn();
    const collector = hub.collect({ kind: 'button', customId: 'plain', handler, options: { once: true, onEnd } });
    expect(collector.customId).toBe('plain');
    expect(collector.command).toBeUndefined();
    await hub.handle(click('plain'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(collector.endReason).toBe('once');
    expect(reasons).toEqual(['once']);
    expect(hub.size).toBe(0);
  });

  it('rejects an invalid time, custom id or handler', () => {
    const hub = h.commandkit.collectors;
    expect(() => hub.collect({ kind: 'button', customId: 'x', handler: () => {}, options: { time: 0 } })).toThrow(TypeError);
    expect(() => hub.collect({ kind: 'button', customId: '', handler: () => {} })).toThrow(TypeError);
    expect(() => hub.collect({ kind: 'button', customId: 'x', handler: 1 as never })).toThrow(TypeError);
    expect(hub.size).toBe(0);
  });
});
