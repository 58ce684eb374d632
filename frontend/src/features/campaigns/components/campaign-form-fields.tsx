import { interestOptions } from '@nsg/domain/advertising/campaign.ts';
import { Chip, Group, NumberInput, Text } from '@mantine/core';
import { translateNow } from '../../../i18n/i18n-provider.tsx';
import { useT } from '../../../i18n/use-t.ts';
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
  interests: (v: string[]) => (v.length ? null : translateNow('advertiser.campaign.form.interestsRequired')),
};

/** The server's field errors on the form's fields (`targetAudience.interests` is the form's `interests`). */
export const campaignFieldErrors = (error: unknown) =>
  Object.fromEntries(
    Object.entries(firstFieldErrors(error)).map(([field, message]) => [
      field.replace(/^targetAudience\./, '').replace(/\.\d+$/, ''),
      message,
    ]),
  );

/** Target age range (13 to 80) and target interests. */
export function AudienceFields({
  ages,
  interests,
  error,
  onAgesChange,
  onInterestsChange,
}: {
  ages: [number, number];
  interests: string[];
  error?: React.ReactNode;
  onAgesChange: (ages: [number, number]) => void;
  onInterestsChange: (interests: string[]) => void;
}) {
  const t = useT();
  return (
    <>
      <Group grow>
        <NumberInput
          label={t('advertiser.campaign.form.minAgeLabel')}
          min={13}
          max={80}
          value={ages[0]}
          onChange={(v) => onAgesChange([Number(v) || 13, ages[1]])}
        />
        <NumberInput
          label={t('advertiser.campaign.form.maxAgeLabel')}
          min={13}
          max={80}
          value={ages[1]}
          onChange={(v) => onAgesChange([ages[0], Number(v) || 80])}
        />
      </Group>
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('advertiser.campaign.form.interestsLabel')}
        </Text>
        <Chip.Group multiple value={interests} onChange={onInterestsChange}>
          <Group gap="xs">
            {interestOptions.map((interest) => (
              <Chip key={interest} value={interest} size="sm">
                {interest}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {error && (
          <Text c="red" size="sm" mt={4}>
            {error}
          </Text>
        )}
      </div>
    </>
  );
}
