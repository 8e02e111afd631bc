import { Badge, Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import type { SharedTemplatePartsFragment } from '../../../gql/graphql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { templateEditPath } from '../shared/paths';
import { UpdateTemplateMutation } from '../shareDocuments';
import { ShareLink } from './ShareLink';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  badges: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tip: { color: tokens.colorNeutralForeground2 },
});

export type MineDialog = { kind: 'uses' | 'tip' | 'stop'; template: SharedTemplatePartsFragment };

/**
 * One of the company's shared templates: visibility, shared or stopped, use count, the link while it is open,
 * and what its sharer can do with it. Resuming needs no confirmation; stopping does (StopSharingDialog).
 */
export function SharedTemplateCard({ template, onDialog }: { template: SharedTemplatePartsFragment; onDialog(dialog: MineDialog): void }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const navigate = useNavigate();
  const toast = useAppToast();
  const [resuming, update] = useMutation(UpdateTemplateMutation);
  const resume = async () => {
    const { error } = await update({ templateId: template.templateId, input: { active: true } }, { additionalTypenames: ['Template'] });
    if (error) toast.failed(error);
    else toast.show(t('mine.resumed'));
  };
  const named = { title: template.title };
  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>{template.title}</h2>
      <div className={styles.badges}>
        <Badge appearance="tint" color={template.active ? 'success' : 'subtle'}>
          {template.active ? t('mine.active') : t('mine.inactive')}
        </Badge>
        <Badge appearance="outline">{t(`visibility.${template.visibility}.short`)}</Badge>
        <Text size={200}>{t('card.useCount', { count: template.useCount })}</Text>
        {template.processId && (
          <RouterLink to={`/data-pipeline/${template.processId}`} aria-label={t('mine.openPipelineNamed', named)}>
            {t('mine.openPipeline')}
          </RouterLink>
        )}
      </div>
      {template.shareTip && <Text className={styles.tip}>{t('mine.tipShown', { tip: template.shareTip })}</Text>}
      {template.active ? <ShareLink templateId={template.templateId} shareToken={template.shareToken} /> : <Text>{t('mine.stoppedNote')}</Text>}
      <div className={styles.actions}>
        <Button onClick={() => onDialog({ kind: 'uses', template })} aria-label={t('mine.usesNamed', named)}>
          {t('mine.uses')}
        </Button>
        <Button onClick={() => void navigate(templateEditPath(template.templateId))} aria-label={t('mine.editNamed', named)}>
          {t('mine.edit')}
        </Button>
        <Button onClick={() => onDialog({ kind: 'tip', template })} aria-label={t('mine.tipNamed', named)}>
          {t('mine.tip')}
        </Button>
        {template.active ? (
          <Button onClick={() => onDialog({ kind: 'stop', template })} aria-label={t('mine.stopNamed', named)}>
            {t('mine.stop')}
          </Button>
        ) : (
          <Button appearance="primary" disabled={resuming.fetching} onClick={() => void resume()} aria-label={t('mine.resumeNamed', named)}>
            {t('mine.resume')}
          </Button>
        )}
      </div>
    </Card>
  );
}
