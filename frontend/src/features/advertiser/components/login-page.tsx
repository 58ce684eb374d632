import {
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useLogin } from '../api/account.ts';
import { AnchorLink } from '../../../components/router-links.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (EMAIL.test(value.trim()) ? null : 'Please enter a valid email address'),
      password: (value) => (value.length >= 6 ? null : 'Password must be at least 6 characters'),
    },
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: 'Login successful', message: 'Welcome back!' });
        void navigate({ to: '/advertiser/dashboard' });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Login failed',
          message:
            error instanceof ApiError
              ? error.message || 'Invalid email or password'
              : 'An unexpected error occurred. Please try again.',
        }),
    }),
  );

  return (
    <Container size={420} py="xl">
      <Title order={1} ta="center">
        Advertiser Login
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        Don&apos;t have an account? <AnchorLink to="/advertiser/register">Register</AnchorLink>
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                notifications.show({
                  title: 'Forgot password?',
                  message: 'Please contact support to reset your password.',
                })
              }
            >
              Forgot password?
            </Anchor>
            <Button type="submit" loading={login.isPending}>
              Log In
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
