// CSS Modules in tests: every class name reads as itself.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
