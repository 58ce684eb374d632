import { upcomingPath } from '../router-links.tsx';

/** The header's route links, in the bar on large screens and in the mobile menu. */
export const ROUTE_LINKS = [
  { to: upcomingPath('/surveys'), label: 'nav.surveys' },
  { to: upcomingPath('/eco-challenges'), label: 'nav.ecoChallenges' },
  { to: upcomingPath('/notifications'), label: 'nav.notifications' },
] as const;
