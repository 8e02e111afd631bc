import { Button, Field, makeStyles, MessageBar, MessageBarBody, Text, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorToast } from '../../errors/useErrorToast';
import { useAppToast } from '../pipelines/shared/useAppToast';
import { ShownSecret } from './ShownSecret';
import { RotateSdkPartnerSecretMutation, SaveSdkPartnerMutation } from './documents';
import { parseDomains } from './pageConfigForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

interface Partner {
  corpId: string;
  domains: readonly string[];
}

/**
 * corp_id, the secret (shown once on creation and rotation; kept by the screen, as this section starts again once the
 * new partner is read back) and the origins allowed to frame the embedded UI.
 */
export function PartnerSection({
  partner,
  secret,
  onSaved,
}: {
  partner: Partner | null;
  secret: string | null;
  /** After a save or a rotation, with the plain secret when the reply carried one. */
  onSaved: (secret: string | null) => void;
}) {
  const { t } = useTranslation('embed');
  const styles = useStyles();
  const toast = useAppToast();
  const errorToast = useErrorToast();
  const [text, setText] = useState(() => (partner?.domains ?? []).join('\n'));
  const [saving, save] = useMutation(SaveSdkPartnerMutation);
  const [rotating, rotate] = useMutation(RotateSdkPartnerSecretMutation);
  const parsed = parseDomains(text);
  const problem =
    parsed.invalid.length > 0 ? t('partner.invalidDomains', { list: parsed.invalid.join(' ') }) : parsed.tooMany ? t('partner.tooMany') : undefined;

  const onSave = async () => {
    const { data, error } = await save({ domains: parsed.domains });
    if (error || !data) return error && errorToast(error);
    setText(data.saveSdkPartner.partner.domains.join('\n'));
    onSaved(data.saveSdkPartner.secret ?? null);
    toast.show(partner ? t('partner.saved') : t('partner.created'));
  };
  const onRotate = async () => {
    const { data, error } = await rotate({});
    if (error || !data) return error && errorToast(error);
    onSaved(data.rotateSdkPartnerSecret.secret ?? null);
  };

  return (
    <section className={styles.root} aria-labelledby="embed-partner">
      <Text as="h2" id="embed-partner" size={500} weight="semibold">
        {t('partner.title')}
      </Text>
      {partner ? (
        <Text>
          {t('partner.corpId')} <span className={styles.code}>{partner.corpId}</span>
        </Text>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{t('partner.none')}</MessageBarBody>
        </MessageBar>
      )}
      {secret && <ShownSecret secret={secret} />}
      <Field label={t('partner.domains')} hint={t('partner.domainsHint')} validationMessage={problem} validationState={problem ? 'error' : 'none'}>
        <Textarea value={text} onChange={(_, d) => setText(d.value)} resize="vertical" rows={3} />
      </Field>
      <div className={styles.row}>
        <Button appearance="primary" disabled={saving.fetching || !!problem} onClick={() => void onSave()}>
          {partner ? t('partner.save') : t('partner.create')}
        </Button>
        {partner && (
          <Button disabled={rotating.fetching} onClick={() => void onRotate()}>
            {t('partner.rotate')}
          </Button>
        )}
      </div>
    </section>
  );
}
