import { HMREventType, type CommandKitHMREvent } from '../../src/events/hmr-event.ts';
import { StopEventPropagationError, StopEventsSignal, isCommandKitSignal, stopEvents } from '../../src/helpers/signals.ts';
import { rethrow } from '../../src/helpers/rethrow.ts';

describe('StopEventPropagationError', () => {
  it('is what stopEvents() throws, a CommandKit signal that says where it belongs', () => {
    let thrown: unknown;
    try {
      stopEvents();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StopEventPropagationError);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).name).toBe('StopEventPropagationError');
    expect((thrown as Error).message).toBe('stopEvents() was called outside an event handler run by CommandKit.');
    expect(isCommandKitSignal(thrown)).toBe(true);
    expect(() => rethrow(thrown)).toThrow(StopEventPropagationError);
    expect(isCommandKitSignal(new Error('plain'))).toBe(false);
  });

  it('keeps the old StopEventsSignal name as the same class', () => {
    expect(StopEventsSignal).toBe(StopEventPropagationError);
    expect(new StopEventPropagationError()).toBeInstanceOf(StopEventsSignal);
  });
});

describe('HMREventType', () => {
  it('names the three kinds of change', () => {
    expect(HMREventType).toEqual({ ReloadCommands: 'reload-commands', ReloadEvents: 'reload-events', Unknown: 'unknown' });
    const calls: string[] = [];
    const event: CommandKitHMREvent = {
      event: HMREventType.ReloadEvents,
      path: '/bot/src/app/events/messageCreate/log.ts',
      accept: () => void calls.push('accept'),
      preventDefault: () => void calls.push('preventDefault'),
    };
    event.accept();
    expect([event.event, calls]).toEqual(['reload-events', ['accept']]);
  });
});
