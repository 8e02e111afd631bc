import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { formatDateTime } from '../../../util/formatDateTime';
import { Pagination } from '../../pipelines/list/Pagination';
import { TemplateUsesQuery } from '../shareDocuments';

/**
 * Who used a shared template (issue 12 "see who used it"), newest first, 15 a page: the company, and for this
 * company's own people the person and the pipeline (other companies' pipelines are theirs).
 */
export function TemplateUsesDialog({ templateId, title, onClose }: { templateId: string; title: string; onClose(): void }) {
  const { t } = useTranslation('templates');
  const { t: tc, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [result] = useQuery({ query: TemplateUsesQuery, variables: { templateId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } });
  const uses = result.data?.templateUses;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('uses.title', { title })}</DialogTitle>
          <DialogContent>
            {!uses ? (
              result.error ? (
                <Text role="alert">{tc('messages.fetchFailed')}</Text>
              ) : (
                <Spinner label={tc('common.loading')} />
              )
            ) : uses.items.length === 0 ? (
              <Text>{t('uses.none')}</Text>
            ) : (
              <>
                <Table aria-label={t('uses.table')}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t('uses.company')}</TableHeaderCell>
                      <TableHeaderCell>{t('uses.user')}</TableHeaderCell>
                      <TableHeaderCell>{t('uses.pipeline')}</TableHeaderCell>
                      <TableHeaderCell>{t('uses.time')}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {uses.items.map((use) => (
                      <TableRow key={use.processId}>
                        <TableCell>{use.companyName}</TableCell>
                        <TableCell>{use.user?.uname ?? t('uses.otherCompany')}</TableCell>
                        <TableCell>
                          {use.pipelineTitle ? (
                            <RouterLink to={`/data-pipeline/${use.processId}`}>{use.pipelineTitle}</RouterLink>
                          ) : (
                            t('uses.otherCompany')
                          )}
                        </TableCell>
                        <TableCell>{formatDateTime(use.createdAt, i18n.language)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Pagination page={page} total={uses.total} onPage={setPage} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('share.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
