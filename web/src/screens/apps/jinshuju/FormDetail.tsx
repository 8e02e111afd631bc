import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { JinshujuFormQuery } from './documents';
import { PushAddress } from './PushAddress';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

/**
 * One 金数据 form (REST form/detail): its fields as later steps map them — the author's label, the api code entries
 * use as key, the type, the choices — and the pipelines it triggers, each with its push address.
 */
export function FormDetail({ jsjId, formToken }: { jsjId: string; formToken: string }) {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const errorText = useErrorText();
  const [result, refetch] = useQuery({ query: JinshujuFormQuery, variables: { jsjId, formToken } });
  const form = result.data?.jinshujuForm;
  if (result.fetching && !form) return <Spinner size="tiny" label={t('jinshuju.loading')} />;
  if (!form)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{errorText(result.error, t('jinshuju.formFailed'))}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div className={styles.root}>
      <Table size="small" aria-label={t('jinshuju.fieldsOf', { form: form.name })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('jinshuju.field.label')}</TableHeaderCell>
            <TableHeaderCell>{t('jinshuju.field.code')}</TableHeaderCell>
            <TableHeaderCell>{t('jinshuju.field.type')}</TableHeaderCell>
            <TableHeaderCell>{t('jinshuju.field.choices')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {form.fields.map((f) => (
            <TableRow key={f.apiCode}>
              <TableCell>{f.required ? t('jinshuju.field.required', { label: f.label }) : f.label}</TableCell>
              <TableCell className={styles.code}>{f.apiCode}</TableCell>
              <TableCell>{t(`jinshuju.types.${f.type}`, { defaultValue: f.type })}</TableCell>
              <TableCell>{f.choices.map((c) => c.name).join(t('jinshuju.field.separator'))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Text weight="semibold">{t('jinshuju.pipelines')}</Text>
      {form.pipelines.length === 0 ? (
        <Text className={styles.muted}>{t('jinshuju.noPipelines')}</Text>
      ) : (
        form.pipelines.map((p) => (
          <PushAddress
            key={p.processId}
            processId={p.processId}
            title={p.title}
            pushUrl={p.pushUrl}
            state={form.pushUrl === p.pushUrl ? 'connected' : form.pushUrl ? 'other' : 'unset'}
            onConnected={() => refetch({ requestPolicy: 'network-only' })}
          />
        ))
      )}
    </div>
  );
}
