import {
  advertiserDecider,
  advertiserStreamId,
  type AdvertiserEvent,
} from '@nsg/domain/accounts/advertiser.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import { isEventOf, streamEvents, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { publicLink } from '@nsg/platform/public-url.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import { accountStatusNotice, mailAdvertiser } from '../advertising/advertiser-mail.ts';
import type { AppDeps } from '../deps.ts';

type Deps = Pick<AppDeps, 'store' | 'vault' | 'config'>;

const NAME = 'account-mail-reactor';

const REGISTRATION_NOTICE = {
  subject: 'Your North Shore Guide registration is received',
  body:
    'Thank you for registering as an advertiser. Our team reviews each registration and you will ' +
    'hear from us when your account is approved. Meanwhile you can log in and prepare campaigns ' +
    'and ads: nothing is shown to visitors until then.',
};

/**
 * Mail that follows an account's events: the advertiser who registers is told it was received, and an
 * advertiser is told each status an admin gives their account (approved, suspended, with the reason).
 */
export function accountMailReactor(deps: Deps): Reactor {
  return {
    name: NAME,
    eventTypes: new Set(['accounts.AdvertiserRegistered', 'accounts.AdvertiserStatusChanged']),
    async react(event) {
      if (isEventOf(event, ['accounts.AdvertiserRegistered'])) {
        // Admins are made by an admin, and active advertisers by the seed: only a registration awaits review.
        const { advertiserId, role, status } = event.data;
        if (role !== 'advertiser' || status !== 'pending') return;
        await mailAdvertiser(deps, advertiserId, {
          ...REGISTRATION_NOTICE,
          dedupeKey: `registration:${advertiserId}`,
          context: reactionContext(NAME, event),
        });
      } else if (isEventOf(event, ['accounts.AdvertiserStatusChanged'])) {
        await tellStatus(deps, event);
      }
    },
  };
}

async function tellStatus(deps: Deps, event: RecordedStoredEvent<'accounts.AdvertiserStatusChanged'>) {
  const { advertiserId, status, reason } = event.data;
  if (status === 'pending') return;
  const before = await statusBefore(deps, event);
  await mailAdvertiser(deps, advertiserId, {
    ...accountStatusNotice(
      status,
      reason,
      before === 'pending',
      publicLink(deps.config, '/advertiser/login'),
    ),
    dedupeKey: `account-status:${advertiserId}:${event.revision}`,
    context: reactionContext(NAME, event),
  });
}

/** The account's status just before this event. */
async function statusBefore(deps: Deps, event: RecordedStoredEvent<'accounts.AdvertiserStatusChanged'>) {
  const history = await deps.store.readStream(advertiserStreamId(event.data.advertiserId));
  const earlier = history.filter((recorded) => recorded.revision < event.revision);
  const state = foldEvents(advertiserDecider, streamEvents<AdvertiserEvent>(earlier));
  return state.exists ? state.status : null;
}
