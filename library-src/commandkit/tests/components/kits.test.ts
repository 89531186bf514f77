import { ButtonBuilder, ButtonStyle, ModalBuilder, StringSelectMenuBuilder } from 'discord.js';
import {
  ButtonKit,
  ChannelSelectMenuKit,
  MentionableSelectMenuKit,
  ModalKit,
  RoleSelectMenuKit,
  StringSelectMenuKit,
  UserSelectMenuKit,
} from '../../src/index.ts';
import { cleanUp, harness, type Harness } from '../runtime/support/runtime.ts';
import { buildButton, buildModalSubmit, buildStringSelect } from './collector-support.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('without a running CommandKit', () => {
  it('the handler setters throw an Error saying where to call them', () => {
    expect(() => new ButtonKit().setCustomId('a').onClick(() => {})).toThrow(
      'ButtonKit.onClick() needs a running CommandKit: call it inside a command, event or component handler, or after creating CommandKit.',
    );
    expect(() => new ModalKit().onSubmit(() => {})).toThrow(/^ModalKit\.onSubmit\(\) needs a running CommandKit/);
    expect(() => new UserSelectMenuKit().onSelect(() => {})).toThrow(/^UserSelectMenuKit\.onSelect\(\) needs a running CommandKit/);
  });

  it('the kits still build like the discord.js builders they extend', () => {
    const button = new ButtonKit().setCustomId('a').setLabel('A').setStyle(ButtonStyle.Success).setEmoji('👍').setDisabled(true);
    expect(button).toBeInstanceOf(ButtonBuilder);
    expect(button.toJSON()).toEqual({
      type: 2,
      custom_id: 'a',
      label: 'A',
      style: 3,
      emoji: { name: '👍', id: undefined, animated: false },
      disabled: true,
    });
    expect(new ModalKit()).toBeInstanceOf(ModalBuilder);
    expect(new StringSelectMenuKit()).toBeInstanceOf(StringSelectMenuBuilder);
    expect(new ButtonKit().isCollecting).toBe(false);
  });
});

