/** @jsxImportSource theme-ui */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useThemeUI } from 'theme-ui';

export interface ChartDatum { label: string; value: number }

function useColours() {
  const { theme } = useThemeUI();
  const c = (theme.colors ?? {}) as Record<string, string>;
  return { primary: c.primary ?? '#f57c00', secondary: c.secondary ?? '#1565c0', grid: c.border ?? '#e0e3e8', text: c.textMuted ?? '#5f6b7a' };
}

/** Vertical bars over time (new customers, sales per period). Charts are aria-hidden (the tables beside them carry the figures), so recharts' keyboard layer is off: nothing focusable inside aria-hidden. */
export function TimeBars({ data, name, format, tone = 'primary' }: { data: ChartDatum[]; name: string; format?: (v: number) => string; tone?: 'primary' | 'secondary' }) {
  const colours = useColours();
  return (
    <div sx={{ width: '100%', height: [220, 260] }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={colours.grid} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: colours.text }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: colours.text }} width={format ? 64 : 32} tickFormatter={format} />
          <Tooltip formatter={(v) => [format ? format(Number(v)) : String(v), name]} />
          <Bar dataKey="value" name={name} fill={colours[tone]} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Horizontal bars ranking products; long Thai names are cut on a phone. */
export function RankBars({ data, name, format, compact }: { data: ChartDatum[]; name: string; format: (v: number) => string; compact: boolean }) {
  const colours = useColours();
  const cut = compact ? 14 : 28;
  return (
    <div sx={{ width: '100%', height: Math.max(160, data.length * 36 + 24) }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 16, left: 0, bottom: 4 }}>
          <CartesianGrid stroke={colours.grid} horizontal={false} />
          <XAxis type="number" tick={{ fontSize: 11, fill: colours.text }} tickFormatter={format} />
          <YAxis type="category" dataKey="label" width={compact ? 110 : 200} tick={{ fontSize: 12, fill: colours.text }}
            tickFormatter={(v: string) => (v.length > cut ? `${v.slice(0, cut)}…` : v)} />
          <Tooltip formatter={(v) => [format(Number(v)), name]} />
          <Bar dataKey="value" name={name} fill={colours.secondary} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
