// v1 components (ActionRow, Button, Modal, text inputs, select menus): their Discord JSON against
// golden files, their handlers, and their errors on bad input.
//
// Goldens checked by hand against Discord's documented limits (and discord-api-types 0.38 for the
// field names): every custom_id ≤ 100 characters (auto ids are `buttonkit::`/`modalkit::`/
// `selectmenukit::` + a 36-character UUID = at most 49); button labels ≤ 80; ≤ 5 buttons or exactly
// one select menu per row; a modal has 1–5 rows, each with one text input; text input labels ≤ 45,
// placeholders ≤ 100, min_length 0–4000, max_length 1–4000; select placeholders ≤ 150, 1–25
// options, option label/value/description ≤ 100, min_values 0–25, max_values 1–25, no more
// default values (or default options) than max_values; component types
// action row 1, button 2, string select 3, text input 4, user 5, role 6, mentionable 7, channel 8;
// link buttons (style 5) have a url and no custom_id; premium buttons (style 6) have a sku_id and
// no custom_id, label or emoji; every other button has a custom_id and a label or emoji;
// `required: false` appears when given (Discord's default is true).
import { ButtonStyle, ChannelType, TextInputStyle } from 'discord.js';
import {
  ActionRow,
  Button,
  ButtonKit,
  ChannelSelectMenu,
  MentionableSelectMenu,
  Modal,
  ModalKit,
  ParagraphInput,
  RoleSelectMenu,
  ShortInput,
  StringSelectMenu,
  StringSelectMenuKit,
  StringSelectMenuOption,
  TextInput,
  UserSelectMenu,
} from '../../src/index.ts';
import { buttonClick, expectGolden, json, startCommandKit, stopCommandKit } from './jsx-support.ts';

afterEach(stopCommandKit);

const noop = () => undefined;

