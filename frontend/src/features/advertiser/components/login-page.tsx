import { Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { translateNow } from '../../../i18n/i18n-provider.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { afterLogin, useLogin, hideSignInRequired } from '../../../lib/account.ts';
import { AnchorLink } from '../../../components/router-links.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginPage() {
  const t = useT();
  const login = useLogin();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/advertiser/login' });
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (EMAIL.test(value.trim()) ? null : translateNow('advertiser.validation.email')),
      password: (value) =>
        value.length >= 6 ? null : translateNow('advertiser.validation.passwordTooShort'),
    },
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: (me) => {
        hideSignInRequired();
        notifications.show({
          color: 'green',
          title: t('advertiser.login.successTitle'),
          message: t('advertiser.login.successMessage'),
        });
        void navigate({ href: afterLogin(me, redirect) });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('advertiser.login.failedTitle'),
          message:
            error instanceof ApiError
              ? error.message || t('advertiser.login.invalidCredentials')
              : t('advertiser.common.unexpectedError'),
        }),
    }),
  );

  return (
    <Container size={420} py="xl">
      <Title order={1} ta="center">
        {t('advertiser.login.title')}
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        <FormattedMessage
          id="advertiser.login.noAccount"
          values={{ link: (chunks) => <AnchorLink to="/advertiser/register">{chunks}</AnchorLink> }}
        />
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('advertiser.common.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('advertiser.common.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <AnchorLink to="/advertiser/forgot-password" size="sm">
              {t('advertiser.login.forgotPassword')}
            </AnchorLink>
            <Button type="submit" loading={login.isPending}>
              {t('advertiser.login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
