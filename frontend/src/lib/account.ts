import type { z } from 'zod';
import type { accountView } from '@nsg/domain/accounts/account-view.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { ensureMessagesFor, translateNow } from '../i18n/i18n-provider.tsx';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { ApiError, apiFetch } from './api-fetch.ts';

export type Me = z.infer<typeof accountView>;

/** Who is signed in, from the server session; null when nobody is (a 401 is no error here). */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await apiFetch<Me>('/api/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 10_000,
});

type PageRole = 'advertiser' | 'admin' | 'analyst';

/** Who may see a page of each kind: admins see the analysts' reports too. */
const mayOpen = (page: PageRole, role: Me['role']) =>
  page === 'analyst'
    ? role === 'analyst' || role === 'admin'
    : page === 'admin'
      ? role === 'admin'
      : role !== 'analyst';

/** Where each account starts: its own pages. */
export const homeOf = (me: Me) =>
  me.role === 'admin' ? '/admin' : me.role === 'analyst' ? '/analytics' : '/advertiser/dashboard';

/**
 * A red toast in the portal's words. A visitor-side page (the analytics workbench) has not loaded them,
 * so they are fetched first rather than showing their ids.
 */
function showPortalToast(title: MessageId, message: MessageId) {
  void Promise.resolve(ensureMessagesFor('/advertiser/login')).then(() =>
    notifications.show({
      id: title,
      color: 'red',
      title: translateNow(title),
      message: translateNow(message),
    }),
  );
}

/** Signed in, "Authentication required" no longer holds: it goes, rather than covering the page they return to. */
export const hideSignInRequired = () => notifications.hide('advertiser.auth.requiredTitle');

/**
 * The signed-in account for a protected page. Nobody signed in: toast and go to login. A page the account
 * may not open: 'Access Denied' and back to its own home. The server checks every call anyway.
 */
export function useRequireAccount(role: PageRole = 'advertiser'): Me | undefined {
  const me = useQuery(meQueryOptions);
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    if (me.data === null) {
      showPortalToast('advertiser.auth.requiredTitle', 'advertiser.auth.requiredMessage');
      // Signed in, they come back to the page they asked for.
      const { href, pathname } = router.state.location;
      const redirect = pathname === '/advertiser/login' ? undefined : href;
      void navigate({ to: '/advertiser/login', search: redirect ? { redirect } : {} });
    } else if (me.data && !mayOpen(role, me.data.role)) {
      showPortalToast('advertiser.auth.deniedTitle', 'advertiser.auth.deniedMessage');
      void navigate({ to: homeOf(me.data) });
    }
  }, [me.data, role, navigate, router]);
  if (!me.data || !mayOpen(role, me.data.role)) return undefined;
  return me.data;
}

/** Where a sign-in goes on to: back to the page that asked for it (on this site only), else the account's home. */
export function afterLogin(me: Me, redirect: string | undefined) {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return homeOf(me);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { email: string; password: string }) =>
      apiFetch<Me>('/api/advertisers/login', { method: 'POST', json: values }),
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions.queryKey, me),
  });
}

/**
 * Logs out, then leaves for the login page before forgetting the account: a protected page that saw the
 * account vanish would say "Authentication required" to someone who just chose to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/advertisers/logout', { method: 'POST' }),
    onSettled: async () => {
      await navigate({ to: '/advertiser/login' });
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      notifications.show({
        title: translateNow('advertiser.logout.title'),
        message: translateNow('advertiser.logout.message'),
      });
    },
  });
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  companyName: string;
  description?: string;
  address?: string;
  phone?: string;
  website?: string;
}

export const useRegister = () =>
  useMutation({
    mutationFn: (values: Registration) =>
      apiFetch<{ id: string; status: string; message: string }>('/api/advertisers/register', {
        method: 'POST',
        json: values,
      }),
  });
