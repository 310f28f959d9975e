/**
 * The page's whole-page loads (jsdom navigates nowhere): `location.assign` and `reload`,
 * answered on jsdom's own Location object, each recorded as the address the browser would load.
 */
export function watchWholePageLoads(): { loads: string[]; restore: () => void } {
  const loads: string[] = [];
  const location = window.location as unknown as Record<symbol, Record<string, unknown>>;
  const implSymbol = Object.getOwnPropertySymbols(location).find(
    (symbol) => symbol.description === 'impl',
  );
  const impl = implSymbol === undefined ? undefined : location[implSymbol];
  if (!impl) throw new Error("jsdom's Location has no implementation object");
  impl.assign = (url: string) => {
    loads.push(new URL(url, window.location.href).pathname);
  };
  impl.reload = () => {
    loads.push(window.location.pathname);
  };
  return {
    loads,
    restore: () => {
      Reflect.deleteProperty(impl, 'assign');
      Reflect.deleteProperty(impl, 'reload');
    },
  };
}
