import { SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/use-t.ts';

/**
 * A text visitors read, in English and in Japanese side by side (stacked on a phone). A Japanese text
 * left empty is marked missing: Japanese pages then show the English, marked as English.
 */
export function BilingualTextInput<Values extends Record<string, unknown>>({
  form,
  field,
  japaneseField,
  label,
  multiline = false,
  required = false,
}: {
  form: UseFormReturnType<Values>;
  /** The English value's path in the form, e.g. 'description' or 'exposure.source'. */
  field: string;
  japaneseField: string;
  label: string;
  multiline?: boolean;
  /** The English is required; the Japanese never is. */
  required?: boolean;
}) {
  const t = useT();
  const Input = multiline ? Textarea : TextInput;
  const rows = multiline ? { autosize: true, minRows: 3, maxRows: 10 } : {};
  const missing = !String(form.getInputProps(japaneseField).value ?? '').trim();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid={`bilingual-${field}`}>
      <Input
        label={t('catalogAdmin.english', { label })}
        lang="en"
        withAsterisk={required}
        {...rows}
        {...form.getInputProps(field)}
      />
      <Input
        label={t('catalogAdmin.japanese', { label })}
        lang="ja"
        {...rows}
        {...form.getInputProps(japaneseField)}
        description={
          missing ? (
            <Text span size="xs" c="orange.8" fw={600} data-testid={`japanese-missing-${japaneseField}`}>
              {t('catalogAdmin.japaneseMissing')}
            </Text>
          ) : undefined
        }
      />
    </SimpleGrid>
  );
}
