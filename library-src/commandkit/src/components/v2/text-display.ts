import { TextDisplayBuilder } from 'discord.js';
import { textOfChildren, type JSXTextChildren } from '../../jsx/children.ts';
import { applyWithinLimits } from '../elements/discord-limits.ts';

/** The props of {@link TextDisplay}. */
export interface TextDisplayProps {
  /** The Markdown text. Wins over `children`. */
  readonly content?: string;
  /** The text, when `content` is not given; parts are joined as written. */
  readonly children?: JSXTextChildren;
  /** The component's numeric id within the message. */
  readonly id?: number;
}

/**
 * A block of Markdown text in a Components V2 message (component type 10).
 *
 * @param props - The text, as `content` or as children.
 * @returns The discord.js builder.
 * @throws `TypeError` when there is no text, or a child is not text.
 * @example
 * ```tsx
 * <TextDisplay># Scores {'\n'}Alice: {points}</TextDisplay>
 * ```
 */
export function TextDisplay(props: TextDisplayProps): TextDisplayBuilder {
  const content = props.content ?? textOfChildren('TextDisplay', props.children);
  if (content === undefined || content === '') {
    throw new TypeError('<TextDisplay> needs a "content" prop or text children.');
  }
  const builder = new TextDisplayBuilder();
  applyWithinLimits('TextDisplay', props.content === undefined ? 'children' : 'content', content, (value) => builder.setContent(value));
  if (props.id != null) builder.setId(props.id);
  return builder;
}
