// The values parsed from a message command's text, as the parser produces them and the
// options getters read them: a module of types only, so both sides can import it.
import type { ApplicationCommandOptionType, Attachment, Channel, GuildMember, Role, User } from 'discord.js';

/** One option value parsed from a message command's text. */
export type ParsedOptionValue =
  | { readonly type: ApplicationCommandOptionType.String; readonly value: string }
  | { readonly type: ApplicationCommandOptionType.Integer | ApplicationCommandOptionType.Number; readonly value: number }
  | { readonly type: ApplicationCommandOptionType.Boolean; readonly value: boolean }
  | { readonly type: ApplicationCommandOptionType.User; readonly value: User; readonly member: GuildMember | null }
  | { readonly type: ApplicationCommandOptionType.Channel; readonly value: Channel }
  | { readonly type: ApplicationCommandOptionType.Role; readonly value: Role }
  | {
      readonly type: ApplicationCommandOptionType.Mentionable;
      readonly value: User | Role;
      readonly member: GuildMember | null;
    }
  | { readonly type: ApplicationCommandOptionType.Attachment; readonly value: Attachment };

/** The result of parsing a message command's text by its option definitions. */
export interface ParsedMessageOptions {
  readonly subcommandGroup: string | null;
  readonly subcommand: string | null;
  readonly values: ReadonlyMap<string, ParsedOptionValue>;
}
