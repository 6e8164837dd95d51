import {
  type ASTVisitor,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  GraphQLError,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface ListCostOptions {
  maxCost: number;
  /** How many items a list field is assumed to return when pricing what is asked of each. */
  listSize: number;
}

/**
 * Refuses an operation whose nested lists could make the server fetch too much: every field costs
 * 1 plus its selection, and a list field multiplies that by the assumed list size, so lists in
 * lists in lists grow the cost as their answers would. Introspection fields are left to the depth
 * limit, which covers them.
 */
export function listCostRule({ maxCost, listSize }: ListCostOptions) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const root = context.getSchema().getRootType(node.operation);
      if (!root) return;
      const cost = selectionCost(node.selectionSet, root, context, listSize, new Set());
      if (cost <= maxCost) return;
      context.reportError(new GraphQLError(`Query cost ${cost} exceeds the limit of ${maxCost}: ask for fewer nested lists.`, { nodes: [node] }));
    },
  });
}

function selectionCost(set: SelectionSetNode, type: GraphQLCompositeType, context: ValidationContext, listSize: number, seen: Set<string>): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      const field = type.getFields()[selection.name.value];
      if (!field) continue;
      const named = getNamedType(field.type);
      const inner = selection.selectionSet && isCompositeType(named) ? selectionCost(selection.selectionSet, named, context, listSize, seen) : 0;
      total += (1 + inner) * (returnsList(field.type) ? listSize : 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const narrowed = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : type;
      if (isCompositeType(narrowed)) total += selectionCost(selection.selectionSet, narrowed, context, listSize, seen);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A fragment that spreads itself is refused by graphql's own rules; here it is only not counted twice.
      if (!fragment || seen.has(name)) continue;
      const narrowed = context.getSchema().getType(fragment.typeCondition.name.value);
      if (isCompositeType(narrowed)) total += selectionCost(fragment.selectionSet, narrowed, context, listSize, new Set([...seen, name]));
    }
  }
  return total;
}

function returnsList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}
