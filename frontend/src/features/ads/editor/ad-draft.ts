import type { AdForm } from '../../../lib/advertising/ads-api.ts';

const storageKey = (draft: string) => `nsg:ad-draft:${draft}`;

/**
 * What the advertiser typed into the ad editor, kept for the browser tab until it is saved or cancelled:
 * a reload, or "Try again" after an error, brings the draft back instead of an empty form.
 */
export function readAdDraft(draft: string, fallback: AdForm): AdForm {
  try {
    const saved = sessionStorage.getItem(storageKey(draft));
    return saved ? { ...fallback, ...(JSON.parse(saved) as Partial<AdForm>) } : fallback;
  } catch {
    // No storage (private mode, server render) or a damaged entry: start from the fallback.
    return fallback;
  }
}

export function saveAdDraft(draft: string, values: AdForm) {
  try {
    sessionStorage.setItem(storageKey(draft), JSON.stringify(values));
  } catch {
    // Storage full or unavailable: the form still works, only without the safety copy.
  }
}

export function clearAdDraft(draft: string) {
  try {
    sessionStorage.removeItem(storageKey(draft));
  } catch {
    // Nothing to clear.
  }
}
