import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { JinshujuFormsQuery } from './documents';
import { FormDetail } from './FormDetail';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
  picker: { maxWidth: '320px' },
});

/**
 * 表单 on the 金数据 app page (issue 17): an account's forms (REST form/select, a page of 50 and 金数据's `next`), each
 * opening onto its fields and the push addresses of the pipelines it triggers.
 */
export function JinshujuForms({ accounts }: { accounts: ReadonlyArray<{ accountId: string; accountName: string }> }) {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<string | undefined>();
  const [next, setNext] = useState<string | undefined>();
  const jsjId = accounts.some((a) => a.accountId === chosen) ? chosen! : accounts[0]?.accountId;
  const [result] = useQuery({ query: JinshujuFormsQuery, variables: { jsjId: jsjId ?? '', ...(next ? { next } : {}) }, pause: !jsjId });
  const page = result.data?.jinshujuForms;
  return (
    <section className={styles.section} aria-labelledby="jinshuju-forms-heading">
      <Text as="h3" weight="semibold" id="jinshuju-forms-heading">
        {t('jinshuju.forms')}
      </Text>
      {!jsjId ? (
        <Text className={styles.muted}>{t('jinshuju.addAccountFirst')}</Text>
      ) : (
        <>
          {accounts.length > 1 && (
            <Field label={t('jinshuju.account')} className={styles.picker}>
              <Select
                value={jsjId}
                onChange={(_, d) => {
                  setChosen(d.value);
                  setNext(undefined);
                }}
              >
                {accounts.map((a) => (
                  <option key={a.accountId} value={a.accountId}>
                    {a.accountName}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {result.fetching && !page ? (
            <Spinner size="tiny" label={t('jinshuju.loading')} />
          ) : !page ? (
            <MessageBar intent="error">
              <MessageBarBody>{errorText(result.error, t('jinshuju.formsFailed'))}</MessageBarBody>
            </MessageBar>
          ) : page.items.length === 0 ? (
            <Text className={styles.muted}>{t('jinshuju.noForms')}</Text>
          ) : (
            <Accordion collapsible aria-label={t('jinshuju.forms')}>
              {page.items.map((f) => (
                <AccordionItem key={f.formToken} value={f.formToken}>
                  <AccordionHeader>{t('jinshuju.formTitle', { name: f.name, token: f.formToken })}</AccordionHeader>
                  <AccordionPanel>
                    <FormDetail jsjId={jsjId} formToken={f.formToken} />
                  </AccordionPanel>
                </AccordionItem>
              ))}
            </Accordion>
          )}
          {page?.next && (
            <div>
              <Button onClick={() => setNext(page.next ?? undefined)}>{t('jinshuju.nextPage')}</Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
