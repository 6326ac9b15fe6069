import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { buildOpenApiDocument } from '@/modules/exchange/rules/openapi/openapi-document';
import { buildStaffOpenApiDocument } from '@/modules/exchange/rules/openapi/staff-document';

/**
 * Every answer a test gets from the open API, the exports and the portal's calls is held against the
 * OpenAPI document that describes it: its method and path, its status, its media type and, for JSON,
 * its body (JSON Schema 2020-12, as OpenAPI 3.1 writes it, by Ajv). An answer the document does not
 * describe fails the test that got it (decision 093).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI document is walked by pointer
type Json = any;
type Handler = (request: Request) => Promise<Response>;

const DOCUMENTS = {
  public: buildOpenApiDocument('test'),
  staff: buildStaffOpenApiDocument('test'),
};
export type DocumentName = keyof typeof DOCUMENTS;

const baseType = (mediaType: string) => mediaType.split(';')[0]!.trim().toLowerCase();
const isJson = (mediaType: string) => /^application\/(?:[\w.-]+\+)?json$/.test(baseType(mediaType));
const escapePointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** Whether a documented media type (`image/*`, `text/csv`) covers the one an answer says it is. */
function covers(documented: string, sent: string): boolean {
  const [type, subtype] = baseType(documented).split('/');
  const [sentType, sentSubtype] = baseType(sent).split('/');
  return (type === '*' || type === sentType) && (subtype === '*' || subtype === sentSubtype);
}

/**
 * The path templates of a document as patterns, fixed paths before templated ones: `{name}` is one
 * segment, and only when no template matches so is a last one taken as the rest of the address
 * (`/previews/{path}`, a catch-all route).
 */
function templatesOf(document: Json): { template: string; pattern: RegExp; rest: RegExp }[] {
  const escaped = (template: string) => template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${escaped(template).replace(/\{[^}]+\}/g, '([^/]+)')}$`),
      rest: new RegExp(
        `^${escaped(template)
          .replace(/\{[^}]+\}$/, '(.+)')
          .replace(/\{[^}]+\}/g, '([^/]+)')}$`,
      ),
      parameters: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.parameters - b.parameters);
}

export class DocumentedAnswers {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true });
  private readonly templates: { template: string; pattern: RegExp; rest: RegExp }[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    private readonly document: Json,
    private readonly id: string,
  ) {
    addFormats(this.ajv);
    // OpenAPI's own words beside JSON Schema's: components are a place refs point into, not a keyword to check.
    this.ajv.addKeyword('components');
    this.ajv.addSchema({ $id: id, components: document.components });
    this.templates = templatesOf(document);
  }

  private resolve(node: Json): Json {
    if (!node?.$ref) return node;
    return (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce((found: Json, part: string) => found?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], this.document);
  }

  private validator(schema: Json, where: string): ValidateFunction {
    let validate = this.compiled.get(where);
    if (!validate) {
      // A reference into the components is read where it points; an inline schema is compiled as it stands (its own `$defs` local to it).
      validate =
        typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/')
          ? this.ajv.compile({ $ref: `${this.id}${schema.$ref}` })
          : this.ajv.compile(schema);
      this.compiled.set(where, validate);
    }
    return validate;
  }

  /** Where the request's address and method are in the document, or why they are not. */
  operationOf(method: string, url: string): { template: string; operation: Json } | string {
    const pathname = new URL(url).pathname;
    const found = this.templates.find(({ pattern }) => pattern.test(pathname)) ?? this.templates.find(({ rest }) => rest.test(pathname));
    if (!found) return `${method} ${pathname}: no path of the document matches`;
    const operation = this.document.paths[found.template][method.toLowerCase()];
    if (!operation) return `${method} ${found.template}: the document has no ${method} here`;
    return { template: found.template, operation };
  }

  /** What the document does not say of an answer: its status, its media type, or its body against the schema. Empty when it is all described. */
  problemsOf(method: string, url: string, status: number, contentType: string | null, text: string): string[] {
    const located = this.operationOf(method, url);
    if (typeof located === 'string') return [located];
    const { template, operation } = located;
    const at = `${method} ${template} ${status}`;
    const response = this.resolve(operation.responses?.[status] ?? operation.responses?.[`${String(status)[0]}XX`] ?? operation.responses?.default);
    if (!response) return [`${at}: the status is not in the document`];
    // A HEAD answer's body is dropped by the server; its status and headers are what it says.
    if (method === 'HEAD') return [];
    const content: Record<string, Json> | undefined = response.content;
    if (text === '') return [];
    if (!content) return [`${at}: a body where the document says none`];
    if (!contentType) return [`${at}: a body without a Content-Type`];
    const mediaType = Object.keys(content).find((documented) => covers(documented, contentType));
    if (!mediaType) return [`${at}: ${baseType(contentType)} where the document says ${Object.keys(content).join(' or ')}`];
    const schema = content[mediaType].schema;
    if (!isJson(mediaType) || !schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`${at}: ${mediaType} that does not parse`];
    }
    const validate = this.validator(schema, `/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}/${escapePointer(mediaType)}`);
    return validate(body) ? [] : [`${at}: ${this.ajv.errorsText(validate.errors).slice(0, 800)}`];
  }

  /** Fails the test when the answer strays from the document; hands the answer back unread. */
  async expectDocumented(request: Request, answer: Response): Promise<Response> {
    const text = await answer.clone().text();
    expect(this.problemsOf(request.method, request.url, answer.status, answer.headers.get('content-type'), text), `${request.method} ${request.url}`).toEqual(
      [],
    );
    return answer;
  }
}

const checkers = new Map<DocumentName, DocumentedAnswers>();

/** The checker of `/api/openapi.json` (public) or `/api/openapi-staff.json` (staff). */
export function documentedAnswers(name: DocumentName = 'public'): DocumentedAnswers {
  let checker = checkers.get(name);
  if (!checker) {
    checker = new DocumentedAnswers(DOCUMENTS[name], `${name}.json`);
    checkers.set(name, checker);
  }
  return checker;
}

/**
 * The document an address belongs to: the public one where it describes the call (the open API, the
 * exports, the portal's published reads), the staff one for the portal's other calls.
 */
function checkerFor(request: Request): DocumentedAnswers {
  const open = documentedAnswers('public');
  return typeof open.operationOf(request.method, request.url) === 'string' ? documentedAnswers('staff') : open;
}

/**
 * A route handler whose every answer is held against the document that describes its call: the test
 * that calls it fails on an undocumented status, media type or body, whatever else it checks.
 */
export function documented<H extends Handler>(handler: H): H {
  return (async (request: Request) => checkerFor(request).expectDocumented(request, await handler(request.clone()))) as H;
}
