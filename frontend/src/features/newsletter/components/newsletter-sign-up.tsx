import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newsletterSignUpSchema } from '@nsg/domain/newsletter/newsletter-subscription.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { localizedSchemaResolver } from '../../../lib/localized-errors.ts';
import { useNewsletterSignUp } from '../api/newsletter.ts';

const emailOnly = newsletterSignUpSchema.pick({ email: true });

/** The footer's "Stay in the loop" form: it sends a confirmation mail and says so, or says what is wrong. */
export function NewsletterSignUp({ labelClassName }: { labelClassName?: string }) {
  const t = useT();
  const locale = useLocale();
  const signUp = useNewsletterSignUp();
  const form = useForm({
    initialValues: { email: '' },
    validate: localizedSchemaResolver(emailOnly, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) =>
    signUp.mutate(
      { email: email.trim(), locale },
      {
        onSuccess: () => form.reset(),
        onError: (error) => form.setErrors(firstFieldErrors(error)),
      },
    ),
  );
  const failure =
    signUp.error && !(signUp.error instanceof ApiError && signUp.error.fieldErrors.email)
      ? signUp.error instanceof ApiError && signUp.error.fromServer
        ? signUp.error.message
        : t('footer.newsletterFailed')
      : null;

  return (
    <form aria-label={t('footer.newsletter')} onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          name="email"
          label={t('footer.email')}
          placeholder="you@example.com"
          autoComplete="email"
          flex={1}
          classNames={{ label: labelClassName }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" color="coral.8" mt={24} loading={signUp.isPending}>
          {t('footer.subscribe')}
        </Button>
      </Group>
      <div role="status">
        {signUp.isSuccess && (
          <Text fz="sm" mt="xs">
            {t('footer.newsletterSent', { email: signUp.variables.email })}
          </Text>
        )}
      </div>
      {failure && (
        <Text fz="sm" mt="xs" role="alert" c="red.3">
          {failure}
        </Text>
      )}
    </form>
  );
}
