import { suggestLocalTipSchema } from '@nsg/domain/catalog/local-tip-suggestion.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** What a visitor fills in to share a tip. Same rules as the server. */
export const suggestTipFormSchema = suggestLocalTipSchema;

export interface SuggestTipFormValues {
  title: string;
  description: string;
  location: string;
  category: string;
  insiderNote: string;
  timeOfDay: string;
  cost: string;
  crowdLevel: string;
  difficulty: string;
  localRating: number;
  authorName: string;
  authorEmail: string;
}

export const emptySuggestTipForm: SuggestTipFormValues = {
  title: '',
  description: '',
  location: '',
  category: '',
  insiderNote: '',
  timeOfDay: '',
  cost: '',
  crowdLevel: '',
  difficulty: '',
  localRating: 5,
  authorName: '',
  authorEmail: '',
};

/** Sends a tip; it stays out of the list until a moderator verifies it, so nothing is read back. */
export const useSuggestTip = () =>
  useMutation({
    mutationFn: (values: SuggestTipFormValues) => {
      const { authorEmail, ...tip } = suggestTipFormSchema.parse(values);
      return apiFetch<{ id: number; status: 'pending' }>('/api/local-tips', {
        method: 'POST',
        json: { ...tip, ...(authorEmail ? { authorEmail } : {}) },
      });
    },
  });
