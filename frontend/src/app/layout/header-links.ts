import { upcomingPath } from '../../components/router-links.tsx';

/** The header's route links, in the bar on large screens and in the mobile menu. */
export const ROUTE_LINKS = [
  { to: upcomingPath('/surveys'), label: 'nav.surveys' },
  { to: upcomingPath('/eco-challenges'), label: 'nav.ecoChallenges' },
  { to: upcomingPath('/notifications'), label: 'nav.notifications' },
] as const;

/** The main pages a phone reaches only through its menu (large screens have them in the footer and home). */
export const MAIN_PAGE_LINKS = [
  { to: '/shop', label: 'nav.shop' },
  { to: '/local-tips', label: 'nav.localTips' },
  { to: '/events', label: 'nav.events' },
  { to: upcomingPath('/about'), label: 'footer.about' },
  { to: upcomingPath('/contact'), label: 'footer.contact' },
] as const;
