import { Button, Card, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { addBranch, emptyCondition, moveBranch, removeBranch, renameBranch, updateBranch, type AppStep } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { ConditionsEditor } from './conditions/ConditionsEditor';
import type { StepEdit } from './useStepEdit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  title: { flexGrow: 1, minWidth: '120px' },
  note: { color: tokens.colorNeutralForeground3 },
  icon: { minWidth: '32px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Switch branches: add, rename, reorder, remove, conditions, and the one fallback branch (spec §4, DESIGN §4). */
export function SwitchEditor({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const segs = step.segs ?? [];
  const conditional = segs.filter((s) => !s.isFallback).length;
  // one fallback per switch, always last (core's updateBranch/addBranch keep it so): it is the branch
  // taken when no other matches, so it has no conditions, no toggle, and is neither moved nor removed.
  // A switch saved without one (imported, older) gets a button to add it.
  const hasFallback = segs.some((s) => s.isFallback);
  return (
    <div className={styles.root}>
      {segs.map((seg, i) => {
        const name = seg.title || t('canvas.fallback');
        return (
          <Card key={seg.segKey} role="group" aria-label={t('switch.branch', { name })}>
            <div className={styles.head}>
              <Input
                className={styles.title}
                aria-label={t('switch.name', { index: i + 1 })}
                value={seg.title}
                onChange={(_, d) => edit.apply((c) => renameBranch(c, step.uuid, seg.segKey, d.value), `${step.uuid}.${seg.segKey}.title`)}
              />
              {!seg.isFallback && (
                <>
                  <Button
                    className={styles.icon}
                    size="small"
                    aria-label={t('switch.moveLeft', { name })}
                    disabled={i === 0}
                    onClick={() => edit.apply((c) => moveBranch(c, step.uuid, seg.segKey, 'left'))}
                  >
                    ←
                  </Button>
                  <Button
                    className={styles.icon}
                    size="small"
                    aria-label={t('switch.moveRight', { name })}
                    disabled={i === segs.length - 1 || !!segs[i + 1]?.isFallback}
                    onClick={() => edit.apply((c) => moveBranch(c, step.uuid, seg.segKey, 'right'))}
                  >
                    →
                  </Button>
                  <Button
                    className={styles.icon}
                    size="small"
                    aria-label={t('switch.remove', { name })}
                    disabled={conditional <= 1}
                    onClick={() => edit.apply((c) => removeBranch(c, step.uuid, seg.segKey))}
                  >
                    ×
                  </Button>
                </>
              )}
            </div>
            {seg.isFallback ? (
              <Text size={200} className={styles.note}>
                {t('switch.fallback')}
              </Text>
            ) : (
              <ConditionsEditor
                value={seg.conditions}
                stepUuid={step.uuid}
                onChange={(groups) =>
                  edit.apply((c) => updateBranch(c, step.uuid, seg.segKey, { conditions: groups }), `${step.uuid}.${seg.segKey}.conditions`)
                }
              />
            )}
          </Card>
        );
      })}
      <div className={styles.actions}>
        {!hasFallback && (
          <Button
            onClick={() => edit.apply((c) => addBranch(c, step.uuid, { segKey: crypto.randomUUID(), title: t('canvas.fallback'), isFallback: true }))}
          >
            {t('switch.addFallback')}
          </Button>
        )}
        <Button
          onClick={() =>
            edit.apply((c) =>
              addBranch(c, step.uuid, {
                segKey: crypto.randomUUID(),
                title: t('switch.newName', { index: conditional + 1 }),
                conditions: [[emptyCondition()]],
              }),
            )
          }
        >
          {t('switch.add')}
        </Button>
      </div>
    </div>
  );
}
