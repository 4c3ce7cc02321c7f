/** CSS Modules as class maps (resolved by each app's bundler). */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
