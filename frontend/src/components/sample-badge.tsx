import { Badge } from '@mantine/core';
import { useT } from '../i18n/use-t.ts';

/** Marks catalog data the guide ships with: invented entries that show how it works, not real ones. */
export function SampleBadge() {
  const t = useT();
  return (
    <Badge variant="outline" color="dark.4" size="sm" title={t('sample.title')} data-testid="sample-badge">
      {t('sample.label')}
    </Badge>
  );
}
