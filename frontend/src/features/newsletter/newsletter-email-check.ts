import { newsletterSignUpSchema } from '@nsg/domain/newsletter/newsletter-subscription.ts';
import { localizedSchemaResolver } from '../../lib/localized-errors.ts';

const emailOnly = localizedSchemaResolver(newsletterSignUpSchema.pick({ email: true }));

/** What is wrong with the address, in the visitor's language, or undefined when it will do. */
export const newsletterEmailProblem = (email: string): string | undefined => emailOnly({ email }).email;
