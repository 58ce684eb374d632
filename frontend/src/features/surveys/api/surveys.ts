import type { CreateSurveyRequest, QuestionType, SurveyQuestion } from '@nsg/domain/surveys/survey.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshSoon } from '../../../lib/refresh-soon.ts';

export interface SurveyCategory {
  id: number;
  name: string;
  icon: string;
  color: string;
  description: string;
}
export interface Survey {
  id: string;
  title: string;
  description: string | null;
  categoryId: number;
  isAnonymous: boolean;
  allowMultipleResponses: boolean;
  isActive: boolean;
  endDate: string | null;
  questionCount: number;
  responseCount: number;
  createdAt: string;
}
export interface SurveyWithQuestions extends Survey {
  category: Omit<SurveyCategory, 'description'> | null;
  questions: SurveyQuestion[];
  /** This visitor has answered already. */
  answeredByYou: boolean;
}
export interface SurveyResults {
  surveyId: string;
  title: string;
  responseCount: number;
  questions: {
    id: string;
    questionText: string;
    questionType: QuestionType;
    answered: number;
    counts: Record<string, number>;
    average: number | null;
  }[];
}

export const CREATOR_TOKEN_HEADER = 'x-survey-creator-token';
const TOKENS_KEY = 'surveyCreatorTokens';

/** Creator tokens of the surveys this browser created: they let it delete them and see results. */
export const creatorTokens = {
  all(): Record<string, string> {
    try {
      return JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>;
    } catch {
      return {};
    }
  },
  get(surveyId: string): string | undefined {
    return this.all()[surveyId];
  },
  set(surveyId: string, token: string) {
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ ...this.all(), [surveyId]: token }));
  },
  remove(surveyId: string) {
    const { [surveyId]: _, ...rest } = this.all();
    localStorage.setItem(TOKENS_KEY, JSON.stringify(rest));
  },
};

const tokenHeader = (surveyId: string): Record<string, string> => {
  const token = creatorTokens.get(surveyId);
  return token ? { [CREATOR_TOKEN_HEADER]: token } : {};
};

export const surveyKeys = {
  all: ['surveys'] as const,
  categories: ['survey-categories'] as const,
  list: (categoryId: number | null) => ['surveys', 'list', categoryId] as const,
  one: (id: string) => ['surveys', 'one', id] as const,
  results: (id: string) => ['surveys', 'results', id] as const,
};

export const surveyCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: surveyKeys.categories,
    queryFn: () => apiFetch<SurveyCategory[]>('/api/survey/categories'),
  });

export const surveysQueryOptions = (categoryId: number | null) =>
  queryOptions({
    queryKey: surveyKeys.list(categoryId),
    queryFn: () => apiFetch<Survey[]>(`/api/surveys${categoryId === null ? '' : `?category=${categoryId}`}`),
  });

export const surveyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.one(id),
    queryFn: () => apiFetch<SurveyWithQuestions>(`/api/surveys/${id}?withQuestions=true`),
  });

export const surveyResultsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.results(id),
    queryFn: () => apiFetch<SurveyResults>(`/api/surveys/${id}/results`, { headers: tokenHeader(id) }),
  });

export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSurveyRequest) =>
      apiFetch<{ id: string; creatorToken: string }>('/api/surveys', { method: 'POST', json: body }),
    onSuccess: ({ id, creatorToken }) => {
      creatorTokens.set(id, creatorToken);
      refreshSoon(queryClient, surveyKeys.all);
    },
  });
}

export function useDeleteSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/surveys/${id}`, { method: 'DELETE', headers: tokenHeader(id) }),
    onSuccess: (_data, id) => {
      creatorTokens.remove(id);
      queryClient.setQueriesData<Survey[]>({ queryKey: ['surveys', 'list'] }, (list) =>
        list?.filter((s) => s.id !== id),
      );
      refreshSoon(queryClient, surveyKeys.all);
    },
  });
}

export function useSubmitResponse(surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responses: Record<string, string | number>) =>
      apiFetch<{ id: string }>(`/api/surveys/${surveyId}/responses`, {
        method: 'POST',
        json: { responses, respondentId: null },
      }),
    onSuccess: () => refreshSoon(queryClient, surveyKeys.all),
  });
}

/** Downloads the responses as CSV (the creator token goes in a header, so not a plain link). */
export async function downloadResponsesCsv(surveyId: string): Promise<void> {
  const response = await fetch(`/api/surveys/${surveyId}/responses.csv`, {
    headers: tokenHeader(surveyId),
    credentials: 'include',
  });
  if (!response.ok) throw new Error('Could not download the responses');
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `survey-${surveyId}-responses.csv`,
  });
  link.click();
  URL.revokeObjectURL(url);
}
