export type DomainErrorCode = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

/** A rule of the domain refused a command. The API maps the code to 400/404/409/403. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(code: DomainErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** "a pending", "an active": the article English puts before the word. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
