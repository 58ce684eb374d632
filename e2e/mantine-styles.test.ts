import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'frontend/dist');
const mantineStyles = path.join(root, 'node_modules/@mantine/core/styles');

/** Mantine's class names (`m_77c9d27d`) that a stylesheet gives rules to. */
const classesStyledIn = (css: string) => new Set([...css.matchAll(/\.(m_[0-9a-f]{8})/g)].map((m) => m[1]!));

/** Each class of Mantine's whole sheet, with the per-component stylesheets that style it. */
function mantineStylesheetsByClass(): Map<string, string[]> {
  const byClass = new Map<string, string[]>();
  for (const file of readdirSync(mantineStyles).filter((name) => /^[A-Z].*(?<!\.layer)\.css$/.test(name))) {
    for (const name of classesStyledIn(readFileSync(path.join(mantineStyles, file), 'utf8')))
      byClass.set(name, [...(byClass.get(name) ?? []), file]);
  }
  return byClass;
}

/** The stylesheets the app's chunk brings: loaded before anything it draws. */
function appStylesheet(): string {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { css?: string[] }
  >;
  const files = manifest['src/app/app.tsx']?.css ?? [];
  return files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

describe("the app's Mantine stylesheet", () => {
  const byClass = mantineStylesheetsByClass();
  const styled = classesStyledIn(appStylesheet());

  it('styles every Mantine class the built code uses, so no component is drawn unstyled', () => {
    const missing = new Map<string, Set<string>>();
    for (const file of readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
      for (const [name] of code.matchAll(/m_[0-9a-f]{8}/g)) {
        const sheets = byClass.get(name);
        if (!sheets || styled.has(name)) continue;
        for (const sheet of sheets) missing.set(sheet, (missing.get(sheet) ?? new Set()).add(file));
      }
    }
    // Each stylesheet to add to frontend/src/app/mantine-styles.ts, with the chunks that need it.
    expect(Object.fromEntries([...missing].map(([sheet, files]) => [sheet, [...files].sort()]))).toEqual({});
  });

  it('leaves out the stylesheets of components the app does not use', () => {
    const unused = ['Stepper.css', 'Rating.css', 'Pagination.css', 'ColorPicker.css'];
    const kept = unused.filter((sheet) =>
      [...classesStyledIn(readFileSync(path.join(mantineStyles, sheet), 'utf8'))].some((name) =>
        styled.has(name),
      ),
    );
    expect(kept).toEqual([]);
  });
});
