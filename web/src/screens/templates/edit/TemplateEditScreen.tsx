import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { TemplateEditQuery } from '../shareDocuments';
import { InputsEditor } from './InputsEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
});

/**
 * /template-edit?template_id=…: the sharer chooses which step fields the simplified form asks and how it names
 * them (updateTemplate inputs). Only the sharing company's templates: a starter or another company's is refused here.
 */
export default function TemplateEditScreen() {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const [search] = useSearchParams();
  const templateId = search.get('template_id') ?? '';
  const [result] = useQuery({ query: TemplateEditQuery, variables: { templateId }, pause: !templateId });
  const template = result.data?.template;
  const refused = (message: string) => (
    <MessageBar intent="warning">
      <MessageBarBody>
        {message} <RouterLink to="/pipeline-share">{t('edit.toMyShares')}</RouterLink>
      </MessageBarBody>
    </MessageBar>
  );
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {tc('routes.templateEdit')}
      </Text>
      {!templateId ? (
        refused(t('gate.noTemplate'))
      ) : result.error && !result.data ? (
        refused(tc('messages.fetchFailed'))
      ) : !result.data ? (
        <Spinner label={tc('common.loading')} />
      ) : !template ? (
        refused(t('gate.notFound'))
      ) : !template.processId ? (
        refused(t('edit.notYours'))
      ) : (
        <InputsEditor key={template.templateId} template={template} />
      )}
    </section>
  );
}
