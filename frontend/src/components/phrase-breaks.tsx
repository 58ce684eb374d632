import { Parser, jaModel } from 'budoux';
import { Fragment } from 'react';
import { useLocale } from '../i18n/use-t.ts';

let parser: Parser | undefined;

/**
 * Japanese text cut into the phrases a line may break between: BudouX's, and after a middle dot that
 * joins loanwords (BudouX keeps "コミュニティ・アンケート" whole).
 */
export function japanesePhrases(text: string): string[] {
  parser ??= new Parser(jaModel);
  return parser.parse(text).flatMap((phrase) => phrase.split(/(?<=・)/));
}

/**
 * A heading's text that breaks, in Japanese, only between phrases (word-break: keep-all with a <wbr>
 * between them), so no word is split and no character is left alone on a line; other languages as written.
 */
export function PhraseBreaks({ children, lang }: { children: string; lang?: string }) {
  const locale = useLocale();
  if ((lang ?? locale) !== 'ja') return children;
  return (
    <span data-phrases style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      {japanesePhrases(children).map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
