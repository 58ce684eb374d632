import {
  HEADER_IMAGE_ORDER_STREAM,
  headerImageStreamId,
  type HeaderImagesReordered,
} from '@nsg/domain/catalog/header-image.ts';
import { SEED_HEADER_IMAGES } from '@nsg/domain/catalog/seed/header-images.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { deterministicId } from '@nsg/platform/ids.ts';
import { seedEvent } from './seed-events.ts';

/**
 * The shipped hero picture as the first header image, and the order that shows it first: appended once,
 * on a fresh guide as on one installed before header images were kept (the seed runs at every start).
 * A stream someone has written to already is left as it is.
 */
export async function seedHeaderImages(store: EventStore): Promise<number> {
  let appended = 0;
  for (const image of SEED_HEADER_IMAGES) {
    const event = { type: 'catalog.HeaderImageAdded', data: image };
    appended += await seedOnce(store, headerImageStreamId(image.id), event);
  }
  const order: HeaderImagesReordered = {
    type: 'catalog.HeaderImagesReordered',
    data: { changes: { order: SEED_HEADER_IMAGES.map((image) => image.id) }, previous: { order: [] } },
  };
  return appended + (await seedOnce(store, HEADER_IMAGE_ORDER_STREAM, order));
}

async function seedOnce(store: EventStore, streamId: string, event: { type: string; data: unknown }) {
  if ((await store.readStream(streamId)).length > 0) return 0;
  const eventId = deterministicId(`seed:${streamId}:0`);
  await store.append(streamId, [seedEvent(event, eventId)], { expectedRevision: 'no_stream' });
  return 1;
}
