import { ThumbnailBuilder } from 'discord.js';
import { requireProp } from '../../jsx/validate.ts';
import { applyWithinLimits } from '../elements/discord-limits.ts';

/** The props of {@link Thumbnail}. */
export interface ThumbnailProps {
  /** The image: an `https://` URL or `attachment://<file name>` of a file sent with the message. */
  readonly url: string;
  /** Alternative text for the image. */
  readonly description?: string;
  /** Blurs the image until the user clicks it. */
  readonly spoiler?: boolean;
  /** The component's numeric id within the message. */
  readonly id?: number;
}

/**
 * A small image, used as the accessory of a {@link Section} (component type 11).
 *
 * @param props - The image's URL, description and spoiler flag.
 * @returns The discord.js builder.
 * @throws `TypeError` when `url` is missing.
 */
export function Thumbnail(props: ThumbnailProps): ThumbnailBuilder {
  requireProp('Thumbnail', props, 'url');
  const builder = new ThumbnailBuilder().setURL(props.url);
  if (props.description != null) applyWithinLimits('Thumbnail', 'description', props.description, (value) => builder.setDescription(value));
  if (props.spoiler != null) builder.setSpoiler(props.spoiler);
  if (props.id != null) builder.setId(props.id);
  return builder;
}
