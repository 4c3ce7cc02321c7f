/**
 * Asset imports resolved by each app's bundler (SVG as a URL, CSS Modules as class maps): one
 * declaration for the kit and every app, which take this file into their type check.
 */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/** A style sheet imported for its side effect alone (`import './global.css'`): the bundler adds it. */
declare module '*.css' {}
