import { describe, expect, it } from 'vitest';
import { aiDraftJsonSchema, jsonSchemaOf, parseDraft } from './draft';
import { aDraft, aDraftStep } from './fixtures';
import { FieldSuggestionsSchema, FlowSuggestionsSchema } from './suggestions';

type Node = Record<string, unknown>;

/** Every object schema inside a JSON Schema (properties, items, anyOf, $defs). */
function objects(node: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((n) => objects(n, out));
  else if (node && typeof node === 'object') {
    const n = node as Node;
    if (n.type === 'object') out.push(n);
    Object.values(n).forEach((v) => objects(v, out));
  }
  return out;
}

describe('the JSON Schema an LLM is constrained with', () => {
  const schema = aiDraftJsonSchema();

  it('is derived from the draft definition: its top-level keys are the draft’s', () => {
    expect(Object.keys(schema.properties as Node)).toEqual(['title', 'trigger', 'steps', 'notes']);
    expect(schema.$schema).toBeUndefined();
  });

  it('meets OpenAI strict mode: every object closed and every property required', () => {
    for (const schemaOf of [schema, jsonSchemaOf(FlowSuggestionsSchema), jsonSchemaOf(FieldSuggestionsSchema)]) {
      const all = objects(schemaOf);
      expect(all.length).toBeGreaterThan(0);
      for (const object of all) {
        expect(object.additionalProperties).toBe(false);
        expect([...(object.required as string[])].sort()).toEqual(Object.keys(object.properties as Node).sort());
      }
    }
  });

  it('recurses through $defs for branches and loop bodies, and lists spec §5 operators', () => {
    const text = JSON.stringify(schema);
    expect(text).toContain('"$ref":"#/$defs/');
    expect(text).toContain('"enum":[11,12,13,14,15,16,17,18,21,22,23,24,25,26,31,32,33,41,42,43]');
  });
});

describe('parseDraft', () => {
  it('accepts a draft and names every structural problem by path', () => {
    expect(parseDraft(aDraft([aDraftStep('1007', 'send')])).ok).toBe(true);
    const bad = parseDraft({ ...aDraft([]), title: 7 });
    expect(bad.ok ? [] : bad.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^title：/), expect.stringMatching(/^steps：/)]));
  });
});
