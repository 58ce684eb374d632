import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { signInDecider } from './sign-in.ts';

const now = new Date('2026-03-01T20:00:00.000Z');
const at = now.toISOString();
const advertiserId = '22222222-2222-4222-8222-222222222222';

describe('sign-in decider', () => {
  it('records a sign-in by the account', () => {
    deciderSpec(signInDecider)
      .given([])
      .when({ kind: 'RecordSignIn', advertiserId, now })
      .then([{ type: 'accounts.SignedIn', data: { advertiserId, at } }]);
  });

  it('records a refused sign-in with its reason, whatever was recorded before', () => {
    deciderSpec(signInDecider)
      .given([{ type: 'accounts.SignedIn', data: { advertiserId, at } }])
      .when({ kind: 'RecordRefusedSignIn', advertiserId, reason: 'suspended', now })
      .then([{ type: 'accounts.SignInFailed', data: { advertiserId, reason: 'suspended', at } }]);
  });

  it('records a refusal for an unknown email without an account', () => {
    deciderSpec(signInDecider)
      .given([])
      .when({ kind: 'RecordRefusedSignIn', advertiserId: null, reason: 'unknown-email', now })
      .then([{ type: 'accounts.SignInFailed', data: { advertiserId: null, reason: 'unknown-email', at } }]);
  });
});
