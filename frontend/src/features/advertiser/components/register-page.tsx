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
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useRegister, type Registration } from '../api/account.ts';
import { AnchorLink } from '../../../components/router-links.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function RegisterPage() {
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
      name: (v) => (v.trim().length >= 2 ? null : 'Name must be at least 2 characters'),
      email: (v) => (EMAIL.test(v.trim()) ? null : 'Please enter a valid email address'),
      password: (v) => (v.length >= 6 ? null : 'Password must be at least 6 characters'),
      companyName: (v) => (v.trim().length >= 2 ? null : 'Company name must be at least 2 characters'),
    },
  });

  const submit = form.onSubmit((values) =>
    register.mutate(values, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', title: 'Registration successful', message: answer.message });
        void navigate({ to: '/advertiser/login' });
      },
      onError: (error) => {
        form.setErrors(firstFieldErrors(error));
        notifications.show(
          error instanceof ApiError
            ? {
                color: 'red',
                title: 'Registration failed',
                message: error.message || 'Failed to create account. Please try again.',
              }
            : { color: 'red', title: 'Error', message: `Error: ${error.message}` },
        );
      },
    }),
  );

  return (
    <Container size={520} py="xl">
      <Title order={1} ta="center">
        Advertiser Registration
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        Already have an account? <AnchorLink to="/advertiser/login">Log in</AnchorLink>
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Your name" required {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            <PasswordInput label="Password" required {...form.getInputProps('password')} />
            <TextInput label="Company name" required {...form.getInputProps('companyName')} />
            <Textarea label="Description" {...form.getInputProps('description')} />
            <TextInput label="Address" {...form.getInputProps('address')} />
            <TextInput label="Phone" maxLength={20} {...form.getInputProps('phone')} />
            <TextInput label="Website" placeholder="https://" {...form.getInputProps('website')} />
            <Button type="submit" loading={register.isPending}>
              Create Account
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
