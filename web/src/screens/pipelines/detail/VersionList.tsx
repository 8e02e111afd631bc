import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PipelineDetailQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';

type Version = PipelineDetailQuery['pipelineVersions']['items'][number];

/** The saved versions of a pipeline (pipelineVersions), newest as the platform orders them. */
export function VersionList({ versions }: { versions: readonly Version[] }) {
  const { t, i18n } = useTranslation();
  if (versions.length === 0) return <Text>{t('detail.noVersions')}</Text>;
  return (
    <Table aria-label={t('detail.versions')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('detail.versionNo')}</TableHeaderCell>
          <TableHeaderCell>{t('detail.versionRemark')}</TableHeaderCell>
          <TableHeaderCell>{t('list.creator')}</TableHeaderCell>
          <TableHeaderCell>{t('list.createdAt')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {versions.map((v) => (
          <TableRow key={v.versionId}>
            <TableCell>
              {t('detail.versionLabel', { no: v.versionNo })}{' '}
              {v.isCurrent && (
                <Badge appearance="tint" color="brand">
                  {t('detail.current')}
                </Badge>
              )}
            </TableCell>
            <TableCell>{v.versionRemark ?? ''}</TableCell>
            <TableCell>{v.creator?.uname ?? ''}</TableCell>
            <TableCell>{formatDateTime(v.createdAt, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
