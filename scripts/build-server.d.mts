/** Types of build-server.mjs, for the TypeScript that builds the server first (bench, process tests). */
export declare const SERVER_DIST: string;
export declare function buildServer(): Promise<void>;
export declare function buildServerIfStale(): Promise<void>;
