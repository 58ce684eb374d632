import type { Decider } from '../shared/decider.ts';
import type { SignedIn, SignInFailed, SignInRefusal } from './advertiser.ts';

export type SignInEvent = SignedIn | SignInFailed;

export type SignInCommand =
  | { kind: 'RecordSignIn'; advertiserId: string; now: Date }
  | { kind: 'RecordRefusedSignIn'; advertiserId: string | null; reason: SignInRefusal; now: Date };

/**
 * Sign-ins and refused ones, for the audit log. Each is recorded as it happened: nothing recorded
 * before decides it (throttling is counted elsewhere), so the stream carries no state.
 */
export const signInDecider: Decider<SignInCommand, SignInEvent, null> = {
  initialState: () => null,
  decide(command) {
    const at = command.now.toISOString();
    return command.kind === 'RecordSignIn'
      ? [{ type: 'accounts.SignedIn', data: { advertiserId: command.advertiserId, at } }]
      : [
          {
            type: 'accounts.SignInFailed',
            data: { advertiserId: command.advertiserId, reason: command.reason, at },
          },
        ];
  },
  evolve: (state) => state,
};
