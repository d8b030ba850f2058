// How long a test or hook may take: many tests run the CLI as a child process, which on a loaded machine can take tens
// of seconds to start, and a timeout must never decide a test there (vitest.config.ts).
export const TEST_TIMEOUT_MS = 300_000;
