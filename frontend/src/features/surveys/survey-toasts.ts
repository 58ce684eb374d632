import { notifications } from '@mantine/notifications';

const ok = (title: string) => () => notifications.show({ title, message: '', color: 'teal' });
const failed = (title: string) => (error: unknown) =>
  notifications.show({ title, message: error instanceof Error ? error.message : '', color: 'red' });

/** Section 8 of spec 001: survey toasts. */
export const surveyToasts = {
  created: ok('Survey created successfully!'),
  createFailed: failed('Failed to create survey. Please try again.'),
  deleted: ok('Survey deleted successfully!'),
  deleteFailed: failed('Failed to delete survey. Please try again.'),
  responded: ok('Survey response submitted successfully!'),
  respondFailed: failed('Failed to submit survey response. Please try again.'),
};
