// Components written the 1.0 way: handlers, predicates and option objects typed with the 1.0
// names (and with the parameter types 1.0 gave them: `Interaction` filters, `string` end reasons,
// `Error` error handlers), passed to our kits and JSX components. `npm run typecheck` checks that
// they compile; the tests check that they do what 1.0 code expects.
import {
  StringSelectMenuInteraction,
  TextInputStyle,
  type ChannelSelectMenuInteraction,
  type Interaction,
  type MentionableSelectMenuInteraction,
  type RoleSelectMenuInteraction,
  type UserSelectMenuInteraction,
} from 'discord.js';
import {
  Button,
  ButtonKit,
  ChannelSelectMenuKit,
  Fragment,
  MentionableSelectMenuKit,
  ModalKit,
  RoleSelectMenuKit,
  StringSelectMenu,
  StringSelectMenuKit,
  StringSelectMenuOption,
  TextDisplay,
  TextInput,
  UserSelectMenu,
  UserSelectMenuKit,
  jsx,
  jsxs,
  type ButtonChildrenLike,
  type ButtonKitPredicate,
  type CommandKitButtonBuilderInteractionCollectorDispatch,
  type CommandKitButtonBuilderInteractionCollectorDispatchContextData,
  type CommandKitButtonBuilderOnEnd,
  type CommandKitModalBuilderInteractionCollectorDispatch,
  type CommandKitModalBuilderInteractionCollectorDispatchContextData,
  type CommandKitModalBuilderOnEnd,
  type CommandKitSelectMenuBuilderInteractionCollectorDispatch,
  type CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  type CommandKitSelectMenuBuilderOnEnd,
  type CommonBuilderKit,
  type CommonSelectMenuProps,
  type EventInterceptorContextData,
  type EventInterceptorErrorHandler,
  type FragmentElementProps,
  type MaybeArray,
  type ModalKitPredicate,
  type OnButtonKitEnd,
  type OnModalKitEnd,
  type OnSelectMenuKitEnd,
  type OnSelectMenuKitSubmit,
  type OnStringSelectMenuKitSubmit,
  type OnUserSelectMenuKitSubmit,
  type ResolveBuilderInteraction,
  type SelectMenuKitPredicate,
  type StringEncodable,
  type StringSelectMenuKitPredicate,
  type UserSelectMenuKitPredicate,
} from '../../src/index.ts';
import { cleanUp, harness, type Harness } from '../runtime/support/runtime.ts';
import { buildButton, buildModalSubmit, buildStringSelect, buildUserSelect } from './collector-support.ts';
import { json } from './jsx-support.ts';

