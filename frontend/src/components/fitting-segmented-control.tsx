import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** A segmented control that stacks its options on a phone, where a row of them would run off the screen. */
export function FittingSegmentedControl(props: SegmentedControlProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return <SegmentedControl orientation={phone ? 'vertical' : 'horizontal'} fullWidth={phone} {...props} />;
}
