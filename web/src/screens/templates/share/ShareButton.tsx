import { Button, type ButtonProps } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The dialog and its texts (the 'templates' namespace) load on the first click: the pipeline list and the editor
 * that show this button never wait for them, and a first open never suspends the screen around the button.
 */
const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })));

/** 分享 beside 复制 / 删除 (the list row, the editor's toolbar): opens the share dialog of one pipeline. */
export function ShareButton({ processId, title, ...button }: { processId: string; title?: string } & Pick<ButtonProps, 'size' | 'appearance'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} aria-label={title ? t('list.shareNamed', { title }) : undefined} onClick={() => setOpen(true)}>
        {t('list.shareAction')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog processId={processId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
