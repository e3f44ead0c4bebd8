/**
 * The shell's start files (docs/decisions/0153): the scripts the shell's start loads after its entry before a member's
 * page can render: what the entry's own dynamic imports load (react-dom's renderer, the bootstrap) and, through each
 * shared package those chunks consume, the chunks the shell provides that package in (followed on through the packages
 * that package consumes). Written at build as `start-files.json` for the shell's server, which preloads them in a
 * member's document, so they download while the entry downloads and runs, and the entry's first task does not settle
 * the shared packages of the whole start (the federation runtime's `loadShare` for each: about 100 ms of a phone's
 * 4x-slowed main thread when the entry asked for the bootstrap itself).
 */
const webpack = require('webpack');
const { START_FILES_FILE } = require('./ports');

/**
 * The JavaScript files of the chunks the entry's dynamic imports load, and of each shared package their modules
 * consume: the chunks of the shell's own provision of it (what the federation runtime loads when the shell is the
 * first to provide it, as it is at a page's start), followed on through what those chunks consume.
 */
function startFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  // The federation plugin's provide modules keep their share key in `_name` (@module-federation/enhanced 2.9): a
  // version that renamed it would list no shared chunks, and e2e member-early-session.spec.ts would fail on it.
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
  const entryFiles = new Set(entrypoint.getFiles());
  const files = new Set();
  const seen = new Set();
  const visit = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js') && !entryFiles.has(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const provision of provided.get(module.options.shareKey)?.blocks ?? []) visit(provision);
      }
    }
  };
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) for (const block of module.blocks) visit(block);
  }
  return [...files].sort();
}

/** Emits `start-files.json` ({ js: [file names relative to the output folder] }) once the files have their final names. */
class StartFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        compilation.emitAsset(START_FILES_FILE, new webpack.sources.RawSource(JSON.stringify({ js: startFiles(compilation) })));
      });
    });
  }
}

module.exports = { StartFilesPlugin, startFiles };
