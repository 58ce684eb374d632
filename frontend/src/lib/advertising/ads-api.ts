import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { translateNow } from '../../i18n/i18n-provider.tsx';
import { apiCommand, apiFetch } from '../api-fetch.ts';
import { refreshAfterWrite } from '../read-your-writes.ts';

export interface AdvertiserAd {
  id: string;
  campaignId: string;
  title: string;
  description: string;
  imageUrl: string | null;
  images: string[];
  linkUrl: string | null;
  businessType: string | null;
  imageRotationEnabled: boolean;
  imageRotationInterval: number;
  status: string;
  /** The reviewer's reason, while the ad is rejected. */
  rejectionReason: string | null;
  size: string;
  position: string;
  createdAt: string;
}

export interface AdForm {
  campaignId: string;
  title: string;
  description: string;
  linkUrl: string;
  businessType: string;
  images: string[];
  imageRotationEnabled: boolean;
  imageRotationInterval: number;
}

export const advertiserAdsQueryOptions = (advertiserId: string) =>
  queryOptions({
    queryKey: ['ads', 'of', advertiserId],
    queryFn: () => apiFetch<AdvertiserAd[]>(`/api/advertisers/${advertiserId}/ads`),
  });

const readAd = (id: string) => apiFetch<AdvertiserAd>(`/api/ads/${id}`);

export const adQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['ads', 'one', id], queryFn: () => readAd(id) });

const body = ({ campaignId: _campaignId, ...values }: AdForm) => ({
  ...values,
  imageUrl: values.images[0] ?? '',
  businessType: values.businessType || null,
});

/** Once the ad's read model shows the save, the dashboard reads ads (and their statistics rows) again. */
const useRefreshAds = () => {
  const queryClient = useQueryClient();
  return ({ id, position }: { id: string; position: string }) =>
    refreshAfterWrite(queryClient, {
      position,
      readPath: `/api/ads/${id}`,
      queryKeys: [['ads'], ['ad-stats']],
    });
};

/** Creates the ad; settles once the read model has it. */
export const useCreateAd = () =>
  useMutation({
    mutationFn: (values: AdForm) =>
      apiCommand<{ id: string; status: string }>('/api/ads', {
        method: 'POST',
        json: { ...body(values), campaignId: values.campaignId },
      }),
    onSuccess: useRefreshAds(),
  });

/** Saves the edit; settles once the read model shows it. */
export const useUpdateAd = (id: string) =>
  useMutation({
    mutationFn: (values: AdForm) =>
      apiCommand<{ id: string; status: string }>(`/api/ads/${id}`, { method: 'PATCH', json: body(values) }),
    onSuccess: useRefreshAds(),
  });

/** Uploads one image with progress (fetch has no upload progress; XMLHttpRequest does). */
export function uploadAdImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const failed = () => translateNow('advertiser.images.uploadFailedMessage', { name: file.name });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload/ad-image');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let answer: { imageUrl?: string; message?: string } = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        // not JSON: the generic message below
      }
      if (request.status >= 200 && request.status < 300 && answer.imageUrl) resolve(answer.imageUrl);
      else reject(new Error(answer.message ?? failed()));
    };
    request.onerror = () => reject(new Error(failed()));
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}
