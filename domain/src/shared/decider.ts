import type { DomainEvent } from './events.ts';

/**
 * A pure aggregate: `decide` turns a command and the current state into new events (or throws a
 * DomainError); `evolve` folds an event into the state. Time and ids come in through the command.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
}

export function foldEvents<Event extends DomainEvent, State>(
  decider: Pick<Decider<never, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
