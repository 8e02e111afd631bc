import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AppAccountPartsFragment } from '../../../gql/graphql';
import { AccountForm, type FormApp } from './AccountForm';
import { useCatalogueText } from './appText';

interface AddAccountDialogProps {
  app: FormApp;
  /** Where an OAuth 2 authorisation comes back to; the page the dialog is on when absent. */
  returnTo?: string;
  onClose(): void;
  onSaved(account: AppAccountPartsFragment): void;
}

/** 添加账户: the app's generated account form in a dialog (/app-manage, the editor's account picker, creating from a template). */
export function AddAccountDialog({ app, returnTo, onClose, onSaved }: AddAccountDialogProps) {
  const { t } = useTranslation('apps');
  const text = useCatalogueText();
  const location = useLocation();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('accounts.addTitle', { app: text.appName(app) })}</DialogTitle>
          <DialogContent>
            <AccountForm app={app} returnTo={returnTo ?? `${location.pathname}${location.search}`} onCancel={onClose} onSaved={onSaved} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
