/**
 * Emits `chunk-map.json` beside the build: for every named chunk group (the shell's `bootstrap`,
 * each remote's `route-<name>` screens) the JavaScript and CSS files it loads, in load order, and
 * the shared packages its modules consume; for every shared package, the files of its own copy.
 * The site server reads it to hint, in the HTML, exactly the files a page is about to ask for.
 */
const FILE = 'chunk-map.json';
const ASSET = /\.(js|css)$/;

/** The share key of a federation consume/provide module, or null for any other module. */
function shareKeyOf(module) {
  const name = module.constructor && module.constructor.name;
  if (name === 'ConsumeSharedModule') return module.options && module.options.shareKey;
  if (name === 'ProvideSharedModule') return module._name;
  return null;
}

function filesOf(chunks) {
  const files = new Set();
  for (const chunk of chunks) for (const file of chunk.files) if (ASSET.test(file)) files.add(file);
  return [...files];
}

class ChunkMapPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkMapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const consumes = new Set();
            for (const chunk of group.chunks) {
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                const key = shareKeyOf(module);
                if (key && module.constructor.name === 'ConsumeSharedModule') consumes.add(key);
              }
            }
            groups[name] = { files: filesOf(group.chunks), consumes: [...consumes].sort() };
          }
          // A shared package's files are those of the copy the build provides (what the page loads
          // when this build is the provider); a consume fallback only counts where nothing is provided.
          const shared = {};
          const provided = new Set();
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              const key = origin.module && shareKeyOf(origin.module);
              if (!key) continue;
              const providing = origin.module.constructor.name === 'ProvideSharedModule';
              if (!providing && provided.has(key)) continue;
              if (providing && !provided.has(key)) {
                provided.add(key);
                delete shared[key];
              }
              const consumes = new Set(shared[key] ? shared[key].consumes : []);
              for (const chunk of group.chunks) {
                for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                  const inner = shareKeyOf(module);
                  if (inner && inner !== key && module.constructor.name === 'ConsumeSharedModule') consumes.add(inner);
                }
              }
              const files = new Set([...(shared[key] ? shared[key].files : []), ...filesOf(group.chunks)]);
              shared[key] = { files: [...files], consumes: [...consumes].sort() };
            }
          }
          const body = JSON.stringify({ groups, shared }, null, 2);
          compilation.emitAsset(FILE, new sources.RawSource(body));
        },
      );
    });
  }
}

module.exports = { ChunkMapPlugin, CHUNK_MAP_FILE: FILE };
