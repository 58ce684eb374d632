import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_ECO_CHALLENGES } from '@nsg/domain/catalog/seed/eco.ts';
import { ecoStreamId, ecoVisitorDecider } from '@nsg/domain/eco/eco-visitor.ts';
import { ECO_FAIR_PLAY, needsVerification } from '@nsg/domain/eco/fair-play.ts';
import { rewardStockStreamId } from '@nsg/domain/eco/eco-reward-stock.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { ecoProjection } from '@nsg/projections/eco/eco-projection.ts';
import { rebuildProjection } from '@nsg/projections/runner/rebuild.ts';
import { executeCommand } from '../http/execute-command.ts';
import { redemptionCode, resumePendingRedemptions, sweepPendingRedemptions } from './redeem-reward.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { uploadEvidencePhoto } from './evidence-photo-fixture.ts';

let t: TestApp;
let adminCookie: string;
/**
 * The app's clock runs this far ahead: completions need their challenge's minimum time. Each test starts
 * at today again, so the weeks a file's tests skip never add up past a reward's last valid day.
 */
let clockAheadMs = 0;
const later = (minutes: number) => {
  clockAheadMs += minutes * 60_000;
};
const A_WEEK = 7 * 24 * 60;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock.now = () => new Date(Date.now() + clockAheadMs);
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());
beforeEach(() => {
  clockAheadMs = 0;
});

let addressCounter = 0;
interface Visitor {
  cookie: string;
  visitorId: string;
  address: string;
}

async function newVisitor(): Promise<Visitor> {
  addressCounter++;
  const address = `10.5.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  const response = await t.app.inject({ url: '/api/eco/user/stats', remoteAddress: address });
  const cookie = response.cookies.find((c) => c.name === 'nsg_visitor')!;
  const visitorId = t.app.unsignCookie(cookie.value).value!;
  return { cookie: `nsg_visitor=${cookie.value}`, visitorId, address };
}

function as(visitor: Visitor, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: visitor.cookie },
    remoteAddress: visitor.address,
    ...(payload ? { payload } : {}),
  });
}

const evidence = async (visitor: Visitor) => ({
  notes: 'Done',
  evidencePhotos: [await uploadEvidencePhoto(t.app, visitor)],
});

/** Starts the challenges, then completes each (a week later, three a day) and has an admin verify it. */
async function earn(visitor: Visitor, challengeIds: number[], verifyWhereNeeded = true) {
  for (const id of challengeIds) {
    expect((await as(visitor, 'POST', `/api/eco/challenges/${id}/start`)).statusCode).toBe(201);
  }
  for (const [index, id] of challengeIds.entries()) {
    if (index % ECO_FAIR_PLAY.dailyCompletions === 0) later(A_WEEK);
    const completed = await as(
      visitor,
      'POST',
      `/api/eco/challenges/${id}/complete`,
      await evidence(visitor),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const points = SEED_ECO_CHALLENGES.find((challenge) => challenge.id === id)!.points;
    if (verifyWhereNeeded && needsVerification(points)) await verify(completed.json<{ id: string }>().id);
  }
  await t.settle();
}

async function verify(userChallengeId: string) {
  await t.settle(); // the admin route finds the completion's visitor in the read model
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/eco/completions/${userChallengeId}/verify`,
    headers: { cookie: adminCookie },
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function addReward(id: number, pointsRequired: number, maxRedemptions: number | null) {
  const streamId = `eco_reward-${id}`;
  const event = {
    type: 'eco.RewardAdded',
    data: {
      id,
      rewardType: 'freebie',
      title: `Test reward ${id}`,
      description: 'For tests',
      businessId: 1,
      discountPercent: null,
      discountAmount: null,
      pointsRequired,
      maxRedemptions,
      validUntil: '2099-12-31',
      terms: 'None',
    },
  };
  await t.deps.store.append(
    streamId,
    toNewEvents([event], { actor: 'system:test', correlationId: newId() }, streamId),
    { expectedRevision: 'no_stream' },
  );
  await t.settle();
}

describe('eco catalog', () => {
  it('lists categories with their active challenges and top points for the home teaser', async () => {
    const response = await t.app.inject({ url: '/api/eco/categories' });
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ name: string; activeChallenges: number; maxPoints: number }[]>().map((c) => ({
        name: c.name,
        activeChallenges: c.activeChallenges,
        maxPoints: c.maxPoints,
      })),
    ).toEqual([
      { name: 'Ocean Protection', activeChallenges: 5, maxPoints: 50 },
      { name: 'Wildlife Protection', activeChallenges: 3, maxPoints: 75 },
      { name: 'Sustainable Living', activeChallenges: 4, maxPoints: 60 },
    ]);
  });
  it('lists challenges (optionally by category) and rewards with their stock', async () => {
    const all = await t.app.inject({ url: '/api/eco/challenges' });
    expect(all.json()).toHaveLength(12);
    const wildlife = await t.app.inject({ url: '/api/eco/challenges?categoryId=2' });
    expect(wildlife.json<{ categoryName: string }[]>().map((c) => c.categoryName)).toEqual([
      'Wildlife Protection',
      'Wildlife Protection',
      'Wildlife Protection',
    ]);
    const rewards = await t.app.inject({ url: '/api/eco/rewards' });
    expect(rewards.json()[0]).toMatchObject({ id: 1, pointsRequired: 50, currentRedemptions: 0 });
  });
});

