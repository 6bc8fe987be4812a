import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppContext, Kernel } from '../context';
import type { Db } from '../db/client';
import type { Guards } from '../auth/session';
import type { Scheduler } from '../lib/jobs';
import type { OrdersService } from './orders/orders.service';
import type { StockLedger } from './inventory/stock-ledger';
import { defineModule, moduleList, type RoutePlugin } from './define-module';
import { serverModules } from './index';
import { ordersModule } from './orders';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
/** Imports a file of this folder by path (the folder list is read at run time). */
const importFile = (...parts: string[]) => import(/* @vite-ignore */ pathToFileURL(path.join(modulesDir, ...parts)).href);
const isRoutePlugin = (value: unknown): value is RoutePlugin => typeof value === 'function';

describe('the module list (modules/index.ts)', () => {
  it('lists every module folder once, by its folder name, from the folder’s index.ts', async () => {
    const listed = serverModules.modules.map((m) => m.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(folders);
    for (const folder of folders) {
      expect(existsSync(path.join(modulesDir, folder, 'index.ts')), `${folder}/index.ts`).toBe(true);
      const exported = Object.values(await importFile(folder, 'index.ts'));
      expect(exported, `${folder}/index.ts exports one module definition`).toHaveLength(1);
      const [definition] = exported as { name: string }[];
      expect(definition.name).toBe(folder);
      expect(serverModules.modules.find((m) => m.name === folder)?.routes).toBe((definition as { routes?: RoutePlugin }).routes);
    }
  });

  it('registers every route plugin in src/server/modules/*/*.routes.ts through exactly one module of its own folder', async () => {
    const registered = serverModules.modules.filter((m) => m.routes);
    let plugins = 0;
    for (const folder of folders) {
      for (const file of readdirSync(path.join(modulesDir, folder)).filter((f) => f.endsWith('.routes.ts'))) {
        for (const [name, value] of Object.entries(await importFile(folder, file))) {
          if (!isRoutePlugin(value)) continue;
          plugins++;
          const owners = registered.filter((m) => m.routes === value).map((m) => m.name);
          expect(owners, `${folder}/${file} ${name}`).toEqual([folder]);
        }
      }
    }
    expect(plugins).toBe(registered.length);
    expect(plugins).toBeGreaterThan(15);
  });

  it('types the context precisely: each service keeps its own type, none is any', () => {
    expectTypeOf<AppContext['orders']>().toEqualTypeOf<OrdersService>();
    expectTypeOf<AppContext['ledger']>().toEqualTypeOf<StockLedger>();
    expectTypeOf<AppContext['guards']>().toEqualTypeOf<Guards>();
    expectTypeOf<AppContext['db']>().toEqualTypeOf<Db>();
    expectTypeOf<AppContext['jobs']>().toEqualTypeOf<Scheduler>();
    expectTypeOf<AppContext['orders']>().not.toBeAny();
    expectTypeOf<AppContext>().not.toHaveProperty('nothingProvidesThis');
  });

  it('refuses at compile time a module added before the modules it needs', () => {
    const needsOrders = defineModule({ name: 'x', services: ({ orders }: { orders: OrdersService }) => ({ x: orders }) });
    // @ts-expect-error nothing before it provides `orders`
    moduleList<Kernel>().add(needsOrders);
    // @ts-expect-error orders needs cart, ledger, addresses, … which the bare kernel does not have
    moduleList<Kernel>().add(ordersModule);
  });
});

describe('moduleList', () => {
  const kernel = { db: 'db' };

  it('builds services in list order, each module seeing the ones before it, and collects their jobs', () => {
    const seen: string[] = [];
    const list = moduleList<typeof kernel>()
      .add(defineModule({ name: 'a', services: ({ db }: { db: string }) => ({ a: `a(${db})` }) }))
      .add(
        defineModule({
          name: 'b',
          services: ({ a }: { a: string }) => ({ b: `b(${a})` }),
          jobs: ({ a, b }) => [{ name: 'b.tick', schedule: { everyMs: 1000 }, handler: async () => seen.push(a, b) }],
        }),
      );
    const { services, jobs } = list.build(kernel);
    expect(services).toEqual({ db: 'db', a: 'a(db)', b: 'b(a(db))' });
    expectTypeOf(services).toEqualTypeOf<{ db: string } & { a: string } & { b: string }>();
    expect(jobs.map((j) => j.name)).toEqual(['b.tick']);
    expect(list.modules.map((m) => m.name)).toEqual(['a', 'b']);
  });

  it('refuses the same module name twice, and a service key that an earlier module (or the kernel) already provides', () => {
    const a = defineModule({ name: 'a', services: () => ({ a: 1 }) });
    expect(() => moduleList<typeof kernel>().add(a).add(a)).toThrow('Module "a" is listed twice');
    const again = moduleList<typeof kernel>()
      .add(a)
      .add(defineModule({ name: 'b', services: () => ({ a: 2, db: 'other' }) }));
    expect(() => again.build(kernel)).toThrow('Module "b" provides a, db, already provided before it');
  });
});
