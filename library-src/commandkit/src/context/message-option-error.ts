// The error of user input that does not fit a message command's options. In a module of its own so
// that the word matching and the user, channel and role lookups can both throw it without
// importing each other.

/**
 * Why a message command's text does not fit the command's options. Its message is written for
 * the user who typed the command.
 */
export class MessageOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageOptionError';
  }
}