describe('Button and ActionRow', () => {
  it('match the golden JSON', () => {
    startCommandKit();
    expectGolden('buttons', {
      primaryDefault: <Button customId="primary">Primary</Button>,
      stringStyles: ['secondary', 'success', 'danger'].map((style) => (
        <Button customId={`style-${style}`} style={style as 'secondary'} label={style} />
      )),
      enumStyle: <Button customId="enum" style={ButtonStyle.Success} label="Enum" />,
      emojiDisabled: <Button customId="emoji" emoji="🎮" disabled />,
      customEmoji: (
        <Button customId="custom-emoji" emoji="<:party:123456789012345678>">
          Party
        </Button>
      ),
      linkFromUrl: <Button url="https://discord.js.org">Docs</Button>,
      linkByName: <Button style="link" url="https://example.com" label="Site" />,
      premiumFromSku: <Button skuId="123456789012345678" />,
      autoCustomId: <Button onClick={noop}>Click</Button>,
      withComponentId: (
        <Button customId="with-id" id={7}>
          Id
        </Button>
      ),
      row: (
        <ActionRow>
          {[1, 2, 3, 4, 5].map((n) => (
            <Button customId={`n${n}`}>{n}</Button>
          ))}
        </ActionRow>
      ),
    });
  });

  it('returns ButtonKits and registers onClick with options, onEnd and onError in one collector', async () => {
    const { commandkit, client } = startCommandKit();
    const ends: string[] = [];
    const errors: unknown[] = [];
    const kit = (
      <Button
        customId="merge"
        onClick={() => {
          throw new Error('boom');
        }}
        options={{ once: true, time: 60_000 }}
        onEnd={(reason) => ends.push(reason)}
        onError={(error) => errors.push(error)}
      >
        Go
      </Button>
    ) as ButtonKit;
    expect(kit).toBeInstanceOf(ButtonKit);
    expect(kit.isCollecting).toBe(true);

    await expect(commandkit.collectors.handle(buttonClick(client, 'merge'))).resolves.toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toEqual([new Error('boom')]);
    // `once` from options was kept: the collector ended after the click, and onEnd heard it.
    expect(kit.isCollecting).toBe(false);
    expect(ends).toEqual(['once']);
  });

  it('gives the handler the click and the kit; dispose() ends with "unsubscribe"', async () => {
    const { commandkit, client } = startCommandKit();
    const seen: unknown[] = [];
    const ends: string[] = [];
    const kit = (
      <Button
        customId="plain"
        onClick={(interaction, self) => seen.push([interaction.customId, self])}
        onEnd={(reason) => ends.push(reason)}
      >
        Hi
      </Button>
    ) as ButtonKit;
    await commandkit.collectors.handle(buttonClick(client, 'plain'));
    expect(seen).toEqual([['plain', kit]]);
    kit.dispose();
    expect(ends).toEqual(['unsubscribe']);
  });

  it('reports bad buttons and rows clearly', () => {
    startCommandKit();
    expect(() => (
      <Button url="https://example.com" onClick={noop}>
        Go
      </Button>
    )).toThrow(
      new TypeError(
        '<Button> with a "url" is a link button: Discord opens the link and sends no interaction, so it cannot have "onClick". Remove "url" or "onClick".',
      ),
    );
    expect(() => (
      <Button style="link" onClick={noop}>
        Go
      </Button>
    )).toThrow(new TypeError('<Button> is a link button, so it needs a "url" prop.'));
    expect(() => (
      <Button url="https://example.com" customId="x">
        Go
      </Button>
    )).toThrow('<Button> is a link button, so it cannot have a "customId" prop.');
    expect(() => (
      <Button style="danger" url="https://example.com">
        Go
      </Button>
    )).toThrow('<Button> has a "url", so its "style" must be "link" (or left out).');
    expect(() => <Button skuId="1" onClick={noop} />).toThrow(/^<Button> with a "skuId" is a premium button/);
    expect(() => <Button skuId="1">Buy</Button>).toThrow(
      '<Button> is a premium button, which Discord draws itself, so it cannot have a "label" or children.',
    );
    expect(() => <Button skuId="1" emoji="🎁" />).toThrow(
      '<Button> is a premium button, which Discord draws itself, so it cannot have an "emoji".',
    );
    expect(() => <Button style="premium" />).toThrow('<Button> is a premium button, so it needs a "skuId" prop.');
    expect(() => <Button customId="x" skuId="1" style="primary" label="x" />).toThrow(
      '<Button> has a "skuId", so its "style" must be "premium" (or left out).',
    );
    expect(() => <Button customId="x" />).toThrow(new TypeError('<Button> needs a "label" prop (or text children) or an "emoji" prop.'));
    expect(() => (
      <Button customId="x" style={'blue' as 'primary'}>
        x
      </Button>
    )).toThrow('<Button> got an unknown "style" "blue": use a ButtonStyle or one of primary, secondary, success, danger, link, premium.');
    expect(() => <Button customId="x">{{} as string}</Button>).toThrow('<Button> takes only text as "children", but got a plain object.');

    const six = [1, 2, 3, 4, 5, 6].map((n) => <Button customId={`b${n}`}>{n}</Button>);
    expect(() => <ActionRow>{six}</ActionRow>).toThrow(
      new RangeError('<ActionRow> holds at most 5 buttons in "children", but got 6. Split them over several rows.'),
    );
    const menu = () => <UserSelectMenu customId="users" />;
    const mixed =
      '<ActionRow> holds either up to 5 buttons or a single select menu or text input in "children", never a mix or two of them. Put each select menu in its own row.';
    expect(() => (
      <ActionRow>
        {menu()}
        {menu()}
      </ActionRow>
    )).toThrow(new RangeError(mixed));
    expect(() => (
      <ActionRow>
        <Button customId="a">A</Button>
        {menu()}
      </ActionRow>
    )).toThrow(new RangeError(mixed));
    expect(() => <ActionRow>{'text'}</ActionRow>).toThrow(
      new TypeError('<ActionRow> cannot hold a string in "children": it takes <Button>, select menu or text input elements.'),
    );
    expect(() => <ActionRow>{false}</ActionRow>).toThrow(
      new RangeError('<ActionRow> needs at least one child in "children": up to 5 buttons, or one select menu or text input.'),
    );
  });
});

