import { Badge, Button, makeStyles, Toolbar, ToolbarButton, ToolbarDivider, tokens, Tooltip } from '@fluentui/react-components';
import { isTitleTooWide } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PipelineStatus } from '../../gql/graphql';
import { RunNowButton } from '../../screens/pipelines/shared/RunNowButton';
import { ShareButton } from '../../screens/templates/share/ShareButton';
import { TitleField } from '../../screens/pipelines/shared/TitleField';
import { labelKeyOf } from '../commands/applyCommand';
import { COMMANDS } from '../commands/registry';
import { shortcutLabel } from '../commands/shortcuts';
import { useEditorActions } from '../EditorActions';
import { isDirty } from '../store/editorState';
import type { EditorStore } from '../store/editorStore';
import { useValidationVersion } from '../store/catalogueValidation';
import { readinessOf } from '../store/selectors';
import { useEditorStore } from '../store/useEditorStore';
import { PipelineSettingsDialog } from './PipelineSettingsDialog';
import { ReadinessBadge } from './ReadinessBadge';
import { SaveDialog } from './SaveDialog';
import { StatusSwitch } from './StatusSwitch';
import { StepSearch } from './StepSearch';
import { usePipelineSave } from './usePipelineSave';

const TOOLBAR_COMMANDS = COMMANDS.filter((c) => c.menu === 'toolbar');

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: { display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { flexGrow: 1, maxWidth: '560px', minWidth: '240px' },
  grow: { flexGrow: 1 },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalL },
});

interface EditorToolbarProps {
  store: EditorStore;
  processId: string | undefined;
  status: PipelineStatus;
}

/** Title (spec §5 width rule live), the registry's toolbar commands, step search, problems, save, publish. */
export function EditorToolbar({ store, processId, status }: EditorToolbarProps) {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const actions = useEditorActions();
  const title = useEditorStore((s) => s.title);
  const dirty = useEditorStore(isDirty);
  // the commands' enabled state (undo, redo, paste after a copy) follows history and selection
  useEditorStore((s) => s.history);
  useEditorStore((s) => s.selected);
  // the same computation as the steps' badges, so the summary never contradicts them
  useValidationVersion();
  const readiness = useEditorStore((s) => readinessOf(s.content));
  const { save, saving } = usePipelineSave(store, processId);
  const [saveOpen, setSaveOpen] = useState(false);
  const titleOk = title.trim() !== '' && !isTitleTooWide(title);

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <div className={styles.title}>
          <TitleField value={title} onChange={(value) => store.setState((s) => ({ ...s, title: value }))} />
        </div>
        <div className={styles.grow} />
        <div className={styles.end}>
          <ReadinessBadge readiness={readiness} />
          {dirty && (
            <Badge appearance="outline" color="warning">
              {t('toolbar.unsaved')}
            </Badge>
          )}
          {processId && <PipelineSettingsDialog processId={processId} />}
          {/* issue 12: share the saved pipeline as a template (its steps are copied when shared) */}
          {processId && <ShareButton processId={processId} />}
          {processId && <StatusSwitch processId={processId} status={status} dirty={dirty} problems={readiness.errorSteps} />}
          {/* a run uses the saved content, so unsaved edits would not be what runs */}
          {processId && <RunNowButton processId={processId} blockedReason={dirty ? tc('runNow.saveFirst') : undefined} />}
          <Button appearance="primary" disabled={saving || !titleOk} onClick={() => (processId ? setSaveOpen(true) : void save())}>
            {processId ? t('toolbar.save') : t('toolbar.create')}
          </Button>
          <Link to="/data-pipeline">{t('toolbar.back')}</Link>
        </div>
      </div>
      <Toolbar aria-label={t('toolbar.label')} size="small">
        {TOOLBAR_COMMANDS.map((command) => {
          const ctx = actions.context();
          const label = t(labelKeyOf(command, ctx));
          const shortcut = command.shortcuts?.[0];
          return (
            <Tooltip key={command.id} content={shortcut ? `${label} (${shortcutLabel(shortcut)})` : label} relationship="description">
              <ToolbarButton disabled={!command.enabled(ctx)} onClick={() => actions.run(command.id)}>
                {label}
              </ToolbarButton>
            </Tooltip>
          );
        })}
        <ToolbarDivider />
        <StepSearch />
      </Toolbar>
      <SaveDialog
        open={saveOpen}
        saving={saving}
        onClose={() => setSaveOpen(false)}
        onSave={(remark) => void save(remark).then((outcome) => outcome !== 'failed' && setSaveOpen(false))}
      />
    </div>
  );
}
