import { Spoiler, Stack, Text } from '@mantine/core';
import { endTimeParts } from '@nsg/domain/conditions/end-time.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import type { OfficialAlert } from '../api/conditions.ts';
import { nwsParagraphs } from '../official-alert.ts';

/** "In force until Sat, Nov 28, 8:15 AM HST", or "until today …": always its Hawaii date unless today. */
export function AlertEnds({ expires }: { expires: string }) {
  const t = useT();
  const locale = useLocale();
  const now = useMinuteClock();
  return (
    <Text fz="sm" fw={600}>
      {t('ocean.alertEnds', { ...endTimeParts(locale, expires, now) })}
    </Text>
  );
}

/**
 * What the NWS says to do, then what it says is coming (folded after a few lines), in its own English:
 * marked as such, so a Japanese page reads them as English.
 */
export function NwsWords({ alert }: { alert: Pick<OfficialAlert, 'description' | 'instruction'> }) {
  const t = useT();
  const instruction = nwsParagraphs(alert.instruction);
  const description = nwsParagraphs(alert.description);
  return (
    <>
      {instruction.length > 0 && (
        <Stack gap={2}>
          <Text fz="sm" fw={700}>
            {t('ocean.alertInstruction')}
          </Text>
          {instruction.map((paragraph) => (
            <Text key={paragraph} fz="sm" lang="en">
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
      {description.length > 0 && (
        <Stack gap={2}>
          <Text fz="sm" fw={700}>
            {t('ocean.alertDescription')}
          </Text>
          <Spoiler maxHeight={66} showLabel={t('common.readMore')} hideLabel={t('common.readLess')}>
            {description.map((paragraph) => (
              <Text key={paragraph} fz="sm" lang="en">
                {paragraph}
              </Text>
            ))}
          </Spoiler>
        </Stack>
      )}
    </>
  );
}
