import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// The first lint of a run loads the whole config and its plugins.
vi.setConfig({ testTimeout: 60_000 });

/** The import boundaries in eslint.config.js, checked on probe sources at paths where they would live. */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '../..', file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/no-cross-imports').map((m) => m.message);
}

describe('server module boundaries', () => {
  it('refuses a value import from another module, from a file one folder down', async () => {
    const errors = await boundaryErrors(
      'src/server/modules/sales/probe/probe.ts',
      "import { financeModule } from '../../finance/index';\nexport const probe = financeModule;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Server modules share only injected services')]);
  });

  it('refuses a value import from a nested file of another module', async () => {
    const errors = await boundaryErrors(
      'src/server/modules/finance/probe.ts',
      "import { suites } from '../diagnostics/suites/index';\nexport const probe = suites;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows type imports across modules and value imports within one module or from lib', async () => {
    const errors = await boundaryErrors(
      'src/server/modules/sales/probe/probe.ts',
      [
        "import type { FinanceService } from '../../finance/finance.service';",
        "import { type CatalogService } from '../../catalog/catalog.service';",
        "import { salesModule } from '../index';",
        "import { AppError } from '../../../lib/app-error';",
        'export const probe: [FinanceService?, CatalogService?] = [];',
        'export const used = [salesModule, AppError];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('web feature boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/web/features/orders/probe.ts',
      "import { x } from '../catalog/probe-target';\nexport const probe = x;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature must not import another feature')]);
  });
});
