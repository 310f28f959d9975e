export declare const chromiumPath: string;
export declare const chromiumFlags: readonly string[];

interface Screen {
  viewport: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
}
export declare const screens: { desktop: Screen; phone: Screen };
