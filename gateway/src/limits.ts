import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** DESIGN §5 hardening: deeper than this is abuse, not a screen's query. */
export const MAX_DEPTH = 12;
/** DESIGN §5 hardening: aliases multiply upstream calls; a screen needs a handful. */
export const MAX_ALIASES = 30;

/**
 * Refuses operations nested deeper than `max` fields. Introspection
 * (`__schema`, `__type`) is not counted: GraphiQL's own query nests `ofType`
 * deeper than any screen needs, and it costs no upstream call.
 */
export function maxDepthRule(max = MAX_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context);
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`查询嵌套过深（${depth} 层，最多 ${max} 层）`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}

/** Refuses documents with more than `max` aliased fields in all. */
export function maxAliasesRule(max = MAX_ALIASES): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases++;
      },
      Document: {
        leave(node) {
          if (aliases > max) {
            context.reportError(
              new GraphQLError(`查询别名过多（${aliases} 个，最多 ${max} 个）`, {
                nodes: [node],
                extensions: { code: 'TOO_MANY_ALIASES' },
              }),
            );
          }
        },
      },
    };
  };
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) map.set(def.name.value, def);
  }
  return map;
}

function depthOf(
  set: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A cycle is reported by graphql's own NoFragmentCycles rule; here it just stops.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}
