import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { openOfflineGuideHere, rememberSectionForHome, scrollToSection } from './home-sections.ts';

/** Section links: scroll in place on the home page, otherwise go home with the intent in session storage. */
export function useSectionNavigation() {
  const navigate = useNavigate();
  const onHome = useLocation({ select: (location) => location.pathname === '/' });

  const goToSection = useCallback(
    (sectionId: string) => {
      if (onHome) {
        scrollToSection(sectionId);
        return;
      }
      rememberSectionForHome(sectionId);
      void navigate({ to: '/' });
    },
    [navigate, onHome],
  );

  const openOfflineGuide = useCallback(() => {
    if (onHome) {
      openOfflineGuideHere();
      return;
    }
    rememberSectionForHome('safety-info', { showOfflineGuide: true });
    void navigate({ to: '/' });
  }, [navigate, onHome]);

  return { goToSection, openOfflineGuide };
}
