import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AppsListRegular, DocumentRegular, FormRegular, SparkleRegular, type FluentIcon } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: { height: '100%', gap: tokens.spacingVerticalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  link: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink },
});

interface Way {
  key: 'blank' | 'template' | 'simple' | 'ai';
  to: string;
  Icon: FluentIcon;
}

/** The four ways in, in the order a newcomer is best served: the canvas is last but one, AI last (it is another slice's). */
const WAYS: readonly Way[] = [
  { key: 'template', to: '/pipeline-template', Icon: AppsListRegular },
  { key: 'simple', to: '/data-pipeline/create-simple-index', Icon: FormRegular },
  { key: 'blank', to: '/data-pipeline/create', Icon: DocumentRegular },
  { key: 'ai', to: '/data-pipeline/create-ai', Icon: SparkleRegular },
];

/** /data-pipeline/create-cmb-index, "新建流程": from a template, simplified creation, a blank canvas, or with AI. */
export default function CreateChooserScreen() {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {tc('routes.createCmbIndex')}
      </Text>
      <ul className={styles.grid} aria-label={t('chooser.ways')}>
        {WAYS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Card className={styles.card}>
              <Icon className={styles.icon} aria-hidden />
              <h2 className={styles.heading}>{t(`chooser.${key}.title`)}</h2>
              <Text>{t(`chooser.${key}.description`)}</Text>
              <RouterLink className={styles.link} to={to}>
                {t(`chooser.${key}.action`)}
              </RouterLink>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
