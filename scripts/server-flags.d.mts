/** Types of server-flags.mjs, for the TypeScript that starts the server (bench, end-to-end tests). */
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const SERVER_ENV: Readonly<Record<string, string>>;
