import { upcomingPath } from '../router-links.tsx';

/** The header's route links, in the bar on large screens and in the mobile menu. */
export const ROUTE_LINKS = [
  { to: upcomingPath('/surveys'), label: 'Surveys' },
  { to: upcomingPath('/eco-challenges'), label: 'Eco-Challenges' },
  { to: upcomingPath('/notifications'), label: 'Notifications' },
];
