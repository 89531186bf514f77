/**
 * An event as CommandKit found it in the events directory: its name, its namespace, where its
 * handler files are and which they are. {@link useEvent} gives it for the event whose handlers
 * are running, and {@link EventsRouter} lists one per event directory.
 */
export interface ParsedEvent {
  /** The event's name, such as `'messageCreate'`: the name of its directory. */
  event: string;
  /**
   * The absolute path of the event's directory: `<events>/<event>` for a discord.js client
   * event, `<events>/(<namespace>)/<event>` for a namespaced one.
   */
  path: string;
  /**
   * The absolute paths of the event's handler files, in the order they run (handlers added by
   * plugins included).
   */
  listeners: string[];
  /**
   * The namespace of a custom event, the name between the parentheses of its `(namespace)`
   * directory, such as `'custom'` for `events/(custom)/guildMemberBoost/`; `null` for a discord.js
   * client event.
   */
  namespace: string | null;
}
