import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPath, sessionStore } from '../browser';
import { isChunkLoadError, onChunkLoadFailure, type ChunkFailureAction } from './chunkRecovery';

/**
 * What a route shows when its code or its render failed. A failed chunk starts the spec §2
 * recovery (remember the target, reload once); the root layout navigates there after the reload.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunkFailed = isChunkLoadError(error);
  const [action, setAction] = useState<ChunkFailureAction | null>(null);

  useEffect(() => {
    if (!chunkFailed) return;
    const next = onChunkLoadFailure(sessionStore, currentPath());
    // the count lives in sessionStorage, outside React: read and bumped once per mount, then shown
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAction(next);
    if (next === 'reload') window.location.reload();
  }, [chunkFailed]);

  if (chunkFailed && action !== 'give-up') return <Spinner label={t('common.reloading')} />;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t('common.pageLoadFailed')}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