describe('with a running CommandKit', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness({});
  });
  afterEach(cleanUp);

  it('every setter returns the kit', () => {
    const onEnd = () => {};
    const handler = () => {};
    const button = new ButtonKit().setLabel('B').setStyle(ButtonStyle.Primary);
    expect(button.onClick(handler)).toBe(button);
    expect(button.onEnd(onEnd)).toBe(button);
    expect(button.onError(onEnd)).toBe(button);
    expect(button.filter(() => true)).toBe(button);
    expect(button.setCustomId('b')).toBe(button);
    expect(button.dispose()).toBe(button);
    const modal = new ModalKit();
    expect(
      modal
        .onSubmit(handler)
        .onEnd(onEnd)
        .onError(onEnd)
        .filter(() => true)
        .setCustomId('m')
        .dispose(),
    ).toBe(modal);
    for (const Kit of [StringSelectMenuKit, UserSelectMenuKit, RoleSelectMenuKit, ChannelSelectMenuKit, MentionableSelectMenuKit]) {
      const kit = new Kit();
      expect(
        kit
          .onSelect(handler)
          .onEnd(onEnd)
          .onError(onEnd)
          .filter(() => true)
          .setCustomId('s')
          .dispose(),
      ).toBe(kit);
    }
  });

  it('gives kits without a custom id an automatic one', () => {
    const button = new ButtonKit()
      .setLabel('B')
      .setStyle(ButtonStyle.Primary)
      .onClick(() => {});
    const modal = new ModalKit().onSubmit(() => {});
    const menus = [
      new StringSelectMenuKit(),
      new UserSelectMenuKit(),
      new RoleSelectMenuKit(),
      new ChannelSelectMenuKit(),
      new MentionableSelectMenuKit(),
    ].map((kit) => kit.onSelect(() => {}));
    expect(button.data).toMatchObject({ custom_id: expect.stringMatching(new RegExp(`^buttonkit::${UUID}$`)) });
    expect(modal.data.custom_id).toMatch(new RegExp(`^modalkit::${UUID}$`));
    for (const menu of menus) expect(menu.data.custom_id).toMatch(new RegExp(`^selectmenukit::${UUID}$`));
    expect(new Set([button, modal, ...menus].map((kit) => (kit.data as { custom_id?: string }).custom_id)).size).toBe(7);
    expect(h.commandkit.collectors.size).toBe(7);
  });

  it('keeps a custom id given before the handler', () => {
    const button = new ButtonKit()
      .setCustomId('mine')
      .setLabel('B')
      .setStyle(ButtonStyle.Primary)
      .onClick(() => {});
    expect(button.toJSON()).toMatchObject({ custom_id: 'mine' });
    expect(h.commandkit.collectors.collectorsFor('button', 'mine')).toHaveLength(1);
  });

  it('setCustomId() on a live kit re-keys its collector', async () => {
    const handler = jest.fn();
    const menu = new StringSelectMenuKit().setCustomId('old').onSelect(handler, { once: false });
    menu.setCustomId('new');
    expect(h.commandkit.collectors.collectorsFor('stringSelect', 'old')).toHaveLength(0);
    expect(h.commandkit.collectors.collectorsFor('stringSelect', 'new')).toHaveLength(1);
    expect(await h.commandkit.collectors.handle(buildStringSelect(h.client, { customId: 'old' }))).toBe(false);
    expect(await h.commandkit.collectors.handle(buildStringSelect(h.client, { customId: 'new' }))).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(h.commandkit.collectors.componentCount).toBe(1);
  });

  it('a handler that is not a function is a TypeError naming the kit', () => {
    expect(() => new ButtonKit().onClick(undefined as never)).toThrow(
      new TypeError('ButtonKit.onClick() needs a handler function as its first argument, got undefined.'),
    );
    expect(() => new ModalKit().onSubmit('x' as never)).toThrow(
      new TypeError('ModalKit.onSubmit() needs a handler function as its first argument, got string.'),
    );
    expect(() => new RoleSelectMenuKit().onSelect(null as never)).toThrow(
      new TypeError('RoleSelectMenuKit.onSelect() needs a handler function as its first argument, got null.'),
    );
    expect(() => new ButtonKit().onEnd(1 as never)).toThrow(new TypeError('ButtonKit.onEnd() needs a function, got number.'));
    expect(() => new ButtonKit().filter({} as never)).toThrow(new TypeError('ButtonKit.filter() needs a function, got object.'));
    expect(h.commandkit.collectors.size).toBe(0);
  });

  it.each([0, -5, Number.NaN, '1000'])('an invalid time (%p) is a TypeError', (time) => {
    expect(() => new ButtonKit().setCustomId('t').onClick(() => {}, { time: time as number })).toThrow(TypeError);
    expect(() => new ButtonKit().setCustomId('t').onClick(() => {}, { time: time as number })).toThrow(
      /^ButtonKit\.onClick\(\) got invalid options: "time" must be a number of milliseconds greater than 0/,
    );
    expect(h.commandkit.collectors.size).toBe(0);
  });

  it('invalid option functions are TypeErrors', () => {
    expect(() => new ModalKit().onSubmit(() => {}, { onEnd: 'x' as never })).toThrow(
      new TypeError('ModalKit.onSubmit() got invalid options: "onEnd" must be a function, got string.'),
    );
    expect(() => new ModalKit().onSubmit(() => {}, 5 as never)).toThrow(TypeError);
  });

  describe('link and premium buttons', () => {
    const link = /^ButtonKit\.onClick\(\) cannot be used on a link button/;
    const premium = /^ButtonKit\.onClick\(\) cannot be used on a premium button/;

    it('onClick on a link button throws, whether the URL or the Link style was set', () => {
      expect(() =>
        new ButtonKit()
          .setLabel('Docs')
          .setURL('https://example.com')
          .onClick(() => {}),
      ).toThrow(link);
      expect(() => new ButtonKit().setStyle(ButtonStyle.Link).onClick(() => {})).toThrow(link);
      expect(() => new ButtonKit({ style: ButtonStyle.Link, url: 'https://example.com' }).onClick(() => {})).toThrow(link);
      expect(h.commandkit.collectors.size).toBe(0);
    });

    it('onClick on a premium button throws', () => {
      expect(() => new ButtonKit().setSKUId('123456789012345678').onClick(() => {})).toThrow(premium);
      expect(() => new ButtonKit().setStyle(ButtonStyle.Premium).onClick(() => {})).toThrow(premium);
    });

    it('making a button with a handler a link or premium button throws too', () => {
      const button = new ButtonKit()
        .setLabel('B')
        .setStyle(ButtonStyle.Primary)
        .onClick(() => {});
      expect(() => button.setURL('https://example.com')).toThrow(
        /^ButtonKit\.setURL\(\) cannot turn a button with an onClick handler into a link button/,
      );
      expect(() => button.setSKUId('123456789012345678')).toThrow(
        /^ButtonKit\.setSKUId\(\) cannot turn a button with an onClick handler into a premium button/,
      );
      expect(() => button.setStyle(ButtonStyle.Link)).toThrow(TypeError);
      expect(() => button.setStyle(ButtonStyle.Premium)).toThrow(TypeError);
      expect(button.setStyle(ButtonStyle.Danger)).toBe(button);
      expect(button.toJSON()).not.toHaveProperty('url');
      // Once disposed, it may become a link button.
      expect(button.dispose().setURL('https://example.com').setStyle(ButtonStyle.Link).data).toMatchObject({
        url: 'https://example.com',
        style: 5,
      });
    });
  });

  it('defaults: buttons are multi-use with autoReset; modals and select menus are single-use', async () => {
    const clicks = jest.fn();
    const submits = jest.fn();
    const button = new ButtonKit().setCustomId('b').setLabel('B').setStyle(ButtonStyle.Primary).onClick(clicks);
    const modal = new ModalKit().setCustomId('m').onSubmit(submits);
    for (let index = 0; index < 3; index++) {
      await h.commandkit.handleInteraction(buildButton(h.client, { customId: 'b' }));
      await h.commandkit.handleInteraction(buildModalSubmit(h.client, { customId: 'm' }));
    }
    expect(clicks).toHaveBeenCalledTimes(3);
    expect(submits).toHaveBeenCalledTimes(1);
    expect(button.isCollecting).toBe(true);
    expect(modal.isCollecting).toBe(false);
  });
});
