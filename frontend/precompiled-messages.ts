import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The catalogues the app loads (the domain's messages folder), each a default export of ICU message texts. */
const CATALOGUE = /\/domain\/src\/i18n\/messages\/(en|ja|pages\.en|pages\.ja|portal\.en)\.ts$/;

/** Each message parsed into the form react-intl formats from, as `@formatjs/cli compile --ast` writes it. */
export function precompileCatalogue(
  catalogue: Record<string, string>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
}

/**
 * The app gets its catalogues already parsed: react-intl then parses no message in the browser, which on a
 * phone took a good part of the first render's time.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'nsg-precompiled-messages',
    async load(id) {
      if (!CATALOGUE.test(id)) return null;
      const { default: catalogue } = (await import(pathToFileURL(id).href)) as {
        default: Record<string, string>;
      };
      this.addWatchFile(id);
      // JSON.parse of a string literal is quicker for the browser than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(precompileCatalogue(catalogue)))});`;
    },
  };
}
