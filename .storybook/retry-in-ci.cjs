/* global jest, process */
// In CI (CI=true), a story whose play function fails is run once more, and its first failure is printed above the
// retry, so a flaky story is seen and fixed rather than hidden (decision 047). Locally a failure is final.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
