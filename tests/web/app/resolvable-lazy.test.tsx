import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { resolvableLazy } from '../../../src/web/app/resolvable-lazy';

/*
 * The first-visit dialogs (centre picker, cookie bar) are lazy chunks the server renders open: the
 * browser loads them before hydrating, so the hydrating render does not suspend and their buttons
 * answer from the first commit (a tap on Agree right after hydration was lost under load).
 */
function setup() {
  const clicked = vi.fn();
  function Bar({ label }: { label: string }) {
    return <button type="button" onClick={clicked}>{label}</button>;
  }
  const bar = resolvableLazy(() => Promise.resolve({ default: Bar }));
  const page = () => (
    <main>
      <Suspense fallback={null}>
        <bar.Component label="Agree" />
      </Suspense>
    </main>
  );
  return { clicked, bar, page, Bar };
}

async function serverHtml(Bar: (p: { label: string }) => React.ReactElement): Promise<string> {
  return renderToString(<main><Suspense fallback={null}><Bar label="Agree" /></Suspense></main>);
}

describe('resolvableLazy', () => {
  it('hydrates a resolved component in the first commit: its button answers at once', async () => {
    const { clicked, bar, page, Bar } = setup();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(Bar);
    document.body.append(container);
    await bar.resolve();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, page(), { onRecoverableError: (e) => console.error(e) });
    });
    container.querySelector('button')!.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('without resolve the boundary is still server HTML after the commit (the tap goes nowhere)', async () => {
    const { clicked, page, Bar } = setup();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(Bar);
    document.body.append(container);
    act(() => {
      hydrateRoot(container, page());
    });
    container.querySelector('button')!.click();
    expect(clicked).not.toHaveBeenCalled();
    container.remove();
  });

  it('renders the lazy wrapper when never resolved (client-rendered pages), then the component', async () => {
    const { page } = setup();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(page());
    });
    expect(container.querySelector('button')?.textContent).toBe('Agree');
    container.remove();
  });
});
