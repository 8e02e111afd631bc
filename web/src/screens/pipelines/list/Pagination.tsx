import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../util/listPaging';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM },
});

interface PaginationProps {
  page: number;
  total: number;
  onPage(page: number): void;
}

/** Total, page position and previous / next (page size 15, spec §9). */
export function Pagination({ page, total, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const pages = pageCount(total);
  return (
    <nav className={styles.root} aria-label={t('list.pagination')}>
      <Text>{t('list.total', { total })}</Text>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <Text>{t('list.pageOf', { page, pages })}</Text>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
