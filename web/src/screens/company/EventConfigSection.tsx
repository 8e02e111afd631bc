import { Button, Card, Checkbox, makeStyles, MessageBar, MessageBarBody, Switch, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../errors/useErrorText';
import type { NoticeSettingsQuery } from '../../gql/graphql';
import { formatDateTime } from '../../util/formatDateTime';
import { useAppToast } from '../pipelines/shared/useAppToast';
import { SaveNoticeEventConfigMutation } from './documents';
import { PeoplePicker, type Person } from './PeoplePicker';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  channels: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

type EventConfig = NoticeSettingsQuery['noticeEventConfigs']['items'][number];

interface Draft {
  status: boolean;
  emailNotice: boolean;
  smsNotice: boolean;
  people: Person[];
}

/** One event type's settings (spec §3 Events config), saved on its own; read-only without company.manage. */
export function EventConfigSection(props: { config: EventConfig; members: readonly Person[]; smsConfigured: boolean; readOnly: boolean }) {
  const { config, readOnly } = props;
  const { t, i18n } = useTranslation('company');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const errorText = useErrorText();
  const toast = useAppToast();
  const headingId = useId();
  const smsHintId = useId();
  const event = config.eventType.toLowerCase();
  const title = t(`events.${event}.title`);
  const [draft, setDraft] = useState<Draft>({
    status: config.status,
    emailNotice: config.emailNotice,
    smsNotice: config.smsNotice,
    people: config.notifiedUsers,
  });
  const [result, save] = useMutation(SaveNoticeEventConfigMutation);
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = async () => {
    const { data } = await save({
      eventType: config.eventType,
      input: {
        status: draft.status,
        emailNotice: draft.emailNotice,
        smsNotice: draft.smsNotice,
        notifiedUserIds: draft.people.map((p) => p.userid),
      },
    });
    if (data) toast.show(t('notices.saved', { event: title }));
  };
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <Text>{t(`events.${event}.description`)}</Text>
      <div className={styles.channels}>
        <Switch label={t('notices.status')} checked={draft.status} disabled={readOnly} onChange={(_, d) => change({ status: d.checked })} />
        <Checkbox
          label={t('notices.email')}
          checked={draft.emailNotice}
          disabled={readOnly}
          onChange={(_, d) => change({ emailNotice: d.checked === true })}
        />
        <Checkbox
          label={t('notices.sms')}
          checked={draft.smsNotice}
          disabled={readOnly || !props.smsConfigured}
          aria-describedby={props.smsConfigured ? undefined : smsHintId}
          onChange={(_, d) => change({ smsNotice: d.checked === true })}
        />
        {!props.smsConfigured && (
          <Text id={smsHintId} className={styles.muted}>
            {t('notices.smsDisabled')}
          </Text>
        )}
      </div>
      <PeoplePicker chosen={draft.people} members={props.members} readOnly={readOnly} onChange={(people) => change({ people })} />
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(result.error)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.footer}>
        <Text className={styles.muted}>
          {config.updatedAt ? t('notices.updatedAt', { time: formatDateTime(config.updatedAt, i18n.language) }) : t('notices.neverSaved')}
        </Text>
        {!readOnly && (
          <Button appearance="primary" aria-label={t('notices.save', { event: title })} disabled={result.fetching} onClick={() => void submit()}>
            {tc('common.save')}
          </Button>
        )}
      </div>
    </Card>
  );
}
