import {
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { translateNow } from '../../../i18n/i18n-provider.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useRegister, type Registration } from '../../../lib/account.ts';
import { AnchorLink } from '../../../components/router-links.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function RegisterPage() {
  const t = useT();
  const register = useRegister();
  const navigate = useNavigate();
  const form = useForm<Required<Registration>>({
    initialValues: {
      name: '',
      email: '',
      password: '',
      companyName: '',
      description: '',
      address: '',
      phone: '',
      website: '',
    },
    validate: {
      name: (v) => (v.trim().length >= 2 ? null : translateNow('advertiser.register.nameTooShort')),
      email: (v) => (EMAIL.test(v.trim()) ? null : translateNow('advertiser.validation.email')),
      password: (v) => (v.length >= 6 ? null : translateNow('advertiser.validation.passwordTooShort')),
      companyName: (v) =>
        v.trim().length >= 2 ? null : translateNow('advertiser.register.companyNameTooShort'),
    },
  });

  const submit = form.onSubmit((values) =>
    register.mutate(values, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: t('advertiser.register.successTitle'),
          message: answer.message,
        });
        void navigate({ to: '/advertiser/login' });
      },
      onError: (error) => {
        form.setErrors(firstFieldErrors(error));
        notifications.show(
          error instanceof ApiError
            ? {
                color: 'red',
                title: t('advertiser.register.failedTitle'),
                message: error.message || t('advertiser.register.failedMessage'),
              }
            : {
                color: 'red',
                title: t('advertiser.common.error'),
                message: t('advertiser.register.errorMessage', { message: error.message }),
              },
        );
      },
    }),
  );

  return (
    <Container size={520} py="xl">
      <Title order={1} ta="center">
        {t('advertiser.register.title')}
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        <FormattedMessage
          id="advertiser.register.haveAccount"
          values={{ link: (chunks) => <AnchorLink to="/advertiser/login">{chunks}</AnchorLink> }}
        />
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('advertiser.register.nameLabel')} required {...form.getInputProps('name')} />
            <TextInput
              label={t('advertiser.common.email')}
              type="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('advertiser.common.password')}
              required
              {...form.getInputProps('password')}
            />
            <TextInput
              label={t('advertiser.register.companyNameLabel')}
              required
              {...form.getInputProps('companyName')}
            />
            <Textarea label={t('advertiser.common.description')} {...form.getInputProps('description')} />
            <TextInput label={t('advertiser.register.addressLabel')} {...form.getInputProps('address')} />
            <TextInput
              label={t('advertiser.register.phoneLabel')}
              maxLength={20}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('advertiser.register.websiteLabel')}
              placeholder={t('advertiser.common.urlPlaceholder')}
              {...form.getInputProps('website')}
            />
            <Button type="submit" loading={register.isPending}>
              {t('advertiser.register.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
