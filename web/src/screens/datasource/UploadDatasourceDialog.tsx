import {
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
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../errors/useErrorText';
import type { FieldType, UploadDatasourceFileMutation as Staged } from '../../gql/graphql';
import { FieldTypeRow } from './FieldTypeRow';
import { AddDatasourceMutation, UploadDatasourceFileMutation } from './documents';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 160px', gap: tokens.spacingVerticalS, alignItems: 'center' },
});

type StagedFile = Staged['uploadDatasourceFile'];

/**
 * 上传数据源: a CSV or XLSX file is sent, read by the platform (off its event loop) and described; the person checks
 * the detected column types and the name, then the rows are imported as a new data source.
 */
export function UploadDatasourceDialog({ onClose, onCreated }: { onClose(): void; onCreated(dsid: string): void }) {
  const { t } = useTranslation('datasource');
  const styles = useStyles();
  const errorText = useErrorText();
  const [uploaded, upload] = useMutation(UploadDatasourceFileMutation);
  const [added, add] = useMutation(AddDatasourceMutation);
  const [staged, setStaged] = useState<StagedFile | null>(null);
  const [name, setName] = useState('');
  const [types, setTypes] = useState<Record<string, FieldType>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const { data, error } = await upload({ file });
    if (error || !data) return setProblem(errorText(error, t('upload.failed')));
    setStaged(data.uploadDatasourceFile);
    setName(file.name.replace(/\.(csv|xlsx)$/i, ''));
    setTypes(Object.fromEntries(data.uploadDatasourceFile.types.map((f) => [f.name, f.type])));
  };
  const create = async () => {
    if (!staged) return;
    if (!name.trim()) return setProblem(t('upload.nameRequired'));
    const tableFields = staged.types.map((f) => ({ name: f.name, type: types[f.name] ?? f.type }));
    const { data, error } = await add(
      { input: { name: name.trim(), tableFields, filepath: staged.filepath, sheet: staged.sheet } },
      { additionalTypenames: ['Datasource'] },
    );
    if (error || !data) return setProblem(errorText(error, t('upload.failed')));
    onCreated(data.addDatasource.dsid);
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogContent className={styles.body}>
            <Field label={t('upload.file')} hint={t('upload.fileHint')}>
              <input type="file" accept=".csv,.xlsx" aria-label={t('upload.file')} onChange={(e) => void choose(e.target.files?.[0])} />
            </Field>
            {uploaded.fetching && <Spinner size="tiny" label={t('upload.reading')} />}
            {staged && (
              <>
                <Text>{t('upload.found', { rows: staged.rows, columns: staged.headers.length })}</Text>
                <Field label={t('upload.name')} required>
                  <Input value={name} onChange={(_, d) => setName(d.value)} />
                </Field>
                <div className={styles.columns} role="group" aria-label={t('upload.columns')}>
                  {staged.types.map((f) => (
                    <FieldTypeRow
                      key={f.name}
                      name={f.name}
                      value={types[f.name] ?? f.type}
                      onChange={(type) => setTypes({ ...types, [f.name]: type })}
                    />
                  ))}
                </div>
              </>
            )}
            {problem && (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={!staged || added.fetching} onClick={() => void create()}>
              {t('upload.create')}
            </Button>
            <Button onClick={onClose}>{t('upload.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
