// The fields every run environment has, as a plain shape: what the dispatch scope stores and what
// code reading an environment relies on. Types only.
import type { MessageComponentInteraction, ModalSubmitInteraction } from 'discord.js';
import type { CommandKitType, ContextType, LoadedCommandType } from '../types/runtime-types.ts';

/** See {@link CommandKitEnvironment}, which has these fields and the methods around them. */
export interface EnvironmentFields {
  readonly commandkit: CommandKitType;
  readonly kind: 'command' | 'event' | 'component';
  readonly command: LoadedCommandType | undefined;
  readonly context: ContextType | null | undefined;
  readonly event: string | undefined;
  readonly args: readonly unknown[] | undefined;
  readonly interaction: MessageComponentInteraction | ModalSubmitInteraction | undefined;
}
