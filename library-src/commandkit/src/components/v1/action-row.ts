import { ActionRowBuilder, ComponentType, type AnyComponentBuilder } from 'discord.js';
import { flattenChildren, type JSXChildren } from '../../jsx/children.ts';
import { componentTypeOf, unknownChild } from '../../jsx/validate.ts';

/** The props of {@link ActionRow}. */
export interface ActionRowProps {
  /**
   * What the row holds: one to five `Button` elements, or exactly one select menu, or (in a
   * modal) exactly one text input. Arrays (a `.map()` result) are flattened at any depth;
   * `null`, `undefined` and booleans are dropped.
   */
  readonly children?: JSXChildren;
}

/** Discord's limit on the buttons of one row. */
const MAX_BUTTONS = 5;

const SELECT_MENUS: ReadonlySet<number> = new Set([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

/**
 * A row of interactive components (component type 1): up to five buttons, or one select menu,
 * or, in a modal, one text input. The limits are checked here, when the row is created, so a
 * bad row fails with a clear message instead of being rejected by Discord.
 *
 * @param props - The row's children.
 * @returns The discord.js builder, ready for `components`.
 * @throws `TypeError` for a child a row cannot hold; `RangeError` for an empty row, more than
 * five buttons, more than one select menu or text input, or buttons mixed with a select menu.
 * @example
 * ```tsx
 * <ActionRow>
 *   <Button customId="back">Back</Button>
 *   {pages.map((page) => <Button customId={`page-${page}`}>{page}</Button>)}
 * </ActionRow>
 * ```
 */
export function ActionRow(props: ActionRowProps): ActionRowBuilder<AnyComponentBuilder> {
  const children = flattenChildren(props.children);
  let buttons = 0;
  let singles = 0;
  for (const child of children) {
    const type = componentTypeOf(child);
    if (type === ComponentType.Button) buttons += 1;
    else if (type === ComponentType.TextInput || (type !== undefined && SELECT_MENUS.has(type))) singles += 1;
    else throw unknownChild('ActionRow', child, '<Button>, select menu or text input elements');
  }
  if (children.length === 0) {
    throw new RangeError('<ActionRow> needs at least one child in "children": up to 5 buttons, or one select menu or text input.');
  }
  if (buttons > MAX_BUTTONS) {
    throw new RangeError(
      `<ActionRow> holds at most ${MAX_BUTTONS} buttons in "children", but got ${buttons}. Split them over several rows.`,
    );
  }
  if (singles > 1 || (singles === 1 && buttons > 0)) {
    throw new RangeError(
      '<ActionRow> holds either up to 5 buttons or a single select menu or text input in "children", never a mix or two of them. Put each select menu in its own row.',
    );
  }
  return new ActionRowBuilder<AnyComponentBuilder>().addComponents(children as AnyComponentBuilder[]);
}
