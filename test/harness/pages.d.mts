type Page = readonly [name: string, path: string];

/** One page of each type, the 404 screen included: what the page-by-page browser tests visit. */
export declare const pageTypes: readonly Page[];
/** The page types named, in the list's order. */
export declare function pagesNamed(...names: string[]): Page[];
/** The bench's rows: a selection of pageTypes, in English and in Hindi. */
export declare const benchPages: readonly Page[];
