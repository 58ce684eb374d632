import { END_DATE_IN_PAST } from '@nsg/domain/surveys/survey.ts';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';

/** The survey schema's English messages (shared with the server), by the id of their translation. */
const messageIds: Record<string, MessageId> = {
  [END_DATE_IN_PAST]: 'surveys.error.endDatePast',
  'End date must be a date': 'surveys.error.endDateNotDate',
  'Title is required': 'surveys.error.titleRequired',
  'Title must be under 200 characters': 'surveys.error.titleTooLong',
  'Description must be under 2000 characters': 'surveys.error.descriptionTooLong',
  'Please select a category': 'surveys.error.categoryRequired',
  'Add at least one question': 'surveys.error.questionsRequired',
  'At most 50 questions': 'surveys.error.tooManyQuestions',
  'Question text is required': 'surveys.error.questionTextRequired',
  'Question text must be under 500 characters': 'surveys.error.questionTextTooLong',
  'Question type must be multiple_choice, yes_no, rating or text': 'surveys.error.questionType',
  'Options cannot be empty': 'surveys.error.optionEmpty',
  'Options must be under 200 characters': 'surveys.error.optionTooLong',
  'At most 20 options': 'surveys.error.tooManyOptions',
  'Multiple choice questions need at least two options': 'surveys.error.twoOptions',
};

/** Each field's message in the visitor's language; a message the schema does not know stays as it came. */
export function translateSurveyErrors(
  errors: Record<string, string>,
  t: (id: MessageId) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const id = messageIds[message];
      return [field, id ? t(id) : message];
    }),
  );
}

/** The theme's red is too light for small text on white (axe color-contrast): field errors take a darker one. */
export const readableErrorProps = { c: 'red.9' };
