import { isEventOf } from '@nsg/domain/stored-events.ts';
import { sql } from 'kysely';
import type { AdvertiserEvent } from '@nsg/domain/accounts/advertiser.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { erasedPersonIds, erasureChange, PERSON_ERASED } from '../personal-data/erasure.ts';
import { openNames } from '../personal-data/sealed-names.ts';
import type { Projection } from '../runner/projection.ts';
import { eachEvent } from '../runner/page-apply.ts';

const advertiserEventTypes = new Set<AdvertiserEvent['type'] | typeof PERSON_ERASED>([
  'accounts.AdvertiserRegistered',
  'accounts.AdvertiserStatusChanged',
  'accounts.PasswordReset',
  PERSON_ERASED,
]);

/**
 * Advertiser and admin accounts: profile, role, status, login lookup. Contact data stays ciphertext;
 * names are opened for the admin pages. An erased person's account keeps its campaigns, under the
 * name "[erased]", and no longer logs in.
 */
export const advertisersProjection: Projection = {
  name: 'advertisers',
  tables: ['advertisers'],
  eventTypes: advertiserEventTypes,
  apply: eachEvent(async (db, recorded) => {
    const erased = erasedPersonIds(recorded);
    if (erased) {
      const rows = await db
        .updateTable('advertisers')
        .set({ name: ERASED, company_name: ERASED, email_lookup: sql<string>`'erased:' || id` })
        .where('person_id', 'in', erased)
        .returning('id')
        .execute();
      return erasureChange(rows, 'admin');
    }
    if (isEventOf(recorded, ['accounts.PasswordReset'])) {
      const { advertiserId, personId, sealedPasswordHash } = recorded.data;
      const [passwordHash] = await openNames(db, [{ personId, value: sealedPasswordHash, sealed: true }]);
      await db
        .updateTable('advertisers')
        .set({ password_hash: passwordHash! })
        .where('id', '=', advertiserId)
        .execute();
      return { ids: [advertiserId], advertiserId, audience: 'admin' };
    }
    if (!isEventOf(recorded, ['accounts.AdvertiserRegistered', 'accounts.AdvertiserStatusChanged'])) return;
    const event = recorded;
    if (event.type === 'accounts.AdvertiserRegistered') {
      const a = event.data;
      const sealed = a.namesSealed === true;
      const [name, companyName] = await openNames(db, [
        { personId: a.personId, value: a.name, sealed },
        { personId: a.personId, value: a.companyName, sealed },
      ]);
      await db
        .insertInto('advertisers')
        .values({
          id: a.advertiserId,
          role: a.role,
          status: a.status,
          name: name!,
          company_name: companyName!,
          person_id: a.personId,
          email: a.email,
          email_lookup: a.emailLookup,
          phone: a.phone,
          address: a.address,
          description: a.description,
          website: a.website,
          password_hash: a.passwordHash,
          created_at: new Date(a.registeredAt),
        })
        .execute();
      return { ids: [a.advertiserId], advertiserId: a.advertiserId, audience: 'admin' };
    }
    await db
      .updateTable('advertisers')
      .set({ status: event.data.status })
      .where('id', '=', event.data.advertiserId)
      .execute();
    // The advertiser is told too, so their own dashboard changes when an admin approves or suspends them.
    return { ids: [event.data.advertiserId], advertiserId: event.data.advertiserId, audience: 'advertiser' };
  }),
};
