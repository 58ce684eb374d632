import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useNewsletterSignUp } from '../api/newsletter.ts';

/**
 * The footer's "Stay in the loop" form: it sends a confirmation mail and says so, or says what is wrong.
 * Every page draws it, so its check (zod) loads when the form is sent, not with the page.
 */
export function NewsletterSignUp({ labelClassName }: { labelClassName?: string }) {
  const t = useT();
  const locale = useLocale();
  const signUp = useNewsletterSignUp();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { newsletterEmailProblem } = await import('../newsletter-email-check.ts');
    const problem = newsletterEmailProblem(email);
    setEmailError(problem);
    if (problem) return;
    signUp.mutate(
      { email: email.trim(), locale },
      {
        onSuccess: () => setEmail(''),
        onError: (error) => setEmailError(firstFieldErrors(error).email),
      },
    );
  };
  const failure =
    signUp.error && !(signUp.error instanceof ApiError && signUp.error.fieldErrors.email)
      ? signUp.error instanceof ApiError && signUp.error.fromServer
        ? signUp.error.message
        : t('footer.newsletterFailed')
      : null;

  return (
    <form aria-label={t('footer.newsletter')} onSubmit={(event) => void submit(event)} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          name="email"
          label={t('footer.email')}
          placeholder="you@example.com"
          autoComplete="email"
          flex={1}
          classNames={{ label: labelClassName }}
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(undefined);
          }}
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
