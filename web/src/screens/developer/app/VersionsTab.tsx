import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { formatDateTime } from '../../../util/formatDateTime';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { PublishOpenAppVersionMutation, RollbackOpenAppMutation, SaveOpenAppVersionMutation } from '../documents';
import { isVersion, nextVersion } from './nextVersion';
import type { AppVersion, DeveloperApp } from './types';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  status: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

type Pending = { kind: 'publish' | 'rollback' | 'draft'; version: AppVersion } | null;
const refresh = { additionalTypenames: ['OpenApp', 'OpenAppVersion'] };

/** 发布 / 回滚 asks first (pipelines change what they run); 新建草稿 asks for the new number. */
function ConfirmDialog({
  app,
  pending,
  onClose,
  onCreated,
}: {
  app: DeveloperApp;
  pending: NonNullable<Pending>;
  onClose(): void;
  onCreated(version: string): void;
}) {
  const { t } = useTranslation('developer');
  const errorText = useErrorText();
  const toast = useAppToast();
  const [number, setNumber] = useState(() => nextVersion(app.versions.map((v) => v.version)));
  const [publishing, publish] = useMutation(PublishOpenAppVersionMutation);
  const [rolling, rollback] = useMutation(RollbackOpenAppMutation);
  const [saving, save] = useMutation(SaveOpenAppVersionMutation);
  const [error, setError] = useState<string | undefined>();
  const from = pending.version.version;
  const busy = publishing.fetching || rolling.fetching || saving.fetching;

  const confirm = async () => {
    const vars = { appId: app.appId, version: from };
    if (pending.kind === 'draft' && !isVersion(number)) return setError(t('versions.versionHint'));
    const reply =
      pending.kind === 'publish'
        ? await publish(vars, refresh)
        : pending.kind === 'rollback'
          ? await rollback(vars, refresh)
          : await save({ appId: app.appId, version: number, definition: { ...(pending.version.definition as object), version: number } }, refresh);
    if (reply.error) return setError(t('versions.failed', { reason: errorText(reply.error) }));
    toast.show(
      pending.kind === 'publish'
        ? t('versions.published', { version: from })
        : pending.kind === 'rollback'
          ? t('versions.rolledBack', { version: from })
          : t('versions.draftCreated', { version: number }),
    );
    onClose();
    if (pending.kind === 'draft') onCreated(number);
  };

  const title =
    pending.kind === 'publish'
      ? t('versions.publish')
      : pending.kind === 'rollback'
        ? t('versions.rollback')
        : t('versions.newDraftTitle', { version: from });
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {title} {pending.kind !== 'draft' && from}
          </DialogTitle>
          <DialogContent>
            {pending.kind === 'publish' && <Text>{t('versions.confirmPublish', { version: from })}</Text>}
            {pending.kind === 'rollback' && <Text>{t('versions.confirmRollback', { version: from })}</Text>}
            {pending.kind === 'draft' && (
              <Field label={t('versions.newVersion')} hint={t('versions.versionHint')}>
                <Input value={number} onChange={(_, d) => setNumber(d.value)} />
              </Field>
            )}
            {error && (
              <Text role="alert" style={{ display: 'block', color: tokens.colorPaletteRedForeground1, marginTop: 8 }}>
                {error}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
              {pending.kind === 'draft' ? t('versions.create') : t('versions.confirm')}
            </Button>
            <Button onClick={onClose}>{t('versions.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface Props {
  app: DeveloperApp;
  /** The draft open in 定义. */
  edited: string | undefined;
  /** Runs `then` now, or once the developer lets the edited draft's unsaved edits go. */
  guard(then: () => void): void;
  onEdit(version: string): void;
  /** A new draft was made: 定义 opens it. */
  onCreated(version: string): void;
}

/**
 * 版本: every version with its status; publish a draft, roll back to an earlier published one, or start a draft.
 * What takes the edited draft out of 定义 asks first when it has unsaved edits: editing another draft, a new draft
 * (定义 opens it), publishing the edited draft (a published version is frozen).
 */
export function VersionsTab({ app, edited, guard, onEdit, onCreated }: Props) {
  const { t, i18n } = useTranslation('developer');
  const styles = useStyles();
  const [pending, setPending] = useState<Pending>(null);
  return (
    <>
      <Table aria-label={t('versions.table')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('versions.version')}</TableHeaderCell>
            <TableHeaderCell>{t('versions.status')}</TableHeaderCell>
            <TableHeaderCell>{t('versions.note')}</TableHeaderCell>
            <TableHeaderCell>{t('versions.created')}</TableHeaderCell>
            <TableHeaderCell>{t('versions.publishedAt')}</TableHeaderCell>
            <TableHeaderCell>{t('versions.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {app.versions.map((v) => {
            const current = v.version === app.publishedVersion;
            return (
              <TableRow key={v.version}>
                <TableCell>{v.version}</TableCell>
                <TableCell>
                  <span className={styles.status}>
                    <Badge appearance="tint" color={v.status === 'PUBLISHED' ? 'success' : v.status === 'DRAFT' ? 'informative' : 'subtle'}>
                      {t(`versionStatus.${v.status.toLowerCase()}`)}
                    </Badge>
                    {current && (
                      <Badge appearance="filled" color="brand">
                        {t('versions.current')}
                      </Badge>
                    )}
                  </span>
                </TableCell>
                <TableCell>{v.note}</TableCell>
                <TableCell>{formatDateTime(v.createdAt, i18n.language)}</TableCell>
                <TableCell>{v.publishedAt ? formatDateTime(v.publishedAt, i18n.language) : ''}</TableCell>
                <TableCell>
                  <span className={styles.actions}>
                    {v.status === 'DRAFT' && (
                      <>
                        <Button size="small" onClick={() => (v.version === edited ? onEdit(v.version) : guard(() => onEdit(v.version)))}>
                          {t('versions.edit')}
                        </Button>
                        <Button
                          size="small"
                          appearance="primary"
                          onClick={() => {
                            const publish = () => setPending({ kind: 'publish', version: v });
                            if (v.version === edited) guard(publish);
                            else publish();
                          }}
                        >
                          {t('versions.publish')}
                        </Button>
                      </>
                    )}
                    {v.status === 'PUBLISHED' && !current && (
                      <Button size="small" onClick={() => setPending({ kind: 'rollback', version: v })}>
                        {t('versions.rollback')}
                      </Button>
                    )}
                    <Button size="small" onClick={() => guard(() => setPending({ kind: 'draft', version: v }))}>
                      {t('versions.newDraft')}
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {pending && <ConfirmDialog app={app} pending={pending} onClose={() => setPending(null)} onCreated={onCreated} />}
    </>
  );
}
