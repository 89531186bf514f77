import { SeparatorBuilder, SeparatorSpacingSize } from 'discord.js';

/** The props of {@link Separator}. */
export interface SeparatorProps {
  /** The space above and below: `SeparatorSpacingSize.Small` (Discord's default) or `Large`, or `'small'` / `'large'`. */
  readonly spacing?: SeparatorSpacingSize | 'small' | 'large';
  /** Whether a line is drawn (Discord's default: `true`). */
  readonly divider?: boolean;
  /** The component's numeric id within the message. */
  readonly id?: number;
}

const SPACING: Readonly<Record<string, SeparatorSpacingSize>> = {
  small: SeparatorSpacingSize.Small,
  large: SeparatorSpacingSize.Large,
};

/**
 * Vertical space, with or without a line, between components of a Components V2 message
 * (component type 14).
 *
 * @param props - The spacing and whether to draw a divider.
 * @returns The discord.js builder.
 * @throws `TypeError` when `spacing` is not a known size.
 */
export function Separator(props: SeparatorProps): SeparatorBuilder {
  const builder = new SeparatorBuilder();
  if (props.spacing != null) {
    const spacing = typeof props.spacing === 'string' ? SPACING[props.spacing] : props.spacing;
    if (spacing !== SeparatorSpacingSize.Small && spacing !== SeparatorSpacingSize.Large) {
      throw new TypeError(
        `<Separator> got an unknown "spacing" ${JSON.stringify(props.spacing)}: use SeparatorSpacingSize.Small or Large ('small' or 'large').`,
      );
    }
    builder.setSpacing(spacing);
  }
  if (props.divider != null) builder.setDivider(props.divider);
  if (props.id != null) builder.setId(props.id);
  return builder;
}
