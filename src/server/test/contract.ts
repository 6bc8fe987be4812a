import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The contract test (issue 19): every response an API test receives is checked against the app's own OpenAPI
 * document, status code included. The harness hooks it into every test app (createTestApp); the api project's setup
 * file fails the test that received a response the document does not describe.
 */
export interface ContractViolation {
  operation: string;
  status: number;
  problem: string;
}

const violations: ContractViolation[] = [];
/** What the responses since the last call broke, emptied. */
export const takeViolations = (): ContractViolation[] => violations.splice(0);

type Json = Record<string, unknown>;
const DOCUMENT_ID = 'api.json';
/** One validator per distinct document: the apps of a test run all build the same one, so it is compiled once. */
const validators = new Map<string, DocumentValidator>();

class DocumentValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    addFormats.default(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID }, DOCUMENT_ID);
  }

  check(method: string, routeUrl: string, status: number, contentType: string | undefined, payload: unknown): string | null {
    const path = routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = (this.document.paths as Record<string, Json | undefined>)[path]?.[method.toLowerCase()] as Json | undefined;
    if (!operation) return null; // hidden routes (the web app, /.well-known) are not part of the API document
    const responses = operation.responses as Record<string, Json>;
    const response = responses[String(status)];
    if (!response) return `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`;
    const content = response.content as Record<string, Json> | undefined;
    if (!content || status === 204 || payload === undefined || payload === null || payload === '') return null;
    const mediaType = (contentType ?? '').split(';')[0].trim();
    if (!content[mediaType])
      return `content type "${mediaType}" is not documented for ${status} (documented: ${Object.keys(content).join(', ')})`;
    if (mediaType !== 'application/json' || typeof payload !== 'string') return null;
    const pointer = ['paths', path, method.toLowerCase(), 'responses', String(status), 'content', mediaType, 'schema'];
    const validate = this.validatorAt(pointer);
    if (validate(JSON.parse(payload))) return null;
    return `body does not match the ${status} schema: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  }

  private validatorAt(pointer: string[]): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${pointer.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.getSchema(ref);
      if (!validate) throw new Error(`The API document has no schema at ${ref}`);
      this.compiled.set(ref, validate);
    }
    return validate;
  }
}

const appValidators = new WeakMap<FastifyInstance, DocumentValidator>();

/**
 * Builds the app's validator now (after ready): the harness calls it before any request, so building the document
 * never makes a test's first request slow (the slow-request log would record it).
 */
export function primeContractCheck(app: FastifyInstance): DocumentValidator {
  let validator = appValidators.get(app);
  if (!validator) appValidators.set(app, (validator = validatorFor(app)));
  return validator;
}

function validatorFor(app: FastifyInstance): DocumentValidator {
  const document = app.swagger() as unknown as Json;
  const key = createHash('sha256').update(JSON.stringify(document)).digest('hex');
  let validator = validators.get(key);
  if (!validator) validators.set(key, (validator = new DocumentValidator(document)));
  return validator;
}

/** Checks every response the app sends against its own document (an `instrument` for buildApp). */
export function checkResponsesAgainstDocument(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || request.method === 'HEAD') return payload;
    const validator = primeContractCheck(app);
    const contentType = reply.getHeader('content-type');
    const problem = validator.check(
      request.method,
      routeUrl,
      reply.statusCode,
      contentType === undefined ? undefined : String(contentType),
      payload,
    );
    if (problem) violations.push({ operation: `${request.method} ${routeUrl}`, status: reply.statusCode, problem });
    return payload;
  });
}
