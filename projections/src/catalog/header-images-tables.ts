import type { ColumnType } from 'kysely';

export interface HeaderImagesTables {
  header_images: {
    id: number;
    image_url: string;
    alt_text: string;
    /** '' while the Japanese is missing. */
    alt_text_ja: string;
    /** Added by the seed: shown to admins as a sample. */
    sample: boolean;
    /** 1 for the first shown; unique among the shown ones, null once retired. */
    position: number | null;
    revision: number;
    retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  /** The order admins gave, and its stream's revision (a reorder names the one it was made on). */
  header_image_order: {
    id: string;
    image_ids: number[];
    revision: number;
  };
}
