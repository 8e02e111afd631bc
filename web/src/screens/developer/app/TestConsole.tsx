import {
  Badge,
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { AppField, AppManifest } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { OpenAppAccountsQuery, TestOpenAppActionMutation } from '../documents';
import { ConsoleAccount } from './ConsoleAccount';
import { inputData, shownJson, type TypedInput } from './consoleInput';
import type { DeveloperApp } from './types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  results: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flex: '1 1 360px', minWidth: 0 },
  // not a pane: inside the console's column a 360 px flex basis is a height, which pushed the buttons off screen
  inputs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pre: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    maxHeight: '320px',
    overflow: 'auto',
  },
});

const NO_ACCOUNT = '';

function InputField({ field, value, onChange }: { field: AppField; value: string | boolean | undefined; onChange(v: string | boolean): void }) {
  if (field.kind === 'boolean') return <Checkbox label={field.label} checked={value === true} onChange={(_, d) => onChange(d.checked === true)} />;
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={field.label} required={field.required === true} hint={field.help}>
      {field.kind === 'select' ? (
        <Dropdown
          value={field.options?.find((o) => o.value === text)?.label ?? text}
          selectedOptions={[text]}
          onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
        >
          {(field.options ?? []).map((o) => (
            <Option key={o.value} value={o.value}>
              {o.label}
            </Option>
          ))}
        </Dropdown>
      ) : field.kind === 'object' || field.kind === 'group' || field.kind === 'multiText' ? (
        <Textarea value={text} onChange={(_, d) => onChange(d.value)} />
      ) : (
        <Input type={field.kind === 'number' ? 'number' : 'text'} value={text} onChange={(_, d) => onChange(d.value)} />
      )}
    </Field>
  );
}

/**
 * 测试: pick a version (drafts included), an action and an account, fill the input, then 仅预览请求 renders the
 * request without sending it and 发送测试 sends it through the platform's guarded client; the request (secrets
 * masked by the platform) and the reply show side by side with the time it took.
 */
