import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound } from '../lib/api-fetch.ts';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import { beachQueryOptions, parseBeachId } from '../lib/beaches/beaches-api.ts';
import {
  BeachDetail,
  BeachDetailSkeleton,
  BeachNotFound,
} from '../features/beaches/components/beach-detail.tsx';
import { reviewsQueryOptions } from '../features/reviews/api/get-reviews.ts';

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
  return <BeachDetail id={Number(id)} />;
}
