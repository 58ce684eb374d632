import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for a reset link by email; says the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (EMAIL.test(value.trim()) ? null : t('errors.field.email')) },
  });
  const submit = form.onSubmit(({ email }) =>
    request.mutate(
      { email: email.trim(), locale },
      { onError: (error) => form.setErrors(firstFieldErrors(error)) },
    ),
  );
  const failure =
    request.error instanceof ApiError && request.error.fromServer
      ? request.error.message
      : request.error && t('passwordReset.failed');

  return (
    <Container size={420} py="xl">
      <Title order={1} ta="center">
        {t('passwordReset.forgot.title')}
      </Title>
      <Paper withBorder p="lg" mt="lg" radius="md">
        {request.isSuccess ? (
          <Text role="status">{t('passwordReset.forgot.sent')}</Text>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text>{t('passwordReset.forgot.lead')}</Text>
              <TextInput
                label={t('passwordReset.email')}
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              {failure && Object.keys(form.errors).length === 0 && (
                <Text role="alert" c="red.8">
                  {failure}
                </Text>
              )}
              <Button type="submit" loading={request.isPending}>
                {t('passwordReset.forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/advertiser/login" size="sm" mt="md" display="block">
          {t('passwordReset.backToLogin')}
        </Anchor>
      </Paper>
    </Container>
  );
}
