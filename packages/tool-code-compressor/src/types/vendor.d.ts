// csso and html-minifier-terser ship their browser bundles without type declarations.
declare module 'csso/dist/csso.esm' {
  interface ParseError {
    message: string;
    line: number;
    column: number;
  }
  export function minify(
    css: string,
    options?: { restructure?: boolean; comments?: boolean | 'exclamation' | 'first-exclamation' },
  ): { css: string };
  export const syntax: {
    parse(
      css: string,
      options?: { positions?: boolean; onParseError?: (error: ParseError) => void },
    ): unknown;
  };
}

declare module 'html-minifier-terser/dist/htmlminifier.esm.bundle' {
  export function minify(html: string, options?: Record<string, unknown>): Promise<string>;
}

declare module 'html-minifier-terser' {
  export function minify(html: string, options?: Record<string, unknown>): Promise<string>;
}
