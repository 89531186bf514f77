/**
 * The event whose handlers are running, as {@link useEvent} describes it: its name, where its
 * handler files are and which they are.
 */
export interface ParsedEvent {
  /** The event's name, such as `'messageCreate'`: the name of its directory under `events/`. */
  event: string;
  /** The absolute path of the event's directory, `<appDir>/events/<event>`. */
  path: string;
  /**
   * The absolute paths of the event's handler files, in the order they run (handlers added by
   * plugins included).
   */
  listeners: string[];
  /**
   * The namespace of a custom event; always `null` here, since every event handled is a
   * discord.js client event.
   */
  namespace: string | null;
}
