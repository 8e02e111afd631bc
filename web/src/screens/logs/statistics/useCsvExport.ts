import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { RunFilter, TimeBucket } from '../../../gql/graphql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { ExportRunAnalyticsQuery, ExportRunsQuery } from './documents';
import { saveTextFile } from './saveTextFile';
import { useFigureFormat } from './useFigureFormat';

export type CsvExportKind = 'series' | 'runs';

export interface CsvExport {
  /** The export being made, if any. */
  busy: CsvExportKind | null;
  /** The rows of the last runs export when more runs matched than one export holds; null otherwise. */
  truncatedRows: number | null;
  start(kind: CsvExportKind): Promise<void>;
  dismissTruncated(): void;
}

/** 导出 CSV: the view's series (with its summary) or its runs, asked of the gateway now and saved under the server's name. */
export function useCsvExport(filter: RunFilter, bucket: TimeBucket): CsvExport {
  const { t } = useTranslation('logStats');
  const client = useClient();
  const toast = useAppToast();
  const figures = useFigureFormat();
  const [busy, setBusy] = useState<CsvExportKind | null>(null);
  const [truncatedRows, setTruncatedRows] = useState<number | null>(null);

  const start = useCallback(
    async (kind: CsvExportKind) => {
      setBusy(kind);
      // network-only: an export is of the runs as they are now, never a cached copy of an earlier one
      const context = { requestPolicy: 'network-only' } as const;
      const result =
        kind === 'series'
          ? await client.query(ExportRunAnalyticsQuery, { filter, bucket }, context).toPromise()
          : await client.query(ExportRunsQuery, { filter }, context).toPromise();
      setBusy(null);
      const file = result.data && ('exportRuns' in result.data ? result.data.exportRuns : result.data.exportRunAnalytics);
      if (!file) {
        if (result.error) toast.failed(result.error);
        return;
      }
      saveTextFile(file.content, file.fileName, 'text/csv;charset=utf-8');
      toast.show(t('export.done', { fileName: file.fileName, rows: figures.count(file.rows) }));
      setTruncatedRows(file.truncated ? file.rows : null);
    },
    [client, filter, bucket, toast, figures, t],
  );
  const dismissTruncated = useCallback(() => setTruncatedRows(null), []);
  return { busy, truncatedRows, start, dismissTruncated };
}
