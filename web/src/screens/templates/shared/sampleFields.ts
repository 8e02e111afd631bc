import { sampleTree, type SampleTreeNode } from '../../../editor/sample/sampleShapes';
import { stepRef } from '../../../editor/mapping/chipLabel';

export interface SampleField {
  /** `items.0.sku`: how people read it. */
  label: string;
  /** The example value. */
  preview: string;
  /** `{{1.items.0.sku}}`: what inserting it writes. */
  template: string;
}

const MAX_FIELDS = 40;

/**
 * The trigger sample's fields as the simplified form offers them: every leaf (first items of lists included), as
 * `{{1.path}}` references — the trigger is step 1 (spec §4 numbering), the only step whose output exists before a run.
 */
export function triggerSampleFields(sample: unknown): SampleField[] {
  const out: SampleField[] = [];
  const walk = (nodes: SampleTreeNode[]) => {
    for (const node of nodes) {
      if (out.length >= MAX_FIELDS) return;
      if (node.children) walk(node.children);
      else out.push({ label: node.path.join('.'), preview: node.preview, template: stepRef(1, node.path) });
    }
  };
  walk(sampleTree(sample));
  return out;
}
