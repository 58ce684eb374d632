import type { CreateSurveyRequest, QuestionType, SurveyQuestion } from '@nsg/domain/surveys/survey.ts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCommand, apiFetch } from '../../../lib/api-fetch.ts';
import { refreshAfterWrite } from '../../../lib/read-your-writes.ts';

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

/** Once the surveys' read model shows the write, every survey query reads again. */
const refreshSurveys = (queryClient: QueryClient, position: string) =>
  refreshAfterWrite(queryClient, { position, readPath: '/api/surveys', queryKeys: [surveyKeys.all] });

export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSurveyRequest) =>
      apiCommand<{ id: string; creatorToken: string }>('/api/surveys', { method: 'POST', json: body }),
    onSuccess: ({ id, creatorToken, position }) => {
      creatorTokens.set(id, creatorToken);
      return refreshSurveys(queryClient, position);
    },
  });
}

export function useDeleteSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiCommand(`/api/surveys/${id}`, { method: 'DELETE', headers: tokenHeader(id) }),
    onSuccess: ({ position }, id) => {
      creatorTokens.remove(id);
      queryClient.setQueriesData<Survey[]>({ queryKey: ['surveys', 'list'] }, (list) =>
        list?.filter((s) => s.id !== id),
      );
      return refreshSurveys(queryClient, position);
    },
  });
}

export function useSubmitResponse(surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responses: Record<string, string | number>) =>
      apiCommand<{ id: string }>(`/api/surveys/${surveyId}/responses`, {
        method: 'POST',
        json: { responses, respondentId: null },
      }),
    onSuccess: ({ position }) => refreshSurveys(queryClient, position),
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
