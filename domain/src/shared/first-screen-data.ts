import type { HeaderImageView } from '../catalog/header-image.ts';

/**
 * The data a first screen the server draws shows: written into the page beside the drawn HTML (a JSON
 * script of this id), so the app's first render in the browser draws the very same.
 */
export interface FirstScreenData {
  headerImages: HeaderImageView[];
}

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The data as a script element's text: no `<` in it can close the element. */
export const firstScreenDataScript = (data: FirstScreenData) =>
  `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
