import { Badge, Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TemplateCardPartsFragment } from '../../../gql/graphql';
import { creationPath } from '../shared/paths';
import { TemplateApps } from '../shared/TemplateApps';
import { useTemplateText } from '../shared/useTemplateText';

const useStyles = makeStyles({
  card: { height: '100%', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  description: { color: tokens.colorNeutralForeground2, flexGrow: 1 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** One template of the gallery: title, description, its apps, how often it was used; its button starts creation. */
export function TemplateCard({ template, to }: { template: TemplateCardPartsFragment; to?: string }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const text = useTemplateText();
  const navigate = useNavigate();
  const title = text.title(template);
  return (
    <Card className={styles.card}>
      <h3 className={styles.heading}>{title}</h3>
      <div className={styles.badges}>
        <Badge appearance="tint" color="informative">
          {t(`categories.${template.category}`)}
        </Badge>
        {template.featured && (
          <Badge appearance="tint" color="brand">
            {t('card.featured')}
          </Badge>
        )}
        {template.source === 'SHARED' && (
          <Badge appearance="outline" color="subtle">
            {t('card.shared')}
          </Badge>
        )}
      </div>
      <Text className={styles.description}>{text.description(template)}</Text>
      <TemplateApps apps={template.apps} />
      <div className={styles.footer}>
        <Text size={200}>{t('card.useCount', { count: template.useCount })}</Text>
        <Button
          appearance="primary"
          aria-label={t('card.useNamed', { title })}
          onClick={() => void navigate(to ?? creationPath(template.templateId))}
        >
          {t('card.use')}
        </Button>
      </div>
    </Card>
  );
}
