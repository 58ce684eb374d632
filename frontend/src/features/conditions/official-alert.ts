/**
 * The NWS writes its alert texts in lines of about 70 characters, paragraphs apart by a blank line:
 * the paragraphs, each as one line, for the page to wrap itself.
 */
export function nwsParagraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}
