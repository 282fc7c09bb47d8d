/** The repository every package names (GitHub), without `.git`. */
export declare const REPOSITORY: string;
/** What is missing or wrong in the package.json of `packages/<dir>`, one sentence per problem. */
export declare function metadataProblems(json: Record<string, unknown>, dir: string): string[];
