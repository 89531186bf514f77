import { MediaGalleryBuilder, MediaGalleryItemBuilder } from 'discord.js';
import { flattenChildren, type JSXChildren } from '../../jsx/children.ts';
import { requireProp, unknownChild } from '../../jsx/validate.ts';
import { applyWithinLimits } from '../elements/discord-limits.ts';

/** The props of {@link MediaGalleryItem}. */
export interface MediaGalleryItemProps {
  /**
   * The image or video: an `https://` URL or `attachment://<file name>`. Optional in the type, as
   * in CommandKit 1.0, but Discord needs it: an item without it is refused when it is rendered,
   * with an error naming the prop.
   */
  readonly url?: string;
  /** Alternative text. */
  readonly description?: string;
  /** Blurs the item until the user clicks it. */
  readonly spoiler?: boolean;
}

/** The props of {@link MediaGallery}. */
export interface MediaGalleryProps {
  /** One to ten {@link MediaGalleryItem} elements. */
  readonly children?: JSXChildren;
  /** The component's numeric id within the message. */
  readonly id?: number;
}

/** Discord's limit on the items of one gallery. */
const MAX_ITEMS = 10;

/**
 * One image or video of a {@link MediaGallery}.
 *
 * @param props - The item's URL, description and spoiler flag.
 * @returns The discord.js builder.
 * @throws `TypeError` when `url` is missing.
 */
export function MediaGalleryItem(props: MediaGalleryItemProps): MediaGalleryItemBuilder {
  requireProp('MediaGalleryItem', props, 'url');
  const builder = new MediaGalleryItemBuilder().setURL(props.url!);
  if (props.description != null)
    applyWithinLimits('MediaGalleryItem', 'description', props.description, (value) => builder.setDescription(value));
  if (props.spoiler != null) builder.setSpoiler(props.spoiler);
  return builder;
}

/**
 * A grid of one to ten images or videos in a Components V2 message (component type 12).
 *
 * @param props - The {@link MediaGalleryItem} children.
 * @returns The discord.js builder.
 * @throws `TypeError` for a child that is not a gallery item; `RangeError` for no items or more than ten.
 */
export function MediaGallery(props: MediaGalleryProps): MediaGalleryBuilder {
  const items = flattenChildren(props.children);
  for (const item of items) {
    if (!(item instanceof MediaGalleryItemBuilder)) throw unknownChild('MediaGallery', item, 'only <MediaGalleryItem> elements');
  }
  if (items.length === 0 || items.length > MAX_ITEMS) {
    throw new RangeError(`<MediaGallery> needs 1 to ${MAX_ITEMS} <MediaGalleryItem> children, but got ${items.length}.`);
  }
  const builder = new MediaGalleryBuilder().addItems(items as MediaGalleryItemBuilder[]);
  if (props.id != null) builder.setId(props.id);
  return builder;
}
