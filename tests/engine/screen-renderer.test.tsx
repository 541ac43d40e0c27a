import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry, makeRuleContext, mergePatch, ScreenRenderer, type BlockComponent, type ScreenDef } from '../../src/engine/index';

const Text: BlockComponent = ({ text, blockId }) => <p data-block={blockId}>{String(text)}</p>;
const Boom: BlockComponent = () => {
  throw new Error('boom');
};
const registry = createRegistry<BlockComponent>({ Text, Boom });

const home: ScreenDef = {
  blocks: {
    news: { component: 'Text', props: { text: 'News' }, order: 30 },
    banner: { component: 'Text', props: { text: 'Banner' }, order: 10 },
    bestSeller: { component: 'Text', props: { text: 'Best sellers' }, order: 20, visibleWhen: { flag: 'ENABLE_BEST_SELLER' } },
  },
};

const texts = () => screen.queryAllByText(/.+/, { selector: 'p' }).map((node) => node.textContent);

describe('ScreenRenderer', () => {
  it('renders the visible blocks in order with their props', () => {
    render(<ScreenRenderer screen={home} ctx={makeRuleContext({ flags: { ENABLE_BEST_SELLER: 'Y' } })} registry={registry} />);
    expect(texts()).toEqual(['Banner', 'Best sellers', 'News']);
    expect(screen.getByText('News')).toHaveAttribute('data-block', 'news');
  });

  it('hides blocks whose visibleWhen is false', () => {
    render(<ScreenRenderer screen={home} ctx={makeRuleContext({ flags: { ENABLE_BEST_SELLER: 'N' } })} registry={registry} />);
    expect(texts()).toEqual(['Banner', 'News']);
  });

  it('lets a tenant patch reorder, hide and add blocks', () => {
    const patched = mergePatch(home, { blocks: { news: { order: 1 }, banner: null, promo: { component: 'Text', props: { text: 'Deals' }, order: 15 } } });
    render(<ScreenRenderer screen={patched} ctx={makeRuleContext({ flags: { ENABLE_BEST_SELLER: 'Y' } })} registry={registry} />);
    expect(texts()).toEqual(['News', 'Deals', 'Best sellers']);
  });

  it('names an unknown component visibly instead of failing the page', () => {
    const screenDef: ScreenDef = { blocks: { a: { component: 'Missing', order: 1 }, b: { component: 'Text', props: { text: 'Still here' }, order: 2 } } };
    render(<ScreenRenderer screen={screenDef} ctx={makeRuleContext()} registry={registry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown component: Missing');
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('contains a crashing block to its own slot', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screenDef: ScreenDef = { blocks: { a: { component: 'Boom', order: 1 }, b: { component: 'Text', props: { text: 'Fine' }, order: 2 } } };
    render(<ScreenRenderer screen={screenDef} ctx={makeRuleContext()} registry={registry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Component failed: Boom');
    expect(screen.getByText('Fine')).toBeInTheDocument();
    error.mockRestore();
  });

  it('puts each block, in order, inside the wrapper it is given (the web app hydrates them one by one)', () => {
    const Wrap = ({ children }: { children: ReactNode }) => <div data-testid="wrap">{children}</div>;
    render(<ScreenRenderer screen={home} ctx={makeRuleContext({ flags: { ENABLE_BEST_SELLER: 'Y' } })} registry={registry} wrapBlock={Wrap} />);
    expect(screen.getAllByTestId('wrap').map((node) => node.textContent)).toEqual(['Banner', 'Best sellers', 'News']);
  });

  it('renders nothing for a missing screen', () => {
    const { container } = render(<ScreenRenderer screen={undefined} ctx={makeRuleContext()} registry={registry} />);
    expect(container).toBeEmptyDOMElement();
  });
});