describe('Modal and text inputs', () => {
  it('match the golden JSON', () => {
    startCommandKit();
    expectGolden('modal', {
      modal: (
        <Modal title="Feedback" customId="feedback">
          <ShortInput customId="name" label="Your name" placeholder="Ada" minLength={2} maxLength={32} />
          <ParagraphInput customId="text" label="What do you think?" required={false} value="It is great" />
          <TextInput customId="styled" label="Styled by name" style="paragraph" minLength={0} />
          <ActionRow>
            <TextInput customId="in-row" label="In a row" style={TextInputStyle.Short} required />
          </ActionRow>
        </Modal>
      ),
      autoCustomId: (
        <Modal title="Auto id" onSubmit={noop}>
          <ShortInput customId="only" label="Only field" />
        </Modal>
      ),
    });
  });

  it('applies required={false} and zero lengths, and returns a ModalKit', () => {
    const input = json(<ShortInput customId="a" label="A" required={false} minLength={0} />);
    expect(input).toEqual({ type: 4, custom_id: 'a', label: 'A', style: TextInputStyle.Short, required: false, min_length: 0 });
    expect(
      <Modal title="T" customId="t">
        <ShortInput customId="a" label="A" />
      </Modal>,
    ).toBeInstanceOf(ModalKit);
  });

  it('reports bad modals and inputs clearly', () => {
    const field = <ShortInput customId="a" label="A" />;
    expect(() => (
      <Modal customId="m" {...({} as { title: string })}>
        {field}
      </Modal>
    )).toThrow(new TypeError('<Modal> needs a "title" prop.'));
    expect(() => <Modal title="T" customId="m" />).toThrow(new RangeError('<Modal> needs 1 to 5 fields in "children", but got 0.'));
    expect(() => (
      <Modal title="T" customId="m">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <ShortInput customId={`f${n}`} label="F" />
        ))}
      </Modal>
    )).toThrow('<Modal> needs 1 to 5 fields in "children", but got 6.');
    expect(() => (
      <Modal title="T" customId="m">
        <Button customId="b">B</Button>
      </Modal>
    )).toThrow(
      '<Modal> cannot hold a ButtonKit in "children": it takes <ShortInput>, <ParagraphInput>, <TextInput>, <ActionRow> (with one text input), <TextDisplay> or discord.js LabelBuilder elements.',
    );
    expect(() => (
      <Modal title="T" customId="m">
        <ActionRow>
          <Button customId="b">B</Button>
        </ActionRow>
      </Modal>
    )).toThrow('<Modal> takes an <ActionRow> in "children" only when it holds one text input.');
    expect(() => <ShortInput customId="a" label="" />).toThrow(new TypeError('<ShortInput> needs a "label" prop.'));
    expect(() => <ParagraphInput label="A" {...({} as { customId: string })} />).toThrow('<ParagraphInput> needs a "customId" prop.');
    expect(() => <TextInput customId="a" label="A" style={'long' as 'short'} />).toThrow(
      "<TextInput> needs a \"style\" prop: TextInputStyle.Short or Paragraph ('short' or 'paragraph').",
    );
  });
});

