// The prettier parser each formatted kind of file is given. babel-ts prints what the typescript parser prints (the
// output is the same) and, cold, in about two-thirds the time.
export const PARSERS = { typescript: "babel-ts", markdown: "markdown" } as const;
