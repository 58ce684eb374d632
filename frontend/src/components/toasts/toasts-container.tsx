import { Notifications } from '@mantine/notifications';

export default function ToastsContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