describe('select menus', () => {
  it('match the golden JSON', () => {
    startCommandKit();
    const colours = ['red', 'green', 'blue'];
    expectGolden('select-menus', {
      string: (
        <StringSelectMenu customId="colour" placeholder="Pick a colour" minValues={1} maxValues={2}>
          {colours.map((colour) => (
            <StringSelectMenuOption label={colour} value={colour} default={colour === 'green'} />
          ))}
          <StringSelectMenuOption label="None" value="none" description="No colour at all" emoji="🚫" />
        </StringSelectMenu>
      ),
      stringAutoId: (
        <StringSelectMenu onSelect={noop}>
          <StringSelectMenuOption label="Only" value="only" />
        </StringSelectMenu>
      ),
      user: <UserSelectMenu customId="users" defaultValues={['111111111111111111']} maxValues={3} />,
      role: <RoleSelectMenu customId="roles" defaultValues={['222222222222222222']} disabled />,
      channel: (
        <ChannelSelectMenu
          customId="channels"
          channelTypes={[ChannelType.GuildText, ChannelType.GuildVoice]}
          defaultValues={['333333333333333333']}
        />
      ),
      channelOneType: <ChannelSelectMenu customId="text-only" channelTypes={ChannelType.GuildText} minValues={0} />,
      mentionable: (
        <MentionableSelectMenu
          customId="mentions"
          maxValues={2}
          defaultValues={[
            { id: '111111111111111111', type: 'user' },
            { id: '222222222222222222', type: 'role' },
          ]}
        />
      ),
      row: (
        <ActionRow>
          <RoleSelectMenu customId="row-roles" placeholder="Roles" />
        </ActionRow>
      ),
    });
  });

  it('registers onSelect with options, onEnd and onError in one collector', () => {
    startCommandKit();
    const ends: string[] = [];
    const kit = (
      <StringSelectMenu onSelect={noop} options={{ time: 1_000 }} onEnd={(reason) => ends.push(reason)} onError={noop}>
        <StringSelectMenuOption label="A" value="a" />
      </StringSelectMenu>
    ) as StringSelectMenuKit;
    expect(kit).toBeInstanceOf(StringSelectMenuKit);
    expect(kit.isCollecting).toBe(true);
    kit.dispose();
    expect(ends).toEqual(['unsubscribe']);
  });

  it('reports bad menus and options clearly', () => {
    expect(() => <StringSelectMenu customId="s" />).toThrow(
      new RangeError('<StringSelectMenu> needs 1 to 25 <StringSelectMenuOption> children, but got 0.'),
    );
    const many = Array.from({ length: 26 }, (_, n) => <StringSelectMenuOption label={`${n}`} value={`${n}`} />);
    expect(() => <StringSelectMenu customId="s">{many}</StringSelectMenu>).toThrow(
      '<StringSelectMenu> needs 1 to 25 <StringSelectMenuOption> children, but got 26.',
    );
    expect(() => <StringSelectMenu customId="s">{'a'}</StringSelectMenu>).toThrow(
      new TypeError('<StringSelectMenu> cannot hold a string in "children": it takes only <StringSelectMenuOption> elements.'),
    );
    expect(() => <UserSelectMenu customId="u" defaultValues={['1', '2']} />).toThrow(
      new RangeError(
        '<UserSelectMenu> starts with 2 values selected but "maxValues" is 1 (the default): raise "maxValues" or select fewer.',
      ),
    );
    expect(() => (
      <StringSelectMenu customId="s" maxValues={1}>
        <StringSelectMenuOption label="A" value="a" default />
        <StringSelectMenuOption label="B" value="b" default />
      </StringSelectMenu>
    )).toThrow('<StringSelectMenu> starts with 2 values selected but "maxValues" is 1: raise "maxValues" or select fewer.');
    expect(() => <StringSelectMenuOption label="A" value="" />).toThrow(new TypeError('<StringSelectMenuOption> needs a "value" prop.'));
    expect(() => <MentionableSelectMenu customId="m" defaultValues={[{ id: '1', type: 'channel' as 'user' }]} />).toThrow(
      `<MentionableSelectMenu> got a "defaultValues" entry of type "channel": use 'user' or 'role'.`,
    );
  });
});

describe("Discord's limits", () => {
  const long = (length: number) => 'x'.repeat(length);

  it('are reported when the tag is evaluated, naming the component, the prop and the limit', () => {
    const option = <StringSelectMenuOption label="A" value="a" />;
    const cases: [() => unknown, string][] = [
      [() => <Button customId="b" label={long(81)} />, '<Button> got a "label" of 81 characters; Discord allows at most 80 characters.'],
      [
        () => <Button label="B" customId={long(101)} />,
        '<Button> got a "customId" of 101 characters; Discord allows at most 100 characters.',
      ],
      [
        () => (
          <Modal title={long(46)}>
            <ShortInput customId="i" label="I" />
          </Modal>
        ),
        '<Modal> got a "title" of 46 characters; Discord allows at most 45 characters.',
      ],
      [
        () => <ShortInput customId="i" label="I" maxLength={5000} />,
        '<ShortInput> got a "maxLength" of 5000; Discord allows at most 4000.',
      ],
      [
        () => <ParagraphInput customId="i" label={long(46)} />,
        '<ParagraphInput> got a "label" of 46 characters; Discord allows at most 45 characters.',
      ],
      [
        () => (
          <StringSelectMenu customId="s" maxValues={30}>
            {option}
          </StringSelectMenu>
        ),
        '<StringSelectMenu> got a "maxValues" of 30; Discord allows at most 25.',
      ],
      [
        () => (
          <StringSelectMenu customId="s" placeholder={long(151)}>
            {option}
          </StringSelectMenu>
        ),
        '<StringSelectMenu> got a "placeholder" of 151 characters; Discord allows at most 150 characters.',
      ],
      [
        () => <StringSelectMenuOption label={long(101)} value="a" />,
        '<StringSelectMenuOption> got a "label" of 101 characters; Discord allows at most 100 characters.',
      ],
    ];
    for (const [evaluate, message] of cases) {
      let thrown: unknown;
      try {
        evaluate();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(RangeError);
      expect((thrown as Error).message).toBe(message);
    }
  });
});
