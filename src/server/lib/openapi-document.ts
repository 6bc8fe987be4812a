/**
 * The API document's shared parts (issue 19): the areas it is tagged by, its security schemes, the one error shape,
 * and the paging parameters and list envelope. Routes declare their own schemas through the route kit;
 * `finishDocument` then points every error response, paging parameter and list envelope at one component each, so a
 * client generated from the document gets one type for each.
 */
/** The areas of DESIGN.md §3 the API is grouped by, in the order the document lists them. */
export const API_AREAS = {
  auth: 'Sign-in, sign-up, password reset, two-factor and access tokens (JWT) for other services.',
  profiles: "The signed-in user's own profile, account, sessions and preferences.",
  iam: 'Head office: users, roles, invitations, location assignments and the audit log.',
  locations: 'Franchise locations: the network directory, assignments and status.',
  brands: "The brands, their public microsites and the public site's content.",
  catalog: 'Products, categories, prices and warehouse stock as franchisees see it.',
  cart: "A franchisee's cart for one location.",
  checkout: 'Placing an order: delivery addresses and payment methods.',
  orders: "Orders: a franchisee's own, and head office's order management.",
  approvals: "Head office's approval queue for orders.",
  shipping: 'Shipments, tracking and delivery.',
  inventory: 'Warehouse stock, receipts, adjustments and the stock ledger.',
  suppliers: 'Suppliers, their products and contracts.',
  purchasing: 'Purchase orders to suppliers and their receipt.',
  sales: 'Daily sales reports from locations.',
  analytics: 'Dashboards and analytics, with exports.',
  finance: 'Invoices, payments and royalties.',
  notifications: 'Notifications, the live stream and announcements.',
  training: 'Training courses, lessons, quizzes and completion.',
  marketing: 'Marketing assets and campaigns.',
  contracts: "A franchisee's contract package and documents.",
  support: 'Support requests and their threads.',
  applications: 'Franchise applications, from the public form to the pipeline.',
  blog: 'The public blog and its management.',
  contact: 'Contact messages from the public site.',
  diagnostics: 'Health, readiness, metrics, the diagnostics suites and the error and vitals reports.',
  pos: 'Location API keys and the POS sales feed (called with a location key, not a session).',
  audits: 'Brand-standards audits: templates, scheduling, answers and photos, reports and corrective actions.',
  openings: "A new store's opening project: checklist, documents, starter order and going live.",
} as const;
export type ApiArea = keyof typeof API_AREAS;

const SESSION_COOKIE = 'better-auth.session_token';

export const SECURITY_SCHEMES = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The session cookie set by POST /api/auth/sign-in/email (named __Secure-${SESSION_COOKIE} when served over https).`,
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A short-lived access token from GET /api/auth/token (signed in with the session cookie). Verify it with the public keys at /api/auth/jwks (also /.well-known/jwks.json).',
  },
  posKeyAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'fhpos_<id>_<secret>',
    description:
      'A location API key (scope sales:write for that one location), created by head office or the location’s owner on the location’s page and shown once. Send it as `Authorization: Bearer fhpos_…`. Rate-limited per key (429 with Retry-After).',
  },
} as const;

/** A route that needs a signed-in caller, by either scheme. */
export const SIGNED_IN: Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
/** A route a POS calls with a location API key (issue 36). */
export const LOCATION_KEY: Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>[] = [{ posKeyAuth: [] }];
/** A public route. */
export const PUBLIC: [] = [];

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };
const PAGE_REF = { $ref: '#/components/schemas/Page' };
const PAGING_PARAMETERS = {
  limit: {
    name: 'limit',
    in: 'query',
    required: false,
    description: 'How many items a page holds (1–100). Each list has its own default, usually 20 or 25.',
    schema: { type: 'integer', minimum: 1, maximum: 100 },
  },
  offset: {
    name: 'offset',
    in: 'query',
    required: false,
    description: 'How many items to skip: 0 for the first page, then limit, 2 × limit, …',
    schema: { type: 'integer', minimum: 0, default: 0 },
  },
} as const;
const PAGING_REFS: Record<string, { $ref: string }> = {
  limit: { $ref: '#/components/parameters/Limit' },
  offset: { $ref: '#/components/parameters/Offset' },
};

/** A multipart upload as a route declares it: what its file is and the form's other fields (name → what it holds). */
export interface Upload {
  file: string;
  fields?: Record<string, string>;
}
/** The operation keys the route kit carries an upload and a body example in, until finishDocument moves them into the request body. */
export const UPLOAD_EXTENSION = 'x-upload';
export const EXAMPLE_EXTENSION = 'x-body-example';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ items: T[], total }`, a paged list: becomes the Page component with its item type. */
function asPage(schema: unknown): Json | null {
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) return null;
  const { items, total, ...others } = schema.properties;
  if (Object.keys(others).length || !isObject(items) || items.type !== 'array' || !isObject(total) || total.type !== 'integer') return null;
  return { allOf: [PAGE_REF, { type: 'object', properties: { items } }] };
}

