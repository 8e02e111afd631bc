import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { TemplateNewcomerQuery } from '../documents';
import { creationPath } from '../shared/paths';
import { useTemplateText } from '../shared/useTemplateText';
import { newcomerPicks } from './galleryState';

const useStyles = makeStyles({
  card: { backgroundColor: tokens.colorBrandBackground2, gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  picks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyleType: 'none' },
  more: { display: 'flex', gap: tokens.spacingHorizontalL },
});

/**
 * The clear first card for people who never built a pipeline (issue 12): pipelineCount 0 shows the featured
 * starters ("Webhook 收到数据 → 发到钉钉群"…) as one-click starts, and the quick ways in; anyone else never sees it.
 */
export function NewcomerCard() {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const text = useTemplateText();
  const navigate = useNavigate();
  const [result] = useQuery({ query: TemplateNewcomerQuery });
  if (!result.data || result.data.pipelineCount > 0) return null;
  const picks = newcomerPicks(result.data.templates.items);
  return (
    <Card className={styles.card} aria-labelledby="newcomer-heading">
      <h2 id="newcomer-heading" className={styles.heading}>
        {t('newcomer.title')}
      </h2>
      <Text>{t('newcomer.intro')}</Text>
      {picks.length > 0 && (
        <ul className={styles.picks} aria-label={t('newcomer.picks')}>
          {picks.map((template) => (
            <li key={template.templateId}>
              <Button appearance="primary" size="large" onClick={() => void navigate(creationPath(template.templateId))}>
                {text.title(template)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.more}>
        <RouterLink to="/data-pipeline/create-simple-index">{t('newcomer.simple')}</RouterLink>
        <RouterLink to="/data-pipeline/create-cmb-index">{t('newcomer.otherWays')}</RouterLink>
      </div>
    </Card>
  );
}
