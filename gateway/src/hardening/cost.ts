import {
  GraphQLError,
  Kind,
  getNamedType,
  isObjectType,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * DESIGN §5 hardening: the most platform calls one operation may cause. A screen
 * needs a handful; 30 aliased pages of 100 pipelines with their content would be
 * 3 000, which is an attack on the platform, not a screen.
 */
const MAX_UPSTREAM_CALLS = 200;

/** docs/rest-contract.md: no list returns more than 100 rows. */
const MAX_PAGE = 100;

/**
 * Fields that cost one platform call per parent object (no batch endpoint);
 * fields with the same key share that call through a loader.
 */
const PER_ITEM_CALLS: Record<string, string> = {
  'Pipeline.steps': 'pipeline-detail',
  'Pipeline.dataProcess': 'pipeline-detail',
  'Run.steps': 'run-detail',
  'Run.triggerData': 'run-detail',
  'Run.flowSteps': 'run-flow',
};

interface Walk {
  context: ValidationContext;
  fragments: Map<string, FragmentDefinitionNode>;
  root: GraphQLObjectType;
  visiting: Set<string>;
}

/**
 * Refuses operations estimated to cause more than `max` platform calls: one per
 * root field, plus one per item for PER_ITEM_CALLS fields, items counted by the
 * page's `limit` (a variable counts as the largest page). Batched fields such as
 * `creator` cost one call per operation and are not counted.
 */
export function maxCostRule(max = MAX_UPSTREAM_CALLS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    return {
      OperationDefinition(node) {
        const schema = context.getSchema();
        const root =
          node.operation === 'query'
            ? schema.getQueryType()
            : node.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        if (!root) return;
        const cost = costOf(root, node.selectionSet, 1, { context, fragments, root, visiting: new Set() });
        if (cost > max) {
          context.reportError(
            new GraphQLError(`查询过于复杂（预计 ${cost} 次后端调用，最多 ${max} 次），请缩小分页或减少字段`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_COSTLY', cost, max },
            }),
          );
        }
      },
    };
  };
}

function costOf(type: GraphQLObjectType, set: SelectionSetNode, items: number, walk: Walk): number {
  let cost = 0;
  const sharedCalls = new Set<string>();
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = type.getFields()[selection.name.value];
      if (!field) continue; // unknown fields are reported by graphql's own rules
      if (type === walk.root) cost += items;
      const call = PER_ITEM_CALLS[`${type.name}.${field.name}`];
      if (call && !sharedCalls.has(call)) {
        sharedCalls.add(call);
        cost += items;
      }
      const named = getNamedType(field.type);
      if (isObjectType(named) && selection.selectionSet) {
        cost += costOf(named, selection.selectionSet, items * pageSize(field, selection), walk);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += costOf(conditionType(selection.typeCondition?.name.value, type, walk), selection.selectionSet, items, walk);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || walk.visiting.has(name)) continue;
      walk.visiting.add(name);
      cost += costOf(conditionType(fragment.typeCondition.name.value, type, walk), fragment.selectionSet, items, walk);
      walk.visiting.delete(name);
    }
  }
  return cost;
}

/** A page field (one with `limit`) multiplies the cost of what each item asks for. */
function pageSize(field: GraphQLField<unknown, unknown>, node: FieldNode): number {
  const limitArg = field.args.find((a) => a.name === 'limit');
  if (!limitArg) return 1;
  const given = node.arguments?.find((a) => a.name.value === 'limit')?.value;
  if (!given) return typeof limitArg.defaultValue === 'number' ? limitArg.defaultValue : MAX_PAGE;
  if (given.kind === Kind.INT) return Math.min(Math.max(Number(given.value), 1), MAX_PAGE);
  return MAX_PAGE;
}

function conditionType(name: string | undefined, fallback: GraphQLObjectType, walk: Walk): GraphQLObjectType {
  const type = name ? walk.context.getSchema().getType(name) : fallback;
  return isObjectType(type) ? type : fallback;
}
