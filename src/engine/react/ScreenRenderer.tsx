import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Box } from 'theme-ui';
import type { BlockDef, ScreenDef } from '../bundle/types';
import type { Registry } from '../registry/registry';
import type { RuleContext } from '../rules/context';
import { evalRule } from '../rules/eval';

/** Props every block component receives: the bundle's `props` plus its block id. */
export type BlockProps = Record<string, unknown> & { blockId: string };
export type BlockComponent = ComponentType<BlockProps>;

export interface ScreenRendererProps {
  screen: ScreenDef | undefined;
  ctx: RuleContext;
  registry: Registry<BlockComponent>;
  /** Put around each block (the web app hydrates a server-rendered screen's blocks one by one). */
  wrapBlock?: ComponentType<{ children: ReactNode }>;
}

/** The visible blocks of a screen in display order (order, then id for stability). */
export function visibleBlocks(screen: ScreenDef | undefined, ctx: RuleContext): [string, BlockDef][] {
  return Object.entries(screen?.blocks ?? {})
    .filter(([, block]) => block && evalRule(block.visibleWhen, ctx))
    .sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b));
}

function BlockProblem({ children }: { children: ReactNode }) {
  return (
    <Box role="alert" sx={{ p: 3, my: 2, border: '1px dashed', borderColor: 'error', color: 'error', borderRadius: 'default' }}>
      {children}
    </Box>
  );
}

interface BoundaryProps {
  name: string;
  children: ReactNode;
}

/** One failing block shows its own problem; the rest of the screen keeps working. */
class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`block ${this.props.name} failed`, error, info.componentStack);
  }

  render(): ReactNode {
    if (this.state.failed) return <BlockProblem>Component failed: {this.props.name}</BlockProblem>;
    return this.props.children;
  }
}

/** Renders a bundle screen: its visible blocks, in order, from the component registry. */
export function ScreenRenderer({ screen, ctx, registry, wrapBlock: Wrap }: ScreenRendererProps) {
  return (
    <>
      {visibleBlocks(screen, ctx).map(([id, block]) => {
        const Block = registry.get(block.component);
        if (!Block) return <BlockProblem key={id}>Unknown component: {block.component}</BlockProblem>;
        const content = <Block {...(block.props ?? {})} blockId={id} />;
        return (
          <BlockBoundary key={id} name={block.component}>
            {Wrap ? <Wrap>{content}</Wrap> : content}
          </BlockBoundary>
        );
      })}
    </>
  );
}
