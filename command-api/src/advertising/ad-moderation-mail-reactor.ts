import { adStreamId } from '@nsg/domain/advertising/ad.ts';
import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import type { AppDeps } from '../deps.ts';
import { adModerationNotice, mailAdvertiser } from './advertiser-mail.ts';

type Deps = Pick<AppDeps, 'store' | 'vault'>;

const NAME = 'ad-moderation-mail-reactor';

type Moderated = RecordedStoredEvent<'advertising.AdApproved' | 'advertising.AdRejected'>;

/** The advertiser is told each review an admin gives their ad: approved, or not with the reason. */
export function adModerationMailReactor(deps: Deps): Reactor {
  return {
    name: NAME,
    eventTypes: new Set(['advertising.AdApproved', 'advertising.AdRejected']),
    async react(event) {
      if (!isEventOf(event, ['advertising.AdApproved', 'advertising.AdRejected'])) return;
      // An approval the system made by itself is no admin's review: nobody is told.
      if (event.type === 'advertising.AdApproved' && event.data.automatic) return;
      const title = await titleReviewed(deps, event);
      if (title === null) return;
      const rejected = event.type === 'advertising.AdRejected';
      await mailAdvertiser(deps, event.data.advertiserId, {
        ...adModerationNotice(title, rejected ? 'rejected' : 'approved', rejected ? event.data.reason : null),
        dedupeKey: `ad-moderated:${event.data.adId}:${event.revision}`,
        context: reactionContext(NAME, event),
      });
    },
  };
}

/** The ad's title as the admin reviewed it: its content's last version before the review. */
async function titleReviewed(deps: Deps, review: Moderated): Promise<string | null> {
  const history = await deps.store.readStream(adStreamId(review.data.adId));
  let title: string | null = null;
  for (const event of history) {
    if (event.revision >= review.revision) break;
    if (isEventOf(event, ['advertising.AdCreated', 'advertising.AdUpdated'])) title = event.data.title;
  }
  return title;
}
