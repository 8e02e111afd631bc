/**
 * AI-generated pipelines (issue 12 "AI"): the draft an engine must produce, its check and conversion into the spec's
 * content, and the suggestion answers. A subpath of its own (`@huiliu/core/ai`) because it needs zod, which the web
 * bundle has no use for.
 */
export * from './draft';
export * from './build';
export * from './fieldMatch';
export * from './suggestions';
