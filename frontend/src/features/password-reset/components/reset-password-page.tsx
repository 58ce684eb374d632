import { Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useResetPassword } from '../api/password-reset.ts';

/** Where a reset mail's link leads: a new password, set with the link's token. */
export function ResetPasswordPage({ token }: { token: string }) {
  const t = useT();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => (value.length >= 6 ? null : t('passwordReset.reset.tooShort')),
      confirm: (value, values) => (value === values.password ? null : t('passwordReset.reset.mismatch')),
    },
  });
  const submit = form.onSubmit(({ password }) =>
    reset.mutate({ token, password }, { onError: (error) => form.setErrors(firstFieldErrors(error)) }),
  );
  const failure =
    reset.error instanceof ApiError && reset.error.fromServer
      ? reset.error.message
      : reset.error && t('passwordReset.failed');

  return (
    <Container size={420} py="xl">
      <Title order={1} ta="center">
        {t('passwordReset.reset.title')}
      </Title>
      <Paper withBorder p="lg" mt="lg" radius="md">
        {!token ? (
          <Text role="alert">{t('passwordReset.reset.noToken')}</Text>
        ) : reset.isSuccess ? (
          <Text role="status">{t('passwordReset.reset.done')}</Text>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <PasswordInput
                label={t('passwordReset.reset.password')}
                autoComplete="new-password"
                required
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={t('passwordReset.reset.confirm')}
                autoComplete="new-password"
                required
                {...form.getInputProps('confirm')}
              />
              {failure && (
                <Text role="alert" c="red.8">
                  {failure}
                </Text>
              )}
              <Button type="submit" loading={reset.isPending}>
                {t('passwordReset.reset.submit')}
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
