/** Asset imports resolved by the bundler (SVG as a URL, CSS Modules as class maps). */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
