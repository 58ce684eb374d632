import { loginCookie, type TestApp } from './test-app.ts';

/** A visitor's five-star review of beach 1, as the review form sends it. */
export const BEACH_REVIEW = {
  type: 'beach',
  targetId: 1,
  title: 'Glassy',
  content: 'Clean sets all morning.',
  rating: 5,
  authorName: 'Keoni',
};

/** The beach review, sent from `remoteAddress`. */
export function submitBeachReview(t: TestApp, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/reviews', payload: BEACH_REVIEW, remoteAddress });
}

/** The seeded admin's approval of a submitted review. */
export async function approveReview(t: TestApp, reviewId: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/approve`,
    headers: { cookie: await loginCookie(t.app, t.admin.email, t.admin.password) },
    remoteAddress,
  });
}
