export interface FetchOptions {
  timeoutMs: number;
  userAgent: string;
  accept?: string;
}

export class SourceError extends Error {}

/** GET with a timeout; anything but a 2xx is a failure of the source. */
export async function fetchText(url: string, options: FetchOptions): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: options.accept ?? '*/*' },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    throw new SourceError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new SourceError(`${url}: HTTP ${response.status}`);
  return response.text();
}

export async function fetchJson(url: string, options: FetchOptions): Promise<unknown> {
  const text = await fetchText(url, {
    ...options,
    accept: options.accept ?? 'application/geo+json, application/json',
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceError(`${url}: not JSON`);
  }
}
