/**
 * A QR code's modules (`true` dark, rows top to bottom) as an SVG: one path of horizontal runs, a
 * quiet zone of `border` modules round it. The modules come from a QR encoder at build time; the
 * drawing is short enough to write per page.
 */
export function qrSvg(modules: readonly (readonly boolean[])[], border = 4): string {
  const size = modules.length + 2 * border;
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      path += `M${String(start + border)} ${String(y + border)}h${String(x - start)}v1h-${String(x - start)}z`;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(size)} ${String(size)}" shape-rendering="crispEdges"><path d="${path}"/></svg>`;
}
