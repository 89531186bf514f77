// The element helpers of the 1.0 line: ElementType, isCommandKitElement and getElement, over what
// CommandKit's JSX really evaluates to (discord.js builders, with no wrapper).
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, ModalBuilder, TextInputBuilder, type AnyComponentBuilder } from 'discord.js';
import * as components from '../../src/components.ts';
import {
  ActionRow,
  Button,
  ButtonKit,
  Container,
  ElementType,
  Modal,
  ModalKit,
  ShortInput,
  TextDisplay,
  getElement,
  isCommandKitElement,
  type AnyCommandKitElement,
  type CommandKitElement,
  type CommandKitElementData,
} from '../../src/index.ts';
import { startCommandKit, stopCommandKit } from './jsx-support.ts';

afterEach(stopCommandKit);

describe('ElementType', () => {
  it('names the four element kinds, and cannot be changed', () => {
    expect(ElementType).toEqual({ ActionRow: 'action-row', Button: 'button-kit', Modal: 'modal', TextInput: 'text-input' });
    expect(Object.isFrozen(ElementType)).toBe(true);
    expect(components.ElementType).toBe(ElementType);
  });

  it('types each kind as its builder', () => {
    // Compile-time checks (npm run typecheck): each kind maps to the builder the JSX returns.
    const button: CommandKitElement<'button-kit'> = new ButtonKit();
    const row: CommandKitElementData['action-row'] = new ActionRowBuilder<AnyComponentBuilder>();
    const any: AnyCommandKitElement[] = [button, row, new ModalKit(), new TextInputBuilder()];
    const kind: ElementType = ElementType.Modal;
    expect([any.length, kind]).toEqual([4, 'modal']);
  });
});

describe('isCommandKitElement', () => {
  it('is true for what <ActionRow>, <Button>, <Modal> and the text inputs return', () => {
    startCommandKit();
    const input = <ShortInput customId="name" label="Name" />;
    const values = [
      <ActionRow>
        <Button customId="a">A</Button>
      </ActionRow>,
      <Button customId="b" onClick={() => {}}>
        B
      </Button>,
      <Modal title="T">{input}</Modal>,
      input,
    ];
    expect(values.map(isCommandKitElement)).toEqual([true, true, true, true]);
    expect(components.isCommandKitElement).toBe(isCommandKitElement);
  });

  it('is false for plain discord.js builders that cannot carry a handler, other components, wrappers and non-objects', () => {
    const others = [
      new ButtonBuilder().setCustomId('x').setLabel('X').setStyle(ButtonStyle.Primary),
      new ModalBuilder(),
      <Container>
        <TextDisplay>hi</TextDisplay>
      </Container>,
      { type: 'button-kit', data: new ButtonKit() },
      null,
      undefined,
      'button-kit',
      42,
    ];
    expect(others.map(isCommandKitElement)).toEqual(others.map(() => false));
  });

  it('narrows the type', () => {
    const value: unknown = new ButtonKit().setCustomId('n').setLabel('N').setStyle(ButtonStyle.Primary);
    if (!isCommandKitElement(value)) throw new Error('expected an element');
    // Compiles only because the guard narrowed `value` to the element union.
    const json = value.toJSON();
    expect(json).toMatchObject({ type: 2 });
  });
});

describe('getElement', () => {
  it('returns the builder itself, since elements are not wrapped', () => {
    const kit = new ButtonKit().setCustomId('g').setLabel('G').setStyle(ButtonStyle.Success);
    const got: ButtonKit = getElement<'button-kit', ButtonKit>(kit);
    expect(got).toBe(kit);
    const row = new ActionRowBuilder<AnyComponentBuilder>();
    expect(getElement(row)).toBe(row);
    expect(components.getElement).toBe(getElement);
  });

  it('throws a TypeError naming what it got for anything else', () => {
    expect(() => getElement(new ButtonBuilder() as never)).toThrow(
      new TypeError(
        'getElement() takes a CommandKit element (an ActionRowBuilder, ButtonKit, ModalKit or TextInputBuilder), but got a ButtonBuilder.',
      ),
    );
    expect(() => getElement({ type: 'modal', data: {} } as never)).toThrow(/but got a plain object\.$/);
  });
});