/** The one error shape; a few routes answer 503 with their own report instead (/api/health, /api/ready). */
const isErrorShape = (schema: unknown) => isObject(schema) && isObject(schema.properties) && 'error' in schema.properties;

/** The multipart form of an upload; beside a JSON body when the route takes either (support replies). */
function uploadForm({ file, fields = {} }: Upload): Json {
  const properties: Json = Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }]));
  properties.file = { type: 'string', contentMediaType: 'application/octet-stream', description: file };
  return { schema: { type: 'object', required: ['file'], properties } };
}

function finishOperation(operation: Json): void {
  const upload = operation[UPLOAD_EXTENSION] as Upload | undefined;
  if (upload) {
    const body = (operation.requestBody ??= { required: true, content: {} }) as { content: Json };
    body.content['multipart/form-data'] = uploadForm(upload);
    delete operation[UPLOAD_EXTENSION];
  }
  if (EXAMPLE_EXTENSION in operation) {
    const json = (operation.requestBody as { content?: Json } | undefined)?.content?.['application/json'];
    if (isObject(json)) json.example = operation[EXAMPLE_EXTENSION];
    delete operation[EXAMPLE_EXTENSION];
  }
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response) || !isObject(response.content)) continue;
    const json = response.content['application/json'];
    if (!isObject(json)) continue;
    if (Number(status) >= 400 && isErrorShape(json.schema)) json.schema = ERROR_REF;
    else json.schema = asPage(json.schema) ?? json.schema;
  }
  if (Array.isArray(operation.parameters)) {
    operation.parameters = operation.parameters.map((p: Json) => (p.in === 'query' && PAGING_REFS[String(p.name)]) || p);
  }
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operationId from the method and path, for generated clients: GET /api/orders/{id}/history →
 * getOrdersByIdHistory. The method keeps two routes on one path apart; the path keeps the rest apart.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const name = (param ? param[1] : segment).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));
      return param ? `By${pascal(name)}` : pascal(name);
    });
  return method.toLowerCase() + words.join('');
}

/** The generated document with its shared components in place (swagger's `transformObject`, after the zod one). */
export function finishDocument(document: Json, errorResponse: Json): Json {
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) continue;
      operation.operationId ??= operationIdOf(method, path);
      finishOperation(operation);
    }
  }
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  return {
    ...document,
    tags: Object.entries(API_AREAS).map(([name, description]) => ({ name, description })),
    components: {
      ...components,
      schemas: {
        ...schemas,
        ErrorResponse: errorResponse,
        Page: {
          type: 'object',
          description: 'A page of a list: `items` on this page and `total` across all pages (see the limit and offset parameters).',
          required: ['items', 'total'],
          properties: { items: { type: 'array' }, total: { type: 'integer', minimum: 0 } },
        },
      },
      parameters: { Limit: PAGING_PARAMETERS.limit, Offset: PAGING_PARAMETERS.offset },
    },
  };
}
