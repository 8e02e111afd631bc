import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { runFilterSearch, runFiltersFromQuery } from './runFilterQuery';

/** The parts of the run log, each a screen of its own. */
export type RunLogPart = 'runs' | 'statistics' | 'webhookAccepts';

const PARTS: readonly { part: RunLogPart; path: string; labelKey: string }[] = [
  { part: 'runs', path: '/data-log', labelKey: 'tabs.runs' },
  { part: 'statistics', path: '/data-log/statistics', labelKey: 'tabs.statistics' },
  { part: 'webhookAccepts', path: '/data-log/webhook-accepts', labelKey: 'tabs.webhookAccepts' },
];

const useStyles = makeStyles({
  nav: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyleType: 'none' },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    borderBottom: `${tokens.strokeWidthThicker} solid transparent`,
    ':hover': { color: tokens.colorNeutralForeground1, borderBottomColor: tokens.colorNeutralStroke1Hover },
  },
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorCompoundBrandStroke,
    ':hover': { borderBottomColor: tokens.colorCompoundBrandStroke },
  },
});

/**
 * 运行记录 | 统计分析 | 接收记录 at the top of the run log. Links, not a tab widget: each part is its own address.
 * The filters of the address go along, so the statistics open on the runs the list shows and back.
 */
export function RunLogTabs({ current }: { current: RunLogPart }) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const [search] = useSearchParams();
  const carried = runFilterSearch(runFiltersFromQuery(search));
  return (
    <nav className={styles.nav} aria-label={t('tabs.label')}>
      <ul className={styles.list}>
        {PARTS.map(({ part, path, labelKey }) => (
          <li key={part}>
            <RouterLink
              to={`${path}${carried}`}
              className={mergeClasses(styles.link, part === current && styles.current)}
              aria-current={part === current ? 'page' : undefined}
            >
              {t(labelKey)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
