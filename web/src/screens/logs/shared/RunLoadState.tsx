import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';

interface RunLoadStateProps {
  error: CombinedError | undefined;
  loaded: boolean;
  onRetry(): void;
}

/** What shows instead of a run: loading, '获取数据失败' with a retry, or not found. */
export function RunLoadState({ error, loaded, onRetry }: RunLoadStateProps) {
  const { t } = useTranslation('logs');
  if (error && !loaded) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('messages.fetchFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>{t('messages.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!loaded) return <Spinner label={t('messages.loading')} />;
  return <Text>{t('detail.notFound')}</Text>;
}
