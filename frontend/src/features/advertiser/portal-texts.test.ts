import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The advertiser portal's texts come from the portal catalogue (portal.en.ts): none is written into its
 * components. This reads their source and lists any English left in it.
 */

const sources = import.meta.glob<string>(
  [
    './**/*.{ts,tsx}',
    '../campaigns/**/*.{ts,tsx}',
    '../payments/**/*.{ts,tsx}',
    '../ads/editor/**/*.{ts,tsx}',
    '../../lib/account.ts',
    '../../lib/advertising/**/*.{ts,tsx}',
    '../../components/history-timeline.tsx',
    '../../routes/advertiser.*.tsx',
    '!**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Attributes people read or hear: their text must come from the catalogue. */
const readAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'error',
]);
/** Properties of notifications, chart series and the like that are shown. */
const readProperties = new Set(['title', 'message', 'label']);
/** Two words: a sentence or a label, not an id, a path, a colour or a CSS value. */
const words = /[A-Za-z]{2,}\S*\s+\S*[A-Za-z]{2,}/;
const hasLetters = /[A-Za-z]/;

const isTranslation = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  ['t', 'translateNow'].includes(node.expression.text);

/** The English texts written into a component's source, each with its line. */
function englishTextsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1}: ${text.trim()}`);
  };

  const visit = (node: ts.Node, shown: boolean): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (isTranslation(node)) {
      // The first argument is a message's id; the others are its values.
      node.arguments.slice(1).forEach((argument) => visit(argument, false));
      return;
    }
    if (ts.isJsxText(node)) {
      if (hasLetters.test(node.text)) report(node, node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const isRead = readAttributes.has(node.name.getText(file));
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) {
        if (isRead && hasLetters.test(value.text)) report(value, value.text);
        return;
      }
      if (value) visit(value, isRead);
      return;
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && readProperties.has(node.name.text)) {
      visit(node.initializer, true);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (shown ? hasLetters.test(node.text) : words.test(node.text)) report(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => (shown ? hasLetters.test(part) : words.test(part)))) {
        report(node, node.getText(file));
      }
    }
    ts.forEachChild(node, (child) => visit(child, shown));
  };
  visit(file, false);
  return found;
}

describe('the advertiser portal', () => {
  it('reads every text from the catalogue', () => {
    const files = Object.entries(sources);
    // The globs above find the portal's pages: an empty list would prove nothing.
    expect(files.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        './components/login-page.tsx',
        './components/dashboard-page.tsx',
        '../campaigns/components/create-campaign-page.tsx',
        '../payments/components/checkout.tsx',
        '../ads/editor/image-manager.tsx',
        '../../routes/advertiser.login.tsx',
      ]),
    );
    expect(files.flatMap(([name, source]) => englishTextsIn(name, source))).toEqual([]);
  });

  it('would notice English written into a component', () => {
    const component = `
      export function Page() {
        notifications.show({ title: 'Saved', message: t('advertiser.ad.createdMessage') });
        return (
          <Stack>
            <Title>Create Ad</Title>
            <TextInput label="Title" placeholder={t('advertiser.common.urlPlaceholder')} />
            <Button aria-label={open ? 'Close menu' : t('advertiser.images.remove')} rel="noopener noreferrer" />
            {error ?? 'Failed to create ad. Please try again.'}
          </Stack>
        );
      }`;
    expect(englishTextsIn('page.tsx', component)).toEqual([
      'page.tsx:3: Saved',
      'page.tsx:6: Create Ad',
      'page.tsx:7: Title',
      'page.tsx:8: Close menu',
      'page.tsx:9: Failed to create ad. Please try again.',
    ]);
  });
});
