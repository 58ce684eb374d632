/** How many beaches one visitor can follow. Apart from the settings' schema, so a page can read it without zod. */
export const MAX_FOLLOWED_BEACHES = 50;
