import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@nsg/domain/i18n/translate.ts';

const SRC = join(import.meta.dirname, '../..');

/** The admin pages: every file of the admin features, the admin routes and the admin-only components. */
const ADMIN_FILES = [
  ...filesUnder('features/admin'),
  ...filesUnder('features/traffic-admin'),
  ...readdirSync(join(SRC, 'routes'))
    .filter((name) => /^admin[.\w-]*\.tsx$/.test(name))
    .map((name) => `routes/${name}`),
  'features/beaches/components/admin-beach-hazards-page.tsx',
  'features/eco/components/eco-admin-page.tsx',
];

function filesUnder(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => `${folder}/${path}`);
}

/** Props and object fields whose text a person reads: labels, titles, toasts, column headers. */
const VISIBLE_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'emptyText',
  'confirmLabel',
  'error',
]);
const VISIBLE_FIELDS = new Set([
  'label',
  'header',
  'title',
  'message',
  'success',
  'successMessage',
  'failure',
  'emptyText',
]);

const messageIds = new Set(Object.keys(catalogues.en));
const isWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !messageIds.has(text);

/** The English texts written into a component's code instead of read from the catalogue. */
function literalTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText())) {
      found.push(...stringsIn(node.initializer));
    }
    if (ts.isPropertyAssignment(node) && VISIBLE_FIELDS.has(node.name.getText())) {
      found.push(...stringsIn(node.initializer));
    }
    // A text chosen in a child expression: {paid ? 'Paid' : 'Unpaid'}, {url ?? 'no URL'}.
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) found.push(...choicesIn(node));
    if (isCallTo(node, 'setError')) found.push(...node.arguments.flatMap(stringsIn));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** String and template literals in a subtree that read as words, message ids aside. */
function stringsIn(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
    const text = ts.isTemplateExpression(node) ? node.getText() : node.text;
    return isWords(text) ? [text] : [];
  }
  // A call's arguments are data (field names, ids), not texts: setError is looked at on its own.
  return ts.isCallExpression(node) ? [] : node.getChildren().flatMap(stringsIn);
}

function choicesIn(node: ts.Node): string[] {
  if (ts.isConditionalExpression(node)) {
    return [node.whenTrue, node.whenFalse].flatMap((branch) =>
      ts.isStringLiteralLike(branch) ? stringsIn(branch) : choicesIn(branch),
    );
  }
  if (isFallback(node) && ts.isStringLiteralLike(node.right)) return stringsIn(node.right);
  return ts.isCallExpression(node) ? [] : node.getChildren().flatMap(choicesIn);
}

const isFallback = (node: ts.Node): node is ts.BinaryExpression =>
  ts.isBinaryExpression(node) &&
  [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind);

const isCallTo = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.getText() === name;

describe('the admin pages', () => {
  it('finds English written into code, of every kind the pages had', () => {
    const before = `
      const columns = [{ header: 'Campaign', cell: (c) => <Text>{c.paid ? 'Paid' : 'Unpaid'}</Text> }];
      const toasts = { success: 'Ad Updated', successMessage: () => \`Review \${status}\` };
      export const Route = createFileRoute('/admin/mail')({ head: () => ({ meta: [{ title: 'Mail outbox' }] }) });
      function Page() {
        setError('Say why: the advertiser is told');
        return (
          <Stack aria-label="Admin">
            <Title>Audit log</Title>
            <TextInput label={rate ? 'Edit Rate' : 'Add Rate'} placeholder="e.g. 45 min" />
            <Text>{ad.linkUrl ?? 'no destination URL'}</Text>
          </Stack>
        );
      }`;
    expect(literalTexts('before.tsx', before)).toEqual([
      'Campaign',
      'Paid',
      'Unpaid',
      'Ad Updated',
      '`Review ${status}`',
      'Mail outbox',
      'Say why: the advertiser is told',
      'Admin',
      'Audit log',
      'Edit Rate',
      'Add Rate',
      'e.g. 45 min',
      'no destination URL',
    ]);
  });

  it('read every text from the catalogue', () => {
    expect(ADMIN_FILES.length).toBeGreaterThanOrEqual(20);
    const left = ADMIN_FILES.flatMap((path) =>
      literalTexts(path, readFileSync(join(SRC, path), 'utf8')).map((text) => `${path}: ${text}`),
    );
    expect(left).toEqual([]);
  });
});
