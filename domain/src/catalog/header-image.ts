import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import type { DomainEvent } from '../shared/events.ts';
import { catalogEntryDecider, expectedRevisionField, type CatalogEntryEvent } from './catalog-entry.ts';
import { catalogImageField, optionalText, requiredText } from './catalog-fields.ts';

/**
 * The pictures at the top of the home page (spec 001, `header_images`): each one a catalog entry of its
 * own, their order one stream of its own, so two admins reordering at once meet a conflict.
 */
export const headerImageStreamId = (id: number) => `header_image-${id}`;
export const HEADER_IMAGE_ORDER_STREAM = 'header_image_order-home';

export interface HeaderImageFields {
  id: number;
  /** The large size of an upload (the page picks its smaller sizes by name), or an image we ship. */
  imageUrl: string;
  altText: string;
  /** '' while the Japanese is missing. */
  altTextJa: string;
}

export const headerImageFormSchema = z.object({
  imageUrl: catalogImageField,
  altText: requiredText('Alt text', 250),
  altTextJa: optionalText('Japanese alt text', 250),
});

export type HeaderImageEvent = CatalogEntryEvent<
  HeaderImageFields,
  'catalog.HeaderImageAdded',
  'catalog.HeaderImageEdited',
  'catalog.HeaderImageRetired'
>;

export const headerImageDecider = catalogEntryDecider<
  HeaderImageFields,
  'catalog.HeaderImageAdded',
  'catalog.HeaderImageEdited',
  'catalog.HeaderImageRetired'
>({
  label: 'header image',
  added: 'catalog.HeaderImageAdded',
  edited: 'catalog.HeaderImageEdited',
  retired: 'catalog.HeaderImageRetired',
});

/** The images by id, first shown first; shaped as an edit so the audit log says it as before → after. */
export type HeaderImagesReordered = DomainEvent<
  'catalog.HeaderImagesReordered',
  { changes: { order: number[] }; previous: { order: number[] } }
>;

const orderList = z
  .array(z.number().int().min(1), 'The order is a list of header image ids')
  .min(1, 'The order is a list of header image ids')
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, 'List each header image once');

export const headerImageOrderSchema = z.object({ order: orderList, expectedRevision: expectedRevisionField });

export const headerImageOrderDecider: Decider<
  { order: number[] },
  HeaderImagesReordered,
  { order: number[] }
> = {
  initialState: () => ({ order: [] }),
  decide({ order }, state) {
    if (order.join() === state.order.join()) return [];
    return [
      {
        type: 'catalog.HeaderImagesReordered',
        data: { changes: { order }, previous: { order: state.order } },
      },
    ];
  },
  evolve: (_state, event) => ({ order: event.data.changes.order }),
};

/** A header image as visitors get it (GET /api/header-images), first shown first. */
export interface HeaderImageView {
  id: number;
  position: number;
  imageUrl: string;
  altText: string;
  /** '' while the Japanese is missing: the page shows the English, marked as English. */
  altTextJa: string;
}
