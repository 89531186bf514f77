import { FileBuilder } from 'discord.js';
import { requireProp } from '../../jsx/validate.ts';

/** The props of {@link File}. */
export interface FileProps {
  /** `attachment://<file name>`, naming a file attached to the same message (`files: [...]`). */
  readonly url: string;
  /** Blurs the file until the user clicks it. */
  readonly spoiler?: boolean;
  /** The component's numeric id within the message. */
  readonly id?: number;
}

/**
 * An attached file shown inline in a Components V2 message (component type 13). The file itself
 * must be sent with the message, in `files`.
 *
 * @param props - The attachment URL and spoiler flag.
 * @returns The discord.js builder.
 * @throws `TypeError` when `url` is missing or does not start with `attachment://`.
 * @example
 * ```tsx
 * await ctx.reply({
 *   flags: MessageFlags.IsComponentsV2,
 *   components: [<File url="attachment://report.txt" />],
 *   files: [new AttachmentBuilder(Buffer.from('…'), { name: 'report.txt' })],
 * });
 * ```
 */
export function File(props: FileProps): FileBuilder {
  requireProp('File', props, 'url');
  if (!props.url.startsWith('attachment://')) {
    throw new TypeError(`<File> needs a "url" of the form attachment://<file name>, but got ${JSON.stringify(props.url)}.`);
  }
  const builder = new FileBuilder().setURL(props.url);
  if (props.spoiler != null) builder.setSpoiler(props.spoiler);
  if (props.id != null) builder.setId(props.id);
  return builder;
}
