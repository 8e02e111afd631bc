import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  pre: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '320px',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  },
});

/**
 * A step's input or output as indented JSON. Long ids arrive from the gateway as strings (spec §5),
 * so stringifying shows them digit for digit.
 */
export function JsonView({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const empty = value === null || value === undefined;
  return (
    <section className={styles.root} aria-label={label}>
      <Text weight="semibold">{label}</Text>
      {/* it scrolls: keyboard users must be able to reach and scroll it (axe scrollable-region-focusable) */}
      <pre className={styles.pre} tabIndex={0}>
        {empty ? t('detail.empty') : JSON.stringify(value, null, 2)}
      </pre>
    </section>
  );
}
