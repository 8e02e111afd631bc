import { actionsIn, asksForAction, type ActionMatch } from './actions';
import { branchValue, categoryIn, conditionIn, endsLoop, isElse, loopIn, type PlannedCondition } from './conditions';
import { clauses, type Clause } from './text';
import { detectTrigger, type PlannedTrigger } from './trigger';
import type { DataWord } from './vocabulary';

/** What the description asks for, before it becomes draft steps (numbers, params, words). */
export type PlanItem =
  | { kind: 'action'; app_id: string; action_id: string; clause: string; searched: boolean }
  | { kind: 'filter'; condition: PlannedCondition }
  | { kind: 'switch'; field: PlannedCondition['field']; branches: PlanBranch[] }
  | { kind: 'loop'; list: DataWord | undefined; body: PlanItem[] };

export interface PlanBranch {
  /** A category's value ("北京"); undefined for a condition's branch or the fallback. */
  value: string | undefined;
  condition: PlannedCondition | undefined;
  fallback: boolean;
  items: PlanItem[];
}

export interface Plan {
  trigger: PlannedTrigger;
  items: PlanItem[];
  /** Clauses that asked for something no rule and no search understood. */
  unknown: string[];
  /** A custom return was asked for after a trigger that has no caller to answer, and left out. */
  droppedReturn: boolean;
}

/** Finds the actions of a clause: the keyword rules, else the catalogue search. */
export type ActionFinder = (clause: string) => Promise<Array<ActionMatch & { searched: boolean }>>;

/**
 * A description read into a plan (the planner's rules, in order): the trigger first, its words removed; then clause
 * by clause a switch over a field's values ("按城市分流：北京的…，上海的…，其他…"), a condition with 否则 (a switch of two
 * branches) or without (a data filter), a loop (逐条 … until 最后), and the actions each clause names.
 */
export async function readDescription(description: string, find: ActionFinder): Promise<Plan> {
  const trigger = detectTrigger(description);
  let rest = description;
  for (const span of trigger.spans) rest = rest.replace(span, ',');
  const parts = clauses(rest);
  const found = await Promise.all(parts.map((c) => find(c.text)));
  const actions = (i: number): PlanItem[] => found[i]!.map((a) => ({ kind: 'action', ...a, clause: parts[i]!.text }));
  const items: PlanItem[] = [];
  const unknown: string[] = [];
  let loop: Extract<PlanItem, { kind: 'loop' }> | undefined;
  const target = () => loop?.body ?? items;

  for (let i = 0; i < parts.length; i++) {
    const clause = parts[i]!;
    if (loop && endsLoop(clause)) loop = undefined;
    const category = categoryIn(clause.text);
    const byValue = category ? valueBranches(parts, i + 1, actions) : undefined;
    if (category && byValue && byValue.branches.some((b) => !b.fallback)) {
      for (const b of byValue.branches) if (!b.fallback) b.condition = { field: category, operator: 11, value: b.value! };
      target().push({ kind: 'switch', field: category, branches: byValue.branches });
      i = byValue.next - 1;
      continue;
    }
    const condition = conditionIn(clause.text);
    const elseAt = condition ? elseAfter(parts, i) : -1;
    if (condition && elseAt > 0) {
      const matched = [i, ...range(i + 1, elseAt)].flatMap(actions);
      target().push({
        kind: 'switch',
        field: condition.field,
        branches: [
          { value: undefined, condition, fallback: false, items: matched },
          { value: undefined, condition: undefined, fallback: true, items: actions(elseAt) },
        ],
      });
      i = elseAt;
      continue;
    }
    if (condition) target().push({ kind: 'filter', condition });
    const loopStart = loop ? undefined : loopIn(clause.text);
    if (loopStart) {
      loop = { kind: 'loop', list: loopStart.list, body: [] };
      items.push(loop);
    }
    const named = actions(i);
    target().push(...named);
    if (!condition && !loopStart && named.length === 0 && asksForAction(clause.text) && !isEvent(clause.text)) unknown.push(clause.text);
  }
  // spec §5: a custom return only answers a webhook's caller; after any other trigger there is nobody to answer
  const droppedReturn = trigger.kind !== 'webhook' && JSON.stringify(items).includes('"app_id":"1009"');
  return { trigger, items: withoutEmptyLoops(droppedReturn ? withoutReturns(items) : items), unknown, droppedReturn };
}

function withoutReturns(items: PlanItem[]): PlanItem[] {
  return items.flatMap((item): PlanItem[] => {
    if (item.kind === 'action') return item.app_id === '1009' ? [] : [item];
    if (item.kind === 'loop') return [{ ...item, body: withoutReturns(item.body) }];
    if (item.kind === 'switch') return [{ ...item, branches: item.branches.map((b) => ({ ...b, items: withoutReturns(b.items) })) }];
    return [item];
  });
}

/** A loop nothing runs inside ("逐条" and then 最后 …) is no step: a draft's loop must have a body. */
function withoutEmptyLoops(items: PlanItem[]): PlanItem[] {
  return items.flatMap((item): PlanItem[] => {
    if (item.kind === 'loop') {
      const body = withoutEmptyLoops(item.body);
      return body.length > 0 ? [{ ...item, body }] : [];
    }
    if (item.kind === 'switch') return [{ ...item, branches: item.branches.map((b) => ({ ...b, items: withoutEmptyLoops(b.items) })) }];
    return [item];
  });
}

/** The branch clauses after a "按…分流" clause: "<value>的…" each, then an optional 其他 / 否则 one. */
function valueBranches(parts: Clause[], from: number, actions: (i: number) => PlanItem[]): { branches: PlanBranch[]; next: number } {
  const branches: PlanBranch[] = [];
  let j = from;
  for (; j < parts.length; j++) {
    const named = actions(j);
    if (named.length === 0) break;
    if (isElse(parts[j]!)) {
      branches.push({ value: undefined, condition: undefined, fallback: true, items: named });
      j++;
      break;
    }
    const value = branchValue(parts[j]!.text);
    if (!value) break;
    branches.push({ value, condition: undefined, fallback: false, items: named });
  }
  return { branches, next: j };
}

/** The 否则 clause that closes a condition started at `at`, before any other condition; -1 when there is none. */
function elseAfter(parts: Clause[], at: number): number {
  for (let k = at + 1; k < parts.length; k++) {
    if (isElse(parts[k]!)) return k;
    if (conditionIn(parts[k]!.text)) return -1;
  }
  return -1;
}

/** A clause that tells what happened ("收到付款通知", "有人提交表单后"): the trigger's, asking for nothing. */
function isEvent(clause: string): boolean {
  return /^(每当|当|收到|接收|接到|有人|有新|新的?)|(时|后|的时候)$/u.test(clause);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

/** The keyword rules as a finder, tried before the catalogue search. */
export function ruleFinder(description: string, search: (clause: string) => Promise<ActionMatch[]>): ActionFinder {
  return async (clause) => {
    const named = actionsIn(clause, description);
    if (named.length > 0) return named.map((a) => ({ ...a, searched: false }));
    if (!asksForAction(clause)) return [];
    return (await search(clause)).map((a) => ({ ...a, searched: true }));
  };
}