describe('eco progress', () => {
  it('starts, refuses a second start, completes with catalog points and shows stats', async () => {
    const visitor = await newVisitor();
    const started = await as(visitor, 'POST', '/api/eco/challenges/4/start');
    expect(started.statusCode).toBe(201);
    const again = await as(visitor, 'POST', '/api/eco/challenges/4/start');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already started this challenge');

    const photo = await uploadEvidencePhoto(t.app, visitor);
    const input = { notes: 'Two bags', evidencePhotos: [` ${photo} `, ''], pointsEarned: 9999 };
    const tooSoon = await as(visitor, 'POST', '/api/eco/challenges/4/complete', input);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(
      /^This challenge takes time: you can complete it from .+ HST, 30 minutes after you started it\.$/,
    );
    later(30);
    const completed = await as(visitor, 'POST', '/api/eco/challenges/4/complete', input);
    expect(completed.statusCode).toBe(200);
    await t.settle();
    // Worth 40 points: spendable once an admin has verified it.
    expect((await as(visitor, 'GET', '/api/eco/user/stats')).json()).toMatchObject({
      totalPoints: 0,
      pointsAwaitingVerification: 40,
    });
    await verify(completed.json<{ id: string }>().id);
    await t.settle();
    const mine = await as(visitor, 'GET', '/api/eco/user/challenges');
    expect(mine.json()).toEqual([
      expect.objectContaining({
        challengeId: 4,
        status: 'verified',
        pointsEarned: 40,
        notes: 'Two bags',
        evidencePhotos: [photo],
      }),
    ]);
    const stats = await as(visitor, 'GET', '/api/eco/user/stats');
    expect(stats.json()).toMatchObject({
      totalPoints: 40,
      currentLevel: 1,
      nextLevel: 2,
      pointsToNextLevel: 60,
      totalChallengesCompleted: 1,
      currentStreak: 1,
      co2Saved: 150,
      wasteReduced: 2000,
    });
  });

  it('validates completion input and refuses to complete what was not started', async () => {
    const visitor = await newVisitor();
    const notStarted = await as(visitor, 'POST', '/api/eco/challenges/2/complete', {});
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toBe('Start this challenge before completing it');
    await as(visitor, 'POST', '/api/eco/challenges/2/start');
    later(A_WEEK);
    const notOurs = await as(visitor, 'POST', '/api/eco/challenges/2/complete', {
      evidencePhotos: ['ftp://example.com/x.jpg'],
    });
    expect(notOurs.statusCode).toBe(400);
    const tooMany = await as(visitor, 'POST', '/api/eco/challenges/2/complete', {
      evidencePhotos: Array.from({ length: 11 }, (_, i) => `/uploads/eco/${i}.jpg`),
    });
    expect(tooMany.statusCode).toBe(400);
    const unknown = await as(visitor, 'POST', '/api/eco/challenges/999/start');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('redeeming rewards', () => {
  it('says how many points are missing', async () => {
    const visitor = await newVisitor();
    await earn(visitor, [1]);
    const response = await as(visitor, 'POST', '/api/eco/rewards/1/redeem');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You need 35 more points to redeem this reward');
  });

  it('20 simultaneous redeem requests by one visitor with points for one reward give exactly one code', async () => {
    const visitor = await newVisitor();
    await earn(visitor, [2, 3]); // 20 + 35 = 55 points, reward 1 needs 50
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => as(visitor, 'POST', '/api/eco/rewards/1/redeem')),
    );
    const codes = responses.filter((r) => r.statusCode === 201).map((r) => r.json().code);
    expect(codes).toHaveLength(1);
    // The others: not enough points left (409), or past the device's daily reward limit (429).
    expect(
      responses.filter((r) => r.statusCode !== 201).every((r) => [409, 429].includes(r.statusCode)),
    ).toBe(true);
    await t.settle();
    const stats = await as(visitor, 'GET', '/api/eco/user/stats');
    expect(stats.json()).toMatchObject({ totalPoints: 5, pointsEarned: 55, pointsSpent: 50 });
    const rewards = await as(visitor, 'GET', '/api/eco/user/rewards');
    expect(rewards.json()).toEqual([
      expect.objectContaining({ rewardId: 1, code: codes[0], status: 'active' }),
    ]);
  });

  it('50 visitors racing for a reward with maxRedemptions 10 get exactly 10 codes', async () => {
    await addReward(101, 15, 10);
    const visitors = await Promise.all(Array.from({ length: 50 }, () => newVisitor()));
    await Promise.all(visitors.map((visitor) => earn(visitor, [1])));
    const responses = await Promise.all(
      visitors.map((visitor) => as(visitor, 'POST', '/api/eco/rewards/101/redeem')),
    );
    const winners = responses.filter((r) => r.statusCode === 201);
    expect(winners).toHaveLength(10);
    expect(new Set(winners.map((r) => r.json().code)).size).toBe(10);
    const losers = responses.filter((r) => r.statusCode !== 201);
    expect(losers.every((r) => r.statusCode === 409)).toBe(true);
    expect(losers[0]!.json().message).toBe('This reward is no longer available');
    expect(await t.deps.store.readStream(rewardStockStreamId(101))).toHaveLength(10);
    await t.settle();
    const reward = (await t.app.inject({ url: '/api/eco/rewards' }))
      .json<{ id: number }[]>()
      .find((r) => r.id === 101);
    expect(reward).toMatchObject({ currentRedemptions: 10, remaining: 0 });
    // A loser got its points back.
    const loser = visitors[responses.findIndex((r) => r.statusCode !== 201)]!;
    expect((await as(loser, 'GET', '/api/eco/user/stats')).json()).toMatchObject({ totalPoints: 15 });
  }, 60_000);

  it('finishes a redemption left pending by a crash between the two streams, without a second unit of stock', async () => {
    await addReward(102, 15, 5);
    const visitor = await newVisitor();
    await earn(visitor, [9, 1]); // 30 points
    const context = { actor: `visitor:${visitor.visitorId}`, correlationId: newId() };
    // Crash 1: points held on the visitor stream, nothing else written.
    const first = deterministicId('crash-1');
    await executeCommand(
      t.deps.store,
      ecoVisitorDecider,
      ecoStreamId(visitor.visitorId),
      {
        kind: 'StartRedemption',
        redemptionId: first,
        reward: { id: 102, pointsRequired: 15, validUntil: '2099-12-31' },
        now: new Date(),
      },
      context,
    );
    // Crash 2: points held and stock reserved, but the code never confirmed.
    const second = deterministicId('crash-2');
    await executeCommand(
      t.deps.store,
      ecoVisitorDecider,
      ecoStreamId(visitor.visitorId),
      {
        kind: 'StartRedemption',
        redemptionId: second,
        reward: { id: 102, pointsRequired: 15, validUntil: '2099-12-31' },
        now: new Date(),
      },
      context,
    );
    const stock = rewardStockStreamId(102);
    await t.deps.store.append(
      stock,
      toNewEvents(
        [
          {
            type: 'eco.RewardStockReserved',
            data: { rewardId: 102, redemptionId: second, reservedAt: new Date().toISOString() },
          },
        ],
        context,
        stock,
      ),
      { expectedRevision: 'no_stream' },
    );

    // The visitor's next redeem finishes both first; with every point then spent, its own attempt is refused.
    const next = await as(visitor, 'POST', '/api/eco/rewards/102/redeem');
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toBe('You need 15 more points to redeem this reward');
    expect(
      (await t.deps.store.readStream(stock)).map((e) => (e.data as { redemptionId: string }).redemptionId),
    ).toEqual([second, first]);
    await t.settle();
    const rewards = (await as(visitor, 'GET', '/api/eco/user/rewards')).json<
      { id: string; code: string }[]
    >();
    expect(rewards.map((r) => r.id).sort()).toEqual([first, second].sort());
    expect(rewards.every((r) => /^ECO-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/.test(r.code))).toBe(true);
    expect((await as(visitor, 'GET', '/api/eco/user/stats')).json()).toMatchObject({
      totalPoints: 0,
      pointsSpent: 30,
    });
  });

  it('sweeps redemptions left pending by visitors who never came back', async () => {
    const visitor = await newVisitor();
    await earn(visitor, [1]);
    const redemptionId = deterministicId('crash-sweep');
    await executeCommand(
      t.deps.store,
      ecoVisitorDecider,
      ecoStreamId(visitor.visitorId),
      {
        kind: 'StartRedemption',
        redemptionId,
        reward: { id: 102, pointsRequired: 15, validUntil: '2099-12-31' },
        now: new Date(),
      },
      { actor: `visitor:${visitor.visitorId}`, correlationId: newId() },
    );
    await t.settle();
    expect(await sweepPendingRedemptions(t.deps, new Date(Date.now() - 60_000))).toBe(0);
    expect(await sweepPendingRedemptions(t.deps, new Date(Date.now() + 1000))).toBe(1);
    await t.settle();
    expect((await as(visitor, 'GET', '/api/eco/user/rewards')).json()).toEqual([
      expect.objectContaining({ id: redemptionId, status: 'active', code: redemptionCode(redemptionId) }),
    ]);
    expect(await sweepPendingRedemptions(t.deps, new Date(Date.now() + 1000))).toBe(0);
  });

  it('waits for a reward missing from the read model, and never skips its stock limit', async () => {
    const visitor = await newVisitor();
    await earn(visitor, [5, 6]); // 75 points
    const redemptionId = deterministicId('missing-reward-row');
    await executeCommand(
      t.deps.store,
      ecoVisitorDecider,
      ecoStreamId(visitor.visitorId),
      {
        kind: 'StartRedemption',
        redemptionId,
        reward: { id: 2, pointsRequired: 75, validUntil: '2027-12-31' },
        now: new Date(),
      },
      { actor: `visitor:${visitor.visitorId}`, correlationId: newId() },
    );
    await t.settle();
    // As a rebuild that empties the catalog would leave it: the reward's row gone for a while.
    const saved = await t.deps.pool.query('delete from eco_rewards where id = 2 returning *');
    const context = { actor: `visitor:${visitor.visitorId}`, correlationId: newId() };
    await expect(resumePendingRedemptions(t.deps, visitor.visitorId, context)).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(await t.deps.store.readStream(rewardStockStreamId(2))).toEqual([]);
    const { id, document } = saved.rows[0] as { id: number; document: unknown };
    await t.deps.pool.query('insert into eco_rewards (id, document) values ($1, $2)', [id, document]);
    await resumePendingRedemptions(t.deps, visitor.visitorId, context);
    const stock = await t.deps.store.readStream(rewardStockStreamId(2));
    expect(stock.map((event) => event.data)).toEqual([expect.objectContaining({ redemptionId })]);
  });

  it('gives the same answer to a repeated Idempotency-Key', async () => {
    const visitor = await newVisitor();
    await earn(visitor, [5, 6]); // 75 points
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/eco/rewards/1/redeem',
        headers: { cookie: visitor.cookie, 'idempotency-key': 'redeem-once-123' },
        remoteAddress: visitor.address,
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json().code).toBe(first.json().code);
    await t.settle();
    expect((await as(visitor, 'GET', '/api/eco/user/stats')).json()).toMatchObject({ totalPoints: 25 });
  });

  it('answers the redemption with its log position, which reads the code back at once', async () => {
    await addReward(120, 20, null);
    const visitor = await newVisitor();
    await earn(visitor, [2]);
    const redeemed = await as(visitor, 'POST', '/api/eco/rewards/120/redeem');
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const { code, position } = redeemed.json<{ code: string; position: string }>();
    expect(position).toMatch(/^\d+-\d+$/);
    expect(redeemed.headers['x-log-position']).toBe(position);
    const rewards = await as(visitor, 'GET', `/api/eco/user/rewards?minPosition=${position}`);
    expect(rewards.headers['x-read-stale']).toBeUndefined();
    expect(rewards.json()).toEqual([expect.objectContaining({ rewardId: 120, code, status: 'active' })]);
  });
});

describe('admin verification and the leaderboard', () => {
  it('lets only admins list, verify and reject completions; rejection takes the points back', async () => {
    const visitor = await newVisitor();
    await earn(visitor, [7, 8], false); // 45 + 75, both waiting for verification
    await t.settle();
    expect((await as(visitor, 'GET', '/api/admin/eco/completions')).statusCode).toBe(401);
    const list = await t.app.inject({ url: '/api/admin/eco/completions', headers: { cookie: adminCookie } });
    const stats = (await as(visitor, 'GET', '/api/eco/user/stats')).json<{ userId: string }>();
    const mine = list
      .json<{ id: string; userId: string; challengeId: number }[]>()
      .filter((c) => c.userId === stats.userId);
    expect(mine.map((c) => c.challengeId).sort()).toEqual([7, 8]);
    const [honu, dunes] = [mine.find((c) => c.challengeId === 7)!, mine.find((c) => c.challengeId === 8)!];
    const admin = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: adminCookie }, payload: payload ?? {} });

    expect((await as(visitor, 'POST', `/api/admin/eco/completions/${honu.id}/verify`)).statusCode).toBe(401);
    expect((await admin(`/api/admin/eco/completions/${honu.id}/verify`)).statusCode).toBe(200);
    const rejected = await admin(`/api/admin/eco/completions/${dunes.id}/reject`, { note: 'No photo' });
    expect(rejected.statusCode).toBe(200);
    expect((await admin(`/api/admin/eco/completions/${dunes.id}/reject`)).statusCode).toBe(409);
    expect((await admin(`/api/admin/eco/completions/${newId()}/verify`)).statusCode).toBe(404);
    await t.settle();
    expect((await as(visitor, 'GET', '/api/eco/user/stats')).json()).toMatchObject({
      totalPoints: 45,
      pointsAwaitingVerification: 0,
      totalChallengesCompleted: 1,
    });
    const statuses = (await as(visitor, 'GET', '/api/eco/user/challenges'))
      .json<{ challengeId: number; status: string }[]>()
      .map((c) => [c.challengeId, c.status])
      .sort();
    expect(statuses).toEqual([
      [7, 'verified'],
      [8, 'rejected'],
    ]);
  });

  it('fair play: a photo where asked, three completions a day, rewards limited per network and device', async () => {
    const visitor = await newVisitor();
    for (const id of [1, 2, 3, 5]) await as(visitor, 'POST', `/api/eco/challenges/${id}/start`);
    later(A_WEEK);
    const noPhoto = await as(visitor, 'POST', '/api/eco/challenges/2/complete', { notes: 'Ten pieces' });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().fieldErrors).toEqual({
      evidencePhotos: ['This challenge asks for a photo: add at least one evidence photo.'],
    });
    for (const id of [1, 2, 3]) {
      const completed = await as(
        visitor,
        'POST',
        `/api/eco/challenges/${id}/complete`,
        await evidence(visitor),
      );
      expect(completed.statusCode).toBe(200);
    }
    const fourth = await as(visitor, 'POST', '/api/eco/challenges/5/complete', await evidence(visitor));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      'You have completed 3 challenges today, the most for one day. Come back tomorrow.',
    );

    // Fresh cookies from one phone: the device's daily limit holds whatever the cookie.
    await addReward(110, 15, null);
    const address = '10.9.9.9';
    const fresh = [];
    for (let i = 0; i < 5; i++) fresh.push({ ...(await newVisitor()), address });
    for (const one of fresh) await earn(one, [1]);
    const redeem = (one: Visitor, agent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/eco/rewards/110/redeem',
        headers: { cookie: one.cookie, 'user-agent': agent },
        remoteAddress: address,
      });
    const onePhone = [];
    for (const one of fresh.slice(0, 3)) onePhone.push(await redeem(one, 'Phone/1.0'));
    expect(onePhone.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    expect(onePhone[2]!.json().message).toBe(
      'Too many rewards were redeemed from this device today. Please try again tomorrow.',
    );
    // Another browser on the same network: one more, then the network's limit.
    const sameNetwork = [await redeem(fresh[3]!, 'Laptop/1.0'), await redeem(fresh[4]!, 'Tablet/1.0')];
    expect(sameNetwork.map((r) => r.statusCode)).toEqual([201, 429]);
    expect(sameNetwork[1]!.json().message).toBe(
      'Too many rewards were redeemed from this network today. Please try again tomorrow.',
    );
  });

  it('fair play: fresh cookies on one device share its daily completions, and a network is capped', async () => {
    const address = '10.9.8.1';
    const fromDevice = async (agent: string) => {
      const response = await t.app.inject({
        url: '/api/eco/user/stats',
        headers: { 'user-agent': agent },
        remoteAddress: address,
      });
      const cookie = `nsg_visitor=${response.cookies.find((c) => c.name === 'nsg_visitor')!.value}`;
      const one = { cookie, address, agent, visitorId: '' };
      const send = (url: string, payload?: object) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'user-agent': agent },
          remoteAddress: address,
          ...(payload ? { payload } : {}),
        });
      expect((await send('/api/eco/challenges/1/start')).statusCode).toBe(201);
      return { ...one, complete: async () => send('/api/eco/challenges/1/complete', await evidence(one)) };
    };
    const phone = [];
    for (let i = 0; i < 5; i++) phone.push(await fromDevice('Phone/1.0'));
    const others = [];
    for (let i = 0; i < 5; i++) others.push(await fromDevice(`Browser/${i}`));
    later(A_WEEK);
    const onePhone = [];
    for (const one of phone) onePhone.push(await one.complete());
    expect(onePhone.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(onePhone[3]!.json()).toMatchObject({
      code: 'device_completion_cap',
      message: 'Too many challenges were completed from this device today. Please try again tomorrow.',
    });
    const sameNetwork = [];
    for (const one of others) sameNetwork.push(await one.complete());
    expect(sameNetwork.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(sameNetwork[3]!.json()).toMatchObject({ code: 'network_completion_cap' });
    // A refused completion stays started: the visitor completes it on another day.
    later(24 * 60);
    expect((await phone[3]!.complete()).statusCode).toBe(200);
  });

  it('fair play: evidence is a photo uploaded here, never a bare link', async () => {
    const visitor = await newVisitor();
    await as(visitor, 'POST', '/api/eco/challenges/1/start');
    later(A_WEEK);
    for (const link of ['http://x', 'https://example.com/photo.jpg']) {
      const refused = await as(visitor, 'POST', '/api/eco/challenges/1/complete', {
        notes: 'Done',
        evidencePhotos: [link],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'evidence_photo_not_ours' });
    }
  });

  it('ranks by points with a short public id, never the cookie value, and shows the own rank', async () => {
    const visitor = await newVisitor();
    await as(visitor, 'POST', '/api/eco/challenges/9/start');
    await t.settle();
    const response = await as(visitor, 'GET', '/api/eco/leaderboard');
    const board = response.json<{
      entries: { rank: number; userId: string; totalPoints: number }[];
      me: { rank: number; userId: string; totalPoints: number } | null;
    }>();
    expect(board.entries.length).toBeLessThanOrEqual(20);
    expect(board.entries.map((e) => e.rank)).toEqual(board.entries.map((_, i) => i + 1));
    const points = board.entries.map((e) => e.totalPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(board.me).toMatchObject({ totalPoints: 0 });
    expect(board.me!.rank).toBeGreaterThan(20);
    expect(board.me!.userId).toMatch(/^[2-9A-Z]{10}$/);
    expect(response.body).not.toContain(visitor.visitorId);
  });
});

describe('eco read models', () => {
  it('rebuild from the log to exactly the live tables', async () => {
    await t.settle();
    const snapshot = async () => ({
      challenges: await t.deps.db.selectFrom('eco_user_challenges').selectAll().orderBy('id').execute(),
      stats: await t.deps.db.selectFrom('eco_user_stats').selectAll().orderBy('visitor_id').execute(),
      rewards: await t.deps.db.selectFrom('eco_user_rewards').selectAll().orderBy('id').execute(),
      stock: await t.deps.db.selectFrom('eco_reward_stock').selectAll().orderBy('reward_id').execute(),
    });
    const live = await snapshot();
    expect(live.stats.length).toBeGreaterThan(50);
    const outcome = await rebuildProjection(ecoProjection, {
      db: t.deps.db,
      pool: t.deps.pool,
      store: t.deps.store,
      logger: t.deps.logger,
    });
    expect(outcome).toBe('rebuilt');
    expect(await snapshot()).toEqual(live);
  });
});
