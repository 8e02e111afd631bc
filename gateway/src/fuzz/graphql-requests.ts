import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { hostileText } from './rest-requests';

/** A literal for an input type: mostly of the right kind, sometimes of the wrong one, sometimes hostile. */
function literal(type: GraphQLInputType, depth = 0): fc.Arbitrary<string> {
  const wrong = fc.oneof(
    hostileText().map((s) => JSON.stringify(s)),
    fc.constantFrom('null', '0', '-1', '99999999999', '[]', '{}', 'true', '1.5'),
  );
  if (isNonNullType(type)) return literal(type.ofType, depth);
  if (isListType(type))
    return fc.oneof(
      fc.array(literal(type.ofType, depth + 1), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
      wrong,
    );
  let right: fc.Arbitrary<string>;
  if (isEnumType(type)) right = fc.constantFrom(...type.getValues().map((v) => v.name));
  else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    right =
      depth > 2 || fields.length === 0
        ? fc.constant('{}')
        : fc.tuple(...fields.map((f) => fc.option(literal(f.type, depth + 1), { nil: undefined }))).map(
            (values) =>
              `{ ${values
                .map((v, i) => (v === undefined ? '' : `${fields[i]!.name}: ${v}`))
                .filter(Boolean)
                .join(', ')} }`,
          );
  } else if (isScalarType(type) && (type.name === 'Int' || type.name === 'Float'))
    right = fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.constantFrom(0, 15, 2 ** 31 - 1)).map(String);
  else if (isScalarType(type) && type.name === 'Boolean') right = fc.boolean().map(String);
  else right = hostileText().map((s) => JSON.stringify(s));
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** A selection of a type's fields: its scalars, and now and then its objects one level down. */
function selection(type: GraphQLObjectType, depth: number): fc.Arbitrary<string> {
  const fields = Object.values(type.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const leaves = fields.filter((f) => !isObjectType(getNamedType(f.type)));
  const branches = fields.filter((f) => isObjectType(getNamedType(f.type)));
  const leafPick = leaves.length
    ? fc.subarray(
        leaves.map((f) => f.name),
        { minLength: 1 },
      )
    : fc.constant(['__typename']);
  const branchPick =
    depth < 3 && branches.length
      ? fc.subarray(branches, { maxLength: Math.min(2, branches.length) })
      : fc.constant([] as Array<GraphQLField<unknown, unknown>>);
  return fc
    .tuple(leafPick, branchPick)
    .chain(([names, nested]) =>
      fc
        .tuple(...nested.map((f) => selection(getNamedType(f.type) as GraphQLObjectType, depth + 1).map((s) => `${f.name} ${s}`)))
        .map((parts) => `{ ${[...names, ...parts].join(' ')} }`),
    );
}

/** One root field with generated arguments and selection, as a whole document. */
function operation(schema: GraphQLSchema, kind: 'query' | 'mutation', skip: ReadonlySet<string>): fc.Arbitrary<string> {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const fields = Object.values(root.getFields()).filter((f) => !skip.has(f.name));
  return fc.constantFrom(...fields).chain((field) => {
    const args = field.args.length
      ? fc.tuple(...field.args.map((a) => fc.option(literal(a.type), { nil: undefined, freq: isNonNullType(a.type) ? 10 : 2 }))).map((values) => {
          const given = values.map((v, i) => (v === undefined ? '' : `${field.args[i]!.name}: ${v}`)).filter(Boolean);
          return given.length ? `(${given.join(', ')})` : '';
        })
      : fc.constant('');
    const named = getNamedType(field.type);
    const sel = isObjectType(named) ? selection(named, 0) : fc.constant('');
    return fc.tuple(args, sel).map(([a, s]) => `${kind} { ${field.name}${a} ${s} }`);
  });
}

export interface GraphqlFuzzRequest {
  body: string;
  token: string;
}

/** Documents of the schema's own fields with generated arguments, plus documents that are plain noise. */
export function graphqlRequest(schema: GraphQLSchema, tokens: string[], skip: ReadonlySet<string>): fc.Arbitrary<GraphqlFuzzRequest> {
  const document = fc.oneof(
    { weight: 5, arbitrary: operation(schema, 'query', skip) },
    { weight: 4, arbitrary: operation(schema, 'mutation', skip) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  );
  const envelope = fc.oneof(
    { weight: 8, arbitrary: document.map((query) => JSON.stringify({ query })) },
    { weight: 1, arbitrary: fc.tuple(document, fc.jsonValue({ maxDepth: 2 })).map(([query, variables]) => JSON.stringify({ query, variables })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  );
  return fc.record({ body: envelope, token: fc.constantFrom(...tokens, '') });
}