export function TestConsole({ app }: { app: DeveloperApp }) {
  const { t } = useTranslation('developer');
  const styles = useStyles();
  const errorText = useErrorText();
  const [version, setVersion] = useState(app.versions[0]?.version ?? '');
  const definition = app.versions.find((v) => v.version === version)?.definition as AppManifest | undefined;
  const actions = (definition?.actions ?? []).filter((a) => a.kind === 'action');
  const [actionId, setActionId] = useState(actions[0]?.action_id ?? '');
  const action = actions.find((a) => a.action_id === actionId) ?? actions[0];
  const auth = definition?.auth[0];
  const needsAccount = auth !== undefined && auth.type !== 'none';
  const [accounts, refetchAccounts] = useQuery({ query: OpenAppAccountsQuery, variables: { appId: app.appId }, pause: !needsAccount });
  const [accountId, setAccountId] = useState(NO_ACCOUNT);
  const [adding, setAdding] = useState(false);
  const [typed, setTyped] = useState<TypedInput>({});
  const [badKeys, setBadKeys] = useState<string[]>([]);
  const [result, test] = useMutation(TestOpenAppActionMutation);
  const reply = result.data?.testOpenAppAction;
  const list = accounts.data?.openAppAccounts ?? [];
  const accountName = list.find((a) => a.accountId === accountId)?.accountName ?? t('console.noAccount');

  const run = (send: boolean) => {
    if (!action) return;
    const parsed = inputData(action.fields, typed);
    setBadKeys(parsed.ok ? [] : parsed.badKeys);
    if (!parsed.ok) return;
    void test({
      input: { appId: app.appId, actionId: action.action_id, version, accountId: accountId || undefined, inputData: parsed.input, isend: send },
    });
  };

  return (
    <section className={styles.root} aria-labelledby="developer-console-title">
      <Text as="h2" size={400} weight="semibold" id="developer-console-title">
        {t('console.title')}
      </Text>
      <div className={styles.row}>
        <Field label={t('console.version')}>
          <Dropdown value={version} selectedOptions={[version]} onOptionSelect={(_, d) => d.optionValue && setVersion(d.optionValue)}>
            {app.versions.map((v) => (
              <Option key={v.version} value={v.version} text={v.version}>
                {v.version} · {t(`versionStatus.${v.status.toLowerCase()}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {action && (
          <Field label={t('console.action')}>
            <Dropdown value={action.name} selectedOptions={[action.action_id]} onOptionSelect={(_, d) => d.optionValue && setActionId(d.optionValue)}>
              {actions.map((a) => (
                <Option key={a.action_id} value={a.action_id}>
                  {a.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
        {needsAccount && (
          <>
            <Field label={t('console.account')}>
              <Dropdown value={accountName} selectedOptions={[accountId]} onOptionSelect={(_, d) => setAccountId(d.optionValue ?? NO_ACCOUNT)}>
                <Option value={NO_ACCOUNT}>{t('console.noAccount')}</Option>
                {list.map((a) => (
                  <Option key={a.accountId} value={a.accountId}>
                    {a.accountName}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button onClick={() => setAdding(true)}>{t('console.addAccount')}</Button>
          </>
        )}
      </div>
      {adding && auth && (
        <ConsoleAccount
          appId={app.appId}
          method={auth}
          onCancel={() => setAdding(false)}
          onAdded={(id) => {
            setAdding(false);
            setAccountId(id);
            refetchAccounts({ requestPolicy: 'network-only' });
          }}
        />
      )}
      {!action ? (
        <Text>{t('console.noActions')}</Text>
      ) : (
        <>
          <div role="group" aria-label={t('console.input')} className={styles.inputs}>
            <Text weight="semibold">{t('console.input')}</Text>
            {action.fields.map((field) => (
              <InputField key={field.key} field={field} value={typed[field.key]} onChange={(v) => setTyped((x) => ({ ...x, [field.key]: v }))} />
            ))}
            {badKeys.length > 0 && (
              <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
                {t('request.bodyInvalid', { reason: badKeys.join(', ') })}
              </Text>
            )}
          </div>
          <div className={styles.row}>
            <Button disabled={result.fetching} onClick={() => run(false)}>
              {t('console.preview')}
            </Button>
            <Button appearance="primary" disabled={result.fetching} onClick={() => run(true)}>
              {t('console.send')}
            </Button>
          </div>
        </>
      )}
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('console.failed', { reason: errorText(result.error) })}</MessageBarBody>
        </MessageBar>
      )}
      {reply && (
        <div className={styles.results} aria-live="polite">
          <section className={styles.pane} aria-label={t('console.request')}>
            <Text weight="semibold">{t('console.request')}</Text>
            <pre className={styles.pre} tabIndex={0}>{`${reply.request.method} ${reply.request.url}`}</pre>
            <Text size={200}>{t('console.headers')}</Text>
            <pre className={styles.pre} tabIndex={0}>
              {shownJson(reply.request.headers)}
            </pre>
            {reply.request.body !== null && reply.request.body !== undefined && (
              <>
                <Text size={200}>{t('console.body')}</Text>
                <pre className={styles.pre} tabIndex={0}>
                  {shownJson(reply.request.body)}
                </pre>
              </>
            )}
          </section>
          <section className={styles.pane} aria-label={t('console.reply')}>
            <Text weight="semibold">{t('console.reply')}</Text>
            <div className={styles.row}>
              {reply.response ? (
                <Badge appearance="tint" color={reply.ok ? 'success' : 'danger'}>
                  {t('console.status', { status: String(reply.response.status) })}
                </Badge>
              ) : (
                <Badge appearance="tint" color="subtle">
                  {t('console.notSent')}
                </Badge>
              )}
              <Text size={200}>{t('console.duration', { ms: String(reply.durationMs) })}</Text>
            </div>
            {reply.error && <Text role="alert">{t('console.error', { message: reply.error.message })}</Text>}
            {reply.response && (
              <>
                <Text size={200}>{t('console.replyHeaders')}</Text>
                <pre className={styles.pre} tabIndex={0}>
                  {shownJson(reply.response.headers)}
                </pre>
                <Text size={200}>{t('console.body')}</Text>
                <pre className={styles.pre} tabIndex={0}>
                  {shownJson(reply.response.body)}
                </pre>
              </>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
