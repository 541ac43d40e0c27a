import { act, lazy, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island, resetIslands, whenIslandsHydrated } from '../../../src/web/ssr/island';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * Issue 13: parts of a server-rendered page hydrate in their own passes (ssr/island.tsx). The page
 * may only say it is hydrated (html[data-hydrated], which tests and the input guard wait for) once
 * every island has, nested ones included, and the islands must not change the server's HTML.
 */

function Page({ slow }: { slow: ReactNode }) {
  return (
    <main>
      <Island>
        <header>header</header>
      </Island>
      <Island>
        <section>
          <Island>{slow}</Island>
        </section>
      </Island>
    </main>
  );
}

afterEach(() => resetIslands());

describe('hydration islands', () => {
  it('reports the page hydrated only after the last (nested, still downloading) island hydrated, with the HTML unchanged', async () => {
    const html = renderToString(<Page slow={<p>shelf</p>} />);
    expect(html).toContain('<!--$-->');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    let release!: () => void;
    const downloaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    // In the browser the nested part's code arrives later than the rest (a lazy chunk).
    const Shelf = lazy(async () => {
      await downloaded;
      return { default: () => <p>shelf</p> };
    });
    const done = vi.fn();
    const recoverable = vi.fn();
    function Root() {
      return <Page slow={<Shelf />} />;
    }
    await act(async () => {
      hydrateRoot(container, <Root />, { onRecoverableError: recoverable });
    });
    await act(async () => {
      whenIslandsHydrated(done);
    });
    expect(done).not.toHaveBeenCalled();

    await act(async () => {
      release();
      await downloaded;
    });
    expect(done).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    container.remove();
  });

  it('calls back at once when every island has already rendered (a page the browser drew)', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Page slow={<p>shelf</p>} />);
    });
    const done = vi.fn();
    whenIslandsHydrated(done);
    expect(done).toHaveBeenCalledTimes(1);
    expect(container.querySelector('p')?.textContent).toBe('shelf');
  });
});
