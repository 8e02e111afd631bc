import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { ERRORS } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { EditorPipelineQuery } from '../../../editor/documents';
import { elkWorkerLayout } from '../../../editor/layout/elkWorkerLayout';
import { PipelineEditor } from '../../../editor/PipelineEditor';
import { initialEditorState, newPipelineContent } from '../../../editor/store/editorState';
import { contentFromSteps } from '../../../editor/store/typedSteps';
import { useErrorText } from '../../../errors/useErrorText';

/**
 * /data-pipeline/create, /data-pipeline/{id} and /pipeline-edit?id={id}: the pipeline editor. A new
 * pipeline starts with a webhook trigger and is created on its first save.
 */
export default function EditorScreen() {
  // the id stays the URL's string: 18–19 digits do not survive Number()
  const routeId = useParams().id;
  const [search] = useSearchParams();
  const processId = routeId ?? search.get('id') ?? search.get('processId') ?? undefined;
  return processId ? <ExistingPipeline key={processId} processId={processId} /> : <NewPipeline />;
}

function NewPipeline() {
  const [initial] = useState(() => initialEditorState('', newPipelineContent(crypto.randomUUID())));
  return <PipelineEditor initial={initial} processId={undefined} status="OFF" layout={elkWorkerLayout} />;
}

function ExistingPipeline({ processId }: { processId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [result, refetch] = useQuery({ query: EditorPipelineQuery, variables: { processId } });
  const [initial, setInitial] = useState<ReturnType<typeof initialEditorState> | null>(null);
  const pipeline = result.data?.pipeline;
  // the editor owns the content once opened; later refetches (after a save) only update the status
  if (pipeline && !initial) setInitial(initialEditorState(pipeline.title, contentFromSteps(pipeline.steps)));

  // content another REST client stored that core's parser refuses: say so rather than "not found"
  const unreadable = result.error?.graphQLErrors.find((e) => e.extensions.upstreamCode === ERRORS.CONTENT_INVALID.code);
  if (unreadable) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{errorText(unreadable)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (result.error?.graphQLErrors.some((e) => e.extensions.code === 'NOT_FOUND') || (result.data && !pipeline)) {
    return <Text>{t('detail.notFound')}</Text>;
  }
  if (result.error && !result.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('messages.fetchFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('common.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!initial || !pipeline) return <Spinner label={t('common.loading')} />;
  return <PipelineEditor initial={initial} processId={processId} status={pipeline.status} layout={elkWorkerLayout} />;
}
