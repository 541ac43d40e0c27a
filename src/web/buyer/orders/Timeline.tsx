/** @jsxImportSource theme-ui */
import type { TimelineStep } from '../../api/orders';
import { Icon } from '../../widgets/Icon';
import { orderDateTime } from '../payment/dates';

/** The status timeline: reached steps with their time, the current one marked, later ones grey. */
export function Timeline({ steps, locale, direction = 'vertical' }: { steps: TimelineStep[]; locale: 'th' | 'en'; direction?: 'vertical' | 'horizontal' }) {
  const horizontal = direction === 'horizontal';
  return (
    <ol data-testid="timeline" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: horizontal ? ['column', 'row'] : 'column', gap: horizontal ? [2, 0] : 0 }}>
      {steps.map((s, i) => {
        const color = s.status === 'CANCELLED' ? 'error' : s.reached ? 'success' : 'border';
        return (
          <li key={`${s.status}-${i}`} data-testid="timeline-step" data-status={s.status} data-reached={s.reached} aria-current={s.current ? 'step' : undefined} sx={{ display: 'flex', flexDirection: horizontal ? ['row', 'column'] : 'row', alignItems: horizontal ? ['flex-start', 'center'] : 'flex-start', gap: 2, flex: horizontal ? 1 : undefined, position: 'relative', pb: horizontal ? 0 : 3, textAlign: horizontal ? ['left', 'center'] : 'left' }}>
            <span sx={{ width: 28, height: 28, flexShrink: 0, borderRadius: '50%', bg: s.reached ? color : 'background', border: '2px solid', borderColor: color, color: 'background', display: 'flex', alignItems: 'center', justifyContent: 'center', boxShadow: s.current ? '0 0 0 4px rgba(0,0,0,0.08)' : 'none' }}>
              {s.reached && <Icon name={s.status === 'CANCELLED' ? 'close' : 'check'} size={18} />}
            </span>
            <span sx={{ minWidth: 0 }}>
              <span sx={{ display: 'block', fontWeight: s.current ? 'bold' : 'body', color: s.reached ? 'text' : 'textMuted', fontSize: 1 }}>{s.label[locale]}</span>
              {s.at && <span sx={{ display: 'block', fontSize: 0, color: 'textMuted' }}>{orderDateTime(s.at, locale)}</span>}
              {s.reason && <span sx={{ display: 'block', fontSize: 0, color: 'errorText' }}>{s.reason}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
