import { useT } from '../../../i18n/use-t.ts';
import type { SurfOutlook } from '../api/conditions.ts';
import { useSurfHeight } from '../../../lib/live-texts.ts';
import plain from '../../../components/plain-table.module.css';
import classes from './surf-outlook.module.css';

/** The forecast's periods and north-shore heights. */
export function SurfOutlookPeriods({ periods }: { periods: SurfOutlook['northShore'] }) {
  const t = useT();
  const surfHeight = useSurfHeight();
  const heights = (minFt: number, maxFt: number) =>
    minFt === 0 ? t('outlook.upTo', { height: surfHeight(maxFt, maxFt) }) : surfHeight(minFt, maxFt);
  return (
    <table className={plain.table}>
      <thead>
        <tr>
          <th>{t('outlook.when')}</th>
          <th>{t('outlook.northShores')}</th>
        </tr>
      </thead>
      <tbody>
        {periods.map((period) => (
          <tr key={period.label}>
            {/* The NWS forecast's own words. */}
            <td lang="en">{period.label}</td>
            <td className={classes.height}>{heights(period.minFt, period.maxFt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
