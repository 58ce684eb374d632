import type { Decider } from './decider.ts';
import { foldEvents } from './decider.ts';
import type { DomainEvent } from './events.ts';
import { DomainError } from './errors.ts';

/**
 * given / when / then for deciders, in the style of Emmett's DeciderSpecification:
 * `spec(decider).given([...events]).when(command).then([...events])` or `.thenThrows(code)`.
 */
export function deciderSpec<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, foldEvents(decider, events));
          return {
            then(expected: Event[]) {
              const actual = run();
              if (JSON.stringify(actual) !== JSON.stringify(expected)) {
                throw new Error(
                  `Expected events\n${JSON.stringify(expected, null, 2)}\nbut got\n${JSON.stringify(actual, null, 2)}`,
                );
              }
            },
            thenThrows(code: DomainError['code'], messageIncludes?: string) {
              try {
                const events = run();
                throw new Error(`Expected a DomainError(${code}) but got events ${JSON.stringify(events)}`);
              } catch (error) {
                if (!(error instanceof DomainError)) throw error;
                if (error.code !== code)
                  throw new Error(`Expected DomainError(${code}), got ${error.code}: ${error.message}`);
                if (messageIncludes && !error.message.includes(messageIncludes)) {
                  throw new Error(`Expected message to include "${messageIncludes}", got "${error.message}"`);
                }
              }
            },
          };
        },
      };
    },
  };
}
