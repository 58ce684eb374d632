import { Badge } from '@mantine/core';

/** Marks catalog data the guide ships with: invented entries that show how it works, not real ones. */
export function SampleBadge() {
  return (
    <Badge
      variant="outline"
      color="dark.4"
      size="sm"
      title="Sample data shipped with the guide: an invented entry, not a real one"
      data-testid="sample-badge"
    >
      Sample
    </Badge>
  );
}
