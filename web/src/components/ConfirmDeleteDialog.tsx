import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  title: string;
  body: ReactNode;
  /** The confirm button's words ('删除', '批量删除'); the cancel button says 取消. */
  confirmLabel: string;
  /** The call is under way: the confirm button waits. */
  busy: boolean;
  /** A refusal to show inside the dialog (the dialog stays open to read it), when the screen does not toast it. */
  problem?: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a delete; the screen owns the call and what follows it (spec §8's 删除成功, or the refusal). */
export function ConfirmDeleteDialog({ title, body, confirmLabel, busy, problem, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {body}
            {problem && (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
