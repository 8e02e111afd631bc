import { Button } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '../../pipelines/shared/useAppToast';

/**
 * Copies a text (a share link, a webhook address, a step's output) and says so (`done`, else 已复制); a browser that
 * refuses the clipboard — an embedding frame without allow="clipboard-write" — says that instead.
 */
export function CopyButton({
  text,
  label,
  done,
  size,
  autoFocus,
}: {
  text: string;
  label: string;
  done?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('templates');
  const toast = useAppToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(done ?? t('copy.done'));
    } catch {
      toast.show(t('copy.failed'), 'error');
    }
  };
  return (
    <Button size={size} icon={<CopyRegular />} autoFocus={autoFocus} onClick={() => void copy()}>
      {label}
    </Button>
  );
}
