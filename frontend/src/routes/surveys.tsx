import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { SurveysPage } from '../features/surveys/components/surveys-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/surveys')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('surveys.title')) }] }),
  component: SurveysPage,
  errorComponent: (props) => <RouteError {...props} titleId="surveys.loadError" />,
});
