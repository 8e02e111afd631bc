import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // the numbers inside their items: a flex row puts outside markers into the gap, so "1. 预览模板2. 连接…" ran together
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStylePosition: 'inside' },
  item: { color: tokens.colorNeutralForeground3 },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Where the person is in the wizard: every page's name, the current one marked for screen readers too. */
export function WizardProgress({ names, current }: { names: string[]; current: number }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={t('wizard.progress')}>
      {names.map((name, index) => (
        <li
          key={`${index}-${name}`}
          className={mergeClasses(styles.item, index === current && styles.current)}
          aria-current={index === current ? 'step' : undefined}
        >
          {name}
        </li>
      ))}
    </ol>
  );
}
