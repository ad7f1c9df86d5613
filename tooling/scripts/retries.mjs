// The test command tries a test that fails once more, in every runner it starts, and lists the ones
// that passed only then as flaky (README, "The two commands"). Run alone, a runner tries each once.
export const VITEST_RETRY_ARGS = ['--retry=1'];
export const PLAYWRIGHT_RETRY_ARGS = ['--retries=1'];