/** `true` only when the two types are the same; a compile-time check. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

let h: Harness;

beforeEach(async () => {
  h = await harness({});
});

afterEach(cleanUp);

describe('ButtonKit with 1.0-typed handlers and options', () => {
  it('takes onClick(handler, data) with an Interaction filter, a string onEnd and an Error onError', async () => {
    const clicks: string[] = [];
    const ends: string[] = [];
    const errors: string[] = [];
    const handler: CommandKitButtonBuilderInteractionCollectorDispatch = (interaction, context) => {
      clicks.push(`${interaction.customId} ${context instanceof ButtonKit}`);
      throw new Error('after the click');
    };
    const data: CommandKitButtonBuilderInteractionCollectorDispatchContextData = {
      time: 60_000,
      autoReset: false,
      once: true,
      filter: (interaction: Interaction) => interaction.isButton() && interaction.user.id !== 'nobody',
      onEnd: (reason: string) => void ends.push(reason),
      onError: (error: Error) => void errors.push(error.message),
    };
    const kit = new ButtonKit().setCustomId('v1').setLabel('V1').setStyle(1).onClick(handler, data);

    await h.commandkit.handleInteraction(buildButton(h.client, { customId: 'v1' }));
    expect(clicks).toEqual(['v1 true']);
    expect(errors).toEqual(['after the click']);
    expect(ends).toEqual(['once']);
    expect(kit.isCollecting).toBe(false);
  });

  it('takes filter, onEnd and onError given separately with their 1.0 types', async () => {
    const seen: string[] = [];
    const predicate: ButtonKitPredicate = async (interaction) => interaction.customId === 'sep';
    const onEnd: CommandKitButtonBuilderOnEnd & OnButtonKitEnd = (reason: string) => void seen.push(`end ${reason}`);
    const onError: EventInterceptorErrorHandler = (error) => void seen.push(`error ${error.message} ${String(error.cause)}`);
    const kit = new ButtonKit()
      .setCustomId('sep')
      .setLabel('S')
      .setStyle(1)
      .filter(predicate)
      .onEnd(onEnd)
      .onError(onError)
      .onClick(() => {
        // 1.0's onError is typed to get an Error: what is not one arrives wrapped in one.
        throw 'plain string';
      });

    await h.commandkit.handleInteraction(buildButton(h.client, { customId: 'sep' }));
    kit.dispose();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['error A non-Error value was thrown: plain string plain string', 'end unsubscribe']);
  });

  it('clearId() removes the numeric component id, as on the discord.js builders', () => {
    const kit = new ButtonKit().setCustomId('id').setLabel('I').setStyle(1).setId(7);
    expect(kit.toJSON()).toMatchObject({ id: 7 });
    expect(kit.clearId()).toBe(kit);
    expect(kit.toJSON().id).toBeUndefined();
    const menu = new StringSelectMenuKit().setCustomId('m').setId(3).clearId();
    expect(menu.data.id).toBeUndefined();
  });
});

describe('ModalKit with 1.0-typed handlers and options', () => {
  it('takes the generic EventInterceptorContextData<"interactionCreate"> as onSubmit options', async () => {
    const submitted: string[] = [];
    const ends: string[] = [];
    const handler: CommandKitModalBuilderInteractionCollectorDispatch = (interaction, modal) => {
      submitted.push(`${interaction.fields.getTextInputValue('text')} ${modal instanceof ModalKit}`);
    };
    const options: EventInterceptorContextData<'interactionCreate'> = {
      filter: (interaction) => interaction.isModalSubmit(),
      onEnd: (reason) => void ends.push(reason),
    };
    const same: CommandKitModalBuilderInteractionCollectorDispatchContextData = { once: false };
    const predicate: ModalKitPredicate = (interaction) => interaction.user.id.length > 0;
    const end: CommandKitModalBuilderOnEnd & OnModalKitEnd = () => undefined;
    const kit = new ModalKit()
      .setCustomId('form')
      .setTitle('Form')
      .filter(predicate)
      .onEnd(end)
      .onSubmit(handler, same)
      .onSubmit(handler, options);

    await h.commandkit.handleInteraction(buildModalSubmit(h.client, { customId: 'form', fields: { text: 'hello' } }));
    await h.commandkit.handleInteraction(buildModalSubmit(h.client, { customId: 'form', fields: { text: 'again' } }));
    expect(submitted).toEqual(['hello true', 'again true']);
    kit.dispose();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ends).toEqual(['unsubscribe']);
  });
});

describe('select menu kits with 1.0-typed handlers and options', () => {
  it('take the Submit handlers, the Predicates and the select menu options of 1.0', async () => {
    const picked: string[] = [];
    const onString: OnStringSelectMenuKitSubmit = (interaction, kit) =>
      void picked.push(`${interaction.values.join()} ${kit instanceof StringSelectMenuKit}`);
    const generic: CommandKitSelectMenuBuilderInteractionCollectorDispatch<StringSelectMenuInteraction, StringSelectMenuKit> = onString;
    const stringPredicate: StringSelectMenuKitPredicate & SelectMenuKitPredicate<StringSelectMenuInteraction> = (interaction) =>
      interaction.values[0] !== 'skip';
    const options: CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData = {
      once: false,
      onError: (error: Error) => void picked.push(error.message),
    };
    const end: CommandKitSelectMenuBuilderOnEnd & OnSelectMenuKitEnd = (reason: string) => void picked.push(reason);
    const colour = new StringSelectMenuKit().setCustomId('colour').filter(stringPredicate).onEnd(end).onSelect(generic, options);

    const onUser: OnUserSelectMenuKitSubmit = (interaction) => void picked.push(`user ${interaction.values.length}`);
    const userPredicate: UserSelectMenuKitPredicate = () => true;
    new UserSelectMenuKit().setCustomId('who').filter(userPredicate).onSelect(onUser);

    await h.commandkit.handleInteraction(buildStringSelect(h.client, { customId: 'colour', values: ['skip'] }));
    await h.commandkit.handleInteraction(buildStringSelect(h.client, { customId: 'colour', values: ['red'] }));
    await h.commandkit.handleInteraction(buildUserSelect(h.client, { customId: 'who' }));
    colour.dispose();
    await new Promise((resolve) => setImmediate(resolve));
    expect(picked).toEqual(['red true', 'user 1', 'unsubscribe']);
  });

  it('names every kit with CommonBuilderKit and maps each to its interaction with ResolveBuilderInteraction', () => {
    const kits: CommonBuilderKit[] = [
      new StringSelectMenuKit(),
      new UserSelectMenuKit(),
      new RoleSelectMenuKit(),
      new ChannelSelectMenuKit(),
      new MentionableSelectMenuKit(),
    ];
    const resolved: [
      Same<ResolveBuilderInteraction<StringSelectMenuKit>, StringSelectMenuInteraction>,
      Same<ResolveBuilderInteraction<UserSelectMenuKit>, UserSelectMenuInteraction>,
      Same<ResolveBuilderInteraction<RoleSelectMenuKit>, RoleSelectMenuInteraction>,
      Same<ResolveBuilderInteraction<ChannelSelectMenuKit>, ChannelSelectMenuInteraction>,
      Same<ResolveBuilderInteraction<MentionableSelectMenuKit>, MentionableSelectMenuInteraction>,
      Same<ResolveBuilderInteraction<ButtonKit>, never>,
    ] = [true, true, true, true, true, true];
    const anySubmit: OnSelectMenuKitSubmit = (interaction) => interaction.values;
    expect([kits.length, resolved.every(Boolean), typeof anySubmit]).toEqual([5, true, 'function']);
  });
});

describe('JSX components with 1.0-typed props', () => {
  it('select menus take CommonSelectMenuProps and `required`', async () => {
    const seen: string[] = [];
    const common: CommonSelectMenuProps<StringSelectMenuInteraction, StringSelectMenuKit> = {
      onSelect: (interaction) => void seen.push(interaction.values.join()),
      options: { once: true },
      onEnd: (reason: string) => void seen.push(reason),
      onError: (error: Error) => void seen.push(error.message),
    };
    const menu = (
      <StringSelectMenu customId="req" required {...common}>
        <StringSelectMenuOption label="A" value="a" />
      </StringSelectMenu>
    ) as StringSelectMenuKit;
    expect(json(menu)).toMatchObject({ custom_id: 'req', required: true });
    expect(json(<UserSelectMenu customId="opt" required={false} />)).toMatchObject({ required: false });

    await h.commandkit.handleInteraction(buildStringSelect(h.client, { customId: 'req', values: ['a'] }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['a', 'once']);
  });

  it('Button and TextDisplay take MaybeArray<ButtonChildrenLike> and StringEncodable children', () => {
    const label: MaybeArray<ButtonChildrenLike> = ['Count: ', 3];
    const text: StringEncodable[] = ['Score ', 10, false];
    expect(json(<Button customId="count">{label}</Button>)).toMatchObject({ label: 'Count: 3' });
    expect(json(<TextDisplay>{text}</TextDisplay>)).toMatchObject({ content: 'Score 10' });
  });

  it('Fragment takes FragmentElementProps; jsx and jsxs are exported at commandkit too', () => {
    const props: FragmentElementProps = { children: [new ButtonKit(), [new ButtonKit()]] };
    expect(Fragment(props)).toHaveLength(2);
    const button = jsx(Button, { customId: 'j', children: 'J' });
    expect(button).toBeInstanceOf(ButtonKit);
    const input = jsxs(TextInput, { customId: 't', label: 'T', style: TextInputStyle.Short, children: [] });
    expect(json(input)).toMatchObject({ custom_id: 't', style: 1 });
  });
});
