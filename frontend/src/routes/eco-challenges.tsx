import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import {
  ecoChallengesQueryOptions,
  ecoRewardsQueryOptions,
  ecoStatsQueryOptions,
  leaderboardQueryOptions,
  userChallengesQueryOptions,
  userRewardsQueryOptions,
} from '../features/eco/api/eco.ts';
import { EcoPage } from '../features/eco/components/eco-page.tsx';

export const Route = createFileRoute('/eco-challenges')({
  // The lists are needed (and kept offline); this visitor's own progress is shown when it can be had.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      ...[ecoChallengesQueryOptions(), ecoRewardsQueryOptions(), leaderboardQueryOptions()].map((options) =>
        queryClient.ensureQueryData(options as never),
      ),
      ...[ecoStatsQueryOptions(), userChallengesQueryOptions(), userRewardsQueryOptions()].map((options) =>
        queryClient.prefetchQuery(options as never),
      ),
    ]),
  head: () => ({ meta: [{ title: pageTitle(translateNow('ecoChallenges.title')) }] }),
  component: EcoPage,
  errorComponent: (props) => <RouteError {...props} titleId="ecoChallenges.loadError" />,
});
