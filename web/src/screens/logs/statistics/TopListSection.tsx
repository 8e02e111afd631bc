import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
  },
  // error messages are long: their list takes the whole row of the grid
  wide: { gridColumn: '1 / -1' },
  title: { margin: 0 },
  none: { color: tokens.colorNeutralForeground3 },
});

interface TopListSectionProps {
  title: string;
  empty: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** One top list under its heading, or a line saying nothing failed. */
export function TopListSection({ title, empty, wide = false, children }: TopListSectionProps) {
  const { t } = useTranslation('logStats');
  const styles = useStyles();
  const titleId = useId();
  return (
    <section className={mergeClasses(styles.root, wide && styles.wide)} aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size={400} weight="semibold" className={styles.title}>
        {title}
      </Text>
      {empty ? <Text className={styles.none}>{t('top.none')}</Text> : children}
    </section>
  );
}
