import { Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import { formatDateTime } from '../../../util/formatDateTime';
import { WebhookAcceptQuery, WebhookPipelinesQuery } from './documents';
import { NameValueTable } from './NameValueTable';
import { bodyText, nameValueRows } from './requestParts';
import { useFormatSize } from './useFormatSize';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  links: { display: 'flex', gap: tokens.spacingHorizontalL },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingVerticalM, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, wordBreak: 'break-all' },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  body: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '480px',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  },
});

/**
 * /data-log/webhook-accepts/{acceptId}: one request a webhook received, as it came — method, content type, query,
 * headers (credentials masked by the platform before they were stored), body, size, time — and the run it started.
 */
export default function WebhookAcceptScreen() {
  const { t, i18n } = useTranslation('logs');
  const styles = useStyles();
  const size = useFormatSize();
  const acceptId = useParams().acceptId ?? '';
  const [result, refetch] = useQuery({ query: WebhookAcceptQuery, variables: { acceptId } });
  const [pipelines] = useQuery({ query: WebhookPipelinesQuery });
  const accept = result.data?.webhookAccept;

  if (result.error && !result.data) return <FetchFailed refetch={refetch} />;
  if (!result.data) return <Spinner label={t('messages.loading')} />;
  if (!accept) return <Text>{t('accept.notFound')}</Text>;
  const pipeline = pipelines.data?.pipelines.items.find((p) => p.processId === accept.processId)?.title;
  const body = bodyText(accept.acceptData);
  const fact = (label: string, value: ReactNode) => (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.detail}>{value}</dd>
    </div>
  );
  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('accept.title')}
      </Text>
      <nav className={styles.links} aria-label={t('detail.links')}>
        <RouterLink to={`/data-log/webhook-accepts?process_id=${accept.processId}`}>{t('accept.back')}</RouterLink>
      </nav>
      <Card>
        <dl className={styles.facts}>
          {fact(t('accepts.pipeline'), pipeline ?? t('accept.pipelineGone'))}
          {fact(t('accepts.time'), formatDateTime(accept.createdAt, i18n.language, { seconds: true }))}
          {fact(t('accepts.method'), accept.method)}
          {fact(t('accepts.contentType'), accept.contentType ?? t('accepts.none'))}
          {fact(t('accepts.size'), size(accept.size))}
          {fact(
            t('accepts.run'),
            accept.logId ? <RouterLink to={`/data-log/${accept.logId}`}>{t('accepts.openRun')}</RouterLink> : t('accepts.noRun'),
          )}
        </dl>
      </Card>
      <section className={styles.part} aria-label={t('accept.query')}>
        <Text as="h2" size={500} weight="semibold">
          {t('accept.query')}
        </Text>
        <NameValueTable rows={nameValueRows(accept.query)} label={t('accept.query')} />
      </section>
      <section className={styles.part} aria-label={t('accept.headers')}>
        <Text as="h2" size={500} weight="semibold">
          {t('accept.headers')}
        </Text>
        <Text className={styles.muted}>{t('accept.headersMasked')}</Text>
        <NameValueTable rows={nameValueRows(accept.headers)} label={t('accept.headers')} />
      </section>
      <section className={styles.part} aria-label={t('accept.body')}>
        <Text as="h2" size={500} weight="semibold">
          {t('accept.body')}
        </Text>
        {body.kind === 'empty' ? (
          <Text className={styles.muted}>{t('accepts.none')}</Text>
        ) : (
          // it scrolls: keyboard users must be able to reach and scroll it (axe scrollable-region-focusable)
          <pre className={styles.body} tabIndex={0}>
            {body.text}
          </pre>
        )}
      </section>
    </section>
  );
}
