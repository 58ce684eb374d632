import type { FormErrors } from '@mantine/form';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { listingConditions, type ListingCondition } from '@nsg/domain/marketplace/listing.ts';
import { useCallback } from 'react';
import { useT } from '../../i18n/use-t.ts';

/**
 * The English messages about listings that the form's validation (the domain's schemas) and the
 * server give, with their catalogue ids; any other message is shown as it comes.
 */
const MESSAGE_IDS: Record<string, MessageId> = {
  'Title is required': 'boardHub.error.titleRequired',
  'Title must be under 255 characters': 'boardHub.error.titleTooLong',
  'Feet is required': 'boardHub.error.feetRequired',
  'Feet must be a whole number': 'boardHub.error.feetWhole',
  'Feet must be at least 1': 'boardHub.error.feetMin',
  'Inches is required': 'boardHub.error.inchesRequired',
  'Inches must be a whole number': 'boardHub.error.inchesWhole',
  'Inches must be 0 to 11': 'boardHub.error.inchesRange',
  'Length is required': 'boardHub.error.lengthRequired',
  [`Length must be feet and inches, like 9'6"`]: 'boardHub.error.lengthFormat',
  'Price is required': 'boardHub.error.priceRequired',
  'Price must be under 100 characters': 'boardHub.error.priceTooLong',
  'Location is required': 'boardHub.error.locationRequired',
  'Location must be under 255 characters': 'boardHub.error.locationTooLong',
  'Seller name is required': 'boardHub.error.sellerNameRequired',
  'Seller name must be under 100 characters': 'boardHub.error.sellerNameTooLong',
  'Email is required': 'boardHub.error.emailRequired',
  'Invalid email format': 'boardHub.error.emailInvalid',
  'Phone is required': 'boardHub.error.phoneRequired',
  'Phone must be under 50 characters': 'boardHub.error.phoneTooLong',
  'Description must be under 2000 characters': 'boardHub.error.descriptionTooLong',
  'The photo is larger than 5MB.': 'boardHub.error.photoTooLarge',
  'Message is required': 'boardHub.error.messageRequired',
  'Message must be under 2000 characters': 'boardHub.error.messageTooLong',
  'Please enter a valid email address': 'boardHub.error.replyEmailInvalid',
  'Please verify your email address': 'boardHub.error.verifyEmail',
  'This board is already marked as sold': 'boardHub.error.alreadySold',
  'This listing ended more than 14 days ago: list your board again': 'boardHub.error.renewTooLate',
  'This board is no longer available': 'boardHub.error.noLongerAvailable',
  'Listing not found': 'boardHub.error.notFound',
};

/** A validation or server message about listings in the visitor's language. */
export function useBoardHubMessage(): (message: string) => string {
  const t = useT();
  return useCallback(
    (message) => {
      // The server's message for a refused form names the first field: "price: Price is required".
      const id = MESSAGE_IDS[message] ?? MESSAGE_IDS[message.replace(/^\w+: /, '')];
      return id ? t(id) : message;
    },
    [t],
  );
}

/** Every text error of a form, translated. */
export const translateErrors = (errors: FormErrors, translate: (message: string) => string): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? translate(error) : error,
    ]),
  );

const isCondition = (value: string): value is ListingCondition =>
  (listingConditions as readonly string[]).includes(value);

/** A board's condition in the visitor's language (the API and the filters keep the English value). */
export function useConditionLabel(): (condition: string) => string {
  const t = useT();
  return useCallback(
    (condition) => (isCondition(condition) ? t(`boardHub.condition.${condition}`) : condition),
    [t],
  );
}

/** The six conditions as select options: English values, labels in the visitor's language. */
export function useConditionOptions(): { value: string; label: string }[] {
  const label = useConditionLabel();
  return listingConditions.map((condition) => ({ value: condition, label: label(condition) }));
}
