/**
 * Marks the shell's files that run whole while a page starts (the entry, with the federation
 * runtime, and the chunk that holds react-dom) with V8's explicit compile hint: the browser then
 * compiles all of their functions on a background thread while the file streams in, instead of on
 * the main thread the first time each is called. https://v8.dev/blog/explicit-compile-hints
 *
 * The hint must be the file's first line: it is added after minification, before the source maps,
 * which shift by that line.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** `modules`: a chunk holding a module whose path matches it is hinted, as is every entry chunk. */
  constructor({ modules }) {
    this.modules = modules;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            const runsWhole =
              chunk.hasRuntime() ||
              [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
                this.modules.test(module.nameForCondition() ?? ''),
              );
            if (!runsWhole) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (old) => new sources.ConcatSource(HINT, old));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
