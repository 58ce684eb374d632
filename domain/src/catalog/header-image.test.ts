import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  headerImageDecider,
  headerImageFormSchema,
  headerImageOrderDecider,
  headerImageOrderSchema,
  type HeaderImageEvent,
  type HeaderImagesReordered,
} from './header-image.ts';

const hero = {
  id: 1,
  imageUrl: '/images/hero.svg',
  altText: 'Waves breaking on the North Shore',
  altTextJa: '',
};
const added: HeaderImageEvent = { type: 'catalog.HeaderImageAdded', data: hero };
const reordered = (order: number[], previous: number[]): HeaderImagesReordered => ({
  type: 'catalog.HeaderImagesReordered',
  data: { changes: { order }, previous: { order: previous } },
});

describe('a header image of the home page', () => {
  it('is added once, its alt text edited with the text before, and retired', () => {
    deciderSpec(headerImageDecider).given([]).when({ kind: 'Add', fields: hero }).then([added]);
    deciderSpec(headerImageDecider)
      .given([added])
      .when({
        kind: 'Edit',
        fields: { imageUrl: hero.imageUrl, altText: hero.altText, altTextJa: '北海岸の波' },
      })
      .then([
        {
          type: 'catalog.HeaderImageEdited',
          data: { id: 1, changes: { altTextJa: '北海岸の波' }, previous: { altTextJa: '' } },
        },
      ]);
    deciderSpec(headerImageDecider)
      .given([added, { type: 'catalog.HeaderImageRetired', data: { id: 1, reason: 'Old photo' } }])
      .when({ kind: 'Edit', fields: { ...hero, altText: 'New' } })
      .thenThrows('conflict', 'retired');
  });

  it('needs an image of ours and an English alt text; the Japanese may be missing', () => {
    const parsed = headerImageFormSchema.safeParse({
      imageUrl: 'https://tracker.example/x.png',
      altText: ' ',
    });
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(['imageUrl', 'altText']);
    expect(headerImageFormSchema.parse({ imageUrl: hero.imageUrl, altText: 'Surf' }).altTextJa).toBe('');
  });
});

describe('the order of the header images', () => {
  it('records a new order with the one before, and nothing when it is the same', () => {
    deciderSpec(headerImageOrderDecider)
      .given([reordered([1, 2], [])])
      .when({ order: [2, 1] })
      .then([reordered([2, 1], [1, 2])]);
    deciderSpec(headerImageOrderDecider)
      .given([reordered([1, 2], [])])
      .when({ order: [1, 2] })
      .then([]);
  });

  it('lists each image once, so no two share a position', () => {
    const parsed = headerImageOrderSchema.safeParse({ order: [2, 2], expectedRevision: 0 });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('List each header image once');
  });
});
