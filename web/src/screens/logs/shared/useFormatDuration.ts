import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from './formatDuration';

/** The run log's durations in the UI language ('350 毫秒', '1.2 秒', '2 分 5 秒', '2 小时 5 分'). */
export function useFormatDuration(): (ms: number | null | undefined) => string {
  const { t } = useTranslation('logs');
  return useCallback(
    (ms) => {
      const parts = durationParts(ms);
      switch (parts.unit) {
        case 'none':
          return t('duration.none');
        case 'ms':
          return t('duration.ms', { ms: parts.ms });
        case 'seconds':
          return t('duration.seconds', { seconds: parts.seconds });
        case 'minutes':
          return t('duration.minutes', { minutes: parts.minutes, seconds: parts.seconds });
        case 'hours':
          return t('duration.hours', { hours: parts.hours, minutes: parts.minutes });
      }
    },
    [t],
  );
}
