import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CREATE_CHANNEL_PRODUCT } from '@huiliu/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { isTitleAcceptable, TitleField } from '../shared/TitleField';
import { useAppToast } from '../shared/useAppToast';
import { CreatePipelineMutation } from './documents';

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: tokens.spacingHorizontalXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /data-pipeline/create: name the pipeline ('创建' is disabled while the title is too wide, spec §5), then open it. */
export default function CreatePipelineScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const toast = useAppToast();
  const [title, setTitle] = useState('');
  const [result, create] = useMutation(CreatePipelineMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data, error } = await create({ input: { title: title.trim(), createChannels: CREATE_CHANNEL_PRODUCT } });
    if (error || !data) return error && toast.failed(error);
    void navigate(`/data-pipeline/${data.createPipeline.processId}`);
  };

  return (
    <Card className={styles.card}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <Text as="h1" size={600} weight="semibold">
          {t('routes.createPipeline')}
        </Text>
        <TitleField value={title} onChange={setTitle} autoFocus />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={result.fetching || !isTitleAcceptable(title)}>
            {t('create.submit')}
          </Button>
          <Button onClick={() => void navigate('/data-pipeline')}>{t('common.cancel')}</Button>
        </div>
      </form>
    </Card>
  );
}
