import { SimpleGrid } from '@mantine/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound } from '../lib/api-fetch.ts';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import { beachQueryOptions, parseBeachId } from '../lib/beaches/beaches-api.ts';
import {
  BeachDetail,
  BeachDetailSkeleton,
  BeachNotFound,
  type BeachPageParts,
} from '../features/beaches/components/beach-detail.tsx';
import { reviewsQueryOptions } from '../features/reviews/api/get-reviews.ts';
import { AdSlot } from '../features/ads/components/ad-slot.tsx';
import { AlertsBanner } from '../features/conditions/components/alerts-banner.tsx';
import { SurfCard } from '../features/conditions/components/surf-card.tsx';
import { SurfOutlook } from '../features/conditions/components/surf-outlook.tsx';
import { WeatherCard } from '../features/conditions/components/weather-card.tsx';
import { FollowBeach } from '../features/notifications/components/follow-beach.tsx';
import { ReviewSection } from '../features/reviews/components/review-section.tsx';
import { useT } from '../i18n/use-t.ts';

export const Route = createFileRoute('/beach/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const id = parseBeachId(params.id);
    if (id === null) throw notFound();
    void queryClient.prefetchQuery(reviewsQueryOptions({ type: 'beach', targetId: id }));
    try {
      const beach = await queryClient.ensureQueryData(beachQueryOptions(id));
      return { title: beach.name };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  // No loader data: the beach is missing (or failed to load, which the page also shows as not found).
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.title ?? translateNow('beach.notFound')) }],
  }),
  component: BeachPage,
  pendingComponent: BeachDetailSkeleton,
  notFoundComponent: BeachNotFound,
  // Spec 000 §2: "Beach Not Found" on error or missing data.
  errorComponent: BeachNotFound,
});

function BeachPage() {
  const { id } = Route.useParams();
  const t = useT();
  const parts: BeachPageParts = {
    alerts: <AlertsBanner />,
    conditions: (beach) => (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <WeatherCard />
          <SurfCard beach={beach} />
        </SimpleGrid>
        <SurfOutlook />
      </>
    ),
    reviews: (beach) => (
      <ReviewSection
        target={{ type: 'beach', targetId: beach.id }}
        targetName={beach.name}
        title={t('reviews.title')}
      />
    ),
    sidebar: (
      <>
        <AdSlot position="sidebar" beachSlot="activity" />
        <AdSlot position="sidebar" beachSlot="accommodation" />
        <AdSlot position="sidebar" beachSlot="shop" />
      </>
    ),
    followButton: (beachId) => <FollowBeach beachId={beachId} />,
  };
  return <BeachDetail id={Number(id)} parts={parts} />;
}
