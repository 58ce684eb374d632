import { advertiserStreamId } from '@nsg/domain/accounts/advertiser.ts';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import type { AppDeps } from '../deps.ts';

export interface AdvertiserNotice {
  subject: string;
  /** The body after the greeting; signed off by the guide. */
  body: string;
  /** One mail per key, however often the same thing is told (a webhook redelivered, a retry). */
  dedupeKey: string;
  context: CommandContext;
}

/**
 * Puts a notice to an advertiser in the mail outbox, to the address they registered (decrypted here,
 * encrypted again in the outbox under the same person). Nothing is queued for an erased person. The
 * account is read from its stream, so a notice that follows its registration at once finds it.
 */
export async function mailAdvertiser(
  deps: Pick<AppDeps, 'store' | 'vault'>,
  advertiserId: string,
  notice: AdvertiserNotice,
): Promise<void> {
  const [registered] = await deps.store.readStream(advertiserStreamId(advertiserId));
  if (!registered || !isEventOf(registered, ['accounts.AdvertiserRegistered'])) return;
  const { personId, name, email, namesSealed } = registered.data;
  const [to, greeted] = await deps.vault.decryptMany([
    { personId, ciphertext: email },
    ...(namesSealed ? [{ personId, ciphertext: name }] : []),
  ]);
  if (!to) return;
  await queueMail(deps, {
    to,
    subject: notice.subject,
    text: `Aloha ${namesSealed ? (greeted ?? '') : name},\n\n${notice.body}\n\nNorth Shore Guide`,
    personId,
    context: notice.context,
    dedupeKey: notice.dedupeKey,
  });
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const hawaiiTime = (at: Date) =>
  `${at.toLocaleString('en-US', { timeZone: 'Pacific/Honolulu', dateStyle: 'medium', timeStyle: 'short' })} HST`;

/** The payment receipt: amount, campaign and its dates, the provider's reference and when it was paid. */
export function paymentReceipt(payment: {
  amountCents: number;
  campaignName: string;
  startDate: string;
  endDate: string;
  paymentIntentId: string;
  testMode: boolean;
  paidAt: Date;
  /** The advertiser's billing page, where the invoice is. */
  billingLink: string;
}): Pick<AdvertiserNotice, 'subject' | 'body'> {
  return {
    subject: `Receipt: ${usd(payment.amountCents)} for ${payment.campaignName}`,
    body: [
      `We received your payment of ${usd(payment.amountCents)} for the campaign "${payment.campaignName}",`,
      `running ${payment.startDate} to ${payment.endDate} (Hawaii time).`,
      '',
      `${payment.testMode ? 'Test reference (no real charge)' : 'Stripe payment'}: ${payment.paymentIntentId}`,
      `Paid: ${hawaiiTime(payment.paidAt)}`,
      '',
      `Your invoice is on your billing page: ${payment.billingLink}`,
    ].join('\n'),
  };
}

/** An admin approved the account, or suspended it: a registration still pending is then not approved. */
export function accountStatusNotice(
  status: 'active' | 'suspended',
  reason: string | null,
  wasPending: boolean,
  loginLink: string,
): Pick<AdvertiserNotice, 'subject' | 'body'> {
  const because = reason ? `\n\nReason: ${reason}\n\n` : ' ';
  if (status === 'active')
    return {
      subject: 'Your North Shore Guide advertiser account is approved',
      body:
        'Your account has been approved. Campaigns you fund now run on their dates, and your ads appear ' +
        `once our team has reviewed them.\n\nLog in at ${loginLink}`,
    };
  if (wasPending)
    return {
      subject: 'Your North Shore Guide advertiser registration was not approved',
      body: `We could not approve your advertiser account.${because}Reply to this mail if you think this is a mistake.`,
    };
  return {
    subject: 'Your North Shore Guide advertiser account is suspended',
    body: `Your account has been suspended: your ads are no longer shown.${because}Reply to this mail if you think this is a mistake.`,
  };
}

/** An admin approved or rejected an ad. */
export function adModerationNotice(
  title: string,
  status: 'approved' | 'rejected',
  reason: string | null = null,
): Pick<AdvertiserNotice, 'subject' | 'body'> {
  return status === 'approved'
    ? {
        subject: `Your ad "${title}" is approved`,
        body: `Your ad "${title}" passed review: visitors see it while its campaign runs.`,
      }
    : {
        subject: `Your ad "${title}" was not approved`,
        body:
          `Your ad "${title}" did not pass review and is not shown.` +
          (reason ? `\n\nThe reviewer's reason: ${reason}\n\n` : ' ') +
          'Edit it from your dashboard and send it for review again.',
      };
}

/** The campaign's payment went back to the card. */
export function refundNotice(refund: {
  campaignName: string;
  amountCents: number;
  refundId: string;
  reason: string;
}): Pick<AdvertiserNotice, 'subject' | 'body'> {
  const amount = usd(refund.amountCents);
  return {
    subject: `Refund: ${amount} for ${refund.campaignName}`,
    body: [
      `We have refunded ${amount}, the whole payment for your campaign "${refund.campaignName}".`,
      `Reason: ${refund.reason}`,
      `Refund reference: ${refund.refundId}`,
      '',
      'The campaign has stopped and its ads are no longer shown. Your bank may take 5 to 10 days to show the refund.',
    ].join('\n'),
  };
}

/** An admin stopped a campaign (paused or rejected): why, and what happens to the money. */
export function campaignStoppedNotice(stop: {
  campaignName: string;
  status: 'paused' | 'rejected';
  reason: string | null;
  paid: boolean;
}): Pick<AdvertiserNotice, 'subject' | 'body'> {
  const money =
    stop.status === 'paused'
      ? 'Paid days do not pass while it is paused: when it resumes, its end date moves out by the days it was paused.'
      : stop.paid
        ? 'The part of your payment for the days it will not serve is refunded to you; a separate mail gives the amount and how it was computed.'
        : 'It will not be shown.';
  return {
    subject: `Your campaign "${stop.campaignName}" was ${stop.status}`,
    body: [
      `We have ${stop.status} your campaign "${stop.campaignName}".`,
      ...(stop.reason ? [`Reason: ${stop.reason}`] : []),
      '',
      money,
    ].join('\n'),
  };
}

/** A refund of part of a payment (or the rest of it): the amount, of how much, why and how it was computed. */
export function partialRefundNotice(refund: {
  campaignName: string;
  amountCents: number;
  paidCents: number;
  refundId: string;
  reason: string;
}): Pick<AdvertiserNotice, 'subject' | 'body'> {
  const amount = usd(refund.amountCents);
  return {
    subject: `Refund: ${amount} for ${refund.campaignName}`,
    body: [
      `We have refunded ${amount} of the ${usd(refund.paidCents)} you paid for your campaign "${refund.campaignName}".`,
      `Reason: ${refund.reason}`,
      `Refund reference: ${refund.refundId}`,
      '',
      'Your bank may take 5 to 10 days to show the refund.',
    ].join('\n'),
  };
}
