import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Writes the journeys that passed only on a retry to E2E_RETRIED_FILE, one per line (an empty
 * file when none did), so CI can name them in its last lines: a retry hides a race or a slow
 * path that the next run may not survive.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' && result.retry > 0) {
      this.retried.push(test.titlePath().filter(Boolean).join(' › '));
    }
  }

  onEnd(): void {
    const file = process.env.E2E_RETRIED_FILE;
    if (file) writeFileSync(file, this.retried.map((line) => `${line}\n`).join(''));
  }

  printsToStdio(): boolean {
    return false;
  }
}
