import { translateNow } from '../../../i18n/i18n-provider.tsx';
import { firstFieldErrors } from '../../../lib/api-fetch.ts';

/** The campaign form's rules (spec 001 section 5) shared by Create Campaign and Edit Campaign. */
export const campaignValidation = {
  name: (v: string) =>
    !v.trim()
      ? translateNow('advertiser.campaign.form.nameRequired')
      : v.length > 100
        ? translateNow('advertiser.campaign.form.nameTooLong')
        : null,
  description: (v: string) =>
    !v.trim()
      ? translateNow('advertiser.validation.descriptionRequired')
      : v.length > 500
        ? translateNow('advertiser.validation.descriptionTooLong')
        : null,
};

/** The server's field errors on the form's fields. */
export const campaignFieldErrors = (error: unknown) => firstFieldErrors(error);
