import { ComponentType, SectionBuilder, type ButtonBuilder, type TextDisplayBuilder, type ThumbnailBuilder } from 'discord.js';
import { flattenChildren, type JSXChildren } from '../../jsx/children.ts';
import { componentTypeOf, unknownChild } from '../../jsx/validate.ts';

/** The props of {@link Section}. */
export interface SectionProps {
  /**
   * One to three {@link TextDisplay} elements and exactly one accessory: a {@link Thumbnail} or a
   * `Button`, in any order.
   */
  readonly children?: JSXChildren;
  /** The component's numeric id within the message. */
  readonly id?: number;
}

/** Discord's limit on the text displays of one section. */
const MAX_TEXTS = 3;

/**
 * Text beside an accessory (a thumbnail or a button) in a Components V2 message (component type 9).
 *
 * @param props - The text displays and the accessory, as children.
 * @returns The discord.js builder.
 * @throws `TypeError` for a child that is neither a text display nor an accessory, or for a
 * missing or second accessory; `RangeError` for no text display or more than three.
 * @example
 * ```tsx
 * <Section>
 *   <TextDisplay>**Alice** joined the server.</TextDisplay>
 *   <Thumbnail url={avatarUrl} description="Alice's avatar" />
 * </Section>
 * ```
 */
export function Section(props: SectionProps): SectionBuilder {
  const texts: TextDisplayBuilder[] = [];
  let accessory: { kind: 'thumbnail' | 'button'; value: unknown } | undefined;
  for (const child of flattenChildren(props.children)) {
    const type = componentTypeOf(child);
    if (type === ComponentType.TextDisplay) {
      texts.push(child as TextDisplayBuilder);
    } else if (type === ComponentType.Thumbnail || type === ComponentType.Button) {
      if (accessory) throw new TypeError('<Section> takes one accessory (a <Thumbnail> or a <Button>) in "children", but got two.');
      accessory = { kind: type === ComponentType.Thumbnail ? 'thumbnail' : 'button', value: child };
    } else {
      throw unknownChild('Section', child, '<TextDisplay> elements and one <Thumbnail> or <Button>');
    }
  }
  if (texts.length === 0 || texts.length > MAX_TEXTS) {
    throw new RangeError(`<Section> needs 1 to ${MAX_TEXTS} <TextDisplay> children, but got ${texts.length}.`);
  }
  if (!accessory) throw new TypeError('<Section> needs an accessory in "children": a <Thumbnail> or a <Button>.');

  const builder = new SectionBuilder().addTextDisplayComponents(texts);
  if (accessory.kind === 'thumbnail') builder.setThumbnailAccessory(accessory.value as ThumbnailBuilder);
  else builder.setButtonAccessory(accessory.value as ButtonBuilder);
  if (props.id != null) builder.setId(props.id);
  return builder;
}
