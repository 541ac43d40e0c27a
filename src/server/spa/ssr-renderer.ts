import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/*
 * The storefront's server renderer: the web app's own server entry (src/web/entry-server.tsx,
 * built by `npm run build` into dist/ssr beside dist/web), called with the request's tenant,
 * session cookie and an in-process transport for its API calls (app.inject: the same routes,
 * checks and tenant scoping as a browser's calls, without a socket).
 */

type Locale = 'th' | 'en';
const START_NAMESPACES = ['common', 'errors', 'buyer'] as const;

export interface SsrInput {
  url: string;
  boot: unknown;
  token: string | null;
  point: boolean;
  /** A `dc` cookie is set (no start-up centre picker); part of a guest page's cache key. */
  centreChosen: boolean;
  /** The `consent` cookie is Y (no cookie bar); part of a guest page's cache key. */
  consented: boolean;
  mobile: boolean;
  nonce: string;
  locale: Locale;
}

export type SsrOutcome =
  | { kind: 'spa' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; lang: string; title: string | null; headTags: string; styles: string; body: string; payload: unknown; guest: boolean; passes: number };

interface ServerEntry {
  renderPage(input: Omit<SsrInput, 'locale'> & { resources: unknown; transport: (url: string, init: RequestInit) => Promise<Response> }): Promise<SsrOutcome>;
}

/** One render at a time: the app keeps session and configuration in module stores, as in a browser. */
class Lock {
  private tail: Promise<void> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.then(() => undefined, () => undefined);
    return result;
  }
}

export class SsrRenderer {
  private entry?: Promise<ServerEntry | null>;
  private readonly lock = new Lock();
  private texts = new Map<string, { mtimeMs: number; data: unknown }>();

  constructor(private readonly app: FastifyInstance, private readonly entryFile: string, private readonly localesDir: string) {}

  /** Is there a server build to render with (`npm run build` makes one)? */
  available(): boolean {
    return fs.existsSync(this.entryFile);
  }

  /**
   * The server entry, imported once per process. Not re-imported after a rebuild: its chunks import
   * the entry back by its plain URL, so a second copy would split the app's module state; a
   * rebuild needs a restart (npm start builds before it starts).
   */
  private load(): Promise<ServerEntry | null> {
    this.entry ??= import(pathToFileURL(this.entryFile).href).then(
      (m: ServerEntry) => m,
      (err: unknown) => {
        this.app.log.error({ err }, 'ssr: server entry failed to load; pages stay client-rendered');
        return null;
      },
    );
    return this.entry;
  }

  private resources(locale: Locale): Record<string, Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const ns of START_NAMESPACES) {
      const file = path.join(this.localesDir, locale, `${ns}.json`);
      const mtimeMs = fs.statSync(file).mtimeMs;
      let hit = this.texts.get(file);
      if (!hit || hit.mtimeMs !== mtimeMs) this.texts.set(file, (hit = { mtimeMs, data: JSON.parse(fs.readFileSync(file, 'utf8')) }));
      out[ns] = hit.data;
    }
    return { [locale]: out } as Record<string, Record<string, unknown>>;
  }

  /** The app's API calls during a render, answered in-process. */
  private transport = async (url: string, init: RequestInit): Promise<Response> => {
    const u = new URL(url);
    const res = await this.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: u.pathname + u.search,
      headers: { ...(init.headers as Record<string, string>), 'x-talad-ssr': '1' },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, { status: res.statusCode, headers });
  };

  async render(input: SsrInput): Promise<SsrOutcome> {
    const entry = await this.load();
    if (!entry) return { kind: 'spa' };
    const { locale, ...rest } = input;
    return this.lock.run(() => entry.renderPage({ ...rest, resources: this.resources(locale), transport: this.transport }));
  }
}
