import { CommandKitSignal } from './signals.ts';

/**
 * Thrown into the command that called `ctx.forwardCommand()` once the forwarded command has
 * run, so the caller's code after the call does not run; the dispatcher takes it as a quiet end.
 */
export class ForwardedSignal extends CommandKitSignal {
  constructor(readonly target: string) {
    super(`The command was forwarded to "${target}"; this error ends the command that forwarded it.`);
    this.name = 'ForwardedSignal';
  }
}
