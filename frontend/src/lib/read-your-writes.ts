import { isNotFound } from './api-fetch.ts';

/**
 * Read models follow a command a moment later. After a write the page will read back at once, this waits
 * until `read` (a 404 counts as "not yet") shows it, or gives up after `attempts` tries and lets the page load
 * what there is; live updates bring the rest.
 */
export async function untilReadModelShows<T>(
  read: () => Promise<T>,
  shows: (value: T) => boolean = () => true,
  { attempts = 20, delayMs = 250 }: { attempts?: number; delayMs?: number } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (shows(await read())) return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    if (attempt >= attempts) return;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}
