import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OperationContext } from 'urql';

/** '获取数据失败' where a screen's data did not come, with a retry that asks the network again (urql's refetch). */
export function FetchFailed({ refetch }: { refetch(context: Partial<OperationContext>): void }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t('messages.fetchFailed')}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('common.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
