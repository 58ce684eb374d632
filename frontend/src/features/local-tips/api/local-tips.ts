import { apiFetch } from '../../../lib/api-fetch.ts';

export interface LocalTip {
  id: number;
  title: string;
  description: string;
  location: string;
  category: string;
  tags: string[];
  localRating: number;
  isVerified: boolean;
  insiderNote: string;
  timeOfDay: string;
  cost: string;
  crowdLevel: string;
  authorName: string;
  difficulty: string;
  season: string;
  /** Sample data shipped with the guide (invented). */
  sample: boolean;
  /** The tip's texts in Japanese (tags as words), or null where the catalog has only the English. */
  titleJa: string | null;
  descriptionJa: string | null;
  locationJa: string | null;
  insiderNoteJa: string | null;
  tagsJa: string[] | null;
}

export interface TipPreferences {
  category: string;
  timeOfDay: string;
  cost: string;
  crowdLevel: string;
}

export const TIP_CATEGORY_CHIPS = ['all', 'food', 'activity', 'viewpoint', 'beach', 'cultural', 'scenic'];

export const localTipsQueryOptions = () => ({
  queryKey: ['local-tips'] as const,
  queryFn: () => apiFetch<LocalTip[]>('/api/local-tips'),
});

export const searchLocalTips = (query: string) =>
  apiFetch<LocalTip[]>(`/api/local-tips/search/${encodeURIComponent(query)}`);

export const recommendLocalTips = (preferences: TipPreferences) =>
  apiFetch<LocalTip[]>('/api/local-tips/recommendations', { method: 'POST', json: preferences });

/** "local_favorite" → "local favorite". */
export const tagLabel = (tag: string) => tag.replace(/_/g, ' ');
