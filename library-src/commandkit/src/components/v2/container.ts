import {
  ComponentType,
  ContainerBuilder,
  resolveColor,
  type ActionRowBuilder,
  type ColorResolvable,
  type FileBuilder,
  type MediaGalleryBuilder,
  type MessageActionRowComponentBuilder,
  type SectionBuilder,
  type SeparatorBuilder,
  type TextDisplayBuilder,
} from 'discord.js';
import { flattenChildren, type JSXChildren } from '../../jsx/children.ts';
import { componentTypeOf, unknownChild } from '../../jsx/validate.ts';

/** The props of {@link Container}. */
export interface ContainerProps {
  /**
   * The colour of the bar on the container's left edge: a number (`0x5865f2`) or anything
   * discord.js's `ColorResolvable` accepts (`'#5865F2'`, `'Blurple'`, `[88, 101, 242]`). Without
   * it the container has no accent colour.
   */
  readonly accentColor?: ColorResolvable;
  /** Blurs the whole container until the user clicks it. */
  readonly spoiler?: boolean;
  /** The component's numeric id within the message. */
  readonly id?: number;
  /**
   * The content, in order: {@link TextDisplay}, `ActionRow`, {@link Section}, {@link Separator},
   * {@link File} and {@link MediaGallery} elements.
   */
  readonly children?: JSXChildren;
}

const ALLOWED = '<TextDisplay>, <ActionRow>, <Section>, <Separator>, <File> and <MediaGallery> elements';

/**
 * A box grouping other components of a Components V2 message, with an optional accent colour
 * (component type 17). Send it with `flags: MessageFlags.IsComponentsV2`.
 *
 * @param props - The accent colour, spoiler flag and children.
 * @returns The discord.js builder.
 * @throws `TypeError` for a child a container cannot hold; `RangeError` for no children.
 * @example
 * ```tsx
 * await ctx.reply({
 *   flags: MessageFlags.IsComponentsV2,
 *   components: [
 *     <Container accentColor="Blurple">
 *       <TextDisplay>Hello!</TextDisplay>
 *       <Separator />
 *     </Container>,
 *   ],
 * });
 * ```
 */
export function Container(props: ContainerProps): ContainerBuilder {
  const children = flattenChildren(props.children);
  if (children.length === 0) throw new RangeError(`<Container> needs at least one child in "children": ${ALLOWED}.`);
  const builder = new ContainerBuilder();
  for (const child of children) {
    switch (componentTypeOf(child)) {
      case ComponentType.TextDisplay:
        builder.addTextDisplayComponents(child as TextDisplayBuilder);
        break;
      case ComponentType.ActionRow:
        builder.addActionRowComponents(child as ActionRowBuilder<MessageActionRowComponentBuilder>);
        break;
      case ComponentType.Section:
        builder.addSectionComponents(child as SectionBuilder);
        break;
      case ComponentType.Separator:
        builder.addSeparatorComponents(child as SeparatorBuilder);
        break;
      case ComponentType.File:
        builder.addFileComponents(child as FileBuilder);
        break;
      case ComponentType.MediaGallery:
        builder.addMediaGalleryComponents(child as MediaGalleryBuilder);
        break;
      default:
        throw unknownChild('Container', child, ALLOWED);
    }
  }
  if (props.accentColor != null) builder.setAccentColor(accentColorOf(props.accentColor));
  if (props.spoiler != null) builder.setSpoiler(props.spoiler);
  if (props.id != null) builder.setId(props.id);
  return builder;
}

// discord.js's own error would not say which component and prop were wrong.
function accentColorOf(color: ColorResolvable): number {
  try {
    return resolveColor(color);
  } catch (cause) {
    throw new TypeError(
      `<Container> got an "accentColor" discord.js cannot read (${JSON.stringify(color)}): use a number such as 0x5865f2, a hex string such as "#5865F2", an [r, g, b] array or a colour name such as "Blurple".`,
      { cause },
    );
  }
}
