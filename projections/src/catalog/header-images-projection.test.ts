import { describe, it } from 'vitest';
import { HEADER_IMAGE_ORDER_STREAM, headerImageStreamId } from '@nsg/domain/catalog/header-image.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { headerImagesProjection } from './header-images-projection.ts';

const spec = projectionSpec(headerImagesProjection);

const added = (id: number, actor = 'admin:a1'): SpecEvent => ({
  streamId: headerImageStreamId(id),
  actor,
  type: 'catalog.HeaderImageAdded',
  data: { id, imageUrl: `/images/hero-${id}.svg`, altText: `Picture ${id}`, altTextJa: '' },
});
const reordered = (order: number[], previous: number[] = []): SpecEvent => ({
  streamId: HEADER_IMAGE_ORDER_STREAM,
  type: 'catalog.HeaderImagesReordered',
  data: { changes: { order }, previous: { order: previous } },
});
const retired = (id: number): SpecEvent => ({
  streamId: headerImageStreamId(id),
  type: 'catalog.HeaderImageRetired',
  data: { id, reason: 'Old photo' },
});

describe('the header images projection', () => {
  it('numbers the images by the order, one position each, a new one last', async () => {
    await spec
      .given([added(1, SEED_ACTOR), reordered([1])])
      .when([added(2), added(3), reordered([3, 1], [1])])
      .then({
        header_images: [
          { id: 1, position: 2, sample: true, revision: 0 },
          { id: 2, position: 3, sample: false },
          { id: 3, position: 1, alt_text: 'Picture 3', alt_text_ja: '' },
        ],
      });
  });

  it('lays an alt text edit over the image and takes a retired one out of the positions', async () => {
    await spec
      .given([added(1), added(2), reordered([2, 1])])
      .when([
        {
          streamId: headerImageStreamId(1),
          type: 'catalog.HeaderImageEdited',
          data: { id: 1, changes: { altTextJa: '波' }, previous: { altTextJa: '' } },
        },
        retired(2),
      ])
      .then({
        header_images: [
          { id: 1, position: 1, alt_text_ja: '波', revision: 1 },
          { id: 2, position: null, revision: 1 },
        ],
        header_image_order: [{ id: 'home', image_ids: [2, 1], revision: 0 }],
      });
  });
});
