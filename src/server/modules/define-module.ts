import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { JobDefinition } from '../lib/jobs';

/**
 * How a server module plugs into the app (docs/adding-a-module.md). A module is one folder whose index.ts
 * exports one `defineModule(...)`; src/server/modules/index.ts lists them, and context.ts / app.ts build and
 * register everything from that list.
 *
 * Typing: a module writes down what it needs (`services: (deps: Kernel & { notifier: Notifier }) => …`). The list
 * adds modules one by one and only accepts a module whose needs are met by the kernel plus the services of the
 * modules before it, so a missing or misordered dependency is a compile error, not an `undefined` at start-up.
 * What each module returns is merged into the context under its own keys (`ctx.orders`, `ctx.cart`, …).
 */

/** Registers HTTP routes. Runs after every module's services are built, so it receives the whole context. */
export type RoutePlugin = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

export interface ServerModule<Needs, Provides> {
  /** The folder name under src/server/modules (checked by modules/registry.test.ts). */
  readonly name: string;
  /** Builds the module's services; `{}` for a module that only has routes. Keys must not clash with others'. */
  readonly services: (deps: Needs) => Provides;
  readonly routes?: RoutePlugin;
  /** Timed work for the one scheduler (lib/jobs.ts, decision 006), built from the same services. */
  readonly jobs?: (ctx: Needs & Provides) => readonly JobDefinition[];
}

/** Identity at run time; gives a module literal its inferred `Needs` (from the annotated deps) and `Provides`. */
export function defineModule<Needs, Provides extends object>(module: ServerModule<Needs, Provides>): ServerModule<Needs, Provides> {
  return module;
}

/** What the app keeps of each listed module once the list is built. */
export interface ListedModule {
  readonly name: string;
  readonly routes?: RoutePlugin;
}

export interface ModuleList<Kernel extends object, Ctx extends object> {
  readonly modules: readonly ListedModule[];
  /** Adds a module whose needs `Ctx` (the kernel and every module added so far) satisfies. */
  add<Provides extends object>(module: ServerModule<Ctx, Provides>): ModuleList<Kernel, Ctx & Provides>;
  /** Builds every module's services in list order, and collects their jobs. */
  build(kernel: Kernel): { services: Ctx; jobs: JobDefinition[] };
}

/** Starts a list on top of the kernel (the infrastructure context.ts creates before any module). */
export function moduleList<Kernel extends object>(): ModuleList<Kernel, Kernel> {
  return listOf<Kernel, Kernel>([], (kernel) => ({ services: kernel, jobs: [] }));
}

function listOf<Kernel extends object, Ctx extends object>(
  modules: readonly ListedModule[],
  build: ModuleList<Kernel, Ctx>['build'],
): ModuleList<Kernel, Ctx> {
  return {
    modules,
    build,
    add<Provides extends object>(module: ServerModule<Ctx, Provides>) {
      if (modules.some((m) => m.name === module.name)) throw new Error(`Module "${module.name}" is listed twice`);
      const listed: ListedModule = { name: module.name, routes: module.routes };
      return listOf<Kernel, Ctx & Provides>([...modules, listed], (kernel) => {
        const before = build(kernel);
        const provided = module.services(before.services);
        // A second `orders` would silently replace the first one for every route; refuse it at start-up.
        const clash = Object.keys(provided).filter((key) => Object.hasOwn(before.services, key));
        if (clash.length) throw new Error(`Module "${module.name}" provides ${clash.join(', ')}, already provided before it`);
        const services = { ...before.services, ...provided };
        return { services, jobs: [...before.jobs, ...(module.jobs?.(services) ?? [])] };
      });
    },
  };
}
