import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface FigureFormat {
  /** 12,345 in the UI language. */
  count(value: number): string;
  /** A ratio (0…1) as a percentage with up to one decimal; '—' when there is none (no finished run). */
  percent(ratio: number | null | undefined): string;
}

/** Counts and rates as the reader's language writes them. */
export function useFigureFormat(): FigureFormat {
  const { t, i18n } = useTranslation('logStats');
  const language = i18n.language;
  return useMemo(() => {
    const counts = new Intl.NumberFormat(language);
    const percents = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    return {
      count: (value) => counts.format(value),
      percent: (ratio) => (ratio == null || !Number.isFinite(ratio) ? t('kpi.none') : percents.format(ratio)),
    };
  }, [language, t]);
}
