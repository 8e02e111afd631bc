import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { labelKeyOf } from '../commands/applyCommand';
import { COMMANDS } from '../commands/registry';
import { shortcutLabel } from '../commands/shortcuts';
import { useEditorActions } from '../EditorActions';

const STEP_COMMANDS = COMMANDS.filter((c) => c.menu === 'step');

/** The step menu: copy, remove, move up/down, disable — the registry's 'step' commands. */
export function StepMenu({ uuid, number }: { uuid: string; number: number }) {
  const { t } = useTranslation('editor');
  const actions = useEditorActions();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          size="small"
          aria-label={t('canvas.stepMenu', { number })}
          onClick={(e) => e.stopPropagation()}
          className="nodrag"
        >
          ⋯
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {STEP_COMMANDS.map((command) => {
            const ctx = actions.context(uuid);
            const shortcut = command.shortcuts?.[0];
            return (
              <MenuItem
                key={command.id}
                disabled={!command.enabled(ctx)}
                secondaryContent={shortcut ? shortcutLabel(shortcut) : undefined}
                onClick={(e) => {
                  e.stopPropagation();
                  actions.run(command.id, { target: uuid });
                }}
              >
                {t(labelKeyOf(command, ctx))}
              </MenuItem>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
