/** @jsxImportSource theme-ui */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { ThemeUIStyleObject } from 'theme-ui';
import { Icon } from '../../widgets/Icon';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, ThemeUIStyleObject> = {
  primary: { bg: 'primary', color: 'onPrimary', border: '1px solid', borderColor: 'primary' },
  secondary: { bg: 'secondary', color: 'onSecondary', border: '1px solid', borderColor: 'secondary' },
  outline: { bg: 'background', color: 'primaryText', border: '1px solid', borderColor: 'primary' },
  ghost: { bg: 'transparent', color: 'text', border: '1px solid', borderColor: 'border' },
  danger: { bg: 'background', color: 'errorText', border: '1px solid', borderColor: 'error' },
};

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** React 19 passes it as a prop (to move the focus back to the button). */
  ref?: Ref<HTMLButtonElement>;
  variant?: Variant;
  size?: 'small' | 'normal' | 'large';
  block?: boolean;
  /** Extra styles (not `sx`: on a component theme-ui turns `sx` into a losing class). */
  extra?: ThemeUIStyleObject;
}

/** The storefront's button: tenant colours, a clear disabled state, 44 px touch height on phones. */
export function Button({ variant = 'primary', size = 'normal', block, extra, children, type = 'button', ...rest }: ButtonProps) {
  const pad = size === 'small' ? { px: 2, py: 1, fontSize: 1, minHeight: 32 } : size === 'large' ? { px: 4, py: 2, fontSize: 3, minHeight: 48 } : { px: 3, py: '6px', fontSize: 2, minHeight: 40 };
  return (
    <button
      type={type}
      {...rest}
      sx={{
        ...VARIANTS[variant],
        ...pad,
        display: block ? 'flex' : 'inline-flex',
        width: block ? '100%' : undefined,
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        borderRadius: 'default',
        fontFamily: 'body',
        fontWeight: 'bold',
        cursor: 'pointer',
        whiteSpace: 'nowrap',
        transition: 'filter 0.15s',
        '&:hover:not(:disabled)': { filter: 'brightness(0.95)' },
        '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary', outlineOffset: 2 },
        ...extra,
      }}
    >
      {children}
    </button>
  );
}

/** A white panel on the grey page. */
export function Card({ children, extra, testId, as: Tag = 'section' }: { children: ReactNode; extra?: ThemeUIStyleObject; testId?: string; as?: 'section' | 'div' | 'article' | 'aside' }) {
  return (
    <Tag data-testid={testId} sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: [3, 3, 4], ...extra }}>
      {children}
    </Tag>
  );
}

/** A page's heading row with an optional action on the right. */
export function PageTitle({ children, action, sub }: { children: ReactNode; action?: ReactNode; sub?: ReactNode }) {
  return (
    <div sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 3, mb: 3, flexWrap: 'wrap' }}>
      <div sx={{ minWidth: 0 }}>
        <h1 sx={{ fontSize: [4, 5], m: 0, fontWeight: 'heading', lineHeight: 'heading' }}>{children}</h1>
        {sub && <div sx={{ color: 'textMuted', fontSize: 1, mt: 1 }}>{sub}</div>}
      </div>
      {action}
    </div>
  );
}

/** A section heading inside a page (home blocks, checkout steps). */
export function SectionTitle({ children, action, icon }: { children: ReactNode; action?: ReactNode; icon?: string }) {
  return (
    <div sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <h2 sx={{ fontSize: [3, 4], m: 0, fontWeight: 'heading', display: 'flex', alignItems: 'center', gap: 2 }}>
        {icon && (
          <span sx={{ color: 'primaryText', display: 'flex' }}>
            <Icon name={icon} size={24} />
          </span>
        )}
        {children}
      </h2>
      {action}
    </div>
  );
}

/** Nothing to show: a friendly sentence and, optionally, what to do next. */
export function EmptyState({ icon = 'info', title, text, action, testId }: { icon?: string; title: ReactNode; text?: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId ?? 'empty-state'} sx={{ textAlign: 'center', py: [5, 6], px: 3, color: 'textMuted' }}>
      <div sx={{ display: 'inline-flex', width: 72, height: 72, borderRadius: '50%', bg: 'highlight', color: 'primaryText', alignItems: 'center', justifyContent: 'center', mb: 3 }}>
        <Icon name={icon} size={40} />
      </div>
      <div sx={{ fontSize: 3, fontWeight: 'heading', color: 'text', mb: 1 }}>{title}</div>
      {text && <p sx={{ m: 0, mb: 3, fontSize: 1 }}>{text}</p>}
      {action}
    </div>
  );
}

/** A placeholder block while data loads (fixed size, so nothing jumps when it arrives). */
export function Skeleton({ height = 16, width = '100%', radius = 4 }: { height?: number | string; width?: number | string; radius?: number }) {
  return <span aria-hidden="true" sx={{ display: 'block', height, width, borderRadius: radius, bg: 'muted', backgroundImage: 'linear-gradient(90deg, rgba(0,0,0,0) 0, rgba(0,0,0,0.04) 50%, rgba(0,0,0,0) 100%)' }} />;
}

/** A small coloured label (promotion, out of stock, status); filled with the tone's text shade, so white on it reads (4.5:1). */
export function Badge({ children, tone = 'primary', testId }: { children: ReactNode; tone?: 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'info' | 'muted'; testId?: string }) {
  const muted = tone === 'muted';
  return (
    <span
      data-testid={testId}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, px: 2, py: '1px', borderRadius: 'pill', fontSize: 0, fontWeight: 'bold', lineHeight: '20px', whiteSpace: 'nowrap', bg: muted ? 'muted' : tone === 'secondary' ? 'secondary' : `${tone}Text`, color: muted ? 'textMuted' : tone === 'secondary' ? 'onSecondary' : 'background' }}
    >
      {children}
    </span>
  );
}

/** A labelled value row (order summaries, profile). */
/** A card holding a SchemaForm: the form's outer fieldset frame would draw a second box inside the card. */
export const FORM_CARD: ThemeUIStyleObject = { '& fieldset': { border: 0, p: 0, m: 0, minWidth: 0 } };

export function Row({ label, children, strong, testId }: { label: ReactNode; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div data-testid={testId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, py: 1, fontSize: strong ? 3 : 2, fontWeight: strong ? 'bold' : 'body' }}>
      {/* Labels are short and must not break inside a word ('ที่อยู่' split in two); long values wrap instead. */}
      <span sx={{ color: strong ? 'text' : 'textMuted', flexShrink: 0, maxWidth: '50%' }}>{label}</span>
      <span sx={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}
