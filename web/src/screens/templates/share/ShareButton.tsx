import { Button, type ButtonProps } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from './ShareDialog';

/** 分享 beside 复制 / 删除 (the list row, the editor's toolbar): opens the share dialog of one pipeline. */
export function ShareButton({ processId, title, ...button }: { processId: string; title?: string } & Pick<ButtonProps, 'size' | 'appearance'>) {
  const { t } = useTranslation('templates');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} aria-label={title ? t('share.actionNamed', { title }) : undefined} onClick={() => setOpen(true)}>
        {t('share.action')}
      </Button>
      {open && <ShareDialog processId={processId} onClose={() => setOpen(false)} />}
    </>
  );
}
