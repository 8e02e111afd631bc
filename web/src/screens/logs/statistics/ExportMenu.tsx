import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { CsvExport } from './useCsvExport';

/** 导出 CSV: the view's statistics, or the runs its filters match. */
export function ExportMenu({ csv, disabled }: { csv: CsvExport; disabled: boolean }) {
  const { t } = useTranslation('logStats');
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownloadRegular />} disabled={disabled || csv.busy !== null}>
          {t('export.button')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void csv.start('series')}>{t('export.series')}</MenuItem>
          <MenuItem onClick={() => void csv.start('runs')}>{t('export.runs')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
