import type { Probe, ProbeResponse, SuiteCheck, SuiteDefinition } from '../suite-kit';
import { fail, verdict } from '../suite-kit';
import { hasSupplierPermission, type Role, type SupplierPermission } from '../../../../shared/roles';
import { ROUTES, roleMayOpen, type RouteDef } from '../../../../shared/routes';

/** How each supplier permission is put to the API, and what "allowed" looks like. */
const PROBES: Record<
  SupplierPermission,
  { label: string; call: (p: Probe) => Promise<ProbeResponse>; allowedStatus: number; allowed: string }
> = {
  read: {
    label: 'Read suppliers',
    call: (p) => p.call({ url: '/api/suppliers' }),
    allowedStatus: 200,
    allowed: 'the supplier list answers 200',
  },
  write: {
    label: 'Create suppliers',
    // An empty body: allowed callers get the validation error, so nothing is ever written.
    call: (p) => p.call({ method: 'POST', url: '/api/suppliers', payload: {} }),
    allowedStatus: 422,
    allowed: 'creating with an empty body reaches validation (422) and writes nothing',
  },
};

interface Answer {
  expected: boolean;
  actual: boolean | null;
  res: ProbeResponse;
}

function permissionCheck(permission: SupplierPermission, answer: (p: Probe) => Promise<Answer>): SuiteCheck {
  const { label, allowed } = PROBES[permission];
  return {
    name: `${label} (${permission}): the API agrees with the matrix`,
    run: async (p) => {
      const { expected, actual, res } = await answer(p);
      const role = p.actor!.role;
      if (actual === null) return fail(`Expected ${expected ? 'allowed' : 'refused (403)'}; the API answered ${res.status}.`, res.evidence);
      return verdict(
        actual === expected,
        expected ? `${role}: allowed by the matrix, and ${allowed}.` : `${role}: refused by the matrix, and the API answers 403.`,
        expected
          ? `${role}: the matrix allows ${permission}, but the API refused it (${res.status}).`
          : `${role}: the matrix refuses ${permission}, but the API allowed it (${res.status}).`,
        res.evidence,
      );
    },
  };
}

const supplierRoutes = (): RouteDef[] => ROUTES.filter((r) => r.access.kind === 'supplier');
const permissionOf = (r: RouteDef) => (r.access.kind === 'supplier' ? r.access.permission : 'read');

/** Your role's supplier permissions (read, write) against what the supplier API actually allows, and the pages that follow. */
export const supplierAccessSuite: SuiteDefinition = async () => {
  // Each permission is asked of the API once per run; the route-table check reuses the answers.
  const answers = new Map<SupplierPermission, Promise<Answer>>();
  const answer = (permission: SupplierPermission) => (p: Probe) => {
    if (!answers.has(permission)) answers.set(permission, ask(p, permission));
    return answers.get(permission)!;
  };

  return [
    permissionCheck('read', answer('read')),
    permissionCheck('write', answer('write')),
    {
      name: 'The supplier pages of the route table follow the same permissions',
      run: async (p) => {
        const role = p.actor!.role;
        const lines: string[] = [];
        const disagree: string[] = [];
        for (const route of supplierRoutes()) {
          const permission = permissionOf(route);
          const opens = roleMayOpen(route.access, role, (needed) => hasSupplierPermission(role, needed));
          const api = (await answer(permission)(p)).actual;
          lines.push(`${route.path} (${permission}): ${opens ? 'opens' : 'kept out'}`);
          if (api !== opens)
            disagree.push(`${route.path} ${opens ? 'opens' : 'is closed'} but the API ${api ? 'allows' : 'refuses'} ${permission}`);
        }
        return verdict(
          disagree.length === 0,
          `${lines.length} supplier pages for ${role}: ${lines.join('; ')}.`,
          `The route table and the API disagree for ${role}: ${disagree.join('; ')}.`,
          { request: `route table: ${lines.length} supplier pages`, response: lines.join('; ') },
        );
      },
    },
  ];
};

async function ask(p: Probe, permission: SupplierPermission): Promise<Answer> {
  const role: Role = p.actor!.role;
  const probe = PROBES[permission];
  const res = await probe.call(p);
  const actual = res.status === probe.allowedStatus ? true : res.status === 403 ? false : null;
  return { expected: hasSupplierPermission(role, permission), actual, res };
}
