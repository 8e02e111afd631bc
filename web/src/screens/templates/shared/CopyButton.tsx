import { Button } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '../../pipelines/shared/useAppToast';

/** Copies a text (a share link, a webhook address) and says so; a browser that refuses the clipboard says that instead. */
export function CopyButton({ text, label, autoFocus }: { text: string; label: string; autoFocus?: boolean }) {
  const { t } = useTranslation('templates');
  const toast = useAppToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('copy.done'));
    } catch {
      toast.show(t('copy.failed'), 'error');
    }
  };
  return (
    <Button icon={<CopyRegular />} autoFocus={autoFocus} onClick={() => void copy()}>
      {label}
    </Button>
  );
}
