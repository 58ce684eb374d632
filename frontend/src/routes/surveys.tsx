import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { SurveysPage } from '../features/surveys/components/surveys-page.tsx';

export const Route = createFileRoute('/surveys')({
  head: () => ({ meta: [{ title: 'Surveys | North Shore Guide' }] }),
  component: SurveysPage,
  errorComponent: (props) => <RouteError {...props} title="Could not load the surveys" />,
});
