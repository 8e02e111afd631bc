import { MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import type { TemplateForCreationQuery } from '../../../gql/graphql';
import { TemplateForCreationQuery as TemplateQuery } from '../documents';
import { FetchFailed } from '../../../components/FetchFailed';

export type CreationTemplate = NonNullable<TemplateForCreationQuery['template']>;

/** Accounts added on the way must show in the template's pickers (App.accounts) too. */
const accountsContext = { additionalTypenames: ['AppAccount'] };

interface TemplateGateProps {
  templateId: string | null;
  shareToken: string | null;
  children(template: CreationTemplate): ReactNode;
}

/**
 * Loads the template creation starts from and says plainly why it cannot: no template named, a fetch failure, a
 * template that is unknown, stopped or not visible to this company (a LINK template of another company needs its
 * share token), or one its sharer stopped sharing.
 */
export function TemplateGate({ templateId, shareToken, children }: TemplateGateProps) {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const [result, refetch] = useQuery({
    query: TemplateQuery,
    variables: { templateId: templateId ?? '', shareToken },
    pause: !templateId,
    context: accountsContext,
  });
  const template = result.data?.template;
  const problem = (message: string) => (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <RouterLink to="/pipeline-template">{t('gate.toGallery')}</RouterLink>
      </MessageBarActions>
    </MessageBar>
  );
  if (!templateId) return problem(t('gate.noTemplate'));
  if (result.error && !result.data) return <FetchFailed refetch={refetch} />;
  if (!result.data) return <Spinner label={tc('common.loading')} />;
  if (!template) return problem(t('gate.notFound'));
  if (!template.active) return problem(t('gate.stopped'));
  return <>{children(template)}</>;
}
