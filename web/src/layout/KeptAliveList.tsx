import { Spinner } from '@fluentui/react-components';
import { Activity, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../routing/ChunkErrorBoundary';
import { loadScreen } from '../routing/screenLoaders';

const PipelineListScreen = lazy(() => loadScreen('pipelineList'));

/**
 * spec §2: the pipeline list is kept alive when leaving and returning. Once visited it stays
 * mounted inside a hidden <Activity>, so filters, page and (restored) scroll position survive.
 */
export function KeptAliveList({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  if (!visited) return null;
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <ChunkErrorBoundary>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <PipelineListScreen />
        </Suspense>
      </ChunkErrorBoundary>
    </Activity>
  );
}
