import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { BlockComponent } from '../../../src/engine';
import { appRegistry, registerLazyComponent, resolveComponents } from '../../../src/web/registry/catalog';

/** A block with state of its own: a remount would put the count back to 0. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Count {count}
    </button>
  );
}

function Screen({ name, tick }: { name: string; tick: number }) {
  const Block = appRegistry.get(name) as unknown as () => ReactNode;
  return (
    <Suspense fallback={<p>Loading</p>}>
      <span data-tick={tick} />
      <Block />
    </Suspense>
  );
}

describe('lazily registered components', () => {
  it('a block mounted before its chunk loaded keeps its state when a later screen resolves the same name', async () => {
    registerLazyComponent('test.counter', async () => ({ default: Counter as unknown as BlockComponent }));
    const view = render(<Screen name="test.counter" tick={0} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Count 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('Count 1');
    await act(() => resolveComponents(['test.counter']));
    view.rerender(<Screen name="test.counter" tick={1} />);
    expect(screen.getByRole('button')).toHaveTextContent('Count 1');
  });

  it('once resolved, a new mount renders the component itself without suspending', async () => {
    registerLazyComponent('test.counter2', async () => ({ default: Counter as unknown as BlockComponent }));
    await resolveComponents(['test.counter2', 'test.counter2', 'not.registered']);
    render(<Screen name="test.counter2" tick={0} />);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button')).toHaveTextContent('Count 0');
  });
});
