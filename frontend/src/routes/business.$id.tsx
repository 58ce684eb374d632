import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import { useT } from '../i18n/use-t.ts';
import { isNotFound } from '../lib/api-fetch.ts';
import { parseBusinessId } from '../features/businesses/api/business.ts';
import { businessQueryOptions } from '../features/businesses/api/get-business.ts';
import { BusinessDetail } from '../features/businesses/components/business-detail.tsx';
import { BusinessDetailSkeleton } from '../features/businesses/components/business-detail-skeleton.tsx';
import { BusinessNotFound } from '../features/businesses/components/business-not-found.tsx';
import { reviewsQueryOptions } from '../features/reviews/api/get-reviews.ts';
import { ReviewSection } from '../features/reviews/components/review-section.tsx';

export const Route = createFileRoute('/business/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    // No id that could name a business: no query at all.
    const id = parseBusinessId(params.id);
    if (id === null) throw notFound();
    void queryClient.prefetchQuery(reviewsQueryOptions({ type: 'business', targetId: id }));
    try {
      const business = await queryClient.ensureQueryData(businessQueryOptions(id));
      return { title: business.name };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.title ?? translateNow('businessPage.title')) }],
  }),
  component: BusinessPage,
  pendingComponent: BusinessDetailSkeleton,
  notFoundComponent: BusinessNotFound,
  errorComponent: BusinessLoadError,
});

function BusinessPage() {
  const { id } = Route.useParams();
  return (
    <BusinessDetail
      id={Number(id)}
      reviews={(business) => (
        <ReviewSection target={{ type: 'business', targetId: business.id }} targetName={business.name} />
      )}
    />
  );
}

function BusinessLoadError(props: ErrorComponentProps) {
  const t = useT();
  return <RouteError {...props} title={t('businessPage.loadFailed')} />;
}
