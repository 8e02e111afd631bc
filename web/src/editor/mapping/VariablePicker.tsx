import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
  Tree,
  TreeItem,
  TreeItemLayout,
} from '@fluentui/react-components';
import { stepNumbers, stepSample, stepsBefore } from '@huiliu/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useStepText } from '../canvas/useStepText';
import { sampleLabels, sampleTree, type SampleTreeNode } from '../sample/sampleShapes';
import { useEditorStore } from '../store/useEditorStore';
import { envRef, stepRef } from './chipLabel';
import { PickerVariablesQuery } from './documents';

const useStyles = makeStyles({
  surface: { width: '380px', maxHeight: '420px', overflowY: 'auto', padding: tokens.spacingVerticalS },
  value: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS, wordBreak: 'break-all' },
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS },
  trigger: {
    minWidth: 'auto',
    whiteSpace: 'nowrap',
    flexShrink: 0,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
  },
});

interface VariablePickerProps {
  stepUuid: string;
  fieldLabel: string;
  onPick(template: string): void;
}

/** Lists every earlier step's sample data as a tree with values, and the environment variables. */
export function VariablePicker({ stepUuid, fieldLabel, onPick }: VariablePickerProps) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const content = useEditorStore((s) => s.content);
  const text = useStepText();
  const [variables] = useQuery({ query: PickerVariablesQuery, variables: { limit: 100 }, pause: !open });
  const earlier = useMemo(() => {
    const numbers = stepNumbers(content);
    return stepsBefore(content, stepUuid).map((step) => ({ step, number: numbers.get(step.uuid)!, sample: stepSample(step) }));
  }, [content, stepUuid]);

  const pick = (template: string) => {
    onPick(template);
    setOpen(false);
  };

  // the key and its value are two texts side by side; read together they ran into one ("attachments2", issue 10 item 7)
  const keyName = (node: SampleTreeNode) => (node.label ? t('picker.labelled', { label: node.label, key: node.key }) : node.key);
  const itemName = (node: SampleTreeNode) => (node.preview ? t('picker.itemName', { key: keyName(node), value: node.preview }) : keyName(node));

  const renderNodes = (number: number, nodes: SampleTreeNode[]) =>
    nodes.map((node) =>
      node.children ? (
        <TreeItem key={node.key} itemType="branch" value={`${number}:${node.path.join('.')}`} aria-label={itemName(node)}>
          <TreeItemLayout>
            {keyName(node)}
            <Text size={200} className={styles.value}>
              {node.preview}
            </Text>
          </TreeItemLayout>
          <Tree>{renderNodes(number, node.children)}</Tree>
        </TreeItem>
      ) : (
        <TreeItem
          key={node.key}
          itemType="leaf"
          value={`${number}:${node.path.join('.')}`}
          aria-label={itemName(node)}
          onClick={() => pick(stepRef(number, node.path))}
        >
          <TreeItemLayout>
            {keyName(node)}
            <Text size={200} className={styles.value}>
              {node.preview}
            </Text>
          </TreeItemLayout>
        </TreeItem>
      ),
    );

  const envItems = variables.data?.variables.items ?? [];
  return (
    <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button className={styles.trigger} aria-label={t('picker.open', { field: fieldLabel })} title={t('picker.title')}>
          {'{ }'}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('picker.title')}>
        {earlier.length === 0 && envItems.length === 0 && <Text className={styles.empty}>{t('picker.nothing')}</Text>}
        <Tree aria-label={t('picker.title')} defaultOpenItems={earlier.filter((e) => e.sample !== undefined).map((e) => `step:${e.step.uuid}`)}>
          {earlier.map(({ step, number, sample }) => {
            const nodes = sampleTree(sample, [], sampleLabels(step.newSampleLabel));
            return (
              <TreeItem key={step.uuid} itemType="branch" value={`step:${step.uuid}`}>
                <TreeItemLayout>{`${number}. ${text(step).title}`}</TreeItemLayout>
                <Tree>
                  {nodes.length > 0 ? (
                    renderNodes(number, nodes)
                  ) : (
                    <TreeItem itemType="leaf" value={`step:${step.uuid}:none`} aria-disabled>
                      <TreeItemLayout>{t('picker.noSample')}</TreeItemLayout>
                    </TreeItem>
                  )}
                </Tree>
              </TreeItem>
            );
          })}
          {envItems.length > 0 && (
            <TreeItem itemType="branch" value="env">
              <TreeItemLayout>{t('picker.env')}</TreeItemLayout>
              <Tree>
                {envItems.map((v) => (
                  <TreeItem
                    key={v.variableId}
                    itemType="leaf"
                    value={`env:${v.variableKey}`}
                    aria-label={v.variableName ? t('picker.envName', { key: v.variableKey, name: v.variableName }) : v.variableKey}
                    onClick={() => pick(envRef(v.variableKey))}
                  >
                    <TreeItemLayout>
                      {v.variableKey}
                      <Text size={200} className={styles.value}>
                        {v.variableName}
                      </Text>
                    </TreeItemLayout>
                  </TreeItem>
                ))}
              </Tree>
            </TreeItem>
          )}
        </Tree>
      </PopoverSurface>
    </Popover>
  );
}
