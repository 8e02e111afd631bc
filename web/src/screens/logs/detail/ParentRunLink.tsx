import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { formatDateTime } from '../../../util/formatDateTime';
import { ParentRunQuery } from './documents';

/**
 * What a rerun was rerun from, as a person knows that run: its pipeline and when it ran, linked to it
 * ('订单同步 · 2026/11/22 10:04:05'), not its 18-digit id.
 */
export function ParentRunLink({ logId }: { logId: string }) {
  const { t, i18n } = useTranslation('logs');
  const [result] = useQuery({ query: ParentRunQuery, variables: { logId } });
  const parent = result.data?.run;
  if (result.fetching && !parent) return <>{t('messages.loading')}</>;
  if (result.error && !parent) return <>{t('messages.fetchFailed')}</>;
  if (!parent) return <>{t('detail.parentGone')}</>;
  const text = t('detail.parentRun', {
    pipeline: parent.pipeline?.title ?? parent.processTitle,
    time: formatDateTime(parent.createdAt, i18n.language, { seconds: true }),
  });
  return <RouterLink to={`/data-log/${parent.logId}`}>{text}</RouterLink>;
}
