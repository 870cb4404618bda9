import { contrastRatio } from '../tokens/contrast';
import { breakpoints, fontSizes, lightColors, motion, radii, shadows, space } from '../tokens/palette';

const mono = { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 } as const;
const cell = { padding: '6px 12px', borderBottom: '1px solid #E7E5E4', textAlign: 'left' as const, verticalAlign: 'middle' as const };

function flatten(obj: object, prefix = ''): Array<[string, string]> {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v as object, `${prefix}${k}.`),
  );
}

/** Every colour token with a swatch; text tokens show their contrast on white. */
export function ColorTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Token (vars.color.…)</th>
          <th style={cell}>Swatch</th>
          <th style={cell}>Value</th>
          <th style={cell}>Contrast on white</th>
        </tr>
      </thead>
      <tbody>
        {flatten(lightColors).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>{name}</td>
            <td style={cell}>
              <span style={{ display: 'inline-block', width: 40, height: 24, borderRadius: 6, background: value, border: '1px solid #D6D3D1' }} />
            </td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={{ ...cell, ...mono }}>{value.startsWith('#') ? contrastRatio(value, '#FFFFFF').toFixed(2) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Scales: spacing, radii, type sizes, shadows, motion, breakpoints. */
export function ScaleTable() {
  const rows: Array<[string, string, React.ReactNode]> = [
    ...Object.entries(space).map(([k, v]): [string, string, React.ReactNode] => [`space.${k}`, v, <span style={{ display: 'inline-block', height: 12, width: v, background: '#C2410C', borderRadius: 2 }} />]),
    ...Object.entries(radii).map(([k, v]): [string, string, React.ReactNode] => [`radius.${k}`, v, <span style={{ display: 'inline-block', width: 40, height: 28, border: '2px solid #57534E', borderRadius: v }} />]),
    ...Object.entries(fontSizes).map(([k, v]): [string, string, React.ReactNode] => [`fontSize.${k}`, v, <span style={{ fontSize: v }}>Maple Court</span>]),
    ...Object.entries(shadows).map(([k, v]): [string, string, React.ReactNode] => [`shadow.${k}`, v, <span style={{ display: 'inline-block', width: 56, height: 32, borderRadius: 8, background: '#fff', boxShadow: v }} />]),
    ...Object.entries(motion).map(([k, v]): [string, string, React.ReactNode] => [`motion.${k}`, v, null]),
    ...Object.entries(breakpoints).map(([k, v]): [string, string, React.ReactNode] => [`breakpoints.${k}`, `${v}px`, null]),
  ];
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>
        {rows.map(([name, value, sample]) => (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>{name}</td>
            <td style={{ ...cell, ...mono, maxWidth: 320 }}>{value}</td>
            <td style={cell}>{sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
