// The fields every run environment has, as a plain shape: what the dispatch scope stores and what
// code reading an environment relies on. Types only.
import type { MessageComponentInteraction, ModalSubmitInteraction } from 'discord.js';
import type { LoadedCommand } from '../commands/types.ts';
import type { CommandKit } from '../runtime/commandkit.ts';
import type { Context } from './context.ts';

/** See {@link CommandKitEnvironment}, which has these fields and the methods around them. */
export interface EnvironmentFields {
  readonly commandkit: CommandKit;
  readonly kind: 'command' | 'event' | 'component';
  readonly command: LoadedCommand | undefined;
  readonly context: Context | null | undefined;
  readonly event: string | undefined;
  readonly args: readonly unknown[] | undefined;
  readonly interaction: MessageComponentInteraction | ModalSubmitInteraction | undefined;
}
