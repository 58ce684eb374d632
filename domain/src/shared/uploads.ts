/**
 * The path of an image uploaded to us, exactly as the upload route names it:
 * `/uploads/<folder>/<uuid>.jpg` for photos, `/uploads/ads/<uuid>-<size>.webp` for ad images. Nothing else is accepted: no other host (a third-party image is a
 * tracking pixel), no `..`, no doubled slashes, no query.
 */
export const UPLOADED_IMAGE_PATH =
  /^\/uploads\/[a-z][a-z-]{0,30}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.jpg|-(?:small|medium|large)\.webp)$/;

export const isUploadedImagePath = (value: string) => UPLOADED_IMAGE_PATH.test(value);
