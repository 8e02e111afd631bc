import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TemplateGate } from '../shared/TemplateGate';
import { TemplateWizard } from './TemplateWizard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
});

/**
 * /data-pipeline/create-from-template?template_id=… and the share link's landing
 * /data-pipeline/template-auto?template_id=…&share=…, which starts the same flow at once (spec §2).
 */
export default function CreateFromTemplateScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [search] = useSearchParams();
  const templateId = search.get('template_id');
  const shareToken = search.get('share');
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('routes.createFromTemplate')}
      </Text>
      <TemplateGate templateId={templateId} shareToken={shareToken}>
        {(template) => <TemplateWizard key={template.templateId} template={template} shareToken={shareToken} />}
      </TemplateGate>
    </section>
  );
}
